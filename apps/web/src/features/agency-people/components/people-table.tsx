import { Anchor, Badge, Checkbox, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AgencyPerson } from '@travel/contracts';
import { formatInstant } from '../../../shared/format/booking';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/react';
import { Ltr } from '../../../shared/widgets/ltr';
import type { PeopleKind } from '../api/people';
import { StatusSwitch } from './status-switch';

/** A column a list adds after the common ones (an agent's restricted switch). */
export interface PersonColumn {
  key: string;
  header: string;
  cell(person: AgencyPerson): ReactNode;
}

/** Rows chosen for a bulk action, by id. */
export interface Selection {
  selected: ReadonlySet<string>;
  onChange(next: Set<string>): void;
}

interface PeopleTableProps {
  kind: PeopleKind;
  people: AgencyPerson[];
  /** Whether the signed-in user may change a status (a restricted agent may not). */
  canChangeStatus: boolean;
  columns?: PersonColumn[];
  actions?(person: AgencyPerson): ReactNode;
  selection?: Selection;
}

/**
 * Clients or agents as a table; on a narrow screen it scrolls sideways inside its frame, the
 * name column first so the row stays recognisable.
 */
export function PeopleTable({ kind, people, canChangeStatus, columns = [], actions, selection }: PeopleTableProps) {
  const { t } = useTranslation('people');
  const language = currentLanguage();
  const isAllSelected =
    selection !== undefined && people.length > 0 && people.every((p) => selection.selected.has(p._id));
  const isSomeSelected = selection !== undefined && people.some((p) => selection.selected.has(p._id));
  const toggleAll = () => selection?.onChange(isAllSelected ? new Set() : new Set(people.map((p) => p._id)));
  const toggle = (id: string) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    selection.onChange(next);
  };
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" highlightOnHover data-testid={`${kind}-table`}>
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t('table.selectAll')}
                  checked={isAllSelected}
                  indeterminate={isSomeSelected && !isAllSelected}
                  onChange={toggleAll}
                />
              </Table.Th>
            )}
            <Table.Th>{t('table.name')}</Table.Th>
            <Table.Th>{t('table.email')}</Table.Th>
            <Table.Th>{t('table.status')}</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column.key}>{column.header}</Table.Th>
            ))}
            <Table.Th ta="end">{t('table.bookings')}</Table.Th>
            <Table.Th>{t('table.joined')}</Table.Th>
            {actions && <Table.Th>{t('table.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {people.map((person) => (
            <Table.Tr key={person._id} data-testid="person-row" data-email={person.email}>
              {selection && (
                <Table.Td>
                  <Checkbox
                    aria-label={t('table.select', { name: person.name })}
                    checked={selection.selected.has(person._id)}
                    onChange={() => toggle(person._id)}
                  />
                </Table.Td>
              )}
              <Table.Td>
                <Anchor component={Link} to={`/${kind}/${person._id}`} fw={600} size="sm">
                  {person.name}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  <Ltr>{person.email}</Ltr>
                </Text>
                {!person.isVerified && (
                  <Badge size="xs" variant="light" color="yellow">
                    {t('table.unverified')}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>
                <StatusSwitch kind={kind} person={person} disabled={!canChangeStatus} />
              </Table.Td>
              {columns.map((column) => (
                <Table.Td key={column.key}>{column.cell(person)}</Table.Td>
              ))}
              <Table.Td ta="end">{person.bookingCount}</Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  <Ltr>{formatInstant(person.createdAt, language)}</Ltr>
                </Text>
              </Table.Td>
              {actions && <Table.Td>{actions(person)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

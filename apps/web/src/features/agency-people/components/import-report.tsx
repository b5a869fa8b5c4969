import { Badge, Group, Table, Text } from '@mantine/core';
import type { CreateClientsResult } from '@travel/contracts';
import { useTranslation } from '../../../shared/i18n/react';
import { Ltr } from '../../../shared/widgets/ltr';

const COLORS = { created: 'green', valid: 'green', exists: 'gray', duplicate: 'yellow', invalid: 'red' } as const;
/** Rows listed at most; the counts cover them all (a file can hold 10,000). */
const MAX_ROWS_SHOWN = 200;

/** The per-row report of the bulk upload: counts, then the rows with a problem first. */
export function ImportReport({ report }: { report: CreateClientsResult }) {
  const { t } = useTranslation('people');
  const rows = [...report.rows]
    .sort(
      (a, b) =>
        Number(a.outcome === 'valid' || a.outcome === 'created') -
        Number(b.outcome === 'valid' || b.outcome === 'created'),
    )
    .slice(0, MAX_ROWS_SHOWN);
  const counts = (['created', 'valid', 'exists', 'duplicate', 'invalid'] as const).filter((key) => report[key] > 0);
  return (
    <>
      <Group gap="xs" data-testid="import-counts">
        {counts.map((key) => (
          <Badge key={key} color={COLORS[key]} variant="light">
            {t(`import.count.${key}`, { count: report[key] })}
          </Badge>
        ))}
      </Group>
      <Table.ScrollContainer minWidth={560} mah={360}>
        <Table verticalSpacing="xs" stickyHeader>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('import.row')}</Table.Th>
              <Table.Th>{t('import.outcome')}</Table.Th>
              <Table.Th>{t('table.name')}</Table.Th>
              <Table.Th>{t('table.email')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.row} data-testid="import-row" data-outcome={row.outcome}>
                <Table.Td>{row.row}</Table.Td>
                <Table.Td>
                  <Badge color={COLORS[row.outcome]} variant="light" miw="max-content">
                    {t(`import.outcomes.${row.outcome}`)}
                  </Badge>
                  {row.errors &&
                    Object.entries(row.errors).map(([field, message]) => (
                      <Text key={field} size="xs" c="red">
                        {t(`table.${field}`)}: {message}
                      </Text>
                    ))}
                </Table.Td>
                <Table.Td>{row.name}</Table.Td>
                <Table.Td>
                  <Ltr>{row.email}</Ltr>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}

import { Alert, Button, Group, List, NativeSelect, Paper, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import type { AgencyPerson, ClientAction } from '@travel/contracts';
import { useTranslation } from '../../../shared/i18n/react';
import { useClientActions, type ClientActionsResult } from '../api/bulk';

interface BulkActionsProps {
  /** The selected clients (of the page shown). */
  selected: AgencyPerson[];
  /** The actions the signed-in user may run. */
  actions: readonly ClientAction[];
  onDone(): void;
}

/**
 * One action on the selected clients, then what happened to each: done, nothing to do (already
 * so, already verified), not found or refused. The report takes the focus so a screen reader
 * reads it.
 */
export function BulkActions({ selected, actions, onDone }: BulkActionsProps) {
  const { t } = useTranslation('people');
  const [action, setAction] = useState<ClientAction | ''>('');
  const [report, setReport] = useState<{ result: ClientActionsResult; names: Map<string, string> } | null>(null);
  const run = useClientActions();
  const reportRef = useRef<HTMLDivElement>(null);
  const apply = () => {
    if (!action || selected.length === 0) return;
    const names = new Map(selected.map((person) => [person._id, person.name]));
    run.mutate(
      { action, userIds: selected.map((person) => person._id) },
      {
        onSuccess: (result) => {
          setReport({ result, names });
          onDone();
          requestAnimationFrame(() => reportRef.current?.focus());
        },
      },
    );
  };
  return (
    <>
      {selected.length > 0 && (
        <Paper withBorder radius="md" p="sm" component="section" aria-label={t('bulk.label')}>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Text size="sm" fw={600} aria-live="polite">
              {t('bulk.selected', { count: selected.length })}
            </Text>
            <NativeSelect
              label={t('bulk.action')}
              value={action}
              onChange={(event) => setAction(event.currentTarget.value as ClientAction | '')}
              data={[
                { value: '', label: t('bulk.choose') },
                ...actions.map((value) => ({ value, label: t(`bulk.actions.${value}`) })),
              ]}
            />
            <Button onClick={apply} disabled={!action} loading={run.isPending}>
              {t('bulk.apply')}
            </Button>
          </Group>
        </Paper>
      )}
      {report && (
        <Alert
          ref={reportRef}
          tabIndex={-1}
          color="blue"
          variant="light"
          title={report.result.message}
          withCloseButton
          closeButtonLabel={t('common.close')}
          onClose={() => setReport(null)}
          data-testid="bulk-report"
        >
          <List size="sm">
            {report.result.data.results.map((row) => (
              <List.Item key={row.userId}>
                {t('bulk.outcomeLine', {
                  name: report.names.get(row.userId) ?? row.userId,
                  outcome: t(`bulk.outcome.${row.outcome}`),
                })}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </>
  );
}

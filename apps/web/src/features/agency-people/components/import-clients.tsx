import { Alert, Button, FileInput, Group, Modal, NativeSelect, Stack, Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import type { CreateClientsResult } from '@travel/contracts';
import { useTranslation } from '../../../shared/i18n/react';
import { notify } from '../../../shared/ui/notify';
import { useCreateClients } from '../api/bulk';
import { guessColumns, readSheet, rowsToClients, type SheetRows } from '../lib/read-sheet';
import { ImportReport } from './import-report';

type Step = 'file' | 'preview' | 'done';
const STEPS: Step[] = ['file', 'preview', 'done'];

/**
 * The bulk upload: a CSV or XLSX file read in the browser, its name and e-mail columns chosen,
 * a preview (the server's dry run: valid, duplicate e-mail, existing, bad e-mail, bad name per
 * row), then the import of the valid rows only, and what was done.
 */
export function ImportClients({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation('people');
  const [step, setStep] = useState<Step>('file');
  const [file, setFile] = useState<File | null>(null);
  const [sheet, setSheet] = useState<SheetRows | null>(null);
  const [readError, setReadError] = useState(false);
  const [columns, setColumns] = useState({ name: 0, email: 1 });
  const [report, setReport] = useState<CreateClientsResult | null>(null);
  const create = useCreateClients();
  // The report's table needs the whole width of a phone.
  const isNarrow = useMediaQuery('(max-width: 48em)') ?? false;

  const reset = () => {
    setStep('file');
    setFile(null);
    setSheet(null);
    setReport(null);
    setReadError(false);
  };
  const close = () => {
    reset();
    onClose();
  };
  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setSheet(null);
    setReadError(false);
    if (!chosen) return;
    try {
      const rows = await readSheet(chosen);
      setSheet(rows);
      setColumns(guessColumns(rows[0] ?? []));
    } catch {
      setReadError(true);
    }
  };
  const clients = sheet ? rowsToClients(sheet, columns) : [];
  const preview = () =>
    create.mutate(
      { data: clients, dryRun: true },
      {
        onSuccess: (response) => {
          setReport(response.data);
          setStep('preview');
        },
      },
    );
  const validRows = report?.rows.filter((row) => row.outcome === 'valid') ?? [];
  const importValid = () =>
    create.mutate(
      { data: validRows.map(({ name, email }) => ({ name, email })) },
      {
        onSuccess: (response) => {
          setReport(response.data);
          setStep('done');
          void notify(response.message, 'success');
        },
      },
    );
  const titles = sheet?.[0] ?? [];
  const columnOptions = titles.map((title, index) => ({
    value: String(index),
    label: title || t('import.column', { number: index + 1 }),
  }));

  return (
    <Modal opened={opened} onClose={close} title={t('import.title')} size="xl" fullScreen={isNarrow}>
      <Stack gap="md">
        <Stepper active={STEPS.indexOf(step)} size="sm" allowNextStepsSelect={false}>
          <Stepper.Step label={t('import.steps.file')} />
          <Stepper.Step label={t('import.steps.preview')} />
          <Stepper.Step label={t('import.steps.done')} />
        </Stepper>
        {step === 'file' && (
          <>
            <Text size="sm" c="dimmed">
              {t('import.intro')}
            </Text>
            <FileInput
              label={t('import.file')}
              placeholder={t('import.filePlaceholder')}
              accept=".csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
              value={file}
              onChange={(chosen) => void choose(chosen)}
              clearable
              error={readError ? t('import.unreadable') : undefined}
            />
            {sheet && (
              <>
                <Group grow align="flex-start">
                  <NativeSelect
                    label={t('import.nameColumn')}
                    data={columnOptions}
                    value={String(columns.name)}
                    onChange={(event) => setColumns({ ...columns, name: Number(event.currentTarget.value) })}
                  />
                  <NativeSelect
                    label={t('import.emailColumn')}
                    data={columnOptions}
                    value={String(columns.email)}
                    onChange={(event) => setColumns({ ...columns, email: Number(event.currentTarget.value) })}
                  />
                </Group>
                <Text size="sm" data-testid="import-row-count">
                  {t('import.rowsRead', { count: clients.length })}
                </Text>
              </>
            )}
            <Group justify="flex-end">
              <Button onClick={preview} disabled={clients.length === 0} loading={create.isPending}>
                {t('import.preview')}
              </Button>
            </Group>
          </>
        )}
        {step === 'preview' && report && (
          <>
            <ImportReport report={report} />
            {validRows.length === 0 && <Alert color="yellow">{t('import.nothingValid')}</Alert>}
            <Group justify="space-between">
              <Button variant="default" onClick={reset}>
                {t('import.back')}
              </Button>
              <Button onClick={importValid} disabled={validRows.length === 0} loading={create.isPending}>
                {t('import.importValid', { count: validRows.length })}
              </Button>
            </Group>
          </>
        )}
        {step === 'done' && report && (
          <>
            <ImportReport report={report} />
            <Group justify="flex-end">
              <Button onClick={close} data-autofocus>
                {t('import.finish')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}

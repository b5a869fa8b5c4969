import { Button, Group, Modal, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react';
import { DateRangeInputs, isRangeValid } from '../../../shared/widgets/date-range-inputs';

/** The clients who joined between two dates (both optional), as a CSV file the browser downloads. */
export function ExportClients() {
  const { t } = useTranslation('people');
  const [opened, { open, close }] = useDisclosure(false);
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const query = new URLSearchParams({ ...(startDate ? { startDate } : {}), ...(endDate ? { endDate } : {}) });
  return (
    <>
      <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={open}>
        {t('export.open')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('export.title')} centered>
        <Stack gap="md">
          <Group grow align="flex-start">
            <DateRangeInputs
              startDate={startDate}
              endDate={endDate}
              onStartChange={setStartDate}
              onEndChange={setEndDate}
              labels={{ from: t('export.from'), to: t('export.to'), badRange: t('export.badRange') }}
            />
          </Group>
          <Group justify="flex-end">
            <Button
              component="a"
              href={`/api/agency/clients/exports/data${query.size ? `?${query.toString()}` : ''}`}
              download
              leftSection={<IconDownload size={16} aria-hidden />}
              disabled={!isRangeValid(startDate, endDate)}
              onClick={close}
            >
              {t('export.download')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

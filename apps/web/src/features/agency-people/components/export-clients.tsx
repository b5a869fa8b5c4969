import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react';

/** The clients who joined between two dates (both optional), as a CSV file the browser downloads. */
export function ExportClients() {
  const { t } = useTranslation('people');
  const [opened, { open, close }] = useDisclosure(false);
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const query = new URLSearchParams({ ...(startDate ? { startDate } : {}), ...(endDate ? { endDate } : {}) });
  const isRangeValid = !startDate || !endDate || startDate <= endDate;
  return (
    <>
      <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={open}>
        {t('export.open')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('export.title')} centered>
        <Stack gap="md">
          <Group grow align="flex-start">
            <TextInput
              type="date"
              label={t('export.from')}
              value={startDate}
              onChange={(event) => setStartDate(event.currentTarget.value)}
            />
            <TextInput
              type="date"
              label={t('export.to')}
              value={endDate}
              onChange={(event) => setEndDate(event.currentTarget.value)}
              error={isRangeValid ? undefined : t('export.badRange')}
            />
          </Group>
          <Group justify="flex-end">
            <Button
              component="a"
              href={`/api/agency/clients/exports/data${query.size ? `?${query.toString()}` : ''}`}
              download
              leftSection={<IconDownload size={16} aria-hidden />}
              disabled={!isRangeValid}
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

import { Button, Group, NativeSelect, Paper, TextInput, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react';
import { VERTICALS } from '@travel/contracts';

const CATEGORIES = ['all', ...VERTICALS] as const;

/** Bookings as a CSV file, by dates of booking and type. */
export function BookingsExport() {
  const { t } = useTranslation('account');
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [category, setCategory] = useState<(typeof CATEGORIES)[number]>('all');
  const query = new URLSearchParams({ category, ...(startDate ? { startDate } : {}), ...(endDate ? { endDate } : {}) });
  const isRangeValid = !startDate || !endDate || startDate <= endDate;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="export-title">
      <Title order={2} size="h4" id="export-title" mb="md">
        {t('dashboard.export')}
      </Title>
      <Group align="flex-end">
        <TextInput
          type="date"
          label={t('dashboard.from')}
          value={startDate}
          onChange={(e) => setStartDate(e.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('dashboard.to')}
          value={endDate}
          onChange={(e) => setEndDate(e.currentTarget.value)}
          error={isRangeValid ? undefined : t('dashboard.badRange')}
        />
        <NativeSelect
          label={t('dashboard.type')}
          value={category}
          onChange={(e) => setCategory(e.currentTarget.value as (typeof CATEGORIES)[number])}
          data={CATEGORIES.map((value) => ({
            value,
            label: value === 'all' ? t('dashboard.allTypes') : t(`dashboard.vertical.${value}`),
          }))}
        />
        <Button
          component="a"
          href={`/api/user/bookings/download.csv?${query.toString()}`}
          download
          leftSection={<IconDownload size={16} aria-hidden />}
          disabled={!isRangeValid}
        >
          {t('dashboard.download')}
        </Button>
      </Group>
    </Paper>
  );
}

import { Button, Group, NativeSelect, Paper, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react';
import { VERTICALS } from '@travel/contracts';
import { DateRangeInputs, isRangeValid } from '../../../shared/widgets/date-range-inputs';

const CATEGORIES = ['all', ...VERTICALS] as const;

/** Bookings as a CSV file, by dates of booking and type. */
export function BookingsExport() {
  const { t } = useTranslation('account');
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [category, setCategory] = useState<(typeof CATEGORIES)[number]>('all');
  const query = new URLSearchParams({ category, ...(startDate ? { startDate } : {}), ...(endDate ? { endDate } : {}) });
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="export-title">
      <Title order={2} size="h4" id="export-title" mb="md">
        {t('dashboard.export')}
      </Title>
      <Group align="flex-end">
        <DateRangeInputs
          startDate={startDate}
          endDate={endDate}
          onStartChange={setStartDate}
          onEndChange={setEndDate}
          labels={{ from: t('dashboard.from'), to: t('dashboard.to'), badRange: t('dashboard.badRange') }}
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
          disabled={!isRangeValid(startDate, endDate)}
        >
          {t('dashboard.download')}
        </Button>
      </Group>
    </Paper>
  );
}

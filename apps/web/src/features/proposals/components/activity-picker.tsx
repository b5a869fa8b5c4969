import { Button, Group, NumberInput, Paper, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/react';
import { formatLocalDate, formatLocalTime } from '../../../shared/format/wall-clock';
import type { ChosenExtra, ExtraStay } from './extras-picker';
import { useActivityDates, useActivityTitles } from '../api/extras';

/** An activity for the proposal: found by its title's words, a day with places (the stay's first), a start and adults. */
export function ActivityPicker({ stay, onAdd }: { stay: ExtraStay; onAdd(extra: ChosenExtra): void }) {
  const { t } = useTranslation('proposals');
  const language = currentLanguage();
  const [text, setText] = useState('');
  const [productCode, setProductCode] = useState<string | null>(null);
  const [date, setDate] = useState<string | null>(null);
  const [startTime, setStartTime] = useState<string | null>(null);
  const [adults, setAdults] = useState<number>(stay.adults);
  const titles = useActivityTitles(text);
  const dates = useActivityDates(productCode, stay.currency);
  const product = titles.data?.find((candidate) => candidate.productCode === productCode);
  // Days of the stay first: an activity is usually done while there.
  const days = [...(dates.data?.availableDaysData ?? [])].sort(
    (a, b) => Number(!inStay(a.date, stay)) - Number(!inStay(b.date, stay)) || (a.date < b.date ? -1 : 1),
  );
  const day = days.find((candidate) => candidate.date === date);
  return (
    <Paper withBorder p="sm" radius="md" data-testid="activity-picker">
      <Stack gap="xs">
        <TextInput
          label={t('extras.activity.text')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Select
          label={t('extras.activity.product')}
          data={(titles.data ?? []).map((title) => ({
            value: title.productCode,
            label: `${title.productName} (${title.destinationName})`,
          }))}
          value={productCode}
          onChange={(value) => {
            setProductCode(value);
            setDate(null);
            setStartTime(null);
          }}
          placeholder={t('extras.activity.choose')}
        />
        <Group grow wrap="wrap" gap="xs">
          <Select
            label={t('extras.activity.date')}
            data={days.slice(0, 60).map((candidate) => ({
              value: candidate.date,
              label: formatLocalDate(candidate.date, language),
            }))}
            value={date}
            onChange={(value) => {
              setDate(value);
              setStartTime(null);
            }}
            disabled={!dates.data}
          />
          <Select
            label={t('extras.activity.time')}
            data={(day?.slots ?? []).filter((slot) => slot.placesLeft > 0).map((slot) => slot.startTime)}
            value={startTime}
            onChange={setStartTime}
            disabled={!day}
          />
          <NumberInput
            label={t('extras.activity.adults')}
            min={1}
            max={20}
            value={adults}
            onChange={(value) => setAdults(typeof value === 'number' ? value : 1)}
          />
        </Group>
        <Button
          size="xs"
          disabled={!product || !date || !startTime}
          onClick={() =>
            product &&
            date &&
            startTime &&
            onAdd({
              input: {
                kind: 'activity',
                productCode: product.productCode,
                date,
                startTime,
                travelers: [{ band: 'ADULT', count: adults }],
              },
              title: product.productName,
              detail: formatLocalTime(`${date}T${startTime}`, language),
              price: null,
            })
          }
        >
          {t('new.add')}
        </Button>
      </Stack>
    </Paper>
  );
}

const inStay = (date: string, stay: ExtraStay) => date >= stay.checkIn && date <= stay.checkOut;

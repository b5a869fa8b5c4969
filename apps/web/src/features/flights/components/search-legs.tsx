import { ActionIcon, Button, Fieldset, Grid, Group } from '@mantine/core';
import { IconArrowsExchange, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/react';
import type { IsoDate } from '@travel/contracts';
import { DatePickerField } from '../../../shared/widgets/date-picker-field';
import { MAX_MULTI_CITY_LEGS, MIN_MULTI_CITY_LEGS, type FlightSearchForm, type SearchLeg } from '../lib/search-form';
import { AirportField } from './airport-field';

interface LegEvents {
  onLegChange(id: string, change: Partial<Omit<SearchLeg, 'id'>>): void;
  onSwap(id: string): void;
}

function Airports({ leg, onLegChange, onSwap }: LegEvents & { leg: SearchLeg }) {
  const { t } = useTranslation('flights');
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap" style={{ flex: 2, minWidth: 0 }}>
      <div style={{ flex: 1, minWidth: 0 }}>
        <AirportField
          label={t('search.from')}
          direction="from"
          value={leg.from}
          onChange={(from) => onLegChange(leg.id, { from })}
        />
      </div>
      <ActionIcon
        variant="default"
        size={36}
        aria-label={t('search.swap')}
        onClick={() => onSwap(leg.id)}
        disabled={!leg.from && !leg.to}
      >
        <IconArrowsExchange size={18} aria-hidden />
      </ActionIcon>
      <div style={{ flex: 1, minWidth: 0 }}>
        <AirportField
          label={t('search.to')}
          direction="to"
          value={leg.to}
          onChange={(to) => onLegChange(leg.id, { to })}
        />
      </div>
    </Group>
  );
}

interface SearchLegsProps extends LegEvents {
  form: FlightSearchForm;
  today: IsoDate;
  onReturnChange(range: { start: IsoDate; end: IsoDate }): void;
  onAddLeg(): void;
  onRemoveLeg(id: string): void;
}

/** From, to and dates: one row with a date range (Round-Trip) or a date (One-Way), or 2 to 5 rows. */
export function SearchLegs({
  form,
  today,
  onLegChange,
  onSwap,
  onReturnChange,
  onAddLeg,
  onRemoveLeg,
}: SearchLegsProps) {
  const { t } = useTranslation('flights');
  const first = form.legs[0];
  if (!first) return null;

  if (form.routeType !== 'Multi-City') {
    return (
      <Grid gap="sm" align="flex-end">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Airports leg={first} onLegChange={onLegChange} onSwap={onSwap} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          {form.routeType === 'Round-Trip' ? (
            <DatePickerField
              type="range"
              label={t('search.dates')}
              minDate={today}
              value={{ start: first.date, end: form.returnDate }}
              onChange={onReturnChange}
            />
          ) : (
            <DatePickerField
              label={t('search.departure')}
              minDate={today}
              value={first.date}
              onChange={(date) => onLegChange(first.id, { date })}
            />
          )}
        </Grid.Col>
      </Grid>
    );
  }

  return (
    <>
      {form.legs.map((leg, index) => (
        <Fieldset key={leg.id} legend={t('search.legTitle', { number: index + 1 })} variant="filled" p="sm">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Airports leg={leg} onLegChange={onLegChange} onSwap={onSwap} />
            <div style={{ flex: 1, minWidth: 180 }}>
              <DatePickerField
                label={t('search.departure')}
                minDate={form.legs[index - 1]?.date ?? today}
                value={leg.date}
                onChange={(date) => onLegChange(leg.id, { date })}
              />
            </div>
            {form.legs.length > MIN_MULTI_CITY_LEGS && (
              <ActionIcon
                variant="subtle"
                color="red"
                size={36}
                aria-label={t('search.removeLeg', { number: index + 1 })}
                onClick={() => onRemoveLeg(leg.id)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            )}
          </Group>
        </Fieldset>
      ))}
      {form.legs.length < MAX_MULTI_CITY_LEGS && (
        <Group>
          <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={onAddLeg}>
            {t('search.addLeg')}
          </Button>
        </Group>
      )}
    </>
  );
}

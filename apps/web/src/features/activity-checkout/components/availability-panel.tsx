import 'dayjs/locale/es';
import 'dayjs/locale/pt';
import { Alert, Button, Chip, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { DatePicker, DatesProvider } from '@mantine/dates';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/react';
import { formatMoney, majorUnitsOf, type ActivityAgeBand, type ActivityProduct } from '@travel/contracts';
import { ActivityPolicy } from '../../../shared/activity/activity-policy';
import { activityCheckoutPath } from '../../../shared/activity/paths';
import { useFailureMessage } from '../../../shared/booking/checkout/stop-notice';
import { formatLocalDate } from '../../../shared/format/wall-clock';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { CounterRow } from '../../../shared/widgets/traveler-counter';
import { Ltr } from '../../../shared/widgets/ltr';
import { useAvailableDates, useCheckAvailability } from '../api/activity-product';
import { initialCounts, travelerTotal } from '../lib/age-bands';
import classes from './activity.module.css';

/** The calendar's month and year controls, named in the page's language. */
const CONTROLS = ['previousMonth', 'nextMonth', 'previousYear', 'nextYear', 'previousDecade', 'nextDecade'] as const;

/**
 * The availability calendar and the booking's travellers: the 90 days with their from-price, a
 * chosen day's start times with the places left, travellers by the product's age bands (each
 * within its fewest and most), then the check of the supplier, held 5 minutes; 'Continue' opens
 * the checkout with that hold.
 */
export function AvailabilityPanel({ product, searchQuery }: { product: ActivityProduct; searchQuery: string }) {
  const { t } = useTranslation('activity-booking');
  const { t: tw } = useTranslation('widgets');
  const navigate = useNavigate();
  const language = currentLanguage();
  const failureMessage = useFailureMessage();
  const calendar = useAvailableDates(product.productCode, product.currency);
  const check = useCheckAvailability();
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [counts, setCounts] = useState<Partial<Record<ActivityAgeBand, number>>>(() => initialCounts(product));
  const days = useMemo(
    () => new Map((calendar.data?.availableDaysData ?? []).map((day) => [day.date, day])),
    [calendar.data],
  );
  const available = useMemo(() => new Set(calendar.data?.availableDates ?? []), [calendar.data]);
  const currency = calendar.data?.currency ?? product.currency;
  const money = (amount: number) => formatMoney({ amount, currency }, language);
  const day = date ? days.get(date) : undefined;
  const total = travelerTotal(counts);

  const change = (next: () => void) => {
    next();
    check.reset();
  };
  const onCheck = () => {
    if (!date || !time) return;
    check.mutate({
      productCode: product.productCode,
      date,
      startTime: time,
      travelers: Object.entries(counts)
        .filter(([, count]) => (count ?? 0) > 0)
        .map(([band, count]) => ({ band: band as ActivityAgeBand, count: count ?? 0 })),
      currency,
    });
  };
  const held = check.data?.available && check.data.holdId ? check.data : null;
  const firstDay = calendar.data?.availableDaysData[0]?.date;
  const lastDay = calendar.data?.availableDaysData.at(-1)?.date;

  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      component="section"
      aria-labelledby="availability-title"
      data-testid="availability"
    >
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="availability-title">
            {t('availability.title')}
          </Title>
          <Text size="sm" c="dimmed">
            <Ltr>{t('availability.from', { price: money(product.fromPrice) })}</Ltr>{' '}
            {t(product.pricingType === 'UNIT' ? 'availability.perGroup' : 'availability.perPerson')}
          </Text>
        </div>
        {calendar.error && (
          <Alert color="red" role="alert">
            {failureMessage(calendar.error)}
          </Alert>
        )}
        {calendar.data && available.size === 0 && <Text>{t('availability.none')}</Text>}
        {calendar.data && available.size > 0 && (
          <DatesProvider settings={{ locale: language }}>
            <Stack align="center" gap={4}>
              <Text size="sm" fw={500} style={{ alignSelf: 'flex-start' }} id="calendar-label">
                {t('availability.chooseDate')}
              </Text>
              <DatePicker
                aria-labelledby="calendar-label"
                value={date}
                onChange={(value) =>
                  change(() => {
                    setDate(value);
                    setTime(null);
                  })
                }
                {...(firstDay ? { minDate: firstDay, defaultDate: firstDay } : {})}
                {...(lastDay ? { maxDate: lastDay } : {})}
                excludeDate={(value) => !available.has(value)}
                ariaLabels={Object.fromEntries(CONTROLS.map((control) => [control, tw(`datePicker.${control}`)]))}
                getDayProps={(value) => {
                  const price = available.has(value) ? days.get(value)?.fromPrice : undefined;
                  return price === undefined
                    ? {}
                    : {
                        'aria-label': t('availability.dayLabel', {
                          date: formatLocalDate(value, language),
                          price: money(price),
                        }),
                      };
                }}
                renderDay={(value) => {
                  const price = available.has(value) ? days.get(value)?.fromPrice : undefined;
                  return (
                    <div>
                      <div>{Number(value.slice(8, 10))}</div>
                      {price !== undefined && (
                        <span className={classes.dayPrice} aria-hidden>
                          {compactMoney(price, currency, language)}
                        </span>
                      )}
                    </div>
                  );
                }}
                size="md"
              />
            </Stack>
          </DatesProvider>
        )}
        {!calendar.data && !calendar.error && <Text c="dimmed">{t('availability.loading')}</Text>}
        {day && (
          <div role="group" aria-labelledby="times-label">
            <Text size="sm" fw={500} id="times-label" mb={6}>
              {t('availability.times', { date: formatLocalDate(day.date, language) })}
            </Text>
            <Chip.Group value={time} onChange={(value) => change(() => setTime(value))}>
              <Group gap="xs">
                {day.slots.map((slot) => (
                  <Chip
                    key={slot.startTime}
                    value={slot.startTime}
                    disabled={slot.status === 'SOLD_OUT'}
                    data-testid={`slot-${slot.startTime}`}
                  >
                    <Ltr>{slot.startTime}</Ltr>
                    {' · '}
                    {slot.status === 'SOLD_OUT'
                      ? t('availability.soldOut')
                      : t('availability.placesLeft', { count: slot.placesLeft })}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </div>
        )}
        <Divider />
        <Stack gap="sm" role="group" aria-labelledby="travelers-label">
          <Text size="sm" fw={500} id="travelers-label">
            {t('availability.travelers', { max: product.maxTravelersPerBooking })}
          </Text>
          {product.ageBands.map((band) => {
            const value = counts[band.band] ?? 0;
            const label = t(`bands.${band.band}`);
            return (
              <CounterRow
                key={band.band}
                label={label}
                hint={t('bands.ages', { min: band.minAge, max: band.maxAge })}
                value={value}
                addLabel={t('bands.add', { band: label })}
                removeLabel={t('bands.remove', { band: label })}
                canAdd={value < band.maxTravelers && total < product.maxTravelersPerBooking}
                canRemove={value > band.minTravelers}
                onAdd={() => change(() => setCounts({ ...counts, [band.band]: value + 1 }))}
                onRemove={() => change(() => setCounts({ ...counts, [band.band]: value - 1 }))}
              />
            );
          })}
          {product.unit && (
            <Text size="xs" c="dimmed">
              {t('availability.unit', { size: product.unit.size })}
            </Text>
          )}
        </Stack>
        {date && time && (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('policy.title')}
            </Text>
            <ActivityPolicy policy={product.cancellationPolicy} timeZone={product.timeZone} start={`${date}T${time}`} />
          </Stack>
        )}
        {check.error && (
          <Alert color="red" role="alert">
            {failureMessage(check.error)}
          </Alert>
        )}
        {check.data && !held && (
          <Alert color="orange" role="alert" data-testid="not-available">
            {check.data.placesLeft > 0
              ? t('availability.notEnough', { count: check.data.placesLeft })
              : t('availability.soldOutSlot')}
          </Alert>
        )}
        {held ? (
          <Stack gap="xs" aria-live="polite">
            {held.lines.map((line) => (
              <Group key={line.band} justify="space-between" wrap="nowrap">
                <Text size="sm">
                  {line.band === 'UNIT'
                    ? t('availability.units', { count: line.count })
                    : `${line.count} × ${t(`bands.${line.band}`)}`}
                </Text>
                <Text size="sm">
                  <Ltr>{money(line.total)}</Ltr>
                </Text>
              </Group>
            ))}
            <Group justify="space-between" wrap="nowrap">
              <Text fw={700}>{t('availability.total')}</Text>
              <Text fw={700} data-testid="check-total">
                <Ltr>{money(held.total)}</Ltr>
              </Text>
            </Group>
            <Button
              size="md"
              onClick={() =>
                void navigate(
                  activityCheckoutPath({
                    hold: held.holdId ?? '',
                    product: product.productCode,
                    ...(searchQuery ? { search: searchQuery } : {}),
                  }),
                )
              }
            >
              {t('availability.continue')}
            </Button>
          </Stack>
        ) : (
          <Button size="md" onClick={onCheck} loading={check.isPending} disabled={!date || !time || total === 0}>
            {t('availability.check')}
          </Button>
        )}
        {!time && (
          <Text size="xs" c="dimmed">
            {t('availability.pickFirst')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** A calendar day's price, short enough for the day's cell ('€45'). */
function compactMoney(amount: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
    notation: 'compact',
  }).format(majorUnitsOf(amount, currency));
}

import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/react';
import { formatMoney, type Money } from '@travel/contracts';
import { CarPicture, type RentalView } from '../../../shared/car/car-sections';
import { formatLocalTime, zonePlace } from '../../../shared/format/wall-clock';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { Ltr } from '../../../shared/widgets/ltr';

/** The car being booked, at a glance: picture, car and company, when and where, free cancellation. */
export function RentalSummary({
  car,
  rental,
}: {
  car: { name: string; image: string; vendorName: string };
  rental: RentalView;
}) {
  const { t } = useTranslation('car-booking');
  const language = currentLanguage();
  const end = (label: string, place: RentalView['pickup'], at: string, testId: string) => (
    <Text size="sm" data-testid={testId}>
      <Text span fw={600}>
        {label}
      </Text>{' '}
      <Ltr>{formatLocalTime(at, language)}</Ltr> {t('places.zoneTime', { place: zonePlace(place.timeZone) })} ·{' '}
      {place.name}
    </Text>
  );
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-label={t('checkout.summary')}
      data-testid="rental-summary"
    >
      <Group gap="md" align="flex-start" wrap="wrap">
        <CarPicture src={car.image} name={car.name} height={80} />
        <Stack gap={4} style={{ flex: '1 1 240px' }}>
          <Text fw={700}>{car.name}</Text>
          <Text size="sm" c="dimmed">
            {car.vendorName} · {t('places.days', { count: rental.rentalDays })}
          </Text>
          {end(t('places.pickup'), rental.pickup, rental.pickUpDateTime, 'summary-pickup')}
          {end(t('places.return'), rental.dropoff, rental.returnDateTime, 'summary-return')}
          <Text size="sm" fw={600} c={rental.isRefundable ? 'teal' : 'orange'} data-testid="summary-cancellation">
            {rental.isRefundable
              ? t('terms.freeUntil', {
                  date: formatLocalTime(rental.freeUntilLocal, language),
                  place: zonePlace(rental.pickup.timeZone),
                })
              : t('terms.nonRefundable')}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

/** What the price leaves to the counter, under the price. */
export function CounterNote({ amount }: { amount: Money }) {
  const { t } = useTranslation('car-booking');
  if (amount.amount === 0) return null;
  return (
    <Text size="sm" mt="sm" data-testid="pay-at-counter">
      {t('checkout.atCounter')} <Ltr>{formatMoney(amount, currentLanguage())}</Ltr>
    </Text>
  );
}

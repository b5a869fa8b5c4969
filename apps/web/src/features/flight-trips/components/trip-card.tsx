import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlaneDeparture } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney, type FlightBooking } from '@travel/contracts';
import { formatLocalDate, formatLocalTime } from '../../../shared/format/travel-time';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { BookingStatusBadge } from '../../../shared/widgets/booking-status';
import { Ltr } from '../../../shared/widgets/ltr';
import { PayBookingButton } from '../../../shared/widgets/pay-booking';
import { payPathOf, routeOf } from '../../../shared/format/booking';
import classes from '../../../shared/booking/manage/trip-card.module.css';

/** One trip: route, local departure and return, reference, status, total and a link to it. */
export function TripCard({ trip }: { trip: FlightBooking }) {
  const { t } = useTranslation('trips');
  const language = currentLanguage();
  const first = trip.flights[0];
  const last = trip.flights.at(-1);
  const route = routeOf(trip.flights);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-label={t('list.tripLabel', { route, reference: trip.referenceNumber })}
      data-testid="trip-card"
      data-reference={trip.referenceNumber}
    >
      <div className={classes.card}>
        <Stack gap={4}>
          <Group gap="xs" wrap="nowrap">
            <IconPlaneDeparture size={18} aria-hidden />
            <Text fw={700} size="lg">
              <Ltr>{route}</Ltr>
            </Text>
          </Group>
          {first && (
            <Text size="sm">
              <Ltr>
                {formatLocalDate(first.departureTime, language)} · {formatLocalTime(first.departureTime, language)}
                {last &&
                  last !== first &&
                  ` – ${formatLocalDate(last.departureTime, language)} · ${formatLocalTime(last.departureTime, language)}`}
              </Ltr>
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {trip.customerName}
          </Text>
        </Stack>
        <div className={classes.meta}>
          <Text size="sm" c="dimmed">
            {t('list.reference')}
          </Text>
          <Text fw={600} data-testid="trip-reference">
            <Ltr>{trip.referenceNumber}</Ltr>
          </Text>
          <BookingStatusBadge status={trip.bookingStatus} />
        </div>
        <div className={classes.amount}>
          <Text fw={700} size="lg" data-testid="trip-total">
            <Ltr>{formatMoney({ amount: trip.breakdown.total, currency: trip.breakdown.currency }, language)}</Ltr>
          </Text>
          <Button
            component={Link}
            to={`/flight-details?referenceNumber=${encodeURIComponent(trip.referenceNumber)}`}
            variant="light"
            size="sm"
            aria-label={t('list.viewLabel', { reference: trip.referenceNumber })}
          >
            {t('list.view')}
          </Button>
          <PayBookingButton booking={trip} payPath={payPathOf(trip.referenceNumber)} />
        </div>
      </div>
    </Paper>
  );
}

import { Group, Stack, Text } from '@mantine/core';
import { IconPlaneDeparture } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/react';
import type { FlightBooking } from '@travel/contracts';
import { formatLocalDate, formatLocalTime } from '../../../shared/format/travel-time';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { Ltr } from '../../../shared/widgets/ltr';
import { payPathOf, routeOf } from '../../../shared/format/booking';
import { TripCard as BookingTripCard } from '../../../shared/booking/manage/trip-card';

/** One trip: route, local departure and return, reference, status, total and a link to it. */
export function TripCard({ trip }: { trip: FlightBooking }) {
  const { t } = useTranslation('trips');
  const language = currentLanguage();
  const first = trip.flights[0];
  const last = trip.flights.at(-1);
  const route = routeOf(trip.flights);
  return (
    <BookingTripCard
      booking={trip}
      label={t('list.tripLabel', { route, reference: trip.referenceNumber })}
      detailsPath={`/flight-details?referenceNumber=${encodeURIComponent(trip.referenceNumber)}`}
      payPath={payPathOf(trip.referenceNumber)}
    >
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
    </BookingTripCard>
  );
}

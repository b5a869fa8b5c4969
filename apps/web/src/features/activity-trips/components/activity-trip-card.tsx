import { Group, Stack, Text } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/react';
import type { ActivityBooking } from '@travel/contracts';
import { useActivityStart } from '../../../shared/activity/activity-booking-sections';
import { useTravelersLine } from '../../../shared/activity/activity-summary';
import { activityPayPath, activityReservationPath } from '../../../shared/activity/paths';
import { TripCard } from '../../../shared/booking/manage/trip-card';

/** One activity in My Trips: what, where, when on the place's clock, who; reference, status, total. */
export function ActivityTripCard({ booking }: { booking: ActivityBooking }) {
  const { t } = useTranslation('activity-booking');
  const start = useActivityStart();
  const travelersLine = useTravelersLine();
  return (
    <TripCard
      booking={booking}
      label={t('trips.cardLabel', { title: booking.activity.title, reference: booking.referenceNumber })}
      detailsPath={activityReservationPath(booking.referenceNumber)}
      payPath={activityPayPath(booking.referenceNumber)}
    >
      <Stack gap={4}>
        <Group gap="xs" wrap="nowrap">
          <IconTicket size={18} aria-hidden />
          <Text fw={700} size="lg" data-testid="activity-title">
            {booking.activity.title}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {booking.activity.destinationName}
        </Text>
        <Text size="sm" data-testid="activity-start">
          {start(booking.activity)}
        </Text>
        <Text size="sm">{travelersLine(booking.activity.travelers)}</Text>
      </Stack>
    </TripCard>
  );
}

import { Group, Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/react';
import type { FlightBooking } from '@travel/contracts';
import { BookingStatusBadge } from '../../../shared/widgets/booking-status';

/** The booking's status and, beside it, the airline order's own (held, ticketed, ...). */
export function StatusBadges({ booking }: { booking: Pick<FlightBooking, 'bookingStatus' | 'bookedStatus'> }) {
  const { t } = useTranslation('agency');
  return (
    <Group gap={6} wrap="wrap">
      <BookingStatusBadge status={booking.bookingStatus} />
      {booking.bookedStatus && (
        <Text size="xs" c="dimmed" data-testid="booked-status" data-status={booking.bookedStatus}>
          {t('flights.airline', {
            status: t(`flights.bookedStatus.${booking.bookedStatus}`, { defaultValue: booking.bookedStatus }),
          })}
        </Text>
      )}
    </Group>
  );
}

import { Badge } from '@mantine/core';
import { useTranslation } from '../i18n/react';
import { BOOKING_STATUSES, type BookingStatus } from '@travel/contracts';

/** The colour of each booking status, the same on every page that shows one. */
const STATUS_COLORS: Record<BookingStatus, string> = {
  pending_payment: 'yellow',
  confirmed: 'blue',
  ticketed: 'teal',
  cancelled: 'gray',
  voided: 'gray',
  failed: 'red',
};

/**
 * The words of a booking status as every page shows them ('Awaiting payment'), 'All' of a status
 * filter too; a status the app does not know (a history event's) as it is.
 */
export function useBookingStatusLabel(): (status: string) => string {
  const { t } = useTranslation();
  return (status) => t(`bookingStatus.${status}`, { defaultValue: status });
}

/** The choices of a booking status filter: All, then each status. */
export function useBookingStatusOptions() {
  const label = useBookingStatusLabel();
  return [
    { value: 'All' as const, label: label('All') },
    ...BOOKING_STATUSES.map((status) => ({ value: status, label: label(status) })),
  ];
}

/**
 * A booking's status as a badge in the status colour, always whole: at least as wide as its words
 * (a badge clips its label, and a table column or a row of badges would squeeze it to 'AWAITIN…').
 */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const label = useBookingStatusLabel();
  return (
    <Badge
      color={STATUS_COLORS[status]}
      variant="light"
      miw="max-content"
      data-testid="booking-status"
      data-status={status}
    >
      {label(status)}
    </Badge>
  );
}

import { Button, Group } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { BookingBase } from '@travel/contracts';
import { useIsAgencyActive } from '../../agency/agency-context';
import { isCancellable } from '../../format/booking';
import { PayBookingButton } from '../../widgets/pay-booking';

type RowBooking = Pick<BookingBase, 'bookingStatus' | 'referenceNumber'> & { ticketingTimeLimit?: string | null };

/**
 * A row's actions in an agency's bookings list, any vertical: view, pay (a held booking, until its
 * time limit), the vertical's own actions (`children`), and cancel while the booking can be, in the
 * vertical's dialog. Cancel is disabled while the agency is inactive.
 */
export function BookingRowActions<B extends RowBooking>({
  booking,
  view,
  payPath,
  cancel,
  children,
}: {
  booking: B;
  view: { to: string; text: string; label: string };
  payPath: string | null;
  cancel: { text: string; label?: string; dialog: (close: () => void) => ReactNode };
  children?: ReactNode;
}) {
  const [isCancelling, setCancelling] = useState(false);
  const isActive = useIsAgencyActive();
  return (
    <Group gap={6} wrap="wrap">
      <Button component={Link} to={view.to} size="xs" variant="default" aria-label={view.label}>
        {view.text}
      </Button>
      <PayBookingButton booking={booking} payPath={payPath} size="xs" />
      {children}
      {isCancellable(booking) && (
        <Button
          size="xs"
          variant="light"
          color="red"
          onClick={() => setCancelling(true)}
          disabled={!isActive}
          aria-label={cancel.label}
        >
          {cancel.text}
        </Button>
      )}
      {/* Outside the condition: the answer makes the booking uncancellable while the dialog closes. */}
      {isCancelling && cancel.dialog(() => setCancelling(false))}
    </Group>
  );
}

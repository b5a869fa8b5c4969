import { useTranslation } from '../../../shared/i18n/react';
import type { FlightBooking } from '@travel/contracts';
import { payPathOf } from '../../../shared/format/booking';
import { BookingRowActions } from '../../../shared/booking/manage/row-actions';
import { CancelDialog } from './cancel-dialog';
import { TicketButtons } from './ticket-buttons';

/** A row's actions: view, pay (held, until its time limit), ticket (paid) or ticket on account (unpaid), cancel or void. */
export function RowActions({ booking }: { booking: FlightBooking }) {
  const { t } = useTranslation('agency');
  return (
    <BookingRowActions
      booking={booking}
      view={{
        to: `/bookings/flights/${booking.bookingId}`,
        text: t('flights.actions.view'),
        label: t('flights.actions.viewLabel', { reference: booking.referenceNumber }),
      }}
      payPath={payPathOf(booking.referenceNumber)}
      cancel={{
        text: t('flights.actions.cancelVoid'),
        dialog: (close) => <CancelDialog booking={booking} opened onClose={close} />,
      }}
    >
      <TicketButtons booking={booking} />
    </BookingRowActions>
  );
}

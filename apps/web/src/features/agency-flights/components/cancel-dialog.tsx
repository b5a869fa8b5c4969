import { Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/react';
import type { BookingCancellationQuote, FlightBooking } from '@travel/contracts';
import { CancelDialog as KitCancelDialog } from '../../../shared/booking/manage/cancel-dialog';
import { QuoteSummary } from '../../../shared/booking/manage/quote-summary';
import { notify } from '../../../shared/ui/notify';
import { replaceBooking } from '../api/booking-cache';
import { AGENCY_FLIGHT_CANCELLATION, CANCEL_TEXTS } from '../api/cancellation';

interface CancelDialogProps {
  booking: Pick<FlightBooking, 'referenceNumber' | 'bookingStatus'>;
  opened: boolean;
  onClose(): void;
  /** A quote already fetched; without it the dialog asks for one when it opens. */
  quote?: BookingCancellationQuote | null;
}

/**
 * The confirmation of a cancellation: the quote, then 'Confirm void' when the ticket can still be
 * voided, else 'Confirm cancellation'. The answer replaces the booking in the list.
 */
export function CancelDialog({ booking, opened, onClose, quote = null }: CancelDialogProps) {
  const { t } = useTranslation('agency');
  const queryClient = useQueryClient();
  return (
    <KitCancelDialog<FlightBooking>
      referenceNumber={booking.referenceNumber}
      opened={opened}
      onClose={onClose}
      paths={AGENCY_FLIGHT_CANCELLATION}
      texts={CANCEL_TEXTS}
      quote={quote}
      title={(current) =>
        current?.isVoidable
          ? t('flights.cancel.voidTitle', { reference: booking.referenceNumber })
          : t('flights.cancel.cancelTitle', { reference: booking.referenceNumber })
      }
      body={(current) => (
        <>
          <QuoteSummary quote={current} isTicketed={booking.bookingStatus === 'ticketed'} texts={CANCEL_TEXTS} />
          <Text size="sm">{t('flights.cancel.irreversible')}</Text>
        </>
      )}
      confirmLabel={(current) =>
        current.isVoidable ? t('flights.cancel.confirmVoid') : t('flights.cancel.confirmCancel')
      }
      // An agent's void says so; a cancellation keeps the spec's 'Flight cancelled successfully'.
      onDone={(result, current) => {
        replaceBooking(queryClient, result.data);
        void notify(
          current.isVoidable ? t('common:message.ticketVoided') : t('common:message.flightCancelled'),
          'success',
        );
      }}
      onFailed={() => void queryClient.invalidateQueries({ queryKey: ['agency-flights'] })}
    />
  );
}

import { useTranslation } from '../../../shared/i18n/react';
import type { FlightBooking } from '@travel/contracts';
import { CancelPanel as KitCancelPanel } from '../../../shared/booking/manage/cancel-panel';
import { QuoteSummary } from '../../../shared/booking/manage/quote-summary';
import { AGENCY_FLIGHT_CANCELLATION, CANCEL_TEXTS } from '../api/cancellation';
import { CancelDialog } from './cancel-dialog';

/**
 * On the detail: the cancellation quote first, then 'Cancel booking' or 'Void ticket' and its
 * confirmation. The parent keys it by the booking's version, so a new answer clears the quote.
 */
export function CancelPanel({ booking }: { booking: Pick<FlightBooking, 'referenceNumber' | 'bookingStatus'> }) {
  const { t } = useTranslation('agency');
  return (
    <KitCancelPanel
      referenceNumber={booking.referenceNumber}
      paths={AGENCY_FLIGHT_CANCELLATION}
      texts={CANCEL_TEXTS}
      summary={(quote) => (
        <QuoteSummary quote={quote} isTicketed={booking.bookingStatus === 'ticketed'} texts={CANCEL_TEXTS} />
      )}
      cancelLabel={(quote) => (quote.isVoidable ? t('flights.cancel.void') : t('flights.cancel.cancel'))}
      confirmation={({ quote, opened, onClose }) => (
        <CancelDialog booking={booking} quote={quote} opened={opened} onClose={onClose} />
      )}
    />
  );
}

import { useTranslation } from 'react-i18next';
import type { HotelBooking } from '@travel/contracts';
import { CancelPanel as KitCancelPanel } from '../../../shared/booking/manage/cancel-panel';
import { QuoteSummary } from '../../../shared/booking/manage/quote-summary';
import { AGENCY_HOTEL_CANCELLATION, HOTEL_CANCEL_TEXTS } from '../api/hotel-bookings';
import { HotelCancelDialog } from './cancel-dialog';

/** On the detail: the cancellation quote first, then 'Cancel booking' and its confirmation. */
export function HotelCancelPanel({ booking }: { booking: Pick<HotelBooking, 'referenceNumber' | 'bookingStatus'> }) {
  const { t } = useTranslation('agency');
  return (
    <KitCancelPanel
      referenceNumber={booking.referenceNumber}
      paths={AGENCY_HOTEL_CANCELLATION}
      texts={HOTEL_CANCEL_TEXTS}
      summary={(quote) => (
        <QuoteSummary quote={quote} isTicketed={booking.bookingStatus === 'confirmed'} texts={HOTEL_CANCEL_TEXTS} />
      )}
      cancelLabel={() => t('hotels.cancel.cancel')}
      confirmation={({ quote, opened, onClose }) => (
        <HotelCancelDialog booking={booking} quote={quote} opened={opened} onClose={onClose} />
      )}
    />
  );
}

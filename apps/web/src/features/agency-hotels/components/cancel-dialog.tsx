import { Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BookingCancellationQuote, HotelBooking } from '@travel/contracts';
import { CancelDialog as KitCancelDialog } from '../../../shared/booking/manage/cancel-dialog';
import { QuoteSummary } from '../../../shared/booking/manage/quote-summary';
import { notify } from '../../../shared/ui/notify';
import { AGENCY_HOTEL_CANCELLATION, HOTEL_CANCEL_TEXTS, replaceHotelBooking } from '../api/hotel-bookings';

interface CancelDialogProps {
  booking: Pick<HotelBooking, 'referenceNumber' | 'bookingStatus'>;
  opened: boolean;
  onClose(): void;
  /** A quote already fetched; without it the dialog asks for one when it opens. */
  quote?: BookingCancellationQuote | null;
}

/**
 * The confirmation of a hotel cancellation: the quote under the hotel's terms, then 'Confirm
 * cancellation'. The answer replaces the booking in the list and the detail; its message is the
 * server's ('Booking Cancelled Successfully').
 */
export function HotelCancelDialog({ booking, opened, onClose, quote = null }: CancelDialogProps) {
  const { t } = useTranslation('agency');
  const queryClient = useQueryClient();
  return (
    <KitCancelDialog<HotelBooking>
      referenceNumber={booking.referenceNumber}
      opened={opened}
      onClose={onClose}
      paths={AGENCY_HOTEL_CANCELLATION}
      texts={HOTEL_CANCEL_TEXTS}
      quote={quote}
      title={() => t('hotels.cancel.cancelTitle', { reference: booking.referenceNumber })}
      body={(current) => (
        <>
          <QuoteSummary quote={current} isTicketed={booking.bookingStatus === 'confirmed'} texts={HOTEL_CANCEL_TEXTS} />
          <Text size="sm">{t('hotels.cancel.irreversible')}</Text>
        </>
      )}
      confirmLabel={() => t('hotels.cancel.confirmCancel')}
      onDone={(result) => {
        replaceHotelBooking(queryClient, result.data);
        void notify(result.message, 'success');
      }}
      onFailed={() => void queryClient.invalidateQueries({ queryKey: ['agency-hotels'] })}
    />
  );
}

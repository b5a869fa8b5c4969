import type { BookingCancellationQuote, HotelBooking } from '@travel/contracts';
import { AgencyCancelDialog } from '../../../shared/booking/manage/agency-cancel';
import { AGENCY_HOTEL_CANCEL } from '../api/hotel-bookings';

interface CancelDialogProps {
  booking: Pick<HotelBooking, 'referenceNumber' | 'bookingStatus'>;
  opened: boolean;
  onClose(): void;
  /** A quote already fetched; without it the dialog asks for one when it opens. */
  quote?: BookingCancellationQuote | null;
}

/** The confirmation of a hotel cancellation under the hotel's terms (the kit's agency cancellation). */
export function HotelCancelDialog(props: CancelDialogProps) {
  return <AgencyCancelDialog cancellation={AGENCY_HOTEL_CANCEL} {...props} />;
}

import type { HotelBooking } from '@travel/contracts';
import { AgencyCancelPanel } from '../../../shared/booking/manage/agency-cancel';
import { AGENCY_HOTEL_CANCEL } from '../api/hotel-bookings';

/** On the detail: the cancellation quote first, then 'Cancel booking' and its confirmation. */
export function HotelCancelPanel({ booking }: { booking: Pick<HotelBooking, 'referenceNumber' | 'bookingStatus'> }) {
  return <AgencyCancelPanel cancellation={AGENCY_HOTEL_CANCEL} booking={booking} />;
}

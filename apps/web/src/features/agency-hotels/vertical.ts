import type { HotelBooking } from '@travel/contracts';
import type { AgencyBookingViews } from '../../shared/booking/registry';
import { getHotelBookings, hotelBookingsKey } from './api/hotel-bookings';
import { useHotelRowView } from './components/row-view';

/** What the agency's bookings list shows of hotel bookings (registered in app/verticals.ts). */
export const hotelAgencyViews: AgencyBookingViews<HotelBooking> = {
  listKey: hotelBookingsKey,
  getBookings: getHotelBookings,
  useRowView: useHotelRowView,
  textsPrefix: 'hotels',
};

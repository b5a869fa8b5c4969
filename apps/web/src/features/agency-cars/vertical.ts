import type { CarBooking } from '@travel/contracts';
import type { AgencyBookingViews } from '../../shared/booking/registry';
import { carBookingsKey, getCarBookings } from './api/car-bookings';
import { useCarRowView } from './components/row-view';

/** What the agency's bookings list shows of car bookings (registered in app/verticals.ts). */
export const carAgencyViews: AgencyBookingViews<CarBooking> = {
  listKey: carBookingsKey,
  getBookings: getCarBookings,
  useRowView: useCarRowView,
  textsPrefix: 'cars',
};

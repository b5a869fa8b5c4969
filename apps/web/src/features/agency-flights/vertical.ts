import type { FlightBooking } from '@travel/contracts';
import type { AgencyBookingViews } from '../../shared/booking/registry';
import { flightBookingsKey, getFlightBookings } from './api/get-flight-bookings';
import { useFlightRowView } from './components/row-view';

/** What the agency's bookings list shows of flight bookings (registered in app/verticals.ts). */
export const flightAgencyViews: AgencyBookingViews<FlightBooking> = {
  listKey: flightBookingsKey,
  getBookings: getFlightBookings,
  useRowView: useFlightRowView,
  textsPrefix: 'flights',
};

import type { FlightBooking } from '@travel/contracts';
import type { CustomerBookingViews } from '../../shared/booking/registry';
import { payPathOf } from '../../shared/format/booking';
import { FLIGHT_CANCELLATION } from './api/cancellation';
import { getReservationDetails } from './api/get-reservation-details';
import { getTrips } from './api/get-trips';
import { BookingSummary } from './components/booking-summary';
import { FlightDetailsSections } from './components/details-sections';
import { TripCard } from './components/trip-card';

/** What My Trips and a reservation's details show of a flight booking (registered in app/verticals.ts). */
export const flightCustomerViews: CustomerBookingViews<FlightBooking> = {
  getTrips,
  getDetails: getReservationDetails,
  cancellation: FLIGHT_CANCELLATION,
  payPath: payPathOf,
  sendConfirmationPath: '/api/flight/sendFlightConfirmMail',
  searchHintKey: 'list.searchPlaceholder',
  TripCard: ({ booking }) => <TripCard trip={booking} />,
  DetailsSummary: BookingSummary,
  DetailsSections: FlightDetailsSections,
  isFulfilled: (booking) => booking.bookingStatus === 'ticketed',
};

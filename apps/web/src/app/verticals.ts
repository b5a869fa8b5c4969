import type { ActivityBooking, CarBooking, FlightBooking, HotelBooking } from '@travel/contracts';
import type { BookingVertical } from '../shared/booking/registry';
import { flightAgencyViews } from '../features/agency-flights/vertical';
import { flightCustomerViews } from '../features/flight-trips/vertical';
import { hotelAgencyViews } from '../features/agency-hotels/vertical';
import { hotelCustomerViews } from '../features/hotel-trips/vertical';
import { carAgencyViews } from '../features/agency-cars/vertical';
import { carCustomerViews } from '../features/car-trips/vertical';
import { activityAgencyViews } from '../features/agency-activities/vertical';
import { activityCustomerViews } from '../features/activity-trips/vertical';

/**
 * The vertical registry: every vertical whose bookings My Trips, a reservation's details and the
 * agency's bookings show. A vertical's features write its views; adding a vertical adds its entry
 * here (the pages and shared/booking name no vertical).
 */
const flight: BookingVertical<FlightBooking> = {
  key: 'flight',
  customer: flightCustomerViews,
  agency: flightAgencyViews,
};

const hotel: BookingVertical<HotelBooking> = {
  key: 'hotel',
  customer: hotelCustomerViews,
  agency: hotelAgencyViews,
};

const car: BookingVertical<CarBooking> = {
  key: 'car',
  customer: carCustomerViews,
  agency: carAgencyViews,
};

const activity: BookingVertical<ActivityBooking> = {
  key: 'activity',
  customer: activityCustomerViews,
  agency: activityAgencyViews,
};

export const BOOKING_VERTICALS: readonly BookingVertical[] = [flight, hotel, car, activity];

import type { CarBooking } from '@travel/contracts';
import type { CustomerBookingViews } from '../../shared/booking/registry';
import { findCarReservation } from '../../shared/car/car-booking-api';
import { CarBookingSections } from '../../shared/car/car-booking-sections';
import { carPayPath } from '../../shared/car/paths';
import { CAR_CANCELLATION, getCarTrips } from './api/car-bookings';
import { CarSummary } from './components/car-summary';
import { CarTripCard } from './components/car-trip-card';

/** What My Trips and a reservation's details show of a car rental (registered in app/verticals.ts). */
export const carCustomerViews: CustomerBookingViews<CarBooking> = {
  getTrips: getCarTrips,
  getDetails: findCarReservation,
  cancellation: CAR_CANCELLATION,
  payPath: carPayPath,
  sendConfirmationPath: '/api/car-rental/sendCarBookingEmail',
  searchHintKey: 'car.searchPlaceholder',
  TripCard: CarTripCard,
  DetailsSummary: CarSummary,
  DetailsSections: CarBookingSections,
  isFulfilled: (booking) => booking.bookingStatus === 'confirmed',
  // The server words it ('Booking Cancelled Successfully', spec section 8).
  cancelledMessage: (result) => result.message,
  cancelTexts: { ns: 'trips', keyPrefix: 'car.cancel' },
};

import type { HotelBooking } from '@travel/contracts';
import type { CustomerBookingViews } from '../../shared/booking/registry';
import { getHotelTrips, HOTEL_CANCELLATION } from './api/hotel-bookings';
import { getHotelBooking } from '../../shared/hotel/hotel-booking-api';
import { HotelDetailsSections } from '../../shared/hotel/hotel-sections';
import { HotelSummary } from './components/hotel-summary';
import { HotelTripCard } from './components/hotel-trip-card';
import { hotelPayPath } from '../../shared/hotel/paths';

/** What My Trips and a reservation's details show of a hotel booking (registered in app/verticals.ts). */
export const hotelCustomerViews: CustomerBookingViews<HotelBooking> = {
  getTrips: getHotelTrips,
  getDetails: getHotelBooking,
  cancellation: HOTEL_CANCELLATION,
  payPath: hotelPayPath,
  sendConfirmationPath: '/api/v2/hotel/sendHotelBookingEmail',
  searchHintKey: 'hotel.searchPlaceholder',
  TripCard: HotelTripCard,
  DetailsSummary: HotelSummary,
  DetailsSections: HotelDetailsSections,
  isFulfilled: (booking) => booking.bookingStatus === 'confirmed',
  // The server words it ('Booking Cancelled Successfully', spec section 8).
  cancelledMessage: (result) => result.message,
  cancelTexts: { ns: 'trips', keyPrefix: 'hotel.cancel' },
};

import {
  hotelActionResponseSchema,
  hotelBookingBodySchema,
  hotelBookingListResponseSchema,
  hotelBookingResponseSchema,
  hotelPaymentResponseSchema,
  hotelPenaltyResponseSchema,
  type HotelBookingsPage,
} from '@travel/contracts';
import type { BookingRouteTable } from '../booking/booking.routes';
import type { HotelTypes } from './hotel.vertical';

/**
 * The hotel booking paths of the spec (section 7, "Hotels"; the agency's hotel bookings of
 * "Agency back-office"), served by the booking core's routes. The booking by id, the removal of
 * an unpaid booking and the voucher are hotels' own routes (hotel-booking.routes.ts).
 */
export const hotelBookingPaths: BookingRouteTable<HotelTypes> = {
  tag: 'hotels',
  call: 'hotel',
  schemas: {
    bookBody: hotelBookingBodySchema,
    booking: hotelBookingResponseSchema,
    payment: hotelPaymentResponseSchema,
    action: hotelActionResponseSchema,
    list: hotelBookingListResponseSchema,
    penalty: hotelPenaltyResponseSchema,
  },
  listData: (page): HotelBookingsPage => ({ hotels: page.bookings, totalHotelRecords: page.total }),
  cancelledMessage: 'message.bookingCancelled',
  book: '/v2/hotel/booking',
  pay: {
    url: '/v2/hotel/payment',
    returnUrl: (referenceNumber) => `/booknow/hotels/checkout?resume=${encodeURIComponent(referenceNumber)}`,
  },
  details: '/v2/hotel/reservation-details',
  resendMail: '/v2/hotel/sendHotelBookingEmail',
  status: '/v2/hotel/bookingStatus',
  lists: [
    {
      url: '/v2/hotel/bookings/all',
      permission: 'session',
      summary: "The user's hotel bookings (an agent's: the agency's)",
    },
    { url: '/agency/hotels/bookings', permission: 'agent', summary: "The agency's hotel bookings" },
  ],
  byId: { url: '/agency/hotels/bookings/:id', permission: 'agent', summary: 'One hotel booking' },
  penalty: [
    { url: '/v2/hotel/cancelpenalty', permission: 'session' },
    { url: '/agency/hotels/bookings/getPenalty', permission: 'agent' },
  ],
  cancel: [
    { url: '/v2/hotel/cancel/hotel', permission: 'session' },
    { url: '/agency/hotels/bookings/cancel', permission: 'agent' },
  ],
};

import {
  flightActionResponseSchema,
  flightBookingBodySchema,
  flightBookingListResponseSchema,
  flightBookingResponseSchema,
  flightPaymentResponseSchema,
  penaltyResponseSchema,
  type FlightBookingsPage,
} from '@travel/contracts';
import type { BookingRouteTable } from '../booking/booking.routes';
import type { FlightTypes } from './flight.vertical';

/** The flight booking paths of the spec (section 7, "Flights"), served by the booking core's routes. */
export const flightBookingPaths: BookingRouteTable<FlightTypes> = {
  tag: 'flights',
  call: 'flight',
  schemas: {
    bookBody: flightBookingBodySchema,
    booking: flightBookingResponseSchema,
    payment: flightPaymentResponseSchema,
    action: flightActionResponseSchema,
    list: flightBookingListResponseSchema,
    penalty: penaltyResponseSchema,
  },
  listData: (page): FlightBookingsPage => ({ flights: page.bookings, totalFlightRecords: page.total }),
  penaltyData: (quote) => ({ flightPenaltyAmount: quote.penalty.amount }),
  cancelledMessage: 'message.flightCancelled',
  book: '/flight/booking',
  pay: {
    url: '/flight/payment',
    returnUrl: (referenceNumber) => `/booknow/flights/checkout?resume=${encodeURIComponent(referenceNumber)}`,
  },
  details: '/flight/getReservationDetails',
  resendMail: '/flight/sendFlightConfirmMail',
  status: '/flight/bookingStatus',
  lists: [
    {
      url: '/flight/bookings/all',
      permission: 'session',
      summary: "The user's flight bookings (an agent's: the agency's)",
    },
    { url: '/agency/flights/bookings', permission: 'agent', summary: "The agency's flight bookings" },
  ],
  byId: { url: '/agency/flights/bookings/:id', permission: 'agent', summary: 'One flight booking' },
  penalty: [
    { url: '/flight/get-penalty', permission: 'session' },
    { url: '/agency/flights/bookings/getPenalty', permission: 'agent' },
  ],
  void: [
    { url: '/flight/flightCancelVoidBooking', permission: 'session' },
    { url: '/agency/flights/bookings/flightCancelVoidBooking', permission: 'agent' },
  ],
  cancel: [
    { url: '/flight/flight-cancel-booking', permission: 'session' },
    { url: '/agency/flights/bookings/flightCancelBooking', permission: 'agent' },
  ],
};

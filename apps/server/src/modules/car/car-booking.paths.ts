import {
  carActionResponseSchema,
  carBookingListResponseSchema,
  carBookingResponseSchema,
  carPaymentResponseSchema,
  carPenaltyResponseSchema,
  carReserveBodySchema,
  type CarBookingsPage,
} from '@travel/contracts';
import type { BookingRouteTable } from '../booking/booking.routes';
import type { CarTypes } from './car.vertical';

/**
 * The car booking paths of the spec (section 7, "Cars"; the agency's car bookings of "Agency
 * back-office"), served by the booking core's routes. findReservation, the removal of an unpaid
 * booking and the booking's terms PDF are the car's own routes (car-booking.routes.ts).
 */
export const carBookingPaths: BookingRouteTable<CarTypes> = {
  tag: 'cars',
  call: 'car',
  schemas: {
    bookBody: carReserveBodySchema,
    booking: carBookingResponseSchema,
    payment: carPaymentResponseSchema,
    action: carActionResponseSchema,
    list: carBookingListResponseSchema,
    penalty: carPenaltyResponseSchema,
  },
  listData: (page): CarBookingsPage => ({ cars: page.bookings, totalCarRecords: page.total }),
  cancelledMessage: 'message.bookingCancelled',
  book: '/car-rental/reserveCar',
  pay: {
    url: '/car-rental/payment',
    returnUrl: (referenceNumber) => `/booknow/cars/confirm-payment?resume=${encodeURIComponent(referenceNumber)}`,
  },
  details: '/car-rental/reservation-details',
  resendMail: '/car-rental/sendCarBookingEmail',
  status: '/car-rental/bookingStatus',
  lists: [
    {
      url: '/car-rental/user/bookings',
      permission: 'session',
      summary: "The user's car bookings (an agent's: the agency's)",
    },
    { url: '/agency/cars/bookings', permission: 'agent', summary: "The agency's car bookings" },
  ],
  byId: { url: '/agency/cars/bookings/:id', permission: 'agent', summary: 'One car booking' },
  penalty: [
    { url: '/car-rental/cancelPenalty', permission: 'session' },
    { url: '/agency/cars/bookings/getPenalty', permission: 'agent' },
  ],
  cancel: [
    { url: '/car-rental/cancel', permission: 'session' },
    { url: '/agency/cars/bookings/cancel', permission: 'agent' },
  ],
};

import { TEST_CLIENT_ID } from './session';
import type { FlightBooking } from '@travel/contracts';

/** What the page tests' flight bookings share: the demo client's, paid by card and held by the airline, never cancelled. */
export const TEST_BOOKING_DEFAULTS = {
  pnr: 'ES4D26',
  bookingStatus: 'confirmed',
  bookedStatus: 'held',
  contact: { email: 'client@demo.test', phone: '+351 912 345 678' },
  customerName: 'Clara Client',
  customerId: TEST_CLIENT_ID,
  ticketedAt: null,
  voidableUntil: null,
  cancelledAt: null,
  refund: null,
  travelDate: '2026-12-11',
  createdAt: '2026-11-21T23:51:00.000Z',
  payment: { status: 'succeeded', cardBrand: 'visa', cardLast4: '4242' },
} satisfies Partial<FlightBooking>;

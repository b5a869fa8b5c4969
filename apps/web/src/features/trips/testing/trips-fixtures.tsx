import type { FlightBooking } from '@travel/contracts';
import { type ApiHandlers, mockApi as mockAnyApi } from '../../../testing/mock-api';
import { TEST_BOOKING_DEFAULTS } from '../../../testing/flight-booking';
import { testLeg } from '../../../testing/flight-leg';
import { renderBookingPage } from '../../../testing/booking-verticals';
import { testClient } from '../../../testing/session';

/** Renders a page at `route`, signed in (the session hint cookie), with the library in test mode. */
export const renderPage = renderBookingPage;

/** The signed-in customer whose trips these are. */
export const PROFILE = testClient();

/** Answers the page's calls by 'METHOD /path'; the profile is PROFILE unless a handler says otherwise. */
export function mockApi(handlers: ApiHandlers) {
  return mockAnyApi(handlers, { profile: PROFILE });
}

/** A paid Lisbon - New York round trip for two adults and a child; every field can be overridden. */
export function booking(overrides: Partial<FlightBooking> = {}): FlightBooking {
  return {
    bookingId: '0b7e4c1a-2222-4333-8444-555566667777',
    referenceNumber: 'FL9BMEA3CM',
    breakdown: {
      currency: 'USD',
      lines: [
        { kind: 'base_fare', passengerType: 'ADT', count: 2, amount: 229520 },
        { kind: 'taxes', passengerType: 'ADT', count: 2, amount: 34114 },
        { kind: 'base_fare', passengerType: 'CHD', count: 1, amount: 86070 },
        { kind: 'taxes', passengerType: 'CHD', count: 1, amount: 14905 },
        { kind: 'markup', passengerType: null, count: 0, amount: 29169 },
        { kind: 'agency_fee', passengerType: null, count: 0, amount: 1200 },
        { kind: 'refund_protection', passengerType: null, count: 0, amount: 23699 },
      ],
      total: 418677,
    },
    isTripProtectionSelected: true,
    protectionAmount: 23699,
    paidFromCredit: 0,
    paidFromCard: 418677,
    fareFamily: 'Standard',
    fareFamilyName: 'Economy Standard',
    conditions: {
      checkedBags: 1,
      carryOn: true,
      seatSelection: 'standard_free',
      changeable: true,
      changeFee: { amount: 15000, currency: 'USD' },
      refundable: true,
      cancellationPenalty: { amount: 25000, currency: 'USD' },
    },
    flights: [
      testLeg('LIS', 'JFK', '2026-12-11T09:10', '2026-12-11T11:40', 0),
      testLeg('JFK', 'LIS', '2026-12-18T21:05', '2026-12-19T09:15', 1),
    ],
    travelers: [
      { type: 'ADT', givenName: 'Clara', familyName: 'Client', birthDate: '1985-04-12', ticketNumber: '0471234567890' },
      { type: 'ADT', givenName: 'Paulo', familyName: 'Client', birthDate: '1984-02-01', ticketNumber: '0471234567891' },
      { type: 'CHD', givenName: 'Tiago', familyName: 'Client', birthDate: '2018-06-01', ticketNumber: null },
    ],
    ...TEST_BOOKING_DEFAULTS,
    ticketingTimeLimit: null,
    history: [
      { status: 'pending_payment', note: { key: 'held', values: { pnr: 'Q7K2LM' } }, at: '2026-11-21T23:51:00.000Z' },
      {
        status: 'confirmed',
        note: { key: 'paid', values: { brand: 'visa', last4: '4242' } },
        at: '2026-11-21T23:52:00.000Z',
      },
    ],
    ...overrides,
  };
}

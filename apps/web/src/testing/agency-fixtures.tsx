import type { FlightBooking, UserProfile } from '@travel/contracts';
import { type ApiHandlers, mockApi as mockAnyApi } from './mock-api';
import { renderBookingPage } from './booking-verticals';
import { TEST_BOOKING_DEFAULTS } from './flight-booking';
import { testLeg } from './flight-leg';
import { testProfile } from './session';

/** Renders a page at `route`, signed in, with the library in test mode. */
export const renderPage = renderBookingPage;

/** The agent signed in by default. */
const AGENT = testProfile({
  _id: '7d0c2a8e-1111-4222-8333-444455556666',
  name: 'Ana Agent',
  email: 'agent@demo.test',
  userType: 'Agent',
});

/** Answers calls by 'METHOD /path' (the profile is `user`, an agent unless given); anything else is a 404. */
export function mockApi(handlers: ApiHandlers, user: UserProfile = AGENT) {
  return mockAnyApi(handlers, { profile: user });
}

let sequence = 0;

/** A one-way Lisbon - New York booking for one adult; every field can be overridden. */
export function booking(overrides: Partial<FlightBooking> = {}): FlightBooking {
  sequence += 1;
  const leg = testLeg('LIS', 'JFK', '2026-12-11T21:10', '2026-12-12T00:40', 1);
  return {
    bookingId: `0b7e4c1a-2222-4333-8444-${String(sequence).padStart(12, '0')}`,
    referenceNumber: `FLREF${String(sequence).padStart(5, '0')}`,
    breakdown: {
      currency: 'USD',
      lines: [
        { kind: 'base_fare', passengerType: 'ADT', count: 1, amount: 80000 },
        { kind: 'taxes', passengerType: 'ADT', count: 1, amount: 12000 },
        { kind: 'markup', passengerType: null, count: 0, amount: 6400 },
        { kind: 'agency_fee', passengerType: null, count: 0, amount: 1200 },
      ],
      total: 99600,
    },
    isTripProtectionSelected: false,
    protectionAmount: 0,
    paidFromCredit: 0,
    paidFromCard: 99600,
    fareFamily: 'Basic',
    fareFamilyName: 'Economy Basic',
    conditions: {
      checkedBags: 0,
      carryOn: true,
      seatSelection: 'paid',
      changeable: false,
      changeFee: null,
      refundable: false,
      cancellationPenalty: null,
    },
    flights: [
      {
        ...leg,
        duration: 510,
        segments: leg.segments.map((segment) => ({ ...segment, flightNumber: '203', durationMinutes: 510 })),
      },
    ],
    travelers: [{ type: 'ADT', givenName: 'Clara', familyName: 'Client', birthDate: '1985-04-12', ticketNumber: null }],
    ...TEST_BOOKING_DEFAULTS,
    ticketingTimeLimit: '2026-11-23T10:00:00.000Z',
    history: [{ status: 'confirmed', note: null, at: '2026-11-21T23:52:00.000Z' }],
    ...overrides,
  };
}

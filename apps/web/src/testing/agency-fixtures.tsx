import type { FlightBooking, UserProfile } from '@travel/contracts';
import { type ApiHandlers, mockApi as mockAnyApi } from './mock-api';
import { renderBookingPage } from './booking-verticals';
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
  const endpoint = (airport: string, local: string, dayOffset: number) => ({
    airport,
    local,
    at: `${local}:00.000Z`,
    dayOffset,
    timeZone: 'UTC',
  });
  return {
    bookingId: `0b7e4c1a-2222-4333-8444-${String(sequence).padStart(12, '0')}`,
    referenceNumber: `FLREF${String(sequence).padStart(5, '0')}`,
    pnr: 'ES4D26',
    bookingStatus: 'confirmed',
    bookedStatus: 'held',
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
        origin: 'LIS',
        destination: 'JFK',
        departureTime: '2026-12-11T21:10',
        arrivalTime: '2026-12-12T00:40',
        arrivalDayOffset: 1,
        duration: 510,
        stops: [],
        cabin: 'Economy',
        airlineCode: 'TP',
        airlineName: 'TAP Air Portugal',
        segments: [
          {
            airlineCode: 'TP',
            airlineName: 'TAP Air Portugal',
            flightNumber: '203',
            aircraft: 'Airbus A330-900',
            cabin: 'Economy',
            departure: endpoint('LIS', '2026-12-11T21:10', 0),
            arrival: endpoint('JFK', '2026-12-12T00:40', 1),
            durationMinutes: 510,
          },
        ],
      },
    ],
    travelers: [{ type: 'ADT', givenName: 'Clara', familyName: 'Client', birthDate: '1985-04-12', ticketNumber: null }],
    contact: { email: 'client@demo.test', phone: '+351 912 345 678' },
    customerName: 'Clara Client',
    ticketingTimeLimit: '2026-11-23T10:00:00.000Z',
    ticketedAt: null,
    voidableUntil: null,
    cancelledAt: null,
    refund: null,
    travelDate: '2026-12-11',
    createdAt: '2026-11-21T23:51:00.000Z',
    payment: { status: 'succeeded', cardBrand: 'visa', cardLast4: '4242' },
    history: [{ status: 'confirmed', note: null, at: '2026-11-21T23:52:00.000Z' }],
    ...overrides,
  };
}

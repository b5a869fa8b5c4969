import { TEST_CLIENT_ID } from '../../../testing/session';
import type { FlightBooking, FlightQuote, UserProfile } from '@travel/contracts';
import { type ApiHandlers, mockApi as mockAnyApi } from '../../../testing/mock-api';
import { testLeg } from '../../../testing/flight-leg';
import { CLIENT } from '../../../testing/checkout-users';

export { LocationProbe, renderAt } from '../../../testing/render-route';
export { AGENT, CLIENT } from '../../../testing/checkout-users';

/**
 * Answers the page's calls by 'METHOD /path' (the card tokens of the gateway too); the profile
 * is `profile` unless a handler says otherwise; anything else is 404.
 */
export function mockApi(handlers: ApiHandlers, profile: UserProfile = CLIENT) {
  return mockAnyApi(handlers, { profile });
}

export const OFFER_ID = 'offer-tp-direct-0123456789';

/** The price lines of the quote's fares (two adults and a child, in EUR) with `markup` on top. */
export function quoteBreakdown(markup: number): FlightQuote['breakdown'] {
  const lines: FlightQuote['breakdown']['lines'] = [
    { kind: 'base_fare', passengerType: 'ADT', count: 2, amount: 100_000 },
    { kind: 'taxes', passengerType: 'ADT', count: 2, amount: 20_000 },
    { kind: 'base_fare', passengerType: 'CHD', count: 1, amount: 18_000 },
    { kind: 'taxes', passengerType: 'CHD', count: 1, amount: 4_000 },
    { kind: 'markup', passengerType: null, count: 0, amount: markup },
  ];
  return { currency: 'EUR', lines, total: lines.reduce((sum, line) => sum + line.amount, 0) };
}

/** A Lisbon - New York quote for two adults and a child, in EUR, for the caller; fields can be overridden. */
export function quote(overrides: Partial<FlightQuote> = {}): FlightQuote {
  return {
    quoteId: '11111111-1111-4111-8111-111111111111',
    offerId: OFFER_ID,
    fareFamily: 'Standard',
    fareFamilyName: 'Economy Standard',
    status: 'unchanged',
    previousTotal: 150_000,
    breakdown: quoteBreakdown(8_000),
    exchangeRate: 0.92,
    conditions: {
      checkedBags: 1,
      carryOn: true,
      seatSelection: 'standard_free',
      changeable: true,
      changeFee: null,
      refundable: false,
      cancellationPenalty: null,
    },
    flights: [
      testLeg('LIS', 'JFK', '2026-12-11T09:10', '2026-12-11T11:40'),
      testLeg('JFK', 'LIS', '2026-12-18T21:05', '2026-12-19T09:15'),
    ],
    passengers: { adults: 2, children: 1, infants: 0 },
    refundProtectPercent: 0,
    expiresAt: '2099-01-01T00:00:00.000Z',
    markupType: 'percent',
    markup: 8,
    client: null,
    ...overrides,
  };
}

/** The answer of POST /api/flight/flightStore for a quote: a draft id and the quote. */
export function stored(draftId: string, storedQuote: FlightQuote) {
  return { body: { data: { id: draftId, quote: storedQuote } } };
}

/** A booking held for the quote, awaiting payment. */
export function heldBooking(overrides: Partial<FlightBooking> = {}): FlightBooking {
  const held = quote();
  return {
    bookingId: '0b7e4c1a-2222-4333-8444-555566667777',
    referenceNumber: 'FL9BMEA3CM',
    pnr: 'ES4D26',
    bookingStatus: 'pending_payment',
    bookedStatus: 'held',
    breakdown: held.breakdown,
    isTripProtectionSelected: false,
    protectionAmount: 0,
    fareFamily: held.fareFamily,
    fareFamilyName: held.fareFamilyName,
    conditions: held.conditions,
    flights: [],
    travelers: [],
    contact: { email: 'client@demo.test', phone: '+351 912 345 678' },
    customerName: 'Clara Client',
    customerId: TEST_CLIENT_ID,
    ticketingTimeLimit: null,
    ticketedAt: null,
    voidableUntil: null,
    cancelledAt: null,
    refund: null,
    travelDate: '2026-12-11',
    createdAt: '2026-11-21T23:51:00.000Z',
    payment: null,
    paidFromCredit: 0,
    paidFromCard: 0,
    history: [],
    ...overrides,
  };
}

/** The travellers of the quote (two adults and a child) as a customer would type them. */
export const TRAVELERS = [
  { type: 'ADT', givenName: 'Ana', familyName: 'Silva', birthDate: '1985-04-02' },
  { type: 'ADT', givenName: 'Rui', familyName: 'Silva', birthDate: '1983-07-12' },
  { type: 'CHD', givenName: 'Leo', familyName: 'Silva', birthDate: '2018-03-02' },
] as const;

import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { FlightBooking, FlightQuote, Itinerary } from '@travel/contracts';
import { expect } from 'vitest';
import {
  bookings,
  idempotencyKeys,
  mailOutbox,
  payments,
  sandboxFlightOrders,
  sandboxGatewayCharges,
} from '../platform/db/schema';
import type { FlightOrder } from '../suppliers/flights/port';
import type { SandboxFaults } from '../suppliers/flights/sandbox/faults';
import { predictRepriceStatus } from '../suppliers/flights/sandbox/reprice-rule';
import { SandboxFlightSupplier } from '../suppliers/flights/sandbox/sandbox-flight-supplier';
import { inDays } from '../seed/api-journey';
import { DEMO, withCookie } from './auth-helpers';
import {
  CARD,
  cardToken,
  gatewayChargesOf,
  openWorld,
  paymentRowsOf,
  payRequestAt,
  type World,
} from './booking-helpers';
import { postReference } from './http-helpers';
import type { TestApp } from './test-app';

export { inDays };
// The generic helpers, re-exported so a flight test needs one import.
export { api, expectError, postReference } from './http-helpers';
export { HOUR_MS, MINUTE_MS, moveClock, restoreClock } from './clock';
export { CARD, cardToken, gatewayChargesOf, paymentRowsOf, type World } from './booking-helpers';

export const FAMILY = { adults: 2, children: 1, infants: 0 };

export function roundTrip(origin = 'LIS', destination = 'JFK', passengers = FAMILY) {
  return {
    routeType: 'Round-Trip',
    slices: [
      { origin, destination, departureDate: inDays(20) },
      { origin: destination, destination: origin, departureDate: inDays(27) },
    ],
    passengers,
    currency: 'EUR',
  };
}

export async function search(t: TestApp, token: string, body: object = roundTrip(), host = DEMO): Promise<Itinerary[]> {
  const res = await t.request(host, withCookie(token, { method: 'POST', url: '/api/flight/search', payload: body }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Itinerary[];
}

/**
 * An itinerary whose reprice the sandbox answers with `status` (its rule is deterministic),
 * optionally in one cabin: of those, the one with the most seats left, since a test file books
 * the same flights many times.
 */
export function itineraryWith(
  itineraries: Itinerary[],
  status: 'unchanged' | 'changed' | 'sold_out',
  cabin?: Itinerary['cabin'],
): Itinerary {
  let found: Itinerary | undefined;
  for (const itinerary of itineraries) {
    if (predictRepriceStatus(itinerary.id) !== status || (cabin && itinerary.cabin !== cabin)) continue;
    if (!found || itinerary.seatsLeft > found.seatsLeft) found = itinerary;
  }
  if (!found) throw new Error(`no ${status} ${cabin ?? ''} itinerary in the search`);
  return found;
}

export async function quote(
  t: TestApp,
  token: string,
  itinerary: Itinerary,
  fareFamily = 'Standard',
  passengers = FAMILY,
  options: { currency?: string; host?: string; clientId?: string } = {},
): Promise<FlightQuote> {
  const res = await t.request(
    options.host ?? DEMO,
    withCookie(token, {
      method: 'POST',
      url: '/api/flight/reprice',
      payload: {
        offerId: itinerary.id,
        fareFamily,
        passengers,
        currency: options.currency ?? 'EUR',
        ...(options.clientId ? { clientId: options.clientId } : {}),
      },
    }),
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as FlightQuote;
}

export const FAMILY_TRAVELERS = [
  { type: 'ADT', givenName: 'Ana', familyName: 'Silva', birthDate: '1985-04-02' },
  { type: 'ADT', givenName: 'Rui', familyName: 'Silva', birthDate: '1983-07-12' },
  { type: 'CHD', givenName: 'Leo', familyName: 'Silva', birthDate: '2018-03-02' },
];

export function bookingBody(quoteId: string, overrides: object = {}) {
  return {
    quoteId,
    travelers: FAMILY_TRAVELERS,
    contact: { email: 'ana@example.test', phone: '+351 912 345 678' },
    isTripProtectionSelected: false,
    ...overrides,
  };
}

export function bookRequest(t: TestApp, token: string, body: object, key: string = randomUUID(), host = DEMO) {
  return t.request(
    host,
    withCookie(token, {
      method: 'POST',
      url: '/api/flight/booking',
      payload: body,
      headers: { 'idempotency-key': key },
    }),
  );
}

export async function book(
  t: TestApp,
  token: string,
  quoteId: string,
  overrides: object = {},
  host = DEMO,
): Promise<FlightBooking> {
  const res = await bookRequest(t, token, bookingBody(quoteId, overrides), randomUUID(), host);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as FlightBooking;
}

export function payRequest(
  t: TestApp,
  token: string,
  referenceNumber: string,
  paymentToken: string,
  key: string = randomUUID(),
  host = DEMO,
) {
  return payRequestAt(t, '/api/flight/payment', token, referenceNumber, paymentToken, key, host);
}

/** Pays a booking with a card that succeeds; answers the confirmed booking. */
export async function pay(t: TestApp, token: string, referenceNumber: string, card: string = CARD.visa) {
  const res = await payRequest(t, token, referenceNumber, await cardToken(t, card));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.booking as FlightBooking;
}

export interface TripOptions {
  /** An itinerary of an earlier search (saves a search); default: a fresh search's first unchanged one. */
  itinerary?: Itinerary;
  fareFamily?: string;
  /** Quote currency; 'USD' (the sandbox's) keeps amounts free of conversion. */
  currency?: string;
  /** Booking body fields, e.g. `{ isTripProtectionSelected: true }` or `{ clientId }`. */
  overrides?: object;
}

/** Quotes and books an itinerary (held, awaiting payment). */
export async function heldBooking(t: TestApp, token: string, options: TripOptions = {}): Promise<FlightBooking> {
  const itinerary = options.itinerary ?? itineraryWith(await search(t, token), 'unchanged');
  const q = await quote(t, token, itinerary, options.fareFamily, FAMILY, { currency: options.currency ?? 'EUR' });
  return book(t, token, q.quoteId, options.overrides);
}

/** Searches (unless given an itinerary), quotes an unchanged itinerary, books and pays it with the success card. */
export async function paidBooking(
  t: TestApp,
  token: string,
  overrides: object = {},
  options: Omit<TripOptions, 'overrides'> = {},
): Promise<FlightBooking> {
  const booked = await heldBooking(t, token, { ...options, overrides });
  return pay(t, token, booked.referenceNumber);
}

/** An agent issues the tickets of a paid booking (POST /api/flight/ticket). */
export async function ticket(t: TestApp, agentToken: string, referenceNumber: string): Promise<FlightBooking> {
  const res = await postReference(t, agentToken, '/api/flight/ticket', referenceNumber);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as FlightBooking;
}

/** Row counts of everything a flight call may write, to show a refused call changed nothing. */
export async function flightRowCounts(t: TestApp) {
  const rows = async (table: typeof bookings | typeof payments | typeof mailOutbox | typeof sandboxFlightOrders) =>
    Number((await t.db.select({ n: count() }).from(table))[0]?.n ?? 0);
  return {
    bookings: await rows(bookings),
    payments: await rows(payments),
    outbox: await rows(mailOutbox),
    orders: await rows(sandboxFlightOrders),
    idempotencyKeys: Number((await t.db.select({ n: count() }).from(idempotencyKeys))[0]?.n ?? 0),
    gatewayCharges: Number((await t.db.select({ n: count() }).from(sandboxGatewayCharges))[0]?.n ?? 0),
  };
}

/**
 * Everything about one booking a call may change (its row, its payments, the airline's order,
 * the gateway's charges) and the row counts, to show that a refused call changed nothing.
 */
export async function bookingState(t: TestApp, booking: Pick<FlightBooking, 'bookingId' | 'pnr'>) {
  const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.bookingId));
  return {
    counts: await flightRowCounts(t),
    row,
    payments: await paymentRowsOf(t, booking.bookingId),
    order: await airlineOrder(t, booking.pnr ?? ''),
    charges: await gatewayChargesOf(t, booking.bookingId),
  };
}

/** Flight bookings of the whole database with this PNR (one per airline order, normally). */
export async function bookingRowsWithPnr(t: TestApp, pnr: string) {
  return t.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.vertical, 'flight'), eq(bookings.supplierReference, pnr)));
}

/** The sandbox airline's own record of an order. */
export async function airlineOrder(t: TestApp, pnr: string): Promise<FlightOrder> {
  const [row] = await t.db.select().from(sandboxFlightOrders).where(eq(sandboxFlightOrders.pnr, pnr));
  if (!row) throw new Error(`the airline has no order ${pnr}`);
  return row.record as unknown as FlightOrder;
}

/** Runs `run` with faults injected into the sandbox airline, then removes them. */
export async function withSupplierFaults<T>(t: TestApp, faults: SandboxFaults, run: () => Promise<T>): Promise<T> {
  const supplier = t.services.flightSupplier;
  if (!(supplier instanceof SandboxFlightSupplier)) throw new Error('faults need the sandbox airline');
  supplier.setFaults(faults);
  try {
    return await run();
  } finally {
    supplier.setFaults({});
  }
}

/** The people and the search most flight tests start from. */
export interface FlightWorld extends World {
  /** One search's itineraries (LIS-JFK, family of three), bookable for 30 minutes. */
  itineraries: Itinerary[];
}

/** Seeds the demo agencies and opens a session for each role; one search for the whole file. */
export async function openFlightWorld(t: TestApp): Promise<FlightWorld> {
  const world = await openWorld(t);
  return { ...world, itineraries: await search(t, world.client) };
}

/** A booking of the world's client, paid by card and ticketed by the agent. */
export async function ticketedBooking(
  t: TestApp,
  world: FlightWorld,
  options: Omit<TripOptions, 'itinerary'> = {},
): Promise<FlightBooking> {
  const itinerary = itineraryWith(world.itineraries, 'unchanged');
  const paid = await paidBooking(t, world.client, options.overrides, { ...options, itinerary });
  return ticket(t, world.agent, paid.referenceNumber);
}

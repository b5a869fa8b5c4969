import { randomUUID } from 'node:crypto';
import type { FlightBooking } from '@travel/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { COASTAL, getUser, readOutbox } from '../../testing/auth-helpers';
import {
  FAMILY,
  FAMILY_TRAVELERS,
  MINUTE_MS,
  HOUR_MS,
  api,
  book,
  bookRequest,
  bookingBody,
  bookingRowsWithPnr,
  airlineOrder,
  expectError,
  flightRowCounts,
  itineraryWith,
  moveClock,
  openFlightWorld,
  quote,
  restoreClock,
  withSupplierFaults,
  type FlightWorld,
} from '../../testing/flight-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let w: FlightWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await openFlightWorld(t);
});
afterAll(() => t.close());
afterEach(restoreClock);

const unchanged = () => itineraryWith(w.itineraries, 'unchanged');
const newQuote = (token = w.client, currency = 'USD') =>
  quote(t, token, unchanged(), 'Standard', undefined, { currency });

describe('POST /api/flight/booking', () => {
  it('holds the quote with the airline and answers the booking awaiting payment', async () => {
    const q = await newQuote();
    const booking = await book(t, w.client, q.quoteId);
    expect(booking).toMatchObject({
      referenceNumber: expect.stringMatching(/^FL[A-Z2-9]{8}$/),
      pnr: expect.stringMatching(/^[A-Z0-9]{6}$/),
      bookingStatus: 'pending_payment',
      bookedStatus: 'held',
      breakdown: q.breakdown,
      isTripProtectionSelected: false,
      protectionAmount: 0,
      fareFamily: 'Standard',
      fareFamilyName: q.fareFamilyName,
      conditions: q.conditions,
      flights: q.flights,
      travelers: FAMILY_TRAVELERS.map((traveler) => ({ ...traveler, ticketNumber: null })),
      contact: { email: 'ana@example.test', phone: '+351 912 345 678' },
      customerName: 'Clara Client',
      ticketedAt: null,
      voidableUntil: null,
      cancelledAt: null,
      refund: null,
      payment: null,
      travelDate: q.flights[0]?.departureTime.slice(0, 10),
    });
    // Departure is 20 days away: the airline holds the seats for 24 hours.
    const limit = Date.parse(booking.ticketingTimeLimit ?? '');
    expect(Math.abs(limit - (Date.now() + 24 * HOUR_MS))).toBeLessThan(MINUTE_MS);
    expect(booking.history).toEqual([
      {
        status: 'pending_payment',
        note: { key: 'held', values: { pnr: booking.pnr } },
        at: expect.any(String),
      },
    ]);
    const order = await airlineOrder(t, booking.pnr ?? '');
    expect(order).toMatchObject({ status: 'held', fareFamily: 'Standard', contact: booking.contact });
    expect(order.passengers.map((p) => p.givenName)).toEqual(['Ana', 'Rui', 'Leo']);
    expect(await readOutbox(t, { to: 'ana@example.test' })).toEqual([]);
  });

  it('adds the refund protection as its own line (6% of the price) included in the total', async () => {
    const q = await newQuote();
    const booking = await book(t, w.client, q.quoteId, { isTripProtectionSelected: true });
    const protection = Math.round((q.breakdown.total * 6) / 100);
    expect(booking.breakdown).toEqual({
      currency: 'USD',
      lines: [...q.breakdown.lines, { kind: 'refund_protection', passengerType: null, count: 1, amount: protection }],
      total: q.breakdown.total + protection,
    });
    expect(booking).toMatchObject({ isTripProtectionSelected: true, protectionAmount: protection });
  });

  it("books for the client an agent priced the quote for, at that client's price", async () => {
    const q = await quote(t, w.agent, unchanged(), 'Standard', undefined, { currency: 'USD', clientId: w.clientId });
    expect(q.client).toEqual({ _id: w.clientId, name: 'Clara Client', email: 'client@demo.test' });
    // Without a clientId in the booking as with the quote's: the booking is the quote's client's.
    const booking = await book(t, w.agent, q.quoteId);
    expect(booking.customerName).toBe('Clara Client');
    expect(booking.breakdown.total).toBe(q.breakdown.total);
    const mine = await api(t, w.client, { method: 'GET', url: '/api/flight/bookings/all?limit=100' });
    expect(mine.json().data.flights.map((f: FlightBooking) => f.referenceNumber)).toContain(booking.referenceNumber);
  });

  it('refuses a booking for another customer than the quote was priced for (400) and holds nothing', async () => {
    for (const [token, clientId] of [
      [w.client, w.otherClientId],
      [w.agent, w.clientId],
    ] as const) {
      const q = await newQuote(token);
      const before = await flightRowCounts(t);
      const res = await bookRequest(t, token, bookingBody(q.quoteId, { clientId }));
      expectError(res, 400, 'VALIDATION_FAILED', {
        details: { clientId: 'This price was made for another traveller. Please price it again.' },
      });
      expect(await flightRowCounts(t)).toEqual(before);
    }
  });

  it('refuses a client pricing for someone else (403), and an agent pricing for a user of another agency (404)', async () => {
    const asClient = await api(t, w.client, {
      method: 'POST',
      url: '/api/flight/reprice',
      payload: { offerId: unchanged().id, fareFamily: 'Standard', passengers: FAMILY, clientId: w.otherClientId },
    });
    expectError(asClient, 403, 'FORBIDDEN', { message: 'You are not allowed to do this' });
    const foreign = (await getUser(t, 'coastal', 'owner@coastal.test')).id;
    const asAgent = await api(t, w.agent, {
      method: 'POST',
      url: '/api/flight/reprice',
      payload: { offerId: unchanged().id, fareFamily: 'Standard', passengers: FAMILY, clientId: foreign },
    });
    expectError(asAgent, 404, 'NOT_FOUND');
  });

  it.each([
    [
      'a malformed body',
      { quoteId: 'x', travelers: [], contact: { email: 'a', phone: 'x' } },
      {
        quoteId: 'Invalid value',
        travelers: 'Required',
        'contact.email': 'Please include an @ in the email address',
        'contact.phone': 'Invalid value',
      },
    ],
    [
      'a name with digits',
      { travelers: [{ ...FAMILY_TRAVELERS[0], givenName: 'Ana2' }, ...FAMILY_TRAVELERS.slice(1)] },
      { 'travelers.0.givenName': 'No special characters allowed' },
    ],
    [
      'an adult born five years ago',
      {
        travelers: [
          { ...FAMILY_TRAVELERS[0], birthDate: `${new Date().getUTCFullYear() - 5}-01-01` },
          ...FAMILY_TRAVELERS.slice(1),
        ],
      },
      { 'travelers.0.birthDate': 'Invalid value' },
    ],
    [
      'two travellers for a quote of three',
      { travelers: FAMILY_TRAVELERS.slice(0, 2) },
      { travelers: 'Invalid value' },
    ],
  ])('answers 400 naming the field for %s, and holds nothing', async (_, overrides, details) => {
    const q = await newQuote();
    const before = await flightRowCounts(t);
    const res = await bookRequest(t, w.client, bookingBody(q.quoteId, overrides));
    expectError(res, 400, 'VALIDATION_FAILED', { message: 'Please check the highlighted fields', details });
    expect(await flightRowCounts(t)).toEqual(before);
  });

  it('answers 400 without an Idempotency-Key', async () => {
    const q = await newQuote();
    const res = await api(t, w.client, { method: 'POST', url: '/api/flight/booking', payload: bookingBody(q.quoteId) });
    expectError(res, 400, 'VALIDATION_FAILED', { details: { 'Idempotency-Key': 'Required' } });
  });

  it('needs a session (401)', async () => {
    const q = await newQuote();
    const res = await api(t, null, { method: 'POST', url: '/api/flight/booking', payload: bookingBody(q.quoteId) });
    expectError(res, 401, 'UNAUTHORIZED', { message: 'Your session has expired, Please login again.' });
  });

  it("answers 404 for another client's quote and for a quote of another agency", async () => {
    const q = await newQuote();
    const before = await flightRowCounts(t);
    expectError(await bookRequest(t, w.otherClient, bookingBody(q.quoteId)), 404, 'NOT_FOUND');
    expectError(await bookRequest(t, w.coastalOwner, bookingBody(q.quoteId), randomUUID(), COASTAL), 404, 'NOT_FOUND');
    expect(await flightRowCounts(t)).toEqual(before);
  });

  it('answers 410 QUOTE_EXPIRED once the quote is over 30 minutes old, and holds nothing', async () => {
    const q = await newQuote();
    const before = await flightRowCounts(t);
    moveClock(31 * MINUTE_MS);
    const res = await bookRequest(t, w.client, bookingBody(q.quoteId));
    expectError(res, 410, 'QUOTE_EXPIRED', { message: 'This price has expired. Please search again.' });
    expect(await flightRowCounts(t)).toEqual(before);
  });

  it('books a changed itinerary at its new price, with the markup on the new net price', async () => {
    const changed = itineraryWith(w.itineraries, 'changed');
    const res = await api(t, w.client, {
      method: 'POST',
      url: '/api/flight/reprice',
      payload: {
        offerId: changed.id,
        fareFamily: 'Basic',
        passengers: { adults: 2, children: 1, infants: 0 },
        currency: 'USD',
      },
    });
    expect(res.json()).toMatchObject({ markupType: 'percent', markup: 8, data: { status: 'changed' } });
    const q = res.json().data;
    expect(q.previousTotal).toBe(changed.fares[0]?.totalAmount);
    expect(q.breakdown.total).not.toBe(q.previousTotal);
    const net = q.breakdown.lines
      .filter((line: { kind: string }) => line.kind === 'base_fare' || line.kind === 'taxes')
      .reduce((sum: number, line: { amount: number }) => sum + line.amount, 0);
    const booking = await book(t, w.client, q.quoteId);
    expect(booking.breakdown.total).toBe(q.breakdown.total);
    expect(booking.breakdown.lines.filter((line) => line.kind !== 'base_fare' && line.kind !== 'taxes')).toEqual([
      { kind: 'markup', passengerType: null, count: 1, amount: Math.round(net * 0.08) },
      { kind: 'agency_fee', passengerType: null, count: 1, amount: 1200 },
    ]);
  });

  it.each([
    ['PRICE_CHANGED', { forcePriceChange: true }, 'The price has changed. Please review the new price.'],
    ['SOLD_OUT', { forceSoldOut: true }, 'This flight is sold out at this fare. Please choose another.'],
  ])('answers 409 %s when the airline changed after the quote, and holds nothing', async (code, faults, message) => {
    const q = await newQuote();
    const before = await flightRowCounts(t);
    const res = await withSupplierFaults(t, faults, () => bookRequest(t, w.client, bookingBody(q.quoteId)));
    expectError(res, 409, code, { message });
    expect(await flightRowCounts(t)).toEqual(before);
  });

  it('answers 502 when the airline times out, and the same key can be sent again', async () => {
    const q = await newQuote();
    const key = randomUUID();
    const failed = await withSupplierFaults(t, { timeout: ['book'] }, () =>
      bookRequest(t, w.client, bookingBody(q.quoteId), key),
    );
    expectError(failed, 502, 'UPSTREAM_FAILED', { message: 'The supplier did not answer. Please try again.' });
    const retried = await bookRequest(t, w.client, bookingBody(q.quoteId), key);
    expect(retried.statusCode).toBe(200);
  });
});

describe('Idempotency-Key on POST /api/flight/booking', () => {
  it('answers the same booking for the same key and body, with one row', async () => {
    const q = await newQuote();
    const key = randomUUID();
    const first = await bookRequest(t, w.client, bookingBody(q.quoteId), key);
    const again = await bookRequest(t, w.client, bookingBody(q.quoteId), key);
    expect(again.json()).toEqual(first.json());
    expect(await bookingRowsWithPnr(t, first.json().data.pnr)).toHaveLength(1);
  });

  it('refuses the same key with another body (409 IDEMPOTENCY_CONFLICT)', async () => {
    const q = await newQuote();
    const key = randomUUID();
    await bookRequest(t, w.client, bookingBody(q.quoteId), key);
    const before = await flightRowCounts(t);
    const other = await bookRequest(t, w.client, bookingBody(q.quoteId, { isTripProtectionSelected: true }), key);
    expectError(other, 409, 'IDEMPOTENCY_CONFLICT', {
      message: 'This request was already sent with different details',
    });
    expect(await flightRowCounts(t)).toEqual(before);
  });

  it('makes exactly one booking of 5 concurrent requests with one key', async () => {
    const q = await newQuote();
    const before = await flightRowCounts(t);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => bookRequest(t, w.client, bookingBody(q.quoteId), key)),
    );
    const booked = answers.filter((res) => res.statusCode === 200).map((res) => res.json().data.referenceNumber);
    const refused = answers.filter((res) => res.statusCode !== 200).map((res) => [res.statusCode, res.json().code]);
    expect(booked.length).toBeGreaterThanOrEqual(1);
    expect(new Set(booked).size).toBe(1);
    refused.forEach((answer) => expect(answer).toEqual([409, 'CONFLICT']));
    expect((await flightRowCounts(t)).bookings).toBe(before.bookings + 1);
  });

  it('refuses to book an offer again with a new key (409 ALREADY_BOOKED): one booking per airline order', async () => {
    const q = await newQuote();
    const first = await book(t, w.client, q.quoteId);
    const before = await flightRowCounts(t);
    const again = await bookRequest(t, w.client, bookingBody(q.quoteId));
    expectError(again, 409, 'ALREADY_BOOKED', {
      message: 'This offer has already been booked. Find it in your trips, or search again.',
    });
    expect(await bookingRowsWithPnr(t, first.pnr ?? '')).toHaveLength(1);
    expect(await flightRowCounts(t)).toEqual(before);
  });
});

describe('POST /api/flight/flightStore and DELETE /api/flight/:id', () => {
  const store = (token: string | null, quoteId: string, host?: string) =>
    api(t, token, { method: 'POST', url: '/api/flight/flightStore', payload: { quoteId } }, host);
  const remove = (token: string | null, id: string, host?: string) =>
    api(t, token, { method: 'DELETE', url: `/api/flight/${id}` }, host);

  it('keeps a quote as the flight being booked, then removes it once', async () => {
    const q = await newQuote();
    const stored = await store(w.client, q.quoteId);
    expect(stored.json()).toEqual({ data: { id: expect.stringMatching(/^[0-9a-f-]{36}$/), quote: q } });
    const { id } = stored.json().data;
    expect((await remove(w.client, id)).json()).toEqual({ message: 'Deleted' });
    expectError(await remove(w.client, id), 404, 'NOT_FOUND');
  });

  it('refuses bad ids (400) and callers without a session (401)', async () => {
    const q = await newQuote();
    expectError(await store(w.client, 'nope'), 400, 'VALIDATION_FAILED', { details: { quoteId: 'Invalid value' } });
    expectError(await remove(w.client, 'nope'), 400, 'VALIDATION_FAILED', { details: { id: 'Invalid value' } });
    expectError(await store(null, q.quoteId), 401, 'UNAUTHORIZED');
    expectError(await remove(null, randomUUID()), 401, 'UNAUTHORIZED');
  });

  it("answers 404 for another client's or another agency's quote and kept flight, which stays", async () => {
    const q = await newQuote();
    expectError(await store(w.otherClient, q.quoteId), 404, 'NOT_FOUND');
    expectError(await store(w.coastalOwner, q.quoteId, COASTAL), 404, 'NOT_FOUND');
    const { id } = (await store(w.client, q.quoteId)).json().data;
    expectError(await remove(w.otherClient, id), 404, 'NOT_FOUND');
    expectError(await remove(w.coastalOwner, id, COASTAL), 404, 'NOT_FOUND');
    expect((await remove(w.client, id)).statusCode).toBe(200);
  });

  it('answers 410 QUOTE_EXPIRED for a quote over 30 minutes old', async () => {
    const q = await newQuote();
    moveClock(31 * MINUTE_MS);
    expectError(await store(w.client, q.quoteId), 410, 'QUOTE_EXPIRED');
  });
});

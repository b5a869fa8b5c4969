import { randomUUID } from 'node:crypto';
import type { FlightBooking } from '@travel/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { COASTAL, createUser, DEMO, openSession, uniqueEmail } from '../../testing/auth-helpers';
import {
  HOUR_MS,
  api,
  bookRequest,
  bookingBody,
  bookingState,
  expectError,
  flightRowCounts,
  gatewayChargesOf,
  heldBooking,
  itineraryWith,
  moveClock,
  openFlightWorld,
  paidBooking,
  paymentRowsOf,
  postReference,
  quote,
  restoreClock,
  search,
  ticket,
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

const CLAIM = '/api/getRefund';
const CANCEL = '/api/flight/flight-cancel-booking';
const usd = (amount: number) => ({ amount, currency: 'USD' });

const lineTotal = (booking: FlightBooking, kind: string) =>
  booking.breakdown.lines.filter((line) => line.kind === kind).reduce((sum, line) => sum + line.amount, 0);

/** A booking of the client in USD, with or without refund protection. */
const options = (currency = 'USD') => ({
  itinerary: itineraryWith(w.itineraries, 'unchanged', 'Economy'),
  fareFamily: 'Standard',
  currency,
});
const overrides = (isTripProtectionSelected: boolean) => ({
  isTripProtectionSelected,
  contact: { email: uniqueEmail('protected'), phone: '+351 912 345 678' },
});
const paid = (isProtected = true) => paidBooking(t, w.client, overrides(isProtected), options());
const ticketed = async (isProtected = true) => ticket(t, w.agent, (await paid(isProtected)).referenceNumber);

/** Ticketed, then cancelled under the fare once the void window has closed: a penalty is kept. */
async function cancelledWithPenalty(isProtected = true): Promise<FlightBooking> {
  const booking = await ticketed(isProtected);
  moveClock(25 * HOUR_MS);
  const res = await postReference(t, w.client, CANCEL, booking.referenceNumber);
  expect(res.json().data.bookingStatus, res.body).toBe('cancelled');
  return res.json().data as FlightBooking;
}

const claim = (token: string | null, ref: string, host?: string) => postReference(t, token, CLAIM, ref, host);
const refundsOf = async (booking: FlightBooking) =>
  (await paymentRowsOf(t, booking.bookingId))
    .filter((p) => p.kind === 'refund')
    .map((p) => [p.reason, p.status, p.amount]);

describe('GET /api/refund-protects', () => {
  const offer = async (host: string, token: string | null = null) => {
    const res = await api(t, token, { method: 'GET', url: '/api/refund-protects' }, host);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(Object.keys(res.json())).toEqual(['data']);
    expect(Buffer.from(data, 'base64').toString('base64')).toBe(data);
    return JSON.parse(Buffer.from(data, 'base64').toString('utf8'));
  };

  it("answers the agency's offer as base64 JSON {isEnabled, refundProtectMarkup}, to anyone", async () => {
    expect(await offer(DEMO)).toEqual({ isEnabled: true, refundProtectMarkup: 6 });
    expect(await offer(DEMO, w.client)).toEqual({ isEnabled: true, refundProtectMarkup: 6 });
  });

  it('answers that an agency without protection does not sell it', async () => {
    expect(await offer(COASTAL)).toEqual({ isEnabled: false, refundProtectMarkup: 0 });
  });
});

describe('a protected booking', () => {
  it.each(['USD', 'EUR'])(
    'has its own refund-protection line (6%% of the rest) and a total that is the sum of its lines, in %s',
    async (currency) => {
      const q = await quote(t, w.client, options().itinerary, 'Standard', undefined, { currency });
      expect(q.refundProtectPercent).toBe(6);
      const res = await bookRequest(t, w.client, bookingBody(q.quoteId, { isTripProtectionSelected: true }));
      const booking = res.json().data as FlightBooking;
      const protection = Math.round((q.breakdown.total * 6) / 100);
      expect(booking.breakdown.lines).toEqual([
        ...q.breakdown.lines,
        { kind: 'refund_protection', passengerType: null, count: 1, amount: protection },
      ]);
      expect(booking.breakdown.total).toBe(booking.breakdown.lines.reduce((sum, line) => sum + line.amount, 0));
      expect(booking.breakdown.total).toBe(q.breakdown.total + protection);
      expect(booking).toMatchObject({ isTripProtectionSelected: true, protectionAmount: protection });
      expect(booking.breakdown.lines.every((line) => Number.isInteger(line.amount))).toBe(true);
    },
  );

  it('is charged its whole total, protection included', async () => {
    const booking = await paid();
    expect((await gatewayChargesOf(t, booking.bookingId)).map((c) => c.amount)).toEqual([booking.breakdown.total]);
  });

  it('keeps the protection when cancelled under the fare (it is not refunded by a cancellation)', async () => {
    const unprotected = await cancelledWithPenalty(false);
    restoreClock();
    const booking = await cancelledWithPenalty(true);
    const kept = booking.breakdown.total - (booking.refund?.amount ?? 0);
    const keptUnprotected = unprotected.breakdown.total - (unprotected.refund?.amount ?? 0);
    expect(kept - keptUnprotected).toBe(booking.protectionAmount);
  });

  it('cannot be bought where the agency does not sell it (400), and nothing is held', async () => {
    const coastalClient = await createUser(t, 'coastal', { name: 'Cleo Coastal' });
    const token = await openSession(t, 'coastal', coastalClient.email);
    const itineraries = await search(t, token, undefined, COASTAL);
    const q = await quote(t, token, itineraryWith(itineraries, 'unchanged'), 'Standard', undefined, {
      host: COASTAL,
      currency: 'USD',
    });
    expect(q.refundProtectPercent).toBe(0);
    const before = await flightRowCounts(t);
    const res = await bookRequest(
      t,
      token,
      bookingBody(q.quoteId, { isTripProtectionSelected: true }),
      randomUUID(),
      COASTAL,
    );
    expectError(res, 400, 'VALIDATION_FAILED', { details: { isTripProtectionSelected: 'Invalid value' } });
    expect(await flightRowCounts(t)).toEqual(before);
    const unprotected = await bookRequest(t, token, bookingBody(q.quoteId), randomUUID(), COASTAL);
    expect(unprotected.json().data).toMatchObject({ isTripProtectionSelected: false, protectionAmount: 0 });
  });
});

describe('POST /api/getRefund', () => {
  it('gives back what the cancellation kept, except the protection, once', async () => {
    const booking = await cancelledWithPenalty();
    const total = booking.breakdown.total;
    const protection = lineTotal(booking, 'refund_protection');
    const cancelRefund = booking.refund?.amount ?? 0;
    expect(cancelRefund).toBeLessThan(total - protection);

    const res = await claim(w.client, booking.referenceNumber);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('The refund has been made');
    const data = res.json().data as FlightBooking;
    expect(data).toMatchObject({
      referenceNumber: booking.referenceNumber,
      bookingStatus: 'cancelled',
      refund: usd(total - protection),
    });
    expect(data.history.at(-1)).toMatchObject({ status: 'cancelled', note: { key: 'protectionClaimed', values: {} } });
    expect(await refundsOf(booking)).toEqual([
      ['cancel', 'succeeded', cancelRefund],
      ['refund-protection', 'succeeded', total - protection - cancelRefund],
    ]);
    expect((await gatewayChargesOf(t, booking.bookingId)).map((c) => [c.status, c.refunded])).toEqual([
      ['partially_refunded', total - protection],
    ]);

    const before = await bookingState(t, booking);
    expectError(await claim(w.client, booking.referenceNumber), 409, 'INVALID_STATE');
    expect(await bookingState(t, booking)).toEqual(before);
  });

  it('pays once when 3 claims race, at the gateway as in the books', async () => {
    const booking = await cancelledWithPenalty();
    const answers = await Promise.all([1, 2, 3].map(() => claim(w.client, booking.referenceNumber)));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    for (const refused of answers.filter((res) => res.statusCode !== 200)) {
      expect([refused.statusCode, refused.json().code]).toEqual([409, 'INVALID_STATE']);
    }
    const protection = lineTotal(booking, 'refund_protection');
    expect((await refundsOf(booking)).filter(([reason]) => reason === 'refund-protection')).toHaveLength(1);
    expect((await gatewayChargesOf(t, booking.bookingId)).map((c) => c.refunded)).toEqual([
      booking.breakdown.total - protection,
    ]);
  });

  it('lets an agent claim for the client', async () => {
    const booking = await cancelledWithPenalty();
    expect((await claim(w.agent, booking.referenceNumber)).statusCode).toBe(200);
  });

  it('refuses an unprotected cancelled booking (409 INVALID_STATE), refunding nothing more', async () => {
    const booking = await cancelledWithPenalty(false);
    const before = await bookingState(t, booking);
    expectError(await claim(w.client, booking.referenceNumber), 409, 'INVALID_STATE', {
      message: "This cannot be done in the booking's current status",
    });
    expect(await bookingState(t, booking)).toEqual(before);
  });

  it('refuses a protected booking that is not cancelled (409), refunding nothing', async () => {
    for (const booking of [await paid(), await ticketed()]) {
      const before = await bookingState(t, booking);
      expectError(await claim(w.client, booking.referenceNumber), 409, 'INVALID_STATE');
      expect(await bookingState(t, booking)).toEqual(before);
    }
  });

  it('refuses a protected booking that kept nothing: voided, or cancelled unpaid (409)', async () => {
    const voided = await ticketed();
    expect(
      (await postReference(t, w.client, '/api/flight/flightCancelVoidBooking', voided.referenceNumber)).json().data
        .bookingStatus,
    ).toBe('voided');
    const unpaid = await heldBooking(t, w.client, { ...options(), overrides: overrides(true) });
    expect((await postReference(t, w.client, CANCEL, unpaid.referenceNumber)).json().data.bookingStatus).toBe(
      'cancelled',
    );
    for (const booking of [voided, unpaid]) {
      const before = await bookingState(t, booking);
      expectError(await claim(w.client, booking.referenceNumber), 409, 'INVALID_STATE');
      expect(await bookingState(t, booking)).toEqual(before);
    }
  });

  it('refuses bad input (400), no session (401), another client and another agency (404), refunding nothing', async () => {
    const booking = await cancelledWithPenalty();
    const before = await bookingState(t, booking);
    expectError(await claim(w.client, 'ab'), 400, 'VALIDATION_FAILED', {
      details: { referenceNumber: 'Invalid value' },
    });
    expectError(await claim(null, booking.referenceNumber), 401, 'UNAUTHORIZED');
    expectError(await claim(w.otherClient, booking.referenceNumber), 404, 'NOT_FOUND');
    expectError(await claim(w.coastalOwner, booking.referenceNumber, COASTAL), 404, 'NOT_FOUND');
    expectError(await claim(w.client, 'FLNOSUCHREF'), 404, 'NOT_FOUND');
    expect(await bookingState(t, booking)).toEqual(before);
  });
});

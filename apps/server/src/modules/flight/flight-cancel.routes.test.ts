import { formatMoney, type FlightBooking } from '@travel/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { COASTAL, lastMail, readOutbox, uniqueEmail } from '../../testing/auth-helpers';
import {
  HOUR_MS,
  airlineOrder,
  api,
  bookingState,
  expectError,
  gatewayChargesOf,
  heldBooking,
  itineraryWith,
  moveClock,
  openFlightWorld,
  paidBooking,
  paymentRowsOf,
  postReference,
  restoreClock,
  ticket,
  withSupplierFaults,
  type FlightWorld,
} from '../../testing/flight-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { SandboxFaults } from '../../suppliers/flights/sandbox/faults';

let t: TestApp;
let w: FlightWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await openFlightWorld(t);
});
afterAll(() => t.close());
afterEach(restoreClock);

const PENALTY = '/api/flight/get-penalty';
const VOID = '/api/flight/flightCancelVoidBooking';
const CANCEL = '/api/flight/flight-cancel-booking';
const PHONE = '+351 912 345 678';

type FareFamily = FlightBooking['fareFamily'];

/**
 * A booking of the client in an economy cabin, priced in USD (the airline's currency, so the
 * airline's amounts are the booking's), with its own contact address for its mail.
 */
function tripOptions(fareFamily: FareFamily = 'Standard', overrides: object = {}) {
  return {
    overrides: { contact: { email: uniqueEmail('trip'), phone: PHONE }, ...overrides },
    options: { itinerary: itineraryWith(w.itineraries, 'unchanged', 'Economy'), fareFamily, currency: 'USD' },
  };
}
const held = (fareFamily?: FareFamily) => {
  const { overrides, options } = tripOptions(fareFamily);
  return heldBooking(t, w.client, { ...options, overrides });
};
const paid = (fareFamily?: FareFamily) => {
  const { overrides, options } = tripOptions(fareFamily);
  return paidBooking(t, w.client, overrides, options);
};
/** Paid by card and ticketed by the agent: the 24-hour void window starts now. */
const ticketed = async (fareFamily?: FareFamily) => ticket(t, w.agent, (await paid(fareFamily)).referenceNumber);

const lineTotal = (booking: FlightBooking, kind: string) =>
  booking.breakdown.lines.filter((line) => line.kind === kind).reduce((sum, line) => sum + line.amount, 0);
const usd = (amount: number) => ({ amount, currency: 'USD' });

/**
 * What cancelling a USD booking keeps once the void window has closed: the fare family's airline
 * penalty (per seat, capped at the seat's base fare; the whole base fare when not refundable) and
 * the agency fee. The markup goes back with the airline's refund.
 */
function expectedPenalty(booking: FlightBooking): number {
  const fares = booking.breakdown.lines.filter((line) => line.kind === 'base_fare');
  const perSeat = booking.conditions.cancellationPenalty;
  const airline =
    !booking.conditions.refundable || perSeat === null
      ? fares.reduce((sum, line) => sum + line.amount, 0)
      : fares
          .filter((line) => line.passengerType !== 'INF')
          .reduce((sum, line) => sum + Math.min(perSeat.amount, line.amount / line.count) * line.count, 0);
  return airline + lineTotal(booking, 'agency_fee');
}

const post = (token: string | null, url: string, ref: string, host?: string) => postReference(t, token, url, ref, host);
const cancelByPnr = (token: string | null, pnr: string, host?: string) =>
  api(t, token, { method: 'GET', url: `/api/v2/flight/cancel?pnr=${pnr}` }, host);
const statuses = (booking: FlightBooking) => booking.history.map((h) => h.status);

describe('POST /api/flight/get-penalty', () => {
  it('quotes a ticket within 24 hours as voidable: nothing kept, everything back, and changes nothing', async () => {
    const booking = await ticketed('Basic');
    const before = await bookingState(t, booking);
    const res = await post(w.client, PENALTY, booking.referenceNumber.toLowerCase());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      data: {
        referenceNumber: booking.referenceNumber,
        penalty: usd(0),
        refund: usd(booking.breakdown.total),
        isVoidable: true,
        flightPenaltyAmount: 0,
      },
    });
    expect(await bookingState(t, booking)).toEqual(before);
  });

  it.each([
    ['Basic', { refundable: false, cancellationPenalty: null }],
    ['Standard', { refundable: true, cancellationPenalty: usd(25_000) }],
    ['Flex', { refundable: true, cancellationPenalty: usd(0) }],
  ] as const)(
    'quotes a %s ticket past its void window under the fare family (penalty kept, the rest back)',
    async (fareFamily, conditions) => {
      const booking = await ticketed(fareFamily);
      expect(booking.conditions).toMatchObject(conditions);
      expect(lineTotal(booking, 'agency_fee')).toBe(1200);
      moveClock(25 * HOUR_MS);
      const res = await post(w.client, PENALTY, booking.referenceNumber);
      const penalty = expectedPenalty(booking);
      expect(res.json().data).toEqual({
        referenceNumber: booking.referenceNumber,
        penalty: usd(penalty),
        refund: usd(booking.breakdown.total - penalty),
        isVoidable: false,
        flightPenaltyAmount: penalty,
      });
      if (fareFamily === 'Flex') expect(penalty).toBe(1200);
      if (fareFamily === 'Basic') expect(penalty).toBe(lineTotal(booking, 'base_fare') + 1200);
    },
  );

  it('converts the airline refund at the rate locked on the quote for a booking in EUR', async () => {
    const itinerary = itineraryWith(w.itineraries, 'unchanged', 'Economy');
    const eur = await paidBooking(t, w.client, {}, { itinerary, fareFamily: 'Flex', currency: 'EUR' });
    const booking = await ticket(t, w.agent, eur.referenceNumber);
    moveClock(25 * HOUR_MS);
    const { data } = (await post(w.client, PENALTY, booking.referenceNumber)).json();
    expect(data.penalty.currency).toBe('EUR');
    expect(data.refund.amount + data.penalty.amount).toBe(booking.breakdown.total);
    // A Flex fare keeps nothing at the airline: only the fee stays (give or take a cent of rounding).
    expect(Math.abs(data.penalty.amount - lineTotal(booking, 'agency_fee'))).toBeLessThanOrEqual(1);
  });

  it('quotes an unpaid booking as nothing kept and nothing back, a paid one as everything back', async () => {
    const unpaid = await held();
    expect((await post(w.client, PENALTY, unpaid.referenceNumber)).json().data).toMatchObject({
      penalty: usd(0),
      refund: usd(0),
      isVoidable: false,
    });
    const confirmed = await paid();
    expect((await post(w.client, PENALTY, confirmed.referenceNumber)).json().data).toMatchObject({
      penalty: usd(0),
      refund: usd(confirmed.breakdown.total),
      isVoidable: false,
    });
  });

  it('refuses bad input (400), no session (401), another client and another agency (404), an ended booking (409)', async () => {
    const booking = await ticketed();
    expectError(await post(w.client, PENALTY, 'ab'), 400, 'VALIDATION_FAILED', {
      details: { referenceNumber: 'Invalid value' },
    });
    expectError(await post(null, PENALTY, booking.referenceNumber), 401, 'UNAUTHORIZED');
    expectError(await post(w.client, PENALTY, booking.referenceNumber, COASTAL), 401, 'UNAUTHORIZED');
    expectError(await post(w.otherClient, PENALTY, booking.referenceNumber), 404, 'NOT_FOUND');
    expectError(await post(w.coastalOwner, PENALTY, booking.referenceNumber, COASTAL), 404, 'NOT_FOUND');
    expect((await post(w.client, CANCEL, booking.referenceNumber)).statusCode).toBe(200);
    expectError(await post(w.client, PENALTY, booking.referenceNumber), 409, 'INVALID_STATE');
  });

  it('answers 502 when the airline cannot quote, changing nothing', async () => {
    const booking = await ticketed();
    const before = await bookingState(t, booking);
    const res = await withSupplierFaults(t, { timeout: ['penaltyQuote'] }, () =>
      post(w.client, PENALTY, booking.referenceNumber),
    );
    expectError(res, 502, 'UPSTREAM_FAILED', { message: 'The supplier did not answer. Please try again.' });
    expect(await bookingState(t, booking)).toEqual(before);
  });
});

describe('POST /api/flight/flightCancelVoidBooking', () => {
  it('voids a ticket within 24 hours: everything back on the card, the order voided, the history and a mail', async () => {
    const booking = await ticketed();
    const res = await post(w.client, VOID, booking.referenceNumber);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Flight cancelled successfully');
    const data = res.json().data as FlightBooking;
    const total = booking.breakdown.total;
    expect(data).toMatchObject({
      referenceNumber: booking.referenceNumber,
      bookingStatus: 'voided',
      bookedStatus: 'voided',
      refund: usd(total),
      cancelledAt: expect.any(String),
      breakdown: booking.breakdown,
    });
    expect(data.history.map((h) => [h.status, h.note])).toEqual([
      ...booking.history.map((h) => [h.status, h.note]),
      ['voided', { key: 'voided', values: { amount: String(total), currency: 'USD' } }],
    ]);
    expect(statuses(data)).toEqual(['pending_payment', 'confirmed', 'ticketed', 'voided']);
    const rows = await paymentRowsOf(t, booking.bookingId);
    expect(rows.map((p) => [p.kind, p.status, p.amount, p.reason, p.cardLast4])).toEqual([
      ['charge', 'succeeded', total, null, '4242'],
      ['refund', 'succeeded', total, 'void', '4242'],
    ]);
    expect((await gatewayChargesOf(t, booking.bookingId)).map((c) => [c.status, c.refunded])).toEqual([
      ['refunded', total],
    ]);
    expect(await airlineOrder(t, booking.pnr ?? '')).toMatchObject({ status: 'voided' });
    const mail = await lastMail(t, booking.contact.email, 'flight-cancelled');
    expect(mail.subject).toBe(`Booking cancelled: ${booking.referenceNumber}`);
    expect(mail.text).toContain(`Refund: ${formatMoney(usd(total))}`);
  });

  it('refuses a void once the 24 hours have passed (409 NOT_VOIDABLE) and changes nothing', async () => {
    const booking = await ticketed();
    moveClock(25 * HOUR_MS);
    const before = await bookingState(t, booking);
    expectError(await post(w.client, VOID, booking.referenceNumber), 409, 'NOT_VOIDABLE', {
      message: 'This ticket can no longer be voided. You can cancel it instead.',
    });
    expect(await bookingState(t, booking)).toEqual(before);
    expect(before.order.status).toBe('ticketed');
    expect(await readOutbox(t, { to: booking.contact.email, template: 'flight-cancelled' })).toEqual([]);
  });

  it('refuses to void a booking without tickets (409 NOT_VOIDABLE) and changes nothing', async () => {
    const booking = await paid();
    const before = await bookingState(t, booking);
    expectError(await post(w.client, VOID, booking.referenceNumber), 409, 'NOT_VOIDABLE');
    expect(await bookingState(t, booking)).toEqual(before);
  });

  it('refuses a second void (409 INVALID_STATE) without a second refund', async () => {
    const booking = await ticketed();
    expect((await post(w.client, VOID, booking.referenceNumber)).statusCode).toBe(200);
    const before = await bookingState(t, booking);
    expectError(await post(w.client, VOID, booking.referenceNumber), 409, 'INVALID_STATE');
    expect(await bookingState(t, booking)).toEqual(before);
  });

  it('refuses bad input (400), no session (401), another client and another agency (404), changing nothing', async () => {
    const booking = await ticketed();
    const before = await bookingState(t, booking);
    expectError(await post(w.client, VOID, ''), 400, 'VALIDATION_FAILED', {
      details: { referenceNumber: 'Invalid value' },
    });
    expectError(await api(t, w.client, { method: 'POST', url: VOID, payload: {} }), 400, 'VALIDATION_FAILED', {
      details: { referenceNumber: 'Invalid value' },
    });
    expectError(await post(null, VOID, booking.referenceNumber), 401, 'UNAUTHORIZED');
    expectError(await post(w.otherClient, VOID, booking.referenceNumber), 404, 'NOT_FOUND');
    expectError(await post(w.coastalOwner, VOID, booking.referenceNumber, COASTAL), 404, 'NOT_FOUND');
    expect(await bookingState(t, booking)).toEqual(before);
  });

  it('answers 502 when the airline fails to void, changing nothing, and the void then goes through', async () => {
    const booking = await ticketed();
    const before = await bookingState(t, booking);
    const faults: SandboxFaults[] = [{ timeout: ['void'] }, { error: ['void'] }];
    for (const fault of faults) {
      const res = await withSupplierFaults(t, fault, () => post(w.client, VOID, booking.referenceNumber));
      expectError(res, 502, 'UPSTREAM_FAILED');
      expect(await bookingState(t, booking)).toEqual(before);
    }
    expect((await post(w.client, VOID, booking.referenceNumber)).json().data.bookingStatus).toBe('voided');
  });
});

describe('POST /api/flight/flight-cancel-booking', () => {
  it('cancels a ticket past its void window under the fare: refund = paid - penalty, recorded once', async () => {
    const booking = await ticketed('Standard');
    moveClock(25 * HOUR_MS);
    const quoted = (await post(w.client, PENALTY, booking.referenceNumber)).json().data;
    const res = await post(w.client, CANCEL, booking.referenceNumber);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Flight cancelled successfully');
    const data = res.json().data as FlightBooking;
    const penalty = expectedPenalty(booking);
    const refund = booking.breakdown.total - penalty;
    expect(penalty).toBeGreaterThan(1200);
    expect(quoted.refund).toEqual(usd(refund));
    expect(data).toMatchObject({ bookingStatus: 'cancelled', bookedStatus: 'cancelled', refund: usd(refund) });
    expect(data.history.at(-1)).toMatchObject({
      status: 'cancelled',
      note: { key: 'cancelled', values: { amount: String(refund), currency: 'USD' } },
    });
    expect(statuses(data)).toEqual(['pending_payment', 'confirmed', 'ticketed', 'cancelled']);
    const refunds = (await paymentRowsOf(t, booking.bookingId)).filter((p) => p.kind === 'refund');
    expect(refunds.map((p) => [p.status, p.amount, p.currency, p.reason])).toEqual([
      ['succeeded', refund, 'USD', 'cancel'],
    ]);
    expect((await gatewayChargesOf(t, booking.bookingId)).map((c) => [c.status, c.refunded])).toEqual([
      ['partially_refunded', refund],
    ]);
    expect(await airlineOrder(t, booking.pnr ?? '')).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'customer',
    });
    const mail = await lastMail(t, booking.contact.email, 'flight-cancelled');
    expect(mail.text).toContain(
      `Your booking ${booking.referenceNumber} is cancelled. Refund: ${formatMoney(usd(refund))}.`,
    );
  });

  it('voids instead, refunding everything, while the ticket is within its 24 hours', async () => {
    const booking = await ticketed('Basic');
    const { data } = (await post(w.client, CANCEL, booking.referenceNumber)).json();
    expect(data).toMatchObject({ bookingStatus: 'voided', refund: usd(booking.breakdown.total) });
    expect((await paymentRowsOf(t, booking.bookingId)).filter((p) => p.kind === 'refund').map((p) => p.reason)).toEqual(
      ['void'],
    );
  });

  it('cancels a booking paid but not ticketed, refunding all of it', async () => {
    const booking = await paid();
    const { data } = (await post(w.client, CANCEL, booking.referenceNumber)).json();
    expect(data).toMatchObject({ bookingStatus: 'cancelled', refund: usd(booking.breakdown.total) });
    expect(statuses(data)).toEqual(['pending_payment', 'confirmed', 'cancelled']);
    expect((await paymentRowsOf(t, booking.bookingId)).map((p) => [p.kind, p.amount, p.reason])).toEqual([
      ['charge', booking.breakdown.total, null],
      ['refund', booking.breakdown.total, 'cancel'],
    ]);
    expect((await airlineOrder(t, booking.pnr ?? '')).status).toBe('cancelled');
  });

  it('cancels an unpaid booking: the hold is released, no money moves', async () => {
    const booking = await held();
    const { data } = (await post(w.client, CANCEL, booking.referenceNumber)).json();
    expect(data).toMatchObject({
      bookingStatus: 'cancelled',
      bookedStatus: 'cancelled',
      refund: usd(0),
      payment: null,
    });
    expect(data.history.map((h: { status: string; note: unknown }) => [h.status, h.note])).toEqual([
      ['pending_payment', { key: 'held', values: { pnr: booking.pnr } }],
      ['cancelled', { key: 'cancelled', values: { amount: '0', currency: 'USD' } }],
    ]);
    expect(await paymentRowsOf(t, booking.bookingId)).toEqual([]);
    expect(await airlineOrder(t, booking.pnr ?? '')).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'customer',
    });
    expect((await lastMail(t, booking.contact.email, 'flight-cancelled')).subject).toBe(
      `Booking cancelled: ${booking.referenceNumber}`,
    );
  });

  it('refuses to cancel twice (409 INVALID_STATE): no second refund, no second mail', async () => {
    const booking = await ticketed();
    moveClock(25 * HOUR_MS);
    expect((await post(w.client, CANCEL, booking.referenceNumber)).statusCode).toBe(200);
    const before = await bookingState(t, booking);
    expectError(await post(w.client, CANCEL, booking.referenceNumber), 409, 'INVALID_STATE', {
      message: "This cannot be done in the booking's current status",
    });
    expect(await bookingState(t, booking)).toEqual(before);
    expect(await readOutbox(t, { to: booking.contact.email, template: 'flight-cancelled' })).toHaveLength(1);
  });

  it('cancels once when 3 cancellations race', async () => {
    const booking = await ticketed();
    moveClock(25 * HOUR_MS);
    const answers = await Promise.all([1, 2, 3].map(() => post(w.client, CANCEL, booking.referenceNumber)));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    for (const refused of answers.filter((res) => res.statusCode !== 200)) {
      expect([refused.statusCode, refused.json().code]).toEqual([409, 'INVALID_STATE']);
    }
    expect((await paymentRowsOf(t, booking.bookingId)).filter((p) => p.kind === 'refund')).toHaveLength(1);
    expect(await readOutbox(t, { to: booking.contact.email, template: 'flight-cancelled' })).toHaveLength(1);
  });

  it('refuses bad input (400), no session (401), another client and another agency (404), changing nothing', async () => {
    const booking = await ticketed();
    const before = await bookingState(t, booking);
    expectError(
      await api(t, w.client, { method: 'POST', url: CANCEL, payload: { referenceNumber: 'x'.repeat(41) } }),
      400,
      'VALIDATION_FAILED',
      { message: 'Please check the highlighted fields', details: { referenceNumber: 'Invalid value' } },
    );
    expectError(await post(null, CANCEL, booking.referenceNumber), 401, 'UNAUTHORIZED');
    expectError(await post(w.otherClient, CANCEL, booking.referenceNumber), 404, 'NOT_FOUND');
    expectError(await post(w.coastalOwner, CANCEL, booking.referenceNumber, COASTAL), 404, 'NOT_FOUND');
    expectError(await post(w.client, CANCEL, 'FLNOSUCHREF'), 404, 'NOT_FOUND');
    expect(await bookingState(t, booking)).toEqual(before);
  });

  it.each<[string, SandboxFaults]>([
    ['times out on cancel', { timeout: ['cancel'] }],
    ['fails on cancel', { error: ['cancel'] }],
    ['fails on the penalty quote', { error: ['penaltyQuote'] }],
  ])('answers 502 when the airline %s, changing nothing, and a retry cancels', async (_, faults) => {
    const booking = await ticketed();
    moveClock(25 * HOUR_MS);
    const before = await bookingState(t, booking);
    const res = await withSupplierFaults(t, faults, () => post(w.client, CANCEL, booking.referenceNumber));
    expectError(res, 502, 'UPSTREAM_FAILED', { message: 'The supplier did not answer. Please try again.' });
    expect(await bookingState(t, booking)).toEqual(before);
    expect(await readOutbox(t, { to: booking.contact.email, template: 'flight-cancelled' })).toEqual([]);
    expect((await post(w.client, CANCEL, booking.referenceNumber)).json().data.bookingStatus).toBe('cancelled');
  });

  it('answers 502 when the airline cannot be reached to check a paid booking, changing nothing', async () => {
    const booking = await paid();
    const before = await bookingState(t, booking);
    const res = await withSupplierFaults(t, { error: ['retrieve'] }, () =>
      post(w.client, CANCEL, booking.referenceNumber),
    );
    expectError(res, 502, 'UPSTREAM_FAILED');
    expect(await bookingState(t, booking)).toEqual(before);
  });
});

describe('GET /api/v2/flight/cancel?pnr=', () => {
  it('cancels through the second provider by PNR, with the same refund as a cancellation', async () => {
    const booking = await ticketed('Standard');
    moveClock(25 * HOUR_MS);
    const penalty = expectedPenalty(booking);
    const res = await cancelByPnr(w.client, (booking.pnr ?? '').toLowerCase());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Flight cancelled successfully',
      data: {
        referenceNumber: booking.referenceNumber,
        bookingStatus: 'cancelled',
        refund: usd(booking.breakdown.total - penalty),
      },
    });
    expect(await airlineOrder(t, booking.pnr ?? '')).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'secondary_channel',
    });
    const refunds = (await paymentRowsOf(t, booking.bookingId)).filter((p) => p.kind === 'refund');
    expect(refunds.map((p) => [p.amount, p.reason])).toEqual([[booking.breakdown.total - penalty, 'cancel']]);
    expect(await readOutbox(t, { to: booking.contact.email, template: 'flight-cancelled' })).toHaveLength(1);
  });

  it('refuses a second cancellation (409) without a second refund', async () => {
    const booking = await held();
    expect((await cancelByPnr(w.client, booking.pnr ?? '')).statusCode).toBe(200);
    const before = await bookingState(t, booking);
    expectError(await cancelByPnr(w.client, booking.pnr ?? ''), 409, 'INVALID_STATE');
    expect(await bookingState(t, booking)).toEqual(before);
  });

  it('refuses a malformed PNR (400), no session (401), an unknown PNR, another client and another agency (404)', async () => {
    const booking = await ticketed();
    const before = await bookingState(t, booking);
    const pnr = booking.pnr ?? '';
    expectError(await cancelByPnr(w.client, 'AB12'), 400, 'VALIDATION_FAILED', { details: { pnr: 'Invalid value' } });
    expectError(await api(t, w.client, { method: 'GET', url: '/api/v2/flight/cancel' }), 400, 'VALIDATION_FAILED', {
      details: { pnr: 'Invalid value' },
    });
    expectError(await cancelByPnr(null, pnr), 401, 'UNAUTHORIZED');
    expectError(await cancelByPnr(w.client, 'ZZZZ99'), 404, 'NOT_FOUND');
    expectError(await cancelByPnr(w.otherClient, pnr), 404, 'NOT_FOUND');
    expectError(await cancelByPnr(w.coastalOwner, pnr, COASTAL), 404, 'NOT_FOUND');
    expect(await bookingState(t, booking)).toEqual(before);
  });

  it('answers 502 when the second provider fails, changing nothing', async () => {
    const booking = await ticketed();
    moveClock(25 * HOUR_MS);
    const before = await bookingState(t, booking);
    const res = await withSupplierFaults(t, { timeout: ['cancelByPnr'] }, () =>
      cancelByPnr(w.client, booking.pnr ?? ''),
    );
    expectError(res, 502, 'UPSTREAM_FAILED');
    expect(await bookingState(t, booking)).toEqual(before);
  });
});

import type { FlightBooking } from '@travel/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { COASTAL, readOutbox } from '../../testing/auth-helpers';
import {
  HOUR_MS,
  api,
  expectError,
  flightRowCounts,
  heldBooking,
  itineraryWith,
  moveClock,
  openFlightWorld,
  paidBooking,
  paymentRowsOf,
  postReference,
  restoreClock,
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

describe('GET /api/flight/getReservationDetails', () => {
  const details = (token: string | null, ref: string, host?: string) =>
    api(t, token, { method: 'GET', url: `/api/flight/getReservationDetails?referenceNumber=${ref}` }, host);

  it('answers the booking as paid, with its history', async () => {
    const paid = await paidBooking(t, w.client, {}, { itinerary: unchanged() });
    const res = await details(w.client, paid.referenceNumber.toLowerCase());
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(paid);
    expect(paid.history.map((h) => h.status)).toEqual(['pending_payment', 'confirmed']);
  });

  it('refuses bad input (400), no session (401), another client and another agency (404)', async () => {
    const held = await heldBooking(t, w.client, { itinerary: unchanged() });
    expectError(await details(w.client, 'ab'), 400, 'VALIDATION_FAILED', {
      details: { referenceNumber: 'Invalid value' },
    });
    expectError(await details(null, held.referenceNumber), 401, 'UNAUTHORIZED');
    expectError(await details(w.otherClient, held.referenceNumber), 404, 'NOT_FOUND', { message: 'Not found' });
    expectError(await details(w.coastalOwner, held.referenceNumber, COASTAL), 404, 'NOT_FOUND');
  });

  it('shows a paid booking the airline dropped at its ticketing time limit as cancelled and refunded', async () => {
    const paid = await paidBooking(t, w.client, {}, { itinerary: unchanged() });
    moveClock(25 * HOUR_MS);
    const res = await details(w.client, paid.referenceNumber);
    expect(res.json().data).toMatchObject({
      bookingStatus: 'cancelled',
      bookedStatus: 'cancelled',
      cancelledAt: paid.ticketingTimeLimit,
      refund: { amount: paid.breakdown.total, currency: paid.breakdown.currency },
    });
    expect(res.json().data.history.at(-1).note).toEqual({ key: 'timeLimitLapsed', values: {} });
    const refunds = (await paymentRowsOf(t, paid.bookingId)).filter((p) => p.kind === 'refund');
    expect(refunds.map((p) => [p.reason, p.amount])).toEqual([['time-limit', paid.breakdown.total]]);
  });
});

describe('POST /api/flight/sendFlightConfirmMail', () => {
  const resend = (token: string | null, ref: string, host?: string) =>
    postReference(t, token, '/api/flight/sendFlightConfirmMail', ref, host);

  it('sends the confirmation of a paid booking again', async () => {
    const paid = await paidBooking(
      t,
      w.client,
      { contact: { email: 'resend@example.test', phone: '+351 912 000 111' } },
      { itinerary: unchanged() },
    );
    const res = await resend(w.client, paid.referenceNumber);
    expect(res.json()).toEqual({ message: 'The confirmation has been sent' });
    const mails = await readOutbox(t, { to: 'resend@example.test', template: 'flight-confirmed' });
    expect(mails.map((m) => m.subject)).toEqual([
      `Booking confirmed: ${paid.referenceNumber}`,
      `Booking confirmed: ${paid.referenceNumber}`,
    ]);
  });

  it('refuses an unpaid booking (409 INVALID_STATE) and sends nothing', async () => {
    const held = await heldBooking(t, w.client, { itinerary: unchanged() });
    const before = await flightRowCounts(t);
    expectError(await resend(w.client, held.referenceNumber), 409, 'INVALID_STATE', {
      message: "This cannot be done in the booking's current status",
    });
    expect(await flightRowCounts(t)).toEqual(before);
  });

  it('refuses bad input (400), no session (401), another client and another agency (404)', async () => {
    const paid = await paidBooking(t, w.client, {}, { itinerary: unchanged() });
    const before = await flightRowCounts(t);
    expectError(await resend(w.client, ''), 400, 'VALIDATION_FAILED', {
      details: { referenceNumber: 'Invalid value' },
    });
    expectError(await resend(null, paid.referenceNumber), 401, 'UNAUTHORIZED');
    expectError(await resend(w.otherClient, paid.referenceNumber), 404, 'NOT_FOUND');
    expectError(await resend(w.coastalOwner, paid.referenceNumber, COASTAL), 404, 'NOT_FOUND');
    expect(await flightRowCounts(t)).toEqual(before);
  });
});

describe('GET /api/flight/bookings/all', () => {
  const list = (token: string | null, query = '') =>
    api(t, token, { method: 'GET', url: `/api/flight/bookings/all${query}` });
  const refs = (res: { json(): { data: { flights: FlightBooking[] } } }) =>
    res.json().data.flights.map((f) => f.referenceNumber);

  it("lists a client's own bookings only, and an agent's the whole agency's", async () => {
    const mine = await heldBooking(t, w.client, { itinerary: unchanged() });
    const theirs = await heldBooking(t, w.otherClient, { itinerary: unchanged() });
    const client = await list(w.client, '?limit=100');
    expect(refs(client)).toContain(mine.referenceNumber);
    expect(refs(client)).not.toContain(theirs.referenceNumber);
    expect(client.json().data.totalFlightRecords).toBe(refs(client).length);
    expect(client.json().data.flights.find((f: FlightBooking) => f.referenceNumber === mine.referenceNumber)).toEqual(
      mine,
    );
    const agent = await list(w.agent, '?limit=100');
    expect(refs(agent)).toEqual(expect.arrayContaining([mine.referenceNumber, theirs.referenceNumber]));
    const coastal = await api(t, w.coastalOwner, { method: 'GET', url: '/api/flight/bookings/all' }, COASTAL);
    expect(coastal.json().data).toEqual({ flights: [], totalFlightRecords: 0 });
  });

  it('pages with offSet and limit', async () => {
    await heldBooking(t, w.otherClient, { itinerary: unchanged() });
    const all = refs(await list(w.otherClient, '?limit=100'));
    expect(all.length).toBeGreaterThanOrEqual(2);
    const first = await list(w.otherClient, '?offSet=0&limit=1');
    const second = await list(w.otherClient, '?offSet=1&limit=1');
    expect([...refs(first), ...refs(second)]).toEqual(all.slice(0, 2));
    expect(first.json().data.totalFlightRecords).toBe(all.length);
  });

  it('refuses bad paging (400) and callers without a session (401)', async () => {
    expectError(await list(w.client, '?limit=0&offSet=-1&selectedStatus=x&userId=1'), 400, 'VALIDATION_FAILED', {
      details: {
        offSet: 'Must be zero or more',
        limit: 'Invalid value',
        selectedStatus: 'Invalid value',
        userId: 'Invalid value',
      },
    });
    expectError(await list(null), 401, 'UNAUTHORIZED');
  });
});

describe('GET /api/flight/bookingStatus', () => {
  const status = (token: string | null, ref: string, host?: string) =>
    api(t, token, { method: 'GET', url: `/api/flight/bookingStatus?referenceNumber=${ref}` }, host);

  it('answers the booking status and the airline status, before and after payment', async () => {
    const held = await heldBooking(t, w.client, { itinerary: unchanged() });
    expect((await status(w.client, held.referenceNumber)).json()).toEqual({
      data: { referenceNumber: held.referenceNumber, bookingStatus: 'pending_payment', bookedStatus: 'held' },
    });
    const paid = await paidBooking(t, w.client, {}, { itinerary: unchanged() });
    expect((await status(w.client, paid.referenceNumber)).json().data).toEqual({
      referenceNumber: paid.referenceNumber,
      bookingStatus: 'confirmed',
      bookedStatus: 'held',
    });
  });

  it('refuses bad input (400), no session (401), another client and another agency (404)', async () => {
    const held = await heldBooking(t, w.client, { itinerary: unchanged() });
    expectError(await status(w.client, 'x'), 400, 'VALIDATION_FAILED', {
      details: { referenceNumber: 'Invalid value' },
    });
    expectError(await status(null, held.referenceNumber), 401, 'UNAUTHORIZED');
    expectError(await status(w.otherClient, held.referenceNumber), 404, 'NOT_FOUND');
    expectError(await status(w.coastalOwner, held.referenceNumber, COASTAL), 404, 'NOT_FOUND');
  });
});

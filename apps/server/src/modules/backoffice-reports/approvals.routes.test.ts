import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlightBooking } from '@travel/contracts';
import { COASTAL, readOutbox } from '../../testing/auth-helpers';
import { setApprovalLimit } from '../../testing/approval-helpers';
import { cardToken } from '../../testing/booking-helpers';
import { heldBooking, openFlightWorld, pay, payRequest, type FlightWorld } from '../../testing/flight-helpers';
import { api, expectError } from '../../testing/http-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let w: FlightWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await openFlightWorld(t);
  // 100.00 USD: a family's flight is over it, in any currency the rates convert.
  await setApprovalLimit(t, 'demo', 10_000, 'USD');
});
afterAll(() => t.close());

const queue = (token: string, query = '', host?: string) =>
  api(t, token, { method: 'GET', url: `/api/agency/approvals${query}` }, host);
const decide = (token: string, id: string, action: 'approve' | 'decline', payload: object = {}, host?: string) =>
  api(t, token, { method: 'POST', url: `/api/agency/approvals/${id}/${action}`, payload }, host);
const payAttempt = async (token: string, booking: FlightBooking) =>
  payRequest(t, token, booking.referenceNumber, await cardToken(t));
async function pendingOf(booking: FlightBooking): Promise<string> {
  const res = await queue(w.owner);
  const entry = res.json().data.approvals.find((a: { bookingId: string }) => a.bookingId === booking.bookingId);
  if (!entry) throw new Error('not in the queue');
  return entry._id as string;
}

describe('the approval queue', () => {
  it("holds a restricted agent's booking over the limit, tells the owner and admin, and refuses to charge it", async () => {
    const before = (await readOutbox(t)).length;
    const booking = await heldBooking(t, w.restricted, { currency: 'EUR' });
    const mails = (await readOutbox(t)).slice(before);
    expect(
      mails
        .map((m) => [m.template, m.toAddress])
        .filter(([kind]) => kind === 'approval-requested')
        .sort(),
    ).toEqual([
      ['approval-requested', 'admin@demo.test'],
      ['approval-requested', 'owner@demo.test'],
    ]);
    expectError(await payAttempt(w.restricted, booking), 409, 'APPROVAL_REQUIRED');
    const res = await queue(w.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.approvals).toContainEqual(
      expect.objectContaining({
        status: 'pending',
        bookingId: booking.bookingId,
        referenceNumber: booking.referenceNumber,
        bookingStatus: 'pending_payment',
        limitAmount: 10_000,
        limitCurrency: 'USD',
        agentName: expect.any(String),
      }),
    );
  });

  it('lets the booking be paid once an owner approves it, and tells the agent', async () => {
    const booking = await heldBooking(t, w.restricted, { currency: 'EUR' });
    // The booking says it waits, to its agent and in the agency's list.
    expect(booking.approval).toEqual({ status: 'pending', reason: null });
    const id = await pendingOf(booking);
    const listed = await api(t, w.owner, {
      method: 'GET',
      url: `/api/agency/flights/bookings?offSet=0&limit=50&searchString=${booking.referenceNumber}`,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.flights[0]).toMatchObject({
      referenceNumber: booking.referenceNumber,
      approval: { status: 'pending' },
    });
    const res = await decide(w.owner, id, 'approve');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Booking approved' });
    expect((await readOutbox(t, { to: 'restricted@demo.test', template: 'approval-decided' })).length).toBeGreaterThan(
      0,
    );
    const paid = await pay(t, w.restricted, booking.referenceNumber);
    expect(paid).toMatchObject({ bookingStatus: 'confirmed', approval: { status: 'approved', reason: null } });
    // Decided once: a second decision is refused.
    expectError(await decide(w.admin, id, 'decline'), 409, 'INVALID_STATE');
    const approved = (await queue(w.owner, '?status=approved')).json().data;
    expect(approved.approvals.map((a: { _id: string }) => a._id)).toContain(id);
  });

  it('cancels a declined booking, never charged', async () => {
    const booking = await heldBooking(t, w.restricted, { currency: 'EUR' });
    const id = await pendingOf(booking);
    const res = await decide(w.admin, id, 'decline', { reason: 'Too expensive' });
    expect(res.statusCode, res.body).toBe(200);
    const declined = (await queue(w.owner, '?status=declined')).json().data.approvals;
    expect(declined).toContainEqual(
      expect.objectContaining({ _id: id, reason: 'Too expensive', bookingStatus: 'cancelled' }),
    );
    expectError(await payAttempt(w.restricted, booking), 409, 'INVALID_STATE');
  });

  it('leaves bookings under the limit and those of other agents out of the queue', async () => {
    const total = (await queue(w.owner)).json().data.totalRecords;
    await heldBooking(t, w.agent, { currency: 'EUR' });
    await setApprovalLimit(t, 'demo', 100_000_000, 'USD');
    const small = await heldBooking(t, w.restricted, { currency: 'EUR' });
    await setApprovalLimit(t, 'demo', 10_000, 'USD');
    expect((await queue(w.owner)).json().data.totalRecords).toBe(total);
    expect((await pay(t, w.restricted, small.referenceNumber)).bookingStatus).toBe('confirmed');
  });

  it('is for owners and admins; another agency finds nothing (404)', async () => {
    const booking = await heldBooking(t, w.restricted, { currency: 'EUR' });
    const id = await pendingOf(booking);
    expectError(await queue(w.agent), 403, 'FORBIDDEN');
    expectError(await queue(w.restricted), 403, 'FORBIDDEN');
    expectError(await decide(w.restricted, id, 'approve'), 403, 'FORBIDDEN');
    expectError(await decide(w.coastalOwner, id, 'approve', {}, COASTAL), 404, 'NOT_FOUND');
    expect((await queue(w.coastalOwner, '', COASTAL)).json().data).toEqual({ approvals: [], totalRecords: 0 });
  });

  it.each([
    ['?status=maybe', 'status'],
    ['?limit=0', 'limit'],
    ['?offSet=-1', 'offSet'],
  ])('answers 400 for %s', async (query, field) => {
    const res = await queue(w.owner, query);
    expectError(res, 400, 'VALIDATION_FAILED');
    expect(Object.keys(res.json().details)).toEqual([field]);
  });

  it('reads and changes the limit (owners and admins), 400 on a bad one', async () => {
    const get = () => api(t, w.owner, { method: 'GET', url: '/api/agency/approval-limit' });
    expect((await get()).json().data).toEqual({ amount: 10_000, currency: 'USD' });
    const patch = (payload: object, token = w.owner) =>
      api(t, token, { method: 'PATCH', url: '/api/agency/approval-limit', payload });
    expect((await patch({ amount: 250_000, currency: 'EUR' })).json().data).toEqual({
      amount: 250_000,
      currency: 'EUR',
    });
    expect((await get()).json().data).toEqual({ amount: 250_000, currency: 'EUR' });
    expectError(await patch({ amount: -1, currency: 'EUR' }), 400, 'VALIDATION_FAILED');
    expectError(await patch({ amount: 100, currency: 'XXQ' }), 400, 'VALIDATION_FAILED');
    expectError(await patch({ amount: 100, currency: 'EUR' }, w.agent), 403, 'FORBIDDEN');
    await setApprovalLimit(t, 'demo', 10_000, 'USD');
  });
});

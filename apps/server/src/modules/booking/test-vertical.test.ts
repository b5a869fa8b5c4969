import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../testing/auth-helpers';
import { cardToken, openWorld, paymentRowsOf, payRequestAt, type World } from '../../testing/booking-helpers';
import { api, expectError } from '../../testing/http-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testVertical } from '../../testing/test-vertical';

// The booking core with a vertical that is nothing but an adapter (testing/test-vertical.ts):
// booked, paid by card through the sandbox gateway, cancelled under the settlement rule with a
// refund, and listed, without a line of its own in modules/booking.

const vertical = testVertical();
let t: TestApp;
let world: World;
const CONTACT = { email: 'Ana@Example.test', phone: '+351 912 345 678' };

beforeAll(async () => {
  t = await createTestApp({ extraVerticals: vertical.extraVerticals });
  world = await openWorld(t);
});

afterAll(async () => {
  await t?.close();
});

function bookTest(token: string, payload: object, key: string = randomUUID()) {
  return api(t, token, {
    method: 'POST',
    url: '/api/test-vertical/book',
    payload,
    headers: { 'idempotency-key': key },
  });
}

describe('a vertical registered with nothing but an adapter', () => {
  // 100.00 EUR at the supplier, locked at 1.2 into USD: 120.00, a 10.00 markup and a 5.00 fee.
  const price = { supplierAmount: 10_000, rate: 1.2, markup: 1_000, fee: 500, currency: 'USD' };
  let referenceNumber = '';
  let bookingId = '';

  it('is booked through the core: the quote priced, refund protection added, awaiting payment', async () => {
    const quote = vertical.quote(world.clientId, price);
    const key = randomUUID();
    const payload = { quoteId: quote.id, participants: 2, contact: CONTACT, isTripProtectionSelected: true };
    const res = await bookTest(world.client, payload, key);
    expect(res.statusCode, res.body).toBe(200);
    const booking = res.json().data;
    expect(booking.referenceNumber).toMatch(/^TV/);
    expect(booking.bookingStatus).toBe('pending_payment');
    expect(booking.bookedStatus).toBe('confirmed');
    expect(booking.activityName).toBe('Tram 28 walking tour');
    expect(booking.participants).toBe(2);
    expect(booking.contact).toEqual({ email: 'ana@example.test', phone: '+351 912 345 678' });
    // 135.00 and 10 % protection on it.
    expect(booking.breakdown.total).toBe(14_850);
    expect(booking.protectionAmount).toBe(1_350);
    expect(booking.travelDate).toBe('2099-06-01');
    referenceNumber = booking.referenceNumber;
    bookingId = booking.bookingId;

    // The same key answers the same booking; the supplier booked once.
    const again = await bookTest(world.client, payload, key);
    expect(again.json().data.referenceNumber).toBe(referenceNumber);
    expect(vertical.supplier.orders.size).toBe(1);
  });

  it("maps the supplier's errors in the one place: an invalid request is a 400 on its field", async () => {
    const quote = vertical.quote(world.clientId, price);
    const res = await bookTest(world.client, { quoteId: quote.id, participants: 0, contact: CONTACT });
    expectError(res, 400, 'VALIDATION_FAILED', { details: { participants: expect.any(String) } });
  });

  it("refuses another user's quote (404)", async () => {
    const quote = vertical.quote(world.clientId, price);
    const res = await bookTest(world.otherClient, { quoteId: quote.id, participants: 1, contact: CONTACT });
    expectError(res, 404, 'NOT_FOUND');
  });

  it('is paid by card with the sandbox gateway and confirmed, with the confirmation mail', async () => {
    const res = await payRequestAt(t, '/api/test-vertical/payment', world.client, referenceNumber, await cardToken(t));
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().data;
    expect(result.status).toBe('succeeded');
    expect(result.booking.bookingStatus).toBe('confirmed');
    expect(result.booking.payment).toMatchObject({ status: 'succeeded', cardLast4: '4242' });
    const charges = (await paymentRowsOf(t, bookingId)).filter((p) => p.kind === 'charge');
    expect(charges.map((p) => [p.status, p.amount, p.currency])).toEqual([['succeeded', 14_850, 'USD']]);
    const mails = await readOutbox(t, { to: 'ana@example.test', template: 'test-confirmed' });
    expect(mails.map((mail) => mail.subject)).toEqual([`Confirmed: ${referenceNumber}`]);
  });

  it('takes a change the supplier made (another day) in its details and travel date when it is read', async () => {
    const [order] = vertical.supplier.orders.values();
    if (!order) throw new Error('no order');
    await vertical.supplier.reschedule(order.reference, '2099-06-03');
    const res = await api(t, world.client, {
      method: 'GET',
      url: `/api/test-vertical/details?referenceNumber=${referenceNumber}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ bookingStatus: 'confirmed', date: '2099-06-03', travelDate: '2099-06-03' });
  });

  it('quotes the cancellation by the settlement rule: the supplier refund at the locked rate and the markup back', async () => {
    const res = await api(t, world.client, {
      method: 'POST',
      url: '/api/test-vertical/cancel-penalty',
      payload: { referenceNumber },
    });
    expect(res.statusCode, res.body).toBe(200);
    // The supplier returns half (50.00 EUR = 60.00 USD at 1.2); with the markup, 70.00 comes back.
    expect(res.json().data).toEqual({
      referenceNumber,
      penalty: { amount: 7_850, currency: 'USD' },
      refund: { amount: 7_000, currency: 'USD' },
      isVoidable: false,
    });
  });

  it('is cancelled with the supplier and refunded once to the card', async () => {
    const res = await api(t, world.client, {
      method: 'POST',
      url: '/api/test-vertical/cancel',
      payload: { referenceNumber },
    });
    expect(res.statusCode, res.body).toBe(200);
    const booking = res.json().data;
    expect(booking.bookingStatus).toBe('cancelled');
    expect(booking.refund).toEqual({ amount: 7_000, currency: 'USD' });
    expect(booking.history.map((h: { status: string }) => h.status)).toEqual([
      'pending_payment',
      'confirmed',
      'cancelled',
    ]);
    const refunds = (await paymentRowsOf(t, bookingId)).filter((p) => p.kind === 'refund');
    expect(refunds.map((p) => [p.status, p.amount, p.reason])).toEqual([['succeeded', 7_000, 'cancel']]);
    expect([...vertical.supplier.orders.values()][0]?.state).toBe('cancelled');
    const mails = await readOutbox(t, { to: 'ana@example.test', template: 'test-cancelled' });
    expect(mails.map((mail) => mail.subject)).toEqual([`Cancelled: ${referenceNumber}`]);

    const twice = await api(t, world.client, {
      method: 'POST',
      url: '/api/test-vertical/cancel',
      payload: { referenceNumber },
    });
    expectError(twice, 409, 'INVALID_STATE');
  });

  it("is listed through the core: the customer's own, the agency's for an agent, nobody else's", async () => {
    const mine = await api(t, world.client, { method: 'GET', url: '/api/test-vertical/bookings?selectedStatus=All' });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.totalTestRecords).toBe(1);
    expect(mine.json().data.tests.map((b: { referenceNumber: string }) => b.referenceNumber)).toEqual([
      referenceNumber,
    ]);

    const agency = await api(t, world.agent, { method: 'GET', url: '/api/agency/test-vertical/bookings' });
    expect(agency.json().data.tests.map((b: { referenceNumber: string }) => b.referenceNumber)).toEqual([
      referenceNumber,
    ]);

    const other = await api(t, world.otherClient, { method: 'GET', url: '/api/test-vertical/bookings' });
    expect(other.json().data).toEqual({ tests: [], totalTestRecords: 0 });

    // Its bookings are its own: the flight lists do not show them.
    const flights = await api(t, world.agent, { method: 'GET', url: '/api/agency/flights/bookings' });
    expect(
      flights.json().data.flights.some((b: { referenceNumber: string }) => b.referenceNumber === referenceNumber),
    ).toBe(false);
  });
});

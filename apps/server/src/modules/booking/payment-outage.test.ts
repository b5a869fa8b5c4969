import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { payments } from '../../platform/db/schema';
import { readOutbox } from '../../testing/auth-helpers';
import {
  CARD,
  api,
  cardToken,
  expectError,
  gatewayChargesOf,
  heldBooking,
  itineraryWith,
  openFlightWorld,
  payRequest,
  paymentRowsOf,
  type FlightWorld,
} from '../../testing/flight-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { bookingNotes } from './booking-notes';
import { bookingWriteRepo } from './booking-write.repo';
import { IN_FLIGHT_MS } from './charge-attempts';

let t: TestApp;
let w: FlightWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await openFlightWorld(t);
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

/** What postgres.js throws when the server went away mid-query. */
const connectionLost = () => Object.assign(new Error('write CONNECTION_CLOSED'), { code: 'CONNECTION_CLOSED' });

/**
 * The database goes down right after the gateway charged the card: every write of the payment
 * (the record, the give-back) fails, and so does the sandbox gateway's refund (it keeps its
 * books in the same database). It comes back when `restore` is called.
 */
function databaseDownAfterCharge() {
  let down = false;
  const gateway = t.services.gateway;
  const charge = gateway.charge.bind(gateway);
  vi.spyOn(gateway, 'charge').mockImplementation(async (input) => {
    const result = await charge(input);
    down = true;
    return result;
  });
  const updatePayment = bookingWriteRepo.updatePayment.bind(bookingWriteRepo);
  vi.spyOn(bookingWriteRepo, 'updatePayment').mockImplementation((db, id, changes) =>
    down ? Promise.reject(connectionLost()) : updatePayment(db, id, changes),
  );
  const refund = gateway.refund.bind(gateway);
  vi.spyOn(gateway, 'refund').mockImplementation((input) => (down ? Promise.reject(connectionLost()) : refund(input)));
  return {
    restore: () => {
      down = false;
    },
  };
}

async function held() {
  const email = `${randomUUID().slice(0, 8)}@example.test`;
  return heldBooking(t, w.client, {
    itinerary: itineraryWith(w.itineraries, 'unchanged'),
    overrides: { contact: { email, phone: '+351 912 345 678' } },
  });
}

const succeededCharges = async (bookingId: string) =>
  (await gatewayChargesOf(t, bookingId)).filter((c) => c.status === 'succeeded');
const bookingStatus = async (ref: string) =>
  (await api(t, w.client, { method: 'GET', url: `/api/flight/bookingStatus?referenceNumber=${ref}` })).json().data
    .bookingStatus as string;

describe('a database outage between the gateway charge and our record', () => {
  it('answers 503 SERVICE_UNAVAILABLE with Retry-After, and the next payment with another card and key charges nothing new', async () => {
    const booking = await held();
    const outage = databaseDownAfterCharge();
    const first = await payRequest(t, w.client, booking.referenceNumber, await cardToken(t, CARD.visa));
    expect(first.statusCode).toBe(503);
    expect(first.headers['retry-after']).toBe('5');
    expect(first.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    outage.restore();
    // The gateway took the money; our record says pending.
    expect(await succeededCharges(booking.bookingId)).toHaveLength(1);
    expect((await paymentRowsOf(t, booking.bookingId)).map((p) => p.status)).toEqual(['pending']);

    const second = await payRequest(t, w.client, booking.referenceNumber, await cardToken(t, CARD.mastercard));
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data).toMatchObject({
      status: 'succeeded',
      booking: { bookingStatus: 'confirmed', payment: { status: 'succeeded', cardLast4: '4242' } },
    });
    expect(await succeededCharges(booking.bookingId)).toHaveLength(1);
    expect((await paymentRowsOf(t, booking.bookingId)).map((p) => [p.status, p.cardLast4])).toEqual([
      ['succeeded', '4242'],
    ]);
    expect(await readOutbox(t, { to: booking.contact.email, template: 'flight-confirmed' })).toHaveLength(1);
    expectError(
      await payRequest(t, w.client, booking.referenceNumber, await cardToken(t, CARD.mastercard)),
      409,
      'INVALID_STATE',
    );
    expect(await succeededCharges(booking.bookingId)).toHaveLength(1);
  });

  it('is settled by the payment reconciliation job without anyone paying again: one charge, one paid booking', async () => {
    const booking = await held();
    const outage = databaseDownAfterCharge();
    expect((await payRequest(t, w.client, booking.referenceNumber, await cardToken(t))).statusCode).toBe(503);
    outage.restore();
    // Left pending for 20 s: the job, every 15 s, picks up what is older than 15 s.
    await t.db
      .update(payments)
      .set({ createdAt: sql`now() - interval '20 seconds'` })
      .where(eq(payments.bookingId, booking.bookingId));
    expect(await t.services.jobs.tick()).toContain('payment-reconciliation');
    await t.services.jobs.idle();
    expect(await bookingStatus(booking.referenceNumber)).toBe('confirmed');
    expect(await succeededCharges(booking.bookingId)).toHaveLength(1);
    expect((await paymentRowsOf(t, booking.bookingId)).map((p) => p.status)).toEqual(['succeeded']);
    expect(await readOutbox(t, { to: booking.contact.email, template: 'flight-confirmed' })).toHaveLength(1);
  });

  it('gives the money back when the booking moved on meanwhile (the hold was dropped)', async () => {
    const booking = await held();
    const outage = databaseDownAfterCharge();
    expect((await payRequest(t, w.client, booking.referenceNumber, await cardToken(t))).statusCode).toBe(503);
    outage.restore();
    const [row] = await bookingRowsOf(booking.bookingId);
    if (!row) throw new Error('no booking');
    await bookingWriteRepo.transition(
      t.db,
      row,
      ['pending_payment'],
      'cancelled',
      {},
      null,
      bookingNotes.timeLimitLapsed(),
    );
    await t.services.bookingPayments.reconcile(0);
    const [charge] = await gatewayChargesOf(t, booking.bookingId);
    expect([charge?.status, charge?.refunded]).toEqual(['refunded', booking.breakdown.total]);
    expect((await paymentRowsOf(t, booking.bookingId)).map((p) => [p.status, p.failureCode])).toEqual([
      ['failed', 'reversed'],
    ]);
    expect(await bookingStatus(booking.referenceNumber)).toBe('cancelled');
  });
});

describe('a second payment that settles the first one while it is being recorded', () => {
  it('keeps the one charge: both answer the paid booking, and nothing is given back', async () => {
    const booking = await held();
    const gateway = t.services.gateway;
    const charge = gateway.charge.bind(gateway);
    let second: Awaited<ReturnType<typeof payRequest>> | undefined;
    // The first card is charged; before its payment is recorded, a second payment (another
    // card) asks the gateway about the first attempt, records its charge and confirms.
    vi.spyOn(gateway, 'charge').mockImplementationOnce(async (input) => {
      const result = await charge(input);
      second = await payRequest(t, w.client, booking.referenceNumber, await cardToken(t, CARD.mastercard));
      return result;
    });
    const first = await payRequest(t, w.client, booking.referenceNumber, await cardToken(t, CARD.visa));
    for (const answer of [first, second]) {
      expect(answer?.statusCode, answer?.body).toBe(200);
      expect(answer?.json().data).toMatchObject({
        status: 'succeeded',
        booking: { bookingStatus: 'confirmed', payment: { status: 'succeeded', cardLast4: '4242' } },
      });
    }
    expect((await paymentRowsOf(t, booking.bookingId)).map((p) => [p.status, p.cardLast4])).toEqual([
      ['succeeded', '4242'],
    ]);
    const charges = await gatewayChargesOf(t, booking.bookingId);
    expect(charges.map((c) => [c.status, c.refunded])).toEqual([['succeeded', 0]]);
    expect(await readOutbox(t, { to: booking.contact.email, template: 'flight-confirmed' })).toHaveLength(1);
  });
});

describe('an attempt the gateway never received', () => {
  it('blocks a new charge while it may still be on its way, then is closed and the new charge goes through once', async () => {
    const booking = await held();
    vi.spyOn(t.services.gateway, 'charge').mockRejectedValueOnce(connectionLost());
    expect((await payRequest(t, w.client, booking.referenceNumber, await cardToken(t))).statusCode).toBe(503);
    expectError(await payRequest(t, w.client, booking.referenceNumber, await cardToken(t)), 409, 'PAYMENT_IN_PROGRESS');
    await t.db
      .update(payments)
      .set({ createdAt: sql`now() - ${`${IN_FLIGHT_MS + 1_000} milliseconds`}::interval` })
      .where(eq(payments.bookingId, booking.bookingId));
    await t.services.bookingPayments.reconcile(15_000);
    expect((await paymentRowsOf(t, booking.bookingId)).map((p) => [p.status, p.failureCode])).toEqual([
      ['failed', 'abandoned'],
    ]);
    const paid = await payRequest(t, w.client, booking.referenceNumber, await cardToken(t));
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await succeededCharges(booking.bookingId)).toHaveLength(1);
  });
});

async function bookingRowsOf(bookingId: string) {
  const { bookings } = await import('../../platform/db/schema');
  return t.db.select().from(bookings).where(eq(bookings.id, bookingId));
}

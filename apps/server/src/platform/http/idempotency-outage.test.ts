import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../db/schema';
import {
  CARD,
  bookRequest,
  bookingBody,
  bookingRowsWithPnr,
  cardToken,
  expectError,
  gatewayChargesOf,
  itineraryWith,
  openFlightWorld,
  payRequest,
  quote,
  FAMILY,
  type FlightWorld,
} from '../../testing/flight-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { IN_PROGRESS_LEASE_SECONDS, purgeIdempotencyKeys } from './idempotency';

let t: TestApp;
let w: FlightWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await openFlightWorld(t);
});
afterAll(() => t.close());

/**
 * What an outage leaves behind: the call ran (its booking or charge exists) but neither its
 * answer nor the clean-up of its key was written, `seconds` ago.
 */
const leaveInProgress = (key: string, seconds: number) =>
  t.db
    .update(idempotencyKeys)
    .set({
      status: 'in_progress',
      responseStatus: null,
      responseBody: null,
      createdAt: sql`now() - ${`${seconds} seconds`}::interval`,
    })
    .where(eq(idempotencyKeys.key, key));

const newQuote = async () =>
  quote(t, w.client, itineraryWith(w.itineraries, 'unchanged'), 'Standard', FAMILY, { currency: 'EUR' });

describe('an Idempotency-Key left in progress by an outage', () => {
  it('refuses a concurrent duplicate while its lease holds (409 CONFLICT)', async () => {
    const q = await newQuote();
    const key = randomUUID();
    expect((await bookRequest(t, w.client, bookingBody(q.quoteId), key)).statusCode).toBe(200);
    await leaveInProgress(key, 1);
    expectError(await bookRequest(t, w.client, bookingBody(q.quoteId), key), 409, 'CONFLICT');
  });

  it('answers the booking that exists once the lease ran out, and stores that answer', async () => {
    const q = await newQuote();
    const key = randomUUID();
    const first = await bookRequest(t, w.client, bookingBody(q.quoteId), key);
    expect(first.statusCode).toBe(200);
    const booking = first.json().data;
    await leaveInProgress(key, IN_PROGRESS_LEASE_SECONDS + 1);

    const retry = await bookRequest(t, w.client, bookingBody(q.quoteId), key);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().data).toMatchObject({ referenceNumber: booking.referenceNumber, pnr: booking.pnr });
    expect(await bookingRowsWithPnr(t, booking.pnr)).toHaveLength(1);
    const [row] = await t.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.key, key), eq(idempotencyKeys.scope, 'flight.booking')));
    expect(row?.status).toBe('done');
    // The same key again: the stored answer.
    expect((await bookRequest(t, w.client, bookingBody(q.quoteId), key)).json().data.referenceNumber).toBe(
      booking.referenceNumber,
    );
  });

  it('lets a payment retried with its key after the lease run again safely: one charge', async () => {
    const q = await newQuote();
    const booking = (await bookRequest(t, w.client, bookingBody(q.quoteId))).json().data;
    const key = randomUUID();
    const token = await cardToken(t, CARD.visa);
    expect((await payRequest(t, w.client, booking.referenceNumber, token, key)).statusCode).toBe(200);
    await leaveInProgress(key, IN_PROGRESS_LEASE_SECONDS + 1);
    const retry = await payRequest(t, w.client, booking.referenceNumber, token, key);
    // The booking is paid already: the retry learns it, and nothing is charged again.
    expectError(retry, 409, 'INVALID_STATE');
    expect((await gatewayChargesOf(t, booking.bookingId)).filter((c) => c.status === 'succeeded')).toHaveLength(1);
  });

  it('is deleted by the retention job after a day, like answered keys', async () => {
    const q = await newQuote();
    const key = randomUUID();
    await bookRequest(t, w.client, bookingBody(q.quoteId), key);
    await leaveInProgress(key, 25 * 3600);
    const fresh = randomUUID();
    await bookRequest(t, w.client, bookingBody((await newQuote()).quoteId), fresh);
    await purgeIdempotencyKeys(t.db);
    const keys = (await t.db.select().from(idempotencyKeys)).map((row) => row.key);
    expect(keys).not.toContain(key);
    expect(keys).toContain(fresh);
  });
});

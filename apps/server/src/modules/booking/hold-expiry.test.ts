import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runJob } from '../../testing/jobs';
import { bookings } from '../../platform/db/schema';
import { HOUR_MS, moveClock, restoreClock } from '../../testing/clock';
import {
  heldBooking,
  openFlightWorld,
  paidBooking,
  paymentRowsOf,
  type FlightWorld,
} from '../../testing/flight-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let world: FlightWorld;

beforeAll(async () => {
  t = await createTestApp();
  world = await openFlightWorld(t);
});

afterEach(() => restoreClock());

afterAll(async () => {
  await t?.close();
});

/** The job of jobs.ts, run once as the scheduler would. */
const runHoldExpiry = () => runJob(t, 'hold-expiry');

async function statusOf(bookingId: string) {
  const [row] = await t.db.select().from(bookings).where(eq(bookings.id, bookingId));
  return row?.status;
}

describe('the hold-expiry job', () => {
  it('leaves holds within their time limit alone', async () => {
    const held = await heldBooking(t, world.client);
    await runHoldExpiry();
    expect(await statusOf(held.bookingId)).toBe('pending_payment');
  });

  it('cancels holds the airline released at their time limit, refunding the paid ones, without anyone opening them', async () => {
    const held = await heldBooking(t, world.client);
    const paid = await paidBooking(t, world.client);
    moveClock(25 * HOUR_MS);
    await runHoldExpiry();
    expect(await statusOf(held.bookingId)).toBe('cancelled');
    expect(await statusOf(paid.bookingId)).toBe('cancelled');
    const refunds = (await paymentRowsOf(t, paid.bookingId)).filter((p) => p.kind === 'refund');
    expect(refunds.map((p) => [p.reason, p.amount])).toEqual([['time-limit', paid.breakdown.total]]);
    expect(await paymentRowsOf(t, held.bookingId)).toEqual([]);
  });
});

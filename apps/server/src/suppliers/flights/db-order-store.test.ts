import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/client';
import { sandboxFlightInventory, sandboxFlightOrders } from '../../platform/db/schema';
import { openTestDatabase } from '../../testing/test-app';
import { DbOrderStore } from './db-order-store';
import { FlightSupplierErrorCode as Code, isFlightSupplierError, type FlightOffer, type FlightPortOrder } from './port';
import { predictRepriceStatus } from './sandbox/reprice-rule';
import { SandboxFlightSupplier } from './sandbox/sandbox-flight-supplier';
import { CONTACT, ONE_ADULT, SECRET, TestClock, searchRequest, slice, travellers } from './sandbox/test-support';

/** The sandbox airline's shared seats against the real database (PGlite, or PostgreSQL with DATABASE_URL). */

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => {
  await database.close();
  await drop();
});

/** Two app nodes: two suppliers on one database. */
function nodes() {
  const clock = new TestClock();
  const make = () =>
    new SandboxFlightSupplier({ secret: SECRET, orders: new DbOrderStore(database.db), now: clock.now });
  return { first: make(), second: make() };
}

const flightOf = (offer: FlightOffer) =>
  offer.slices.map((s) => s.segments.map((g) => g.flightNumber).join('+')).join();

describe('DbOrderStore seats', () => {
  it('sells the last seats once: of 12 concurrent bookings on two nodes exactly as many as seats left succeed', async () => {
    const { first, second } = nodes();
    const { offers } = await first.search(
      searchRequest([slice('LIS', 'MAD', '2026-12-12')], { passengers: ONE_ADULT, maxResults: 1000 }),
    );
    const offer = offers.find(
      (o) => o.slices.every((s) => s.stops === 0) && o.seatsLeft <= 9 && predictRepriceStatus(o.id) === 'unchanged',
    );
    if (!offer) throw new Error('no nearly full direct flight');
    const attempts = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        (i % 2 ? second : first).book({
          offerId: offer.id,
          fareFamily: 'Standard',
          passengers: travellers(ONE_ADULT),
          contact: CONTACT,
          idempotencyKey: `race-${i}`,
        }),
      ),
    );
    const booked = attempts.filter((a): a is PromiseFulfilledResult<FlightPortOrder> => a.status === 'fulfilled');
    const refused = attempts.filter((a): a is PromiseRejectedResult => a.status === 'rejected');
    expect(booked).toHaveLength(offer.seatsLeft);
    expect(refused.every((a) => isFlightSupplierError(a.reason, Code.SOLD_OUT))).toBe(true);
    expect(await database.db.$count(sandboxFlightOrders)).toBe(offer.seatsLeft);
    const [row] = await database.db.select().from(sandboxFlightInventory);
    expect(row).toMatchObject({ capacity: offer.seatsLeft, sold: offer.seatsLeft });

    // Sold out: the flight is no longer offered; a cancel on the other node puts one seat back.
    const again = await second.search(
      searchRequest([slice('LIS', 'MAD', '2026-12-12')], { passengers: ONE_ADULT, maxResults: 1000 }),
    );
    expect(again.offers.some((o) => flightOf(o) === flightOf(offer) && o.cabin === offer.cabin)).toBe(false);
    await first.cancel(booked[0]?.value.pnr ?? '');
    const reopened = await second.search(
      searchRequest([slice('LIS', 'MAD', '2026-12-12')], { passengers: ONE_ADULT, maxResults: 1000 }),
    );
    expect(reopened.offers.find((o) => flightOf(o) === flightOf(offer) && o.cabin === offer.cabin)?.seatsLeft).toBe(1);
  });
});

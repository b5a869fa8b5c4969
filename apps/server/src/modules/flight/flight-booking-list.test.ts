import { eq } from 'drizzle-orm';
import type { FlightBooking } from '@travel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingEvents, bookings, payments } from '../../platform/db/schema';
import { api } from '../../testing/http-helpers';
import { openFlightWorld, paidBooking, type FlightWorld } from '../../testing/flight-helpers';
import { queryCounter } from '../../testing/query-counter';
import { createTestApp, type TestApp } from '../../testing/test-app';

const counter = queryCounter();
let t: TestApp;
let world: FlightWorld;

/** Copies of a paid booking, each with its own charge (card digits) and status history. */
async function cloneBooking(original: FlightBooking, count: number): Promise<void> {
  const [row] = await t.db.select().from(bookings).where(eq(bookings.id, original.bookingId));
  const [charge] = await t.db.select().from(payments).where(eq(payments.bookingId, original.bookingId));
  if (!row || !charge) throw new Error('the paid booking has no row or charge');
  for (let i = 0; i < count; i += 1) {
    const { id: _id, createdAt: _created, updatedAt: _updated, ...values } = row;
    const [copy] = await t.db
      .insert(bookings)
      .values({ ...values, referenceNumber: `FLCOPY${i}`, supplierReference: `COPY${i}` })
      .returning();
    if (!copy) throw new Error('insert returned no row');
    const { id: _chargeId, createdAt: _c, updatedAt: _u, ...chargeValues } = charge;
    await t.db.insert(payments).values({ ...chargeValues, bookingId: copy.id, cardLast4: String(1000 + i) });
    const heldAt = new Date(Date.UTC(2026, 0, 1, 10, 0, i));
    await t.db.insert(bookingEvents).values([
      {
        agencyId: copy.agencyId,
        bookingId: copy.id,
        status: 'pending_payment',
        note: 'held',
        noteValues: { pnr: `PNR00${i}` },
        createdAt: heldAt,
      },
      {
        agencyId: copy.agencyId,
        bookingId: copy.id,
        status: 'confirmed',
        note: 'paid',
        noteValues: { brand: 'visa', last4: String(1000 + i) },
        createdAt: new Date(heldAt.getTime() + 60_000),
      },
    ]);
  }
}

beforeAll(async () => {
  t = await createTestApp({ onQuery: counter.onQuery });
  world = await openFlightWorld(t);
  const original = await paidBooking(t, world.client);
  await cloneBooking(original, 104);
});

afterAll(async () => {
  await t?.close();
});

/** One page of a list, and the queries it took. */
async function page(token: string, url: string, limit: number) {
  const { result, queries } = await counter.during(() =>
    api(t, token, { method: 'GET', url: `${url}?limit=${limit}` }),
  );
  expect(result.statusCode, result.body).toBe(200);
  // The agency of the host is cached for a few seconds: whether it is looked up has nothing to do with the page.
  const pageQueries = queries.filter((sql) => !/ from "agencies"/.test(sql));
  return { flights: result.json().data.flights as FlightBooking[], queries: pageQueries };
}

describe.each([
  ['GET /api/agency/flights/bookings', '/api/agency/flights/bookings', () => world.agent],
  ['GET /api/flight/bookings/all', '/api/flight/bookings/all', () => world.client],
])('%s', (_name, url, tokenOf) => {
  it('loads a page of 100 in as many queries as a page of 10, and few', async () => {
    const small = await page(tokenOf(), url, 10);
    const large = await page(tokenOf(), url, 100);
    expect(small.flights).toHaveLength(10);
    expect(large.flights).toHaveLength(100);
    expect(large.queries.length).toBe(small.queries.length);
    // The session, the page's ids, its rows, its count, its payments, its histories, its approvals.
    expect(large.queries.length).toBeLessThanOrEqual(7);
  });

  it('shows each booking as its own page does: its customer, payment and history', async () => {
    const { flights } = await page(tokenOf(), url, 100);
    const rows = await t.db.select().from(bookings).where(eq(bookings.vertical, 'flight'));
    for (const listed of flights) {
      const row = rows.find((r) => r.id === listed.bookingId);
      if (!row) throw new Error(`no row for ${listed.referenceNumber}`);
      const single = JSON.parse(JSON.stringify(await t.services.flightBookings.view(row))) as FlightBooking;
      expect(listed).toEqual(single);
    }
    const copy = flights.find((f) => f.referenceNumber === 'FLCOPY7');
    expect(copy?.payment?.cardLast4).toBe('1007');
    expect(copy?.history.map((h) => h.note)).toEqual([
      { key: 'held', values: { pnr: 'PNR007' } },
      { key: 'paid', values: { brand: 'visa', last4: '1007' } },
    ]);
  });
});

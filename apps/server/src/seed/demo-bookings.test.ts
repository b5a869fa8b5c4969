import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, proposals, sessions } from '../platform/db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';
import { seedDemoBookings } from './demo-bookings';
import { seedDemo } from './seed';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // As the app starts: the stored rates first (the demo trips are priced in euros).
  await t.services.exchange.seedMissing();
  await seedDemo(t.db);
});
afterAll(() => t.close());

const demoBookings = () =>
  t.db
    .select({
      vertical: bookings.vertical,
      status: bookings.status,
      supplierReference: bookings.supplierReference,
      details: bookings.details,
    })
    .from(bookings)
    .orderBy(asc(bookings.travelDate));

describe('demo bookings', () => {
  it('books through the API a ticketed trip, a paid family trip and one awaiting payment, two hotel stays, two cars and two activities', async () => {
    await seedDemoBookings(t.app, t.db, 'localhost');
    const rows = await demoBookings();
    const flights = rows.filter((row) => row.vertical === 'flight');
    expect(flights.map((row) => row.status)).toEqual(['ticketed', 'confirmed', 'pending_payment']);
    for (const row of flights) expect(row.supplierReference).toMatch(/^[A-Z0-9]{6}$/);
    expect((flights[1]?.details as { travelers: unknown[] }).travelers).toHaveLength(3);
    // London awaiting payment (in 12 days), the family's New York hotel paid (in 24 days).
    const hotels = rows.filter((row) => row.vertical === 'hotel');
    expect(hotels.map((row) => row.status)).toEqual(['pending_payment', 'confirmed']);
    for (const row of hotels) expect(row.supplierReference).toBeTruthy();
    // Lisbon to Porto paid (in 14 days), a week in Lisbon awaiting payment (in 40 days).
    const cars = rows.filter((row) => row.vertical === 'car');
    expect(cars.map((row) => row.status)).toEqual(['confirmed', 'pending_payment']);
    for (const row of cars) expect(row.supplierReference).toMatch(/^[A-Z]{3}[A-Z0-9]{7}$/);
    // A Lisbon tour for the family paid (in 10 days or more), a private tour awaiting payment (later).
    const activities = rows.filter((row) => row.vertical === 'activity');
    expect(activities.map((row) => row.status)).toEqual(['confirmed', 'pending_payment']);
    for (const row of activities) expect(row.supplierReference).toMatch(/^AV[A-Z0-9]{8}$/);
    expect((activities[0]?.details as { travelers: unknown[] }).travelers).toHaveLength(3);
    // The agent's proposal to the client: two Lisbon hotels with breakfast, free to cancel.
    const [proposal] = await t.db.select().from(proposals);
    expect(proposal?.status).toBe('sent');
    expect(proposal?.options.map((option) => [option.board, option.refundable])).toEqual([
      ['BB', true],
      ['BB', true],
    ]);
  });

  it('leaves no session behind and adds nothing when the agency already has bookings', async () => {
    const live = await t.db.select().from(sessions).where(eq(sessions.userAgent, 'demo seed'));
    expect(live.every((session) => session.revokedAt !== null)).toBe(true);
    await seedDemoBookings(t.app, t.db, 'localhost');
    expect(await demoBookings()).toHaveLength(9);
  });
});

import type { HotelResult } from '@travel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/client';
import { openTestDatabase } from '../../testing/test-app';
import { seedDemo } from '../../seed/seed';
import { hotelSearchRepo, type NewHotelResult } from './hotel-search.repo';
import { checkStayDates, roomsOf } from './hotel.service';
import { netPriceOfRate } from './hotel.mapper';
import { hotelSearchBodySchema } from '@travel/contracts';
import type { RatePrice } from '../../suppliers/hotels/port';

let database: Database;
let drop: () => Promise<void>;
let searchId: string;

function row(hotelId: string, vendor: string, price: number, extra: Partial<NewHotelResult> = {}): NewHotelResult {
  return {
    searchId,
    hotelId,
    vendor,
    price,
    name: `Hotel ${hotelId}`,
    stars: 3,
    guestScore: 8,
    distanceKm: 1,
    boards: ['RO'],
    facilities: ['wifi'],
    freeCancellation: false,
    result: resultOf(hotelId, vendor, price),
    ...extra,
  };
}

function resultOf(hotelId: string, vendor: string, price: number): HotelResult {
  return {
    hotelId,
    name: `Hotel ${hotelId}`,
    propertyType: 'hotel',
    stars: 3,
    guestScore: 8,
    reviewCount: 100,
    chain: null,
    address: { line: 'Rua 1', postalCode: '1000-001', city: 'Lisbon', region: 'Lisboa', countryCode: 'PT' },
    latitude: 38.7,
    longitude: -9.1,
    timeZone: 'Europe/Lisbon',
    distanceKm: 1,
    facilities: ['wifi'],
    thumbnailUrl: '/x.svg',
    vendor,
    price: { amount: price, currency: 'EUR' },
    cheapestBoard: 'RO',
    cheapestRefundable: true,
    boards: ['RO'],
    hasFreeCancellation: false,
    hasPropertyCharges: false,
    roomsLeft: 3,
  };
}

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await seedDemo(database.db);
  const owner = await database.db.query.users.findFirst();
  if (!owner) throw new Error('no demo user');
  const search = await hotelSearchRepo.insert(database.db, {
    agencyId: owner.agencyId,
    userId: owner.id,
    request: hotelSearchBodySchema.parse({
      locationId: 'c-pt-lisboa-lisbon',
      stayPeriod: { start: '2026-12-10', end: '2026-12-12' },
      occupancies: [{ numOfAdults: 2 }],
      nationality: { alpha2Code: 'PT' },
    }),
    currency: 'EUR',
    vendors: ['atlas', 'meridian'],
    deadlineAt: new Date(Date.now() + 60_000),
    expiresAt: new Date(Date.now() + 30 * 60_000),
  });
  searchId = search.id;
});
afterAll(async () => {
  await database.close();
  await drop();
});

describe('merging vendors', () => {
  it('keeps each hotel once at the cheaper offer, with its vendor; a tie keeps the first', async () => {
    const db = database.db;
    await hotelSearchRepo.merge(db, [
      row('h-1', 'atlas', 100_00),
      row('h-2', 'atlas', 200_00),
      row('h-3', 'atlas', 300_00),
    ]);
    await hotelSearchRepo.merge(db, [
      row('h-1', 'meridian', 90_00, { boards: ['BB'], freeCancellation: true }),
      row('h-2', 'meridian', 250_00),
      row('h-3', 'meridian', 300_00),
      row('h-4', 'meridian', 50_00),
    ]);
    const rows = await hotelSearchRepo.page(db, searchId, {}, 'price', 0, 10);
    expect(rows.map((r) => [r.hotelId, r.vendor, r.price])).toEqual([
      ['h-4', 'meridian', 50_00],
      ['h-1', 'meridian', 90_00],
      ['h-2', 'atlas', 200_00],
      ['h-3', 'atlas', 300_00],
    ]);
    expect(rows[1]).toMatchObject({ boards: ['BB'], freeCancellation: true });
    expect(rows[1]?.result.vendor).toBe('meridian');
  });

  it('completes the search once every vendor has an outcome, and not before', async () => {
    const db = database.db;
    await hotelSearchRepo.recordOutcome(db, searchId, 'atlas', { status: 'done', hotels: 3 }, new Date());
    expect(await hotelSearchRepo.isOpen(db, searchId)).toBe(true);
    await hotelSearchRepo.recordOutcome(
      db,
      searchId,
      'meridian',
      { status: 'failed', hotels: 0, error: 'TIMEOUT' },
      new Date(),
    );
    expect(await hotelSearchRepo.isOpen(db, searchId)).toBe(false);
  });

  it('summarises the matching hotels: count, farthest, price range, facilities', async () => {
    const summary = await hotelSearchRepo.summary(database.db, searchId, { priceMax: 200_00 });
    expect(summary).toEqual({
      count: 3,
      maxDistance: 1,
      priceRange: { min: 50_00, max: 200_00 },
      facilities: [{ code: 'wifi', count: 3 }],
    });
  });
});

describe('search payload rules', () => {
  const body = (start: string, end: string) =>
    hotelSearchBodySchema.parse({
      locationId: 'c-pt-lisboa-lisbon',
      stayPeriod: { start, end },
      occupancies: [
        { numOfRoom: 2, numOfAdults: 2 },
        { numOfAdults: 1, numOfChildren: 1, childAges: [7] },
      ],
      nationality: { alpha2Code: 'pt' },
    });

  it('repeats each occupancy line numOfRoom times', () => {
    expect(roomsOf(body('2026-12-10', '2026-12-12'))).toEqual([
      { adults: 2, childAges: [] },
      { adults: 2, childAges: [] },
      { adults: 1, childAges: [7] },
    ]);
  });

  it('checks dates against today at the destination: from today, within a year, at most 28 nights', () => {
    // 23:30 UTC on 9 December is already 10 December in Tokyo, not yet in Lisbon.
    const now = Date.parse('2026-12-09T23:30:00Z');
    expect(() => checkStayDates(body('2026-12-09', '2026-12-10'), 'Europe/Lisbon', now)).not.toThrow();
    expect(() => checkStayDates(body('2026-12-09', '2026-12-10'), 'Asia/Tokyo', now)).toThrow();
    expect(() => checkStayDates(body('2026-12-10', '2027-01-07'), 'Europe/Lisbon', now)).not.toThrow();
    expect(() => checkStayDates(body('2026-12-10', '2027-01-08'), 'Europe/Lisbon', now)).toThrow();
    expect(() => checkStayDates(body('2027-12-10', '2027-12-11'), 'Europe/Lisbon', now)).toThrow();
  });
});

describe('net price of a rate', () => {
  const price = (included: boolean): RatePrice => ({
    currency: 'EUR',
    nights: [],
    base: { amount: 300_00, currency: 'EUR' },
    discounts: [{ label: 'Early booking', amount: { amount: -30_00, currency: 'EUR' } }],
    taxes: { included, amount: { amount: 27_00, currency: 'EUR' } },
    total: { amount: included ? 297_00 : 270_00, currency: 'EUR' },
    payAtProperty: [],
    payAtPropertyTotal: { amount: 0, currency: 'EUR' },
  });

  it('splits included taxes from the room; taxes paid at the property are not in it', () => {
    expect(netPriceOfRate(price(true)).lines.map((l) => [l.kind, l.amount])).toEqual([
      ['base_fare', 270_00],
      ['taxes', 27_00],
    ]);
    expect(netPriceOfRate(price(false)).lines.map((l) => [l.kind, l.amount])).toEqual([['base_fare', 270_00]]);
  });
});

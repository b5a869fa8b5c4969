import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/client';
import { sandboxHotelInventory } from '../../platform/db/schema';
import { openTestDatabase } from '../../testing/test-app';
import { DbSandboxHotelStore } from './db-sandbox-store';
import { isHotelSupplierError } from './errors';
import type { HotelOrder, RoomRate } from './port';
import { bookRequest, createVendor, findRate, searchRequest, TestClock, NOW } from './sandbox/test-support';

/** The sandbox's shared inventory against the real database (PGlite, or PostgreSQL with DATABASE_URL). */

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => {
  await database.close();
  await drop();
});

function vendors() {
  const store = new DbSandboxHotelStore(database.db);
  const clock = new TestClock(NOW);
  return {
    atlas: createVendor('atlas', { store, clock }).supplier,
    meridian: createVendor('meridian', { store, clock }).supplier,
    clock,
  };
}

async function inventoryOf(rate: RoomRate, hotelId: string, night: string) {
  const [row] = await database.db
    .select()
    .from(sandboxHotelInventory)
    .where(
      and(
        eq(sandboxHotelInventory.hotelId, hotelId),
        eq(sandboxHotelInventory.roomTypeCode, rate.roomTypeCode),
        eq(sandboxHotelInventory.night, night),
      ),
    );
  return row;
}

const hotelOf = (rate: RoomRate): string => rate.rateKey.split('~')[2] ?? '';
const lastRoom = (rate: RoomRate) => rate.rateType === 'BOOKABLE' && rate.roomsLeft === 1;

describe('DbSandboxHotelStore', () => {
  it('sells the last room once: of 20 concurrent bookings exactly 1 is confirmed, the others are sold out', async () => {
    const { atlas } = vendors();
    const request = searchRequest({ checkIn: '2026-12-20', checkOut: '2026-12-22' });
    const rate = await findRate(atlas, request, lastRoom);
    const attempts = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => atlas.book(bookRequest(rate, { clientReference: `RACE-${i}` }))),
    );
    const booked = attempts.filter(
      (attempt): attempt is PromiseFulfilledResult<HotelOrder> => attempt.status === 'fulfilled',
    );
    const refused = attempts.flatMap((attempt) => (attempt.status === 'rejected' ? [attempt.reason] : []));
    expect(booked).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const reason of refused) {
      expect(isHotelSupplierError(reason, 'SOLD_OUT')).toBe(true);
      expect(reason).toHaveProperty('message', 'Rooms unavailable: this room type is sold out for the dates chosen');
    }
    expect(await inventoryOf(rate, hotelOf(rate), '2026-12-20')).toMatchObject({ capacity: 1, sold: 1 });
    expect((await atlas.checkRate(rate.rateKey)).status).toBe('sold_out');
  });

  it('gives the room back on cancel, once however many cancels race', async () => {
    const { atlas } = vendors();
    const request = searchRequest({ checkIn: '2026-12-27', checkOut: '2026-12-28' });
    const rate = await findRate(atlas, request, lastRoom);
    const order = await atlas.book(bookRequest(rate));
    const cancels = await Promise.allSettled(Array.from({ length: 5 }, () => atlas.cancel(order.reference)));
    expect(cancels.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(1);
    for (const attempt of cancels)
      if (attempt.status === 'rejected') expect(isHotelSupplierError(attempt.reason, 'ALREADY_CANCELLED')).toBe(true);
    expect(await inventoryOf(rate, hotelOf(rate), '2026-12-27')).toMatchObject({ capacity: 1, sold: 0 });
    expect((await atlas.retrieve(order.reference)).state).toBe('cancelled');
    expect((await atlas.book(bookRequest(rate, { clientReference: 'AGAIN' }))).state).not.toBe('cancelled');
  });

  it('shares one inventory between vendors: a room sold by one is gone for the other', async () => {
    const { atlas, meridian } = vendors();
    const request = searchRequest({ checkIn: '2027-01-12', checkOut: '2027-01-13' });
    const meridianHotels = new Set((await meridian.search(request)).hotels.map((offer) => offer.hotel.id));
    const rate = await findRate(
      atlas,
      request,
      (candidate) => lastRoom(candidate) && meridianHotels.has(hotelOf(candidate)),
      120,
    );
    const before = await meridian.roomsAndRates({ ...request, hotelId: hotelOf(rate) });
    expect(before.rooms.map((offer) => offer.room.code)).toContain(rate.roomTypeCode);
    await atlas.book(bookRequest(rate));
    const after = await meridian.roomsAndRates({ ...request, hotelId: hotelOf(rate) });
    expect(after.rooms.map((offer) => offer.room.code)).not.toContain(rate.roomTypeCode);
  });

  it('books once for concurrent requests with one idempotency key', async () => {
    const { atlas } = vendors();
    const request = searchRequest({ checkIn: '2027-01-20', checkOut: '2027-01-21' });
    const rate = await findRate(
      atlas,
      request,
      (candidate) => candidate.rateType === 'BOOKABLE' && candidate.roomsLeft >= 3,
    );
    const orders = await Promise.all(
      Array.from({ length: 5 }, () => atlas.book(bookRequest(rate, { idempotencyKey: 'same-key' }))),
    );
    expect(new Set(orders.map((order) => order.reference)).size).toBe(1);
    expect(await inventoryOf(rate, hotelOf(rate), '2027-01-20')).toMatchObject({ sold: 1 });
  });
});

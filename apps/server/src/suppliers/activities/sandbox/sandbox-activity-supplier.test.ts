import { describe, expect, it } from 'vitest';
import { isSupplierError } from '../../booking-port';
import { loadPlaces } from '../../places/places';
import { TestClock } from '../../shared/test-clock';
import type { ActivityOrder, SupplierProduct } from '../port';
import { SandboxActivitySupplier } from './sandbox-activity-supplier';
import { slotKey, type SandboxActivityStore, type StoredActivityBooking } from './store';

/** The store's contract in memory (the database's is exercised by the routes' tests). */
class MemoryStore implements SandboxActivityStore {
  readonly slots = new Map<string, { capacity: number; sold: number }>();
  readonly bookings = new Map<string, StoredActivityBooking>();

  async sold(productCode: string, fromDate: string, toDate: string) {
    const sold = new Map<string, number>();
    for (const [key, slot] of this.slots) {
      const [code = '', date = '', time = ''] = key.split('|');
      if (code === productCode && date >= fromDate && date <= toDate) sold.set(slotKey(date, time), slot.sold);
    }
    return sold;
  }

  async create(
    booking: StoredActivityBooking,
    slot: { productCode: string; date: string; startTime: string; capacity: number; places: number },
  ) {
    const key = `${slot.productCode}|${slot.date}|${slot.startTime}`;
    const row = this.slots.get(key) ?? { capacity: slot.capacity, sold: 0 };
    if (row.sold + slot.places > row.capacity) return 'sold_out' as const;
    row.sold += slot.places;
    this.slots.set(key, row);
    this.bookings.set(booking.order.reference, booking);
    return 'created' as const;
  }

  async get(reference: string) {
    return this.bookings.get(reference) ?? null;
  }

  async getByIdempotencyKey(key: string) {
    return [...this.bookings.values()].find((booking) => booking.idempotencyKey === key) ?? null;
  }

  async update(reference: string, version: number, order: ActivityOrder, release: boolean) {
    const stored = this.bookings.get(reference);
    if (!stored || stored.version !== version) return null;
    const next = { ...stored, order, version: version + 1 };
    this.bookings.set(reference, next);
    if (release) {
      const slot = this.slots.get(`${order.productCode}|${order.date}|${order.startTime}`);
      if (slot) slot.sold -= order.places;
    }
    return next;
  }
}

const LISBON = 'c-pt-lisboa-lisbon';

function setUp() {
  const clock = new TestClock('2026-06-01T09:00:00Z');
  const store = new MemoryStore();
  const supplier = new SandboxActivitySupplier({ places: loadPlaces, store, secret: 'x'.repeat(32), now: clock.now });
  return { clock, store, supplier };
}

/** The first product of Lisbon that matches, and its first open day with a slot of at least `places`. */
async function firstSlot(supplier: SandboxActivitySupplier, wanted: (product: SupplierProduct) => boolean, places = 3) {
  const product = (await supplier.products(LISBON)).find(wanted);
  if (!product) throw new Error('no such product in Lisbon');
  const calendar = await supplier.calendar(product.productCode);
  for (const day of calendar.days)
    for (const slot of day.slots) if (slot.placesLeft >= places) return { product, date: day.date, slot };
  throw new Error('no slot');
}

describe('sandbox activity destinations', () => {
  it('finds Lisbon as a city under its region and Portugal, in its zone', async () => {
    const { supplier } = setUp();
    const [lisbon] = await supplier.destinations('lisb');
    expect(lisbon).toMatchObject({ destinationId: LISBON, destinationType: 'CITY', timeZone: 'Europe/Lisbon' });
    const region = await supplier.destination(lisbon?.parentId ?? '');
    expect(region.destinationType).toBe('REGION');
    const country = await supplier.destination(region.parentId ?? '');
    expect(country).toMatchObject({ destinationId: 'pt', destinationType: 'COUNTRY', destinationName: 'Portugal' });
    expect(country.productCount).toBeGreaterThan(lisbon?.productCount ?? 0);
  });

  it('gives a big city more products than a small one, the same ones every time', async () => {
    const { supplier } = setUp();
    const lisbon = await supplier.products(LISBON);
    const [braga] = await supplier.destinations('braga');
    const small = await supplier.products(braga?.destinationId ?? '');
    expect(lisbon.length).toBeGreaterThan(small.length);
    expect(lisbon.length).toBeGreaterThan(50);
    const again = await setUp().supplier.product(lisbon[7]?.productCode ?? '');
    expect(again).toEqual(lisbon[7]);
  });

  it('refuses an unknown destination and product', async () => {
    const { supplier } = setUp();
    await expect(supplier.products('c-xx-nowhere')).rejects.toMatchObject({ code: 'INVALID_REQUEST' });
    await expect(supplier.product('PT1-9999')).rejects.toMatchObject({ code: 'OFFER_NOT_FOUND' });
  });
});

describe('sandbox activity availability', () => {
  it('shows 90 days from tomorrow at the place, without the closed weekdays', async () => {
    const { supplier } = setUp();
    const [product] = await supplier.products(LISBON);
    const calendar = await supplier.calendar(product?.productCode ?? '');
    // 2026-06-01 09:00Z is still the 1st in Lisbon: tomorrow is the 2nd, the 90th day the 30th of August.
    expect((calendar.days[0]?.date ?? '') >= '2026-06-02').toBe(true);
    expect((calendar.days.at(-1)?.date ?? '') <= '2026-08-30').toBe(true);
    expect(calendar.days.length).toBeGreaterThan(70);
    for (const day of calendar.days) {
      expect(product?.closedWeekdays).not.toContain(new Date(`${day.date}T00:00:00Z`).getUTCDay());
      expect(day.slots.map((slot) => slot.startTime)).toEqual(product?.startTimes);
    }
  });

  it('prices the travellers, holds the price 5 minutes and takes places from the slot', async () => {
    const { supplier, clock } = setUp();
    const { product, date, slot } = await firstSlot(
      supplier,
      (p) =>
        p.pricing.type === 'PER_PERSON' && p.confirmation === 'INSTANT' && p.bookingQuestions.every((q) => !q.required),
    );
    const check = await supplier.check({
      productCode: product.productCode,
      date,
      startTime: slot.startTime,
      travelers: [{ band: 'ADULT', count: 2 }],
    });
    expect(check.available).toBe(true);
    expect(check.total.amount).toBe(check.lines[0]?.total);
    // A band given twice counts once, added up.
    const twice = await supplier.check({
      productCode: product.productCode,
      date,
      startTime: slot.startTime,
      travelers: [
        { band: 'ADULT', count: 1 },
        { band: 'ADULT', count: 1 },
        { band: 'CHILD', count: 0 },
      ],
    });
    expect(twice.travelers).toEqual([{ band: 'ADULT', count: 2 }]);
    expect(twice.total).toEqual(check.total);
    clock.advanceMinutes(4);
    expect(await supplier.recheck(check.holdId)).toMatchObject({ status: 'same' });
    const order = await supplier.book({
      holdId: check.holdId,
      travelers: [
        { band: 'ADULT', givenName: 'Ana', familyName: 'Silva', answers: [] },
        { band: 'ADULT', givenName: 'Rui', familyName: 'Silva', answers: [] },
      ],
      answers: [],
      contact: { email: 'ana@example.test', phone: '+351911111111' },
      expectedTotal: check.total,
      idempotencyKey: 'k1',
    });
    expect(order).toMatchObject({ state: 'confirmed', supplierStatus: 'CONFIRMED', places: 2 });
    const after = await supplier.calendar(product.productCode);
    const left = after.days.find((day) => day.date === date)?.slots.find((s) => s.startTime === slot.startTime);
    expect(left?.placesLeft).toBe(slot.placesLeft - 2);
  });

  it('re-prices a tenth of slots once the 5-minute hold has passed; the price checked again is the one booked', async () => {
    const { supplier, clock } = setUp();
    const product = (await supplier.products(LISBON)).find(
      (p) => p.pricing.type === 'PER_PERSON' && p.bookingQuestions.every((q) => !q.required),
    );
    if (!product) throw new Error('no product');
    const calendar = await supplier.calendar(product.productCode);
    const slots = calendar.days.flatMap((day) =>
      day.slots.filter((slot) => slot.placesLeft > 0).map((slot) => ({ date: day.date, startTime: slot.startTime })),
    );
    const checks = await Promise.all(
      slots.map((slot) =>
        supplier.check({ productCode: product.productCode, ...slot, travelers: [{ band: 'ADULT', count: 1 }] }),
      ),
    );
    clock.advanceMinutes(4);
    for (const check of checks.slice(0, 20)) expect((await supplier.recheck(check.holdId)).status).toBe('same');
    clock.advanceMinutes(2);
    const rechecks = await Promise.all(checks.map((check) => supplier.recheck(check.holdId)));
    const changed = rechecks.filter((r) => r.status === 'changed');
    expect(changed.length).toBeGreaterThan(rechecks.length * 0.03);
    expect(changed.length).toBeLessThan(rechecks.length * 0.2);
    const [first] = changed;
    if (!first || first.status !== 'changed') throw new Error('none changed');
    expect(first.check.total.amount).toBeGreaterThan(first.previousTotal.amount);
    const request = {
      holdId: first.check.holdId,
      travelers: [{ band: 'ADULT' as const, givenName: 'Ana', familyName: 'Silva', answers: [] }],
      answers: [],
      contact: { email: 'ana@example.test', phone: '+351911111111' },
      idempotencyKey: 'drift-1',
    };
    await expect(supplier.book({ ...request, expectedTotal: first.previousTotal })).rejects.toMatchObject({
      code: 'PRICE_CHANGED',
    });
    clock.advanceMinutes(20);
    const order = await supplier.book({ ...request, idempotencyKey: 'drift-2', expectedTotal: first.check.total });
    expect(order.total).toEqual(first.check.total);
  });

  it('refuses a day the product does not run and a time it does not start at', async () => {
    const { supplier } = setUp();
    const { product, date } = await firstSlot(supplier, () => true);
    const base = { productCode: product.productCode, travelers: [{ band: 'ADULT' as const, count: 1 }] };
    await expect(
      supplier.check({ ...base, date: '2026-06-01', startTime: product.startTimes[0] ?? '' }),
    ).rejects.toMatchObject({
      details: { field: 'date', reason: 'DATE_OUT_OF_RANGE' },
    });
    await expect(supplier.check({ ...base, date, startTime: '03:17' })).rejects.toMatchObject({
      details: { field: 'startTime' },
    });
  });

  it('answers a manual booking after its set time: rejected with too few travellers, its places back', async () => {
    const { supplier, clock, store } = setUp();
    const { product, date, slot } = await firstSlot(
      supplier,
      (p) =>
        p.confirmation === 'MANUAL' && p.pricing.type === 'PER_PERSON' && p.bookingQuestions.every((q) => !q.required),
    );
    const check = await supplier.check({
      productCode: product.productCode,
      date,
      startTime: slot.startTime,
      travelers: [{ band: 'ADULT', count: 1 }],
    });
    const order = await supplier.book({
      holdId: check.holdId,
      travelers: [{ band: 'ADULT', givenName: 'Ana', familyName: 'Silva', answers: [] }],
      answers: [],
      contact: { email: 'ana@example.test', phone: '+351911111111' },
      expectedTotal: check.total,
      idempotencyKey: 'manual-1',
    });
    expect(order).toMatchObject({ state: 'pending', supplierStatus: 'PENDING' });
    expect((await supplier.cancellationQuote(order.reference)).refund).toEqual(order.total);
    clock.advanceHours(1);
    expect((await supplier.retrieve(order.reference)).state).toBe('pending');
    clock.advanceHours(1);
    expect(await supplier.retrieve(order.reference)).toMatchObject({
      state: 'rejected',
      supplierStatus: 'REJECTED',
      rejectionReason: 'MINIMUM_NUMBER_OF_PASSENGERS_NOT_MET',
    });
    expect((await store.sold(product.productCode, date, date)).get(slotKey(date, slot.startTime))).toBe(0);
    await expect(supplier.cancel(order.reference)).rejects.toSatisfy((error) =>
      isSupplierError(error, 'ALREADY_CANCELLED'),
    );
  });
});

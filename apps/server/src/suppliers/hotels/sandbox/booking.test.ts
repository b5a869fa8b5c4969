import { describe, expect, it } from 'vitest';
import { isHotelSupplierError, type HotelSupplierErrorDetails } from '../errors';
import type { HotelSupplierErrorCode, RoomRate } from '../port';
import { bookRequest, createVendor, findRate, guestsFor, searchRequest } from './test-support';
import { VENDORS } from './vendors';

async function failure(
  promise: Promise<unknown>,
): Promise<{ code: HotelSupplierErrorCode; message: string } & HotelSupplierErrorDetails> {
  try {
    await promise;
  } catch (error) {
    if (isHotelSupplierError(error)) return { code: error.code, message: error.message, ...error.details };
    throw error;
  }
  throw new Error('expected a supplier error');
}

const isBookable = (rate: RoomRate) => rate.rateType === 'BOOKABLE';
const isRecheck = (rate: RoomRate) => rate.rateType === 'RECHECK';

describe('price check', () => {
  it('answers unchanged for a BOOKABLE rate, keeping its key', async () => {
    const { supplier } = createVendor('atlas');
    const rate = await findRate(supplier, searchRequest(), isBookable);
    const check = await supplier.checkRate(rate.rateKey);
    expect(check).toMatchObject({ status: 'unchanged', previousTotal: rate.price.total });
    expect(check.rate.rateKey).toBe(rate.rateKey);
  });

  it('answers changed for a RECHECK rate, with a new key at the new price that checks unchanged', async () => {
    const { supplier } = createVendor('solstice');
    const rate = await findRate(supplier, searchRequest(), isRecheck);
    const check = await supplier.checkRate(rate.rateKey);
    expect(check.status).toBe('changed');
    expect(check.previousTotal).toEqual(rate.price.total);
    expect(check.rate.price.total.amount).not.toBe(rate.price.total.amount);
    expect(check.rate).toMatchObject({ rateType: 'BOOKABLE', expiresAt: rate.expiresAt });
    expect((await supplier.checkRate(check.rate.rateKey)).status).toBe('unchanged');
  });

  it('refuses a key after its 30 minutes, a forged key and another vendor’s key', async () => {
    const { supplier, clock } = createVendor('atlas');
    const rate = await findRate(supplier, searchRequest(), isBookable);
    clock.advanceMinutes(30);
    expect((await supplier.checkRate(rate.rateKey)).status).toBe('unchanged');
    clock.advanceMinutes(1);
    expect(await failure(supplier.checkRate(rate.rateKey))).toMatchObject({ code: 'OFFER_EXPIRED', field: 'rateKey' });
    expect(await failure(supplier.book(bookRequest(rate)))).toMatchObject({ code: 'OFFER_EXPIRED' });
    const forged = rate.rateKey.replace('~GB~', '~PT~');
    expect(await failure(supplier.checkRate(forged))).toMatchObject({ code: 'OFFER_NOT_FOUND' });
    expect(await failure(createVendor('meridian').supplier.checkRate(rate.rateKey))).toMatchObject({
      code: 'OFFER_NOT_FOUND',
    });
    expect(await failure(supplier.checkRate('not-a-key'))).toMatchObject({ code: 'OFFER_NOT_FOUND' });
  });
});

describe('booking', () => {
  it('books a rate and takes its rooms from the inventory until none is left', async () => {
    const request = searchRequest({ checkIn: '2026-12-14', checkOut: '2026-12-15' });
    const { supplier } = createVendor('atlas');
    const rate = await findRate(supplier, request, (candidate) => isBookable(candidate) && candidate.roomsLeft === 2);
    const first = await supplier.book(bookRequest(rate, { clientReference: 'TRIP-A' }));
    expect(first).toMatchObject({
      vendor: 'atlas',
      checkIn: '2026-12-14',
      nights: 1,
      price: rate.price,
      roomTypeCode: rate.roomTypeCode,
    });
    expect(first.reference).toMatch(/^ATL-[A-Z2-9]{6}$/);
    expect((await supplier.checkRate(rate.rateKey)).rate.roomsLeft).toBe(1);
    await supplier.book(bookRequest(rate, { clientReference: 'TRIP-B' }));
    expect((await supplier.checkRate(rate.rateKey)).status).toBe('sold_out');
    expect(await failure(supplier.book(bookRequest(rate, { clientReference: 'TRIP-C' })))).toMatchObject({
      code: 'SOLD_OUT',
      message: 'Rooms unavailable: this room type is sold out for the dates chosen',
    });
    const { rooms } = await supplier.roomsAndRates({ ...request, hotelId: first.hotel.id });
    expect(rooms.map((offer) => offer.room.code)).not.toContain(rate.roomTypeCode);
  });

  it('gives the rooms back when cancelled', async () => {
    const request = searchRequest({ checkIn: '2026-12-14', checkOut: '2026-12-16' });
    const { supplier } = createVendor('atlas');
    const rate = await findRate(supplier, request, (candidate) => isBookable(candidate) && candidate.roomsLeft === 1);
    const order = await supplier.book(bookRequest(rate));
    expect((await supplier.checkRate(rate.rateKey)).status).toBe('sold_out');
    await supplier.cancel(order.reference);
    expect((await supplier.checkRate(rate.rateKey)).status).toBe('unchanged');
  });

  it("refuses an unchecked RECHECK rate with 'Price changed during the booking process' and the new price", async () => {
    const { supplier } = createVendor('solstice');
    const rate = await findRate(supplier, searchRequest(), isRecheck);
    const error = await failure(supplier.book(bookRequest(rate)));
    expect(error).toMatchObject({ code: 'PRICE_CHANGED', message: 'Price changed during the booking process' });
    const check = await supplier.checkRate(rate.rateKey);
    expect(error.price?.total).toEqual(check.rate.price.total);
    expect((await supplier.book(bookRequest(check.rate))).price.total).toEqual(check.rate.price.total);
  });

  it('refuses a booking whose expected total is no longer the price', async () => {
    const { supplier } = createVendor('atlas');
    const rate = await findRate(supplier, searchRequest(), isBookable);
    const stale = { ...rate.price.total, amount: rate.price.total.amount - 100 };
    expect(await failure(supplier.book(bookRequest(rate, { expectedTotal: stale })))).toMatchObject({
      code: 'PRICE_CHANGED',
    });
    expect((await supplier.book(bookRequest(rate, { expectedTotal: rate.price.total }))).state).not.toBe('cancelled');
  });

  it("refuses guests that do not match the rate's rooms as a supplier does", async () => {
    const request = searchRequest({
      rooms: [
        { adults: 2, childAges: [] },
        { adults: 1, childAges: [7] },
      ],
    });
    const { supplier } = createVendor('atlas');
    const rate = await findRate(supplier, request, isBookable);
    const swapped = guestsFor([
      { adults: 1, childAges: [7] },
      { adults: 2, childAges: [] },
    ]);
    expect(await failure(supplier.book(bookRequest(rate, { rooms: swapped })))).toMatchObject({
      message: 'distribution of paxes is not correct',
    });
    const wrongAge = guestsFor([
      { adults: 2, childAges: [] },
      { adults: 1, childAges: [9] },
    ]);
    expect(await failure(supplier.book(bookRequest(rate, { rooms: wrongAge })))).toMatchObject({
      message: 'The number of children is wrong',
    });
    const holder = { givenName: 'Ana', familyName: 'Silva', email: 'not-an-email', phone: '+351 912 345 678' };
    expect(await failure(supplier.book(bookRequest(rate, { holder })))).toMatchObject({ field: 'holder.email' });
    expect(await failure(supplier.book(bookRequest(rate, { clientReference: '' })))).toMatchObject({
      field: 'clientReference',
    });
  });

  it('answers a repeated booking with the same idempotency key with the first order, taking rooms once', async () => {
    const request = searchRequest({ checkIn: '2026-12-14', checkOut: '2026-12-15' });
    const { supplier } = createVendor('atlas');
    const rate = await findRate(supplier, request, (candidate) => isBookable(candidate) && candidate.roomsLeft === 2);
    const first = await supplier.book(bookRequest(rate, { idempotencyKey: 'key-1' }));
    const again = await supplier.book(bookRequest(rate, { idempotencyKey: 'key-1' }));
    expect(again.reference).toBe(first.reference);
    expect((await supplier.checkRate(rate.rateKey)).rate.roomsLeft).toBe(1);
    const other = await findRate(
      supplier,
      request,
      (candidate) => isBookable(candidate) && candidate.rateKey !== rate.rateKey,
    );
    expect(await failure(supplier.book(bookRequest(other, { idempotencyKey: 'key-1' })))).toMatchObject({
      code: 'INVALID_STATE',
    });
  });

  it('answers PRECONFIRMED for some bookings, CONFIRMED once the hotel answers minutes later', async () => {
    const { supplier, clock, store } = createVendor('solstice');
    const rate = await findRate(
      supplier,
      searchRequest(),
      (candidate) => isBookable(candidate) && candidate.roomsLeft >= 5,
    );
    const orders = await Promise.all(
      ['T1', 'T2', 'T3', 'T4', 'T5'].map((ref) => supplier.book(bookRequest(rate, { clientReference: ref }))),
    );
    const pending = orders.find((order) => order.state === 'pending');
    const confirmed = orders.find((order) => order.state === 'confirmed');
    expect(confirmed).toMatchObject({
      supplierStatus: 'CONFIRMED',
      hotelConfirmationNumber: expect.stringMatching(/^\d{8}$/),
    });
    if (!pending) throw new Error('no PRECONFIRMED booking among five');
    expect(pending).toMatchObject({ supplierStatus: 'PRECONFIRMED', hotelConfirmationNumber: null, confirmedAt: null });
    clock.advanceMinutes(VENDORS.solstice.confirmationDelayMinutes - 1);
    expect((await supplier.retrieve(pending.reference)).state).toBe('pending');
    clock.advanceMinutes(1);
    expect(await supplier.retrieve(pending.reference)).toMatchObject({
      state: 'confirmed',
      supplierStatus: 'CONFIRMED',
    });
    expect(await failure(supplier.retrieve('SOL-ZZZZZZ'))).toMatchObject({ code: 'ORDER_NOT_FOUND' });
    expect(await failure(createVendor('atlas', { store }).supplier.retrieve(pending.reference))).toMatchObject({
      code: 'ORDER_NOT_FOUND',
    });
  });
});

describe('cancellation', () => {
  it('is free before the deadline in the hotel’s zone, then costs the first step, and refunds the rest', async () => {
    const { supplier, clock } = createVendor('atlas');
    const rate = await findRate(
      supplier,
      searchRequest(),
      (c) => isBookable(c) && c.refundable && c.cancellationPolicy.steps.length === 2,
    );
    const order = await supplier.book(bookRequest(rate));
    const [first] = order.cancellationPolicy.steps;
    if (!first) throw new Error('no first step');
    const deadline = Date.parse(first.from);
    const before = await supplier.cancellationQuote(order.reference, new Date(deadline - 1));
    expect(before).toMatchObject({ isFree: true, penalty: { amount: 0 }, refund: order.price.total });
    const after = await supplier.cancellationQuote(order.reference, new Date(deadline));
    expect(before.validUntil).toBe(first.from);
    expect(after).toMatchObject({ isFree: false, isVoidable: false, penalty: first.amount });
    expect(after.refund.amount).toBe(order.price.total.amount - first.amount.amount);
    clock.set(new Date(deadline - 60_000).toISOString());
    const cancelled = await supplier.cancel(order.reference);
    expect(cancelled).toMatchObject({
      state: 'cancelled',
      supplierStatus: 'CANCELLED',
      settlement: { penalty: { amount: 0 }, refund: order.price.total },
    });
    expect(await supplier.cancellationQuote(order.reference)).toMatchObject({
      state: 'cancelled',
      isFree: true,
      validUntil: null,
    });
    expect(await failure(supplier.cancel(order.reference))).toMatchObject({ code: 'ALREADY_CANCELLED' });
  });

  it('keeps the whole total of a non-refundable rate', async () => {
    const { supplier } = createVendor('atlas');
    const rate = await findRate(supplier, searchRequest(), (c) => isBookable(c) && !c.refundable);
    const order = await supplier.book(bookRequest(rate));
    expect((await supplier.cancel(order.reference)).settlement).toEqual({
      penalty: order.price.total,
      refund: { amount: 0, currency: order.price.currency },
    });
  });
});

describe('faults', () => {
  it('fails every call of a vendor that is down, and one operation on a time-out or an error', async () => {
    const { supplier } = createVendor('meridian', { faults: { down: true } });
    expect(await failure(supplier.search(searchRequest()))).toMatchObject({ code: 'UPSTREAM_ERROR', status: 503 });
    supplier.setFaults({ timeout: ['search'], error: ['book'] });
    expect(await failure(supplier.search(searchRequest()))).toMatchObject({ code: 'TIMEOUT' });
    expect((await supplier.autoSuggest('lisbon')).length).toBeGreaterThan(0);
    supplier.setFaults({ error: ['book'] });
    const rate = await findRate(supplier, searchRequest(), isBookable);
    expect(await failure(supplier.book(bookRequest(rate)))).toMatchObject({ code: 'UPSTREAM_ERROR' });
  });

  it('answers after the configured latency', async () => {
    const { supplier } = createVendor('atlas', { latencyMs: 60 });
    const started = performance.now();
    await supplier.place('c-pt-lisboa-lisbon');
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
  });
});

import type { HotelPage, HotelRate } from '@travel/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { COASTAL, DEMO, signIn } from '../../testing/auth-helpers';
import { api, expectError } from '../../testing/http-helpers';
import { found, hotelSearch, nth, pollUntilComplete, startSearch } from '../../testing/hotel-helpers';
import { MINUTE_MS, moveClock, restoreClock } from '../../testing/clock';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { seedDemo } from '../../seed/seed';
import { guestsFor } from '../../suppliers/hotels/sandbox/test-support';

let t: TestApp;
let client: string;
let coastal: string;
let corelationId: string;
let results: HotelPage['hotels'];

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  await t.services.exchange.seedMissing();
  [client, coastal] = await Promise.all([
    signIn(t, DEMO, 'client@demo.test'),
    signIn(t, COASTAL, 'owner@coastal.test'),
  ]);
  corelationId = (await startSearch(t, client)).corelationId;
  results = (await pollUntilComplete(t, client, corelationId, 200)).hotels;
});
afterAll(() => t.close());
afterEach(() => restoreClock());

const roomsUrl = (hotelId: string, extra = '') =>
  `/api/v3/hotel/get-rooms-and-rates?hotelid=${hotelId}&corelationId=${corelationId}${extra}`;

async function ratesOf(hotelId: string, vendor?: string): Promise<HotelRate[]> {
  const res = await api(t, client, { method: 'GET', url: roomsUrl(hotelId, vendor ? `&vendor=${vendor}` : '') });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.roomLists as { rates: HotelRate[] }[]).flatMap((list) => list.rates);
}

/** The first rate among the search's hotels with a trait, with its hotel and vendor. */
async function findRate(trait: (rate: HotelRate) => boolean) {
  for (const hotel of results) {
    const rate = (await ratesOf(hotel.hotelId)).find(trait);
    if (rate) return { hotel, rate };
  }
  throw new Error('no rate with that trait');
}

const getPrice = (token: string, payload: Record<string, unknown>, host = DEMO) =>
  api(t, token, { method: 'POST', url: '/api/v2/hotel/getPrice', payload }, host);

describe('GET /api/v3/hotel/get-rooms-and-rates', () => {
  it("shows what the hotel keeps on a cancellation, and its discounts, in the visitor's currency; what is paid at the hotel in the hotel's", async () => {
    const usd = (await startSearch(t, client, hotelSearch({ currency: 'USD' }))).corelationId;
    const hotels = (await pollUntilComplete(t, client, usd, 50)).hotels;
    let checked = 0;
    for (const hotel of hotels.slice(0, 15)) {
      const res = await api(t, client, {
        method: 'GET',
        url: `/api/v3/hotel/get-rooms-and-rates?hotelid=${hotel.hotelId}&corelationId=${usd}`,
      });
      const rates = (res.json().data.roomLists as { rates: HotelRate[] }[]).flatMap((list) => list.rates);
      for (const rate of rates.filter((candidate) => candidate.price.netTotal.currency !== 'USD')) {
        expect(rate.price.total.currency).toBe('USD');
        for (const step of rate.cancellationPolicy.steps) {
          expect(step.amount.currency).toBe('USD');
          // The hotel keeps at most its own price, never more than the visitor pays.
          expect(step.amount.amount).toBeLessThanOrEqual(rate.price.total.amount);
        }
        for (const discount of rate.price.discounts) expect(discount.amount.currency).toBe('USD');
        for (const fee of rate.price.payAtProperty) expect(fee.amount.currency).toBe(rate.price.netTotal.currency);
        checked += 1;
      }
    }
    // Some vendors price in their own currency (EUR): there were rates to convert.
    expect(checked).toBeGreaterThan(0);
  });

  it("gives the hotel's rooms and rates for the search's stay, priced with the markup in EUR", async () => {
    const hotel = nth(results, 0);
    const res = await api(t, client, { method: 'GET', url: roomsUrl(hotel.hotelId) });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ hotelId: hotel.hotelId, vendor: hotel.vendor, nights: 3, currency: 'EUR' });
    expect(data.roomLists.length).toBeGreaterThan(0);
    const rate = data.roomLists[0].rates[0] as HotelRate;
    expect(rate.price.total.currency).toBe('EUR');
    // 8% over net and a 12.00 USD fee: always above the net converted.
    expect(rate.price.total.amount).toBeGreaterThan(0);
    expect(rate.cancellationPolicy.timeZone).toBe('Europe/Lisbon');
  });

  it('asks the vendor named, 400 for an unknown one, 404 for a hotel not in the search', async () => {
    const hotel = nth(results, 0);
    const other = found(['atlas', 'meridian', 'solstice'].find((v) => v !== hotel.vendor));
    const res = await api(t, client, { method: 'GET', url: roomsUrl(hotel.hotelId, `&vendor=${other}`) });
    // The other vendor may not sell this hotel: then it is not found there.
    if (res.statusCode === 200) expect(res.json().data.vendor).toBe(other);
    else expectError(res, 404, 'NOT_FOUND');
    const unknownVendor = await api(t, client, { method: 'GET', url: roomsUrl(hotel.hotelId, '&vendor=nobody') });
    expectError(unknownVendor, 400, 'VALIDATION_FAILED', { details: { vendor: 'Invalid value' } });
    expectError(await api(t, client, { method: 'GET', url: roomsUrl('h-xx-nowhere-1') }), 404, 'NOT_FOUND');
  });

  it('answers 400 without hotelid or corelationId', async () => {
    const res = await api(t, client, {
      method: 'GET',
      url: `/api/v3/hotel/get-rooms-and-rates?corelationId=${corelationId}`,
    });
    expectError(res, 400, 'VALIDATION_FAILED', { details: { hotelid: 'Required' } });
    const noSearch = await api(t, client, { method: 'GET', url: '/api/v3/hotel/get-rooms-and-rates?hotelid=h-1' });
    expect(noSearch.statusCode).toBe(400);
    expect(noSearch.json().details).toEqual({ corelationId: 'Required' });
  });
});

describe('hotel details and static content', () => {
  it('gives the details with the vendor and the stay', async () => {
    const hotel = nth(results, 0);
    const res = await api(t, client, {
      method: 'GET',
      url: `/api/v3/hotel/get-hotel-details?hotelid=${hotel.hotelId}&corelationId=${corelationId}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ hotelId: hotel.hotelId, name: hotel.name, vendor: hotel.vendor });
    expect(res.json().data.startAndEndDate.start).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(res.json().data.rooms.length).toBeGreaterThan(0);
  });

  it('gives static content to anyone, 404 for an unknown hotel', async () => {
    const hotel = nth(results, 0);
    const res = await api(t, null, { method: 'GET', url: `/api/v2/hotel/static-content?hotelId=${hotel.hotelId}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.description).toContain(hotel.name);
    // In the reader's language (Accept-Language), as the pages ask for it.
    const spanish = await api(t, null, {
      method: 'GET',
      url: `/api/v2/hotel/static-content?hotelId=${hotel.hotelId}`,
      headers: { 'accept-language': 'es' },
    });
    expect(spanish.json().data.description).toContain('El check-in es a partir de las');
    expect(spanish.json().data.policies).not.toEqual(res.json().data.policies);
    const unknown = await api(t, null, { method: 'GET', url: '/api/v2/hotel/static-content?hotelId=h-xx-nowhere-1' });
    expectError(unknown, 404, 'NOT_FOUND');
  });
});

describe('POST /api/v2/hotel/getPrice', () => {
  it('locks a bookable rate as a hotel quote at the same price, adopting markupType and markup', async () => {
    const { hotel, rate } = await findRate((r) => r.rateType === 'BOOKABLE');
    const res = await getPrice(client, {
      corelationId,
      hotelId: hotel.hotelId,
      vendor: hotel.vendor,
      rateKey: rate.rateKey,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ markupType: 'percent', markup: 8 });
    expect(body.data).toMatchObject({
      status: 'unchanged',
      hotelId: hotel.hotelId,
      hotelName: hotel.name,
      vendor: hotel.vendor,
    });
    expect(body.data.breakdown.total).toBe(rate.price.total.amount);
    expect(body.data.previousTotal).toBe(body.data.breakdown.total);
    expect(body.data.breakdown.lines.map((l: { kind: string }) => l.kind)).toEqual(
      expect.arrayContaining(['base_fare', 'markup', 'agency_fee']),
    );
    const [row] = await t.db.query.quotes.findMany({ where: (q, { eq }) => eq(q.id, body.data.quoteId) });
    expect(row).toMatchObject({ vertical: 'hotel', offerId: rate.rateKey, supplierTotal: rate.price.netTotal.amount });
  });

  it('answers a changed price for a RECHECK rate: the new rate, the old total beside it', async () => {
    const { hotel, rate } = await findRate((r) => r.rateType === 'RECHECK');
    const res = await getPrice(client, {
      corelationId,
      hotelId: hotel.hotelId,
      vendor: hotel.vendor,
      rateKey: rate.rateKey,
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.status).toBe('changed');
    expect(data.previousTotal).toBe(rate.price.total.amount);
    expect(data.breakdown.total).not.toBe(data.previousTotal);
    expect(data.rate.rateKey).not.toBe(rate.rateKey);
  });

  it('answers 409 SOLD_OUT when the last room went meanwhile', async () => {
    const { hotel, rate } = await findRate((r) => r.rateType === 'BOOKABLE' && r.roomsLeft === 1);
    const supplier = found(t.services.hotelSuppliers.find((s) => s.name === hotel.vendor));
    await supplier.book({
      rateKey: rate.rateKey,
      rooms: guestsFor(rate.rooms),
      holder: { givenName: 'Ana', familyName: 'Silva', email: 'ana@example.com', phone: '+351 912 345 678' },
      clientReference: 'TEST-SOLD-OUT',
    });
    const res = await getPrice(client, {
      corelationId,
      hotelId: hotel.hotelId,
      vendor: hotel.vendor,
      rateKey: rate.rateKey,
    });
    expectError(res, 409, 'SOLD_OUT');
  });

  it.each([
    ['no rate key', { rateKey: undefined }, 'rateKey'],
    ['a bad vendor code', { vendor: 'No Such' }, 'vendor'],
    ['an unknown currency code', { currency: 'euro' }, 'currency'],
  ])('answers 400 for %s', async (_, overrides, field) => {
    const hotel = nth(results, 0);
    const res = await getPrice(client, {
      corelationId,
      hotelId: hotel.hotelId,
      vendor: hotel.vendor,
      rateKey: 'x',
      ...overrides,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().details)).toContain(field);
  });

  it('answers 404 for a forged rate key and for another agency', async () => {
    const hotel = nth(results, 0);
    const forged = await getPrice(client, {
      corelationId,
      hotelId: hotel.hotelId,
      vendor: hotel.vendor,
      rateKey: 'forged',
    });
    expectError(forged, 404, 'NOT_FOUND');
    const other = await getPrice(
      coastal,
      { corelationId, hotelId: hotel.hotelId, vendor: hotel.vendor, rateKey: 'forged' },
      COASTAL,
    );
    expectError(other, 404, 'NOT_FOUND');
  });

  it('answers 410 for a rate whose key expired (31 minutes later, on a fresh search)', async () => {
    const fresh = (await startSearch(t, client)).corelationId;
    const hotel = nth((await pollUntilComplete(t, client, fresh)).hotels, 0);
    const res = await api(t, client, {
      method: 'GET',
      url: `/api/v3/hotel/get-rooms-and-rates?hotelid=${hotel.hotelId}&corelationId=${fresh}`,
    });
    const rate = res.json().data.roomLists[0].rates[0] as HotelRate;
    moveClock(31 * MINUTE_MS);
    const late = await getPrice(client, {
      corelationId: fresh,
      hotelId: hotel.hotelId,
      vendor: hotel.vendor,
      rateKey: rate.rateKey,
    });
    expectError(late, 410, 'OFFER_EXPIRED');
  });
});

describe('POST /api/v2/hotel/hotelStore', () => {
  it('keeps a priced stay as a draft and gives the quote back with its search, for its user only', async () => {
    const { hotel, rate } = await findRate((r) => r.rateType === 'BOOKABLE');
    const priced = await getPrice(client, {
      corelationId,
      hotelId: hotel.hotelId,
      vendor: hotel.vendor,
      rateKey: rate.rateKey,
    });
    const quoteId = priced.json().data.quoteId as string;
    const store = (token: string, host = DEMO) =>
      api(t, token, { method: 'POST', url: '/api/v2/hotel/hotelStore', payload: { quoteId } }, host);

    const res = await store(client);
    expect(res.statusCode, res.body).toBe(200);
    const { id, quote } = res.json().data;
    expect(quote).toMatchObject({ quoteId, corelationId, hotelId: hotel.hotelId, client: null });
    expect(quote.breakdown).toEqual(priced.json().data.breakdown);
    expectError(await store(coastal, COASTAL), 404, 'NOT_FOUND');

    const forget = (token: string) => api(t, token, { method: 'DELETE', url: `/api/v2/hotel/hotelStore/${id}` });
    expect((await forget(client)).statusCode).toBe(200);
    expectError(await forget(client), 404, 'NOT_FOUND');
  });

  it('answers 400 for a quote id that is not one', async () => {
    const res = await api(t, client, { method: 'POST', url: '/api/v2/hotel/hotelStore', payload: { quoteId: 'x' } });
    expectError(res, 400, 'VALIDATION_FAILED');
  });
});

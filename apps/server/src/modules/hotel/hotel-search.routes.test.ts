import type { HotelPage, HotelResult } from '@travel/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { COASTAL, DEMO, signIn } from '../../testing/auth-helpers';
import { api, expectError } from '../../testing/http-helpers';
import { hotelSearch, inDays, LISBON, nth, pollUntilComplete, startSearch } from '../../testing/hotel-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { seedDemo } from '../../seed/seed';
import { stayOf } from './hotel.service';
import { netPriceOfOffer } from './hotel.mapper';
import { hotelSearchBodySchema } from '@travel/contracts';
import { MINUTE_MS, moveClock, restoreClock } from '../../testing/clock';
import { userRepo } from '../user/user.repo';

let t: TestApp;
let client: string;
let agent: string;
let coastal: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  await t.services.exchange.seedMissing();
  [client, agent, coastal] = await Promise.all([
    signIn(t, DEMO, 'client@demo.test'),
    signIn(t, DEMO, 'agent@demo.test'),
    signIn(t, COASTAL, 'owner@coastal.test'),
  ]);
});
afterAll(() => t.close());
afterEach(() => restoreClock());

const page = (token: string, corelationId: string, payload: Record<string, unknown>, kind = 'search', host = DEMO) =>
  api(
    t,
    token,
    { method: 'POST', url: `/api/v2/hotel/searchasync/${kind}?corelationId=${corelationId}`, payload },
    host,
  );

async function allHotels(token: string, corelationId: string, filters: Record<string, unknown> = {}, sortBy?: string) {
  const hotels: HotelResult[] = [];
  let from: number | null = 0;
  while (from !== null) {
    const res = await page(token, corelationId, { from, size: 100, filters, ...(sortBy ? { sortBy } : {}) }, 'filter');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json().data as HotelPage;
    hotels.push(...body.hotels);
    from = body.nextPage;
  }
  return hotels;
}

describe('places', () => {
  it('suggests cities, areas and hotels by name, for anyone', async () => {
    const res = await api(t, null, { method: 'GET', url: '/api/v2/hotel/auto-suggest?text=lisb' });
    expect(res.statusCode, res.body).toBe(200);
    const places = res.json().data as { id: string; kind: string }[];
    expect(places[0]).toMatchObject({ id: LISBON, kind: 'city' });
  });

  it('answers 400 naming text when it is empty', async () => {
    const res = await api(t, null, { method: 'GET', url: '/api/v2/hotel/auto-suggest?text=' });
    expectError(res, 400, 'VALIDATION_FAILED', { details: { text: 'Required' } });
  });

  it('gives a place by id, 404 for an unknown one', async () => {
    const res = await api(t, null, { method: 'GET', url: `/api/locations/locationcontent/locationV2/${LISBON}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: LISBON, name: 'Lisbon', timeZone: 'Europe/Lisbon' });
    const unknown = await api(t, null, {
      method: 'GET',
      url: '/api/locations/locationcontent/locationV2/c-xx-nowhere',
    });
    expectError(unknown, 404, 'NOT_FOUND');
  });
});

describe('POST /api/v2/hotel/searchasync', () => {
  it('needs a session', async () => {
    const res = await api(t, null, { method: 'POST', url: '/api/v2/hotel/searchasync', payload: hotelSearch() });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    [
      'more than 6 rooms',
      { occupancies: [{ numOfRoom: 7, numOfAdults: 1, childAges: [] }] },
      'occupancies.0.numOfRoom',
    ],
    [
      '7 rooms over two lines',
      {
        occupancies: [
          { numOfRoom: 4, numOfAdults: 1 },
          { numOfRoom: 3, numOfAdults: 1 },
        ],
      },
      'occupancies',
    ],
    ['no adult', { occupancies: [{ numOfAdults: 0 }] }, 'occupancies.0.numOfAdults'],
    [
      'children not matching their ages',
      { occupancies: [{ numOfAdults: 1, numOfChildren: 2, childAges: [7] }] },
      'occupancies.0.childAges',
    ],
    ['a child of 18', { occupancies: [{ numOfAdults: 1, childAges: [18] }] }, 'occupancies.0.childAges.0'],
    ['check-out before check-in', { stayPeriod: { start: inDays(30), end: inDays(29) } }, 'stayPeriod.end'],
    ['no destination', { locationId: undefined }, 'locationId'],
    ['a bad nationality', { nationality: { alpha2Code: 'PRT' } }, 'nationality.alpha2Code'],
  ])('answers 400 for %s', async (_, overrides, field) => {
    const res = await api(t, client, {
      method: 'POST',
      url: '/api/v2/hotel/searchasync',
      payload: hotelSearch(overrides),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.json().details)).toContain(field);
  });

  it.each([
    ['an unknown place', { locationId: 'c-xx-nowhere' }, 'locationId'],
    ['an unknown nationality', { nationality: { alpha2Code: 'QQ' } }, 'nationality.alpha2Code'],
    ['a stay in the past', { stayPeriod: { start: inDays(-3), end: inDays(-1) } }, 'stayPeriod.start'],
    ['a stay of 29 nights', { stayPeriod: { start: inDays(10), end: inDays(39) } }, 'stayPeriod.end'],
  ])('answers 400 for %s, before any vendor is asked', async (_, overrides, field) => {
    const res = await api(t, client, {
      method: 'POST',
      url: '/api/v2/hotel/searchasync',
      payload: hotelSearch(overrides),
    });
    expectError(res, 400, 'VALIDATION_FAILED', { details: { [field]: 'Invalid value' } });
  });

  it('answers a corelationId and the filter URL at once; polls complete with every vendor merged', async () => {
    const started = await startSearch(t, client);
    expect(started.vendors).toEqual(['atlas', 'meridian', 'solstice']);
    expect(started.filterUrl).toBe(`/api/v2/hotel/searchasync/filter?corelationId=${started.corelationId}`);
    const first = await pollUntilComplete(t, client, started.corelationId);
    expect(first.pollCompleted).toBe(true);
    expect(first.timedOut).toBe(false);
    expect(first.vendors.every((v) => v.status === 'done' && v.hotels > 0)).toBe(true);
    expect(first.hotels).toHaveLength(50);
    expect(first.hasMore).toBe(true);
    expect(first.nextPage).toBe(50);
    expect(first.sortBy).toBe('rating desc, price desc');
    expect(first.currency).toBe('EUR');

    // Each hotel once, at the cheapest vendor's price with the agency's markup, that vendor recorded.
    const hotels = await allHotels(client, started.corelationId);
    expect(hotels).toHaveLength(first.hotelCount);
    expect(new Set(hotels.map((h) => h.hotelId)).size).toBe(hotels.length);
    const demo = await t.services.agencies.resolve(DEMO);
    const clientRow = demo && (await userRepo.findByEmail(t.db, demo.id, 'client@demo.test'));
    if (!demo || !clientRow) throw new Error('demo client missing');
    const pricer = await t.services.pricing.pricer(demo.id, clientRow, null, 'EUR');
    const body = hotelSearchBodySchema.parse(hotelSearch());
    const offers = new Map<string, { vendor: string; price: number }[]>();
    for (const supplier of t.services.hotelSuppliers) {
      const result = await supplier.search({ ...stayOf(body), destination: { placeId: LISBON } });
      for (const offer of result.hotels) {
        const list = offers.get(offer.hotel.id) ?? [];
        list.push({ vendor: supplier.name, price: pricer.total(netPriceOfOffer(offer)) });
        offers.set(offer.hotel.id, list);
      }
    }
    expect(hotels.length).toBe(offers.size);
    const shared = hotels.filter((h) => (offers.get(h.hotelId)?.length ?? 0) > 1);
    expect(shared.length).toBeGreaterThan(0);
    expect(new Set(hotels.map((h) => h.vendor)).size).toBeGreaterThan(1);
    for (const hotel of hotels) {
      const list = offers.get(hotel.hotelId) ?? [];
      const cheapest = Math.min(...list.map((o) => o.price));
      expect(hotel.price).toEqual({ amount: cheapest, currency: 'EUR' });
      expect(list.filter((o) => o.price === cheapest).map((o) => o.vendor)).toContain(hotel.vendor);
    }
  });
});

describe('searching around a point, an area or one hotel', () => {
  it('searches within the radius of a point', async () => {
    const payload = hotelSearch({ locationId: undefined, lat: 38.7223, lng: -9.1393, radius: 2 });
    const { corelationId } = await startSearch(t, client, payload);
    const first = await pollUntilComplete(t, client, corelationId);
    expect(first.hotelCount).toBeGreaterThan(0);
    expect(first.maxDistance).toBeLessThanOrEqual(2);
  });

  it('searches one hotel by its id (a place the vendors know, not the places index)', async () => {
    const { corelationId } = await startSearch(t, client);
    const hotel = nth((await pollUntilComplete(t, client, corelationId)).hotels, 0);
    const byHotel = await startSearch(t, client, hotelSearch({ locationId: hotel.hotelId }));
    const page = await pollUntilComplete(t, client, byHotel.corelationId);
    expect(page.hotels.map((h) => h.hotelId)).toContain(hotel.hotelId);
  });
});

describe('pages, filters and sorts', () => {
  let corelationId: string;
  let everything: HotelResult[];

  beforeAll(async () => {
    corelationId = (await startSearch(t, client)).corelationId;
    await pollUntilComplete(t, client, corelationId);
    everything = await allHotels(client, corelationId);
  });

  it('pages without overlap: nextPage until hasMore is false', async () => {
    const first = (await page(client, corelationId, { from: 0, size: 50 })).json().data as HotelPage;
    const second = (await page(client, corelationId, { from: 50, size: 50 })).json().data as HotelPage;
    expect(second.hotels[0]?.hotelId).not.toBe(first.hotels[0]?.hotelId);
    const ids = new Set([...first.hotels, ...second.hotels].map((h) => h.hotelId));
    expect(ids.size).toBe(first.hotels.length + second.hotels.length);
    const last = (await page(client, corelationId, { from: first.hotelCount - 1, size: 50 })).json().data as HotelPage;
    expect(last.hotels).toHaveLength(1);
    expect(last).toMatchObject({ hasMore: false, nextPage: null });
  });

  it('polls sort by rating desc, price desc; the filter URL by best unless asked', async () => {
    const polled = (await page(client, corelationId, { from: 0, size: 200 })).json().data as HotelPage;
    for (let i = 1; i < polled.hotels.length; i++) {
      const [a, b] = [nth(polled.hotels, i - 1), nth(polled.hotels, i)];
      expect(a.guestScore > b.guestScore || (a.guestScore === b.guestScore && a.price.amount >= b.price.amount)).toBe(
        true,
      );
    }
    const best = (await page(client, corelationId, { from: 0, size: 10 }, 'filter')).json().data as HotelPage;
    expect(best.sortBy).toBe('best');
    const value = (h: HotelResult) => (h.guestScore + h.stars) / Math.log(h.price.amount + 3);
    for (let i = 1; i < best.hotels.length; i++)
      expect(value(nth(best.hotels, i - 1))).toBeGreaterThanOrEqual(value(nth(best.hotels, i)) - 1e-9);
  });

  it.each([
    ['price', (a: HotelResult, b: HotelResult) => a.price.amount <= b.price.amount],
    ['price desc', (a: HotelResult, b: HotelResult) => a.price.amount >= b.price.amount],
    ['rating', (a: HotelResult, b: HotelResult) => a.guestScore >= b.guestScore],
    ['distance', (a: HotelResult, b: HotelResult) => a.distanceKm <= b.distanceKm],
  ])('sorts by %s', async (sortBy, inOrder) => {
    const sorted = await allHotels(client, corelationId, {}, sortBy);
    expect(sorted).toHaveLength(everything.length);
    for (let i = 1; i < sorted.length; i++) expect(inOrder(nth(sorted, i - 1), nth(sorted, i))).toBe(true);
  });

  it('filters by stars, board, free cancellation, facilities, distance, guest score, price and vendor', async () => {
    const prices = everything.map((h) => h.price.amount).sort((a, b) => a - b);
    const priceMin = nth(prices, Math.floor(prices.length / 4));
    const priceMax = nth(prices, Math.floor((prices.length * 3) / 4));
    const filters = {
      stars: [3, 4],
      boards: ['BB'],
      freeCancellation: true,
      facilities: ['wifi'],
      maxDistanceKm: 8,
      minGuestScore: 7,
      priceMin,
      priceMax,
      vendors: ['atlas', 'meridian'],
    };
    const expected = everything.filter(
      (h) =>
        [3, 4].includes(h.stars) &&
        h.boards.includes('BB') &&
        h.hasFreeCancellation &&
        h.facilities.includes('wifi') &&
        h.distanceKm <= 8 &&
        h.guestScore >= 7 &&
        h.price.amount >= priceMin &&
        h.price.amount <= priceMax &&
        ['atlas', 'meridian'].includes(h.vendor),
    );
    expect(expected.length).toBeGreaterThan(0);
    const res = await page(client, corelationId, { from: 0, size: 200, filters }, 'filter');
    const body = res.json().data as HotelPage;
    expect(body.hotelCount).toBe(expected.length);
    expect(new Set(body.hotels.map((h) => h.hotelId))).toEqual(new Set(expected.map((h) => h.hotelId)));
    expect(body.maxDistance).toBe(Math.max(...expected.map((h) => h.distanceKm)));
    expect(body.priceRange).toEqual({
      min: Math.min(...expected.map((h) => h.price.amount)),
      max: Math.max(...expected.map((h) => h.price.amount)),
    });
    expect(body.facilities.find((f) => f.code === 'wifi')?.count).toBe(expected.length);
  });

  it.each([
    ['stars of 6', { filters: { stars: [6] } }, 'filters.stars.0'],
    ['an unknown board', { filters: { boards: ['XX'] } }, 'filters.boards.0'],
    ['an unknown facility', { filters: { facilities: ['helipad'] } }, 'filters.facilities.0'],
    ['priceMax under priceMin', { filters: { priceMin: 500, priceMax: 100 } }, 'filters.priceMax'],
    ['an unknown sort', { sortBy: 'cheapest' }, 'sortBy'],
    ['a negative from', { from: -1 }, 'from'],
    ['a page of 500', { size: 500 }, 'size'],
  ])('answers 400 for %s', async (_, payload, field) => {
    const res = await page(client, corelationId, { from: 0, size: 50, ...payload }, 'filter');
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().details)).toContain(field);
  });

  it('answers 400 for a corelationId that is no id', async () => {
    const res = await page(client, 'nope', { from: 0, size: 50 });
    expectError(res, 400, 'VALIDATION_FAILED', { details: { corelationId: 'Invalid value' } });
  });

  it("answers 404 for another user's search and another agency's", async () => {
    expectError(await page(agent, corelationId, { from: 0, size: 50 }), 404, 'NOT_FOUND');
    expectError(await page(coastal, corelationId, { from: 0, size: 50 }, 'search', COASTAL), 404, 'NOT_FOUND');
    const rooms = await api(
      t,
      coastal,
      {
        method: 'GET',
        url: `/api/v3/hotel/get-rooms-and-rates?hotelid=${nth(everything, 0).hotelId}&corelationId=${corelationId}`,
      },
      COASTAL,
    );
    expectError(rooms, 404, 'NOT_FOUND');
  });

  it('answers 410 once the search has expired (30 minutes)', async () => {
    moveClock(31 * MINUTE_MS);
    expectError(await page(client, corelationId, { from: 0, size: 50 }), 410, 'OFFER_EXPIRED');
  });
});

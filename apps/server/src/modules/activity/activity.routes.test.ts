import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityProduct } from '@travel/contracts';
import {
  activityCheckout,
  checked,
  checkRequest,
  findProduct,
  LISBON,
  plainProduct,
  searchActivities,
  slotOf,
} from '../../testing/activity-helpers';
import type { SandboxActivitySupplier } from '../../suppliers/activities/sandbox/sandbox-activity-supplier';
import { openWorld, type World } from '../../testing/booking-helpers';
import { api, expectError } from '../../testing/http-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';

// Activities from a destination to a quote against the sandbox experience suppliers: the
// destinations' hierarchy, pages of 50 with every filter, a product's details and calendar, the
// availability check and checkout, titles, tags, kept searches; every call refuses bad input.

let t: TestApp;
let w: World;
let plain: ActivityProduct;

beforeAll(async () => {
  t = await createTestApp();
  w = await openWorld(t);
  plain = await findProduct(t, w.client, plainProduct);
});

afterAll(async () => {
  await t?.close();
});

const get = (url: string, token = w.client) => api(t, token, { method: 'GET', url });
const post = (url: string, payload: object, token = w.client) => api(t, token, { method: 'POST', url, payload });

describe('GET /api/activities/destinations', () => {
  it('finds Lisbon as a city under its region and Portugal, with its zone', async () => {
    const res = await get('/api/activities/destinations?text=lisb');
    expect(res.statusCode, res.body).toBe(200);
    const [lisbon] = res.json().data;
    expect(lisbon).toMatchObject({
      destinationId: LISBON,
      destinationName: 'Lisbon',
      destinationType: 'CITY',
      timeZone: 'Europe/Lisbon',
    });
    expect(lisbon.path).toMatch(/Portugal$/);
  });

  it('refuses a text too short or missing, and an anonymous caller', async () => {
    expectError(await get('/api/activities/destinations?text=l'), 400, 'VALIDATION_FAILED');
    expectError(await get('/api/activities/destinations'), 400, 'VALIDATION_FAILED');
    expect((await api(t, null, { method: 'GET', url: '/api/activities/destinations?text=lisbon' })).statusCode).toBe(
      401,
    );
  });
});

describe('POST /api/activities/search', () => {
  it('answers pages of 50 until a short page says there are no more', async () => {
    const first = await searchActivities(t, w.client);
    expect(first.products).toHaveLength(50);
    expect(first.hasMore).toBe(true);
    expect(first.totalRecords).toBeGreaterThan(50);
    const codes = new Set(first.products.map((p) => p.productCode));
    let offset = 50;
    let page = await searchActivities(t, w.client, { offset });
    while (page.hasMore) {
      offset += 50;
      page = await searchActivities(t, w.client, { offset });
    }
    expect(page.products.length).toBeLessThan(50);
    expect(offset + page.products.length).toBe(first.totalRecords);
    for (const p of page.products) expect(codes.has(p.productCode)).toBe(false);
  });

  it('filters by duration bucket, free cancellation, tags, time of day and price, combined with AND', async () => {
    const { products } = await searchActivities(t, w.client, {
      durations: ['oneToFourHours'],
      specials: ['FREE_CANCELLATION'],
      limit: 50,
    });
    expect(products.length).toBeGreaterThan(0);
    for (const p of products) {
      expect(p.flags).toContain('FREE_CANCELLATION');
      const inBucket = (m: number) => m > 60 && m <= 240;
      expect(inBucket(p.duration.fromMinutes) || inBucket(p.duration.toMinutes)).toBe(true);
    }
    const tagged = await searchActivities(t, w.client, { activeTagIds: [3], timesOfDay: ['evening'] });
    for (const p of tagged.products) {
      expect(p.tagIds).toContain(3);
      expect(p.timesOfDay).toContain('evening');
    }
    const cheap = await searchActivities(t, w.client, {
      maxPrice: 3_000,
      filterItem: { sortOrder: 'PRICE_HIGH_TO_LOW' },
    });
    expect(cheap.products.every((p) => p.fromPrice <= 3_000)).toBe(true);
    const prices = cheap.products.map((p) => p.fromPrice);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('finds a product by its title words and one product by its code', async () => {
    const words = plain.title.split(' ').slice(-2).join(' ');
    const { products } = await searchActivities(t, w.client, { searchedText: words });
    expect(products.map((p) => p.productCode)).toContain(plain.productCode);
    const one = await searchActivities(t, w.client, {
      selectedLocation: { destinationId: LISBON, productCode: plain.productCode },
    });
    expect(one.products.map((p) => p.productCode)).toEqual([plain.productCode]);
  });

  it('refuses bad input with its field, and an unknown destination', async () => {
    expectError(await post('/api/activities/search', {}), 400, 'VALIDATION_FAILED');
    expectError(
      await post('/api/activities/search', { selectedLocation: { destinationId: LISBON }, limit: 51 }),
      400,
      'VALIDATION_FAILED',
      { details: { limit: 'Invalid value' } },
    );
    expectError(
      await post('/api/activities/search', { selectedLocation: { destinationId: LISBON }, durations: ['forever'] }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await post('/api/activities/search', {
        selectedLocation: { destinationId: LISBON },
        minPrice: 500,
        maxPrice: 100,
      }),
      400,
      'VALIDATION_FAILED',
      { details: { maxPrice: 'Invalid value' } },
    );
    expectError(
      await post('/api/activities/search', { selectedLocation: { destinationId: 'c-xx-nowhere' } }),
      400,
      'VALIDATION_FAILED',
      { details: { destinationId: 'Invalid value' } },
    );
  });
});

describe('product details, meeting point and calendar', () => {
  it('shows a product with its bands, questions, policy and meeting point', async () => {
    expect(plain.destinationId).toBe(LISBON);
    expect(plain.timeZone).toBe('Europe/Lisbon');
    expect(plain.images).toHaveLength(3);
    const image = await t.request('demo.localhost', { method: 'GET', url: plain.images[0] ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    const location = await get(`/api/activities/locations/${plain.meetingPoint.locationId}`);
    expect(location.statusCode, location.body).toBe(200);
    expect(location.json().data).toEqual(plain.meetingPoint);
  });

  it('gives 90 days of dates with their prices and places', async () => {
    const calendar = (await get(`/api/activities/availableDates/${plain.productCode}?currency=EUR`)).json().data;
    expect(calendar.timeZone).toBe('Europe/Lisbon');
    expect(calendar.availableDates.length).toBeGreaterThan(60);
    for (const day of calendar.availableDaysData) {
      expect(day.fromPrice).toBeGreaterThan(0);
      expect(day.slots.map((s: { startTime: string }) => s.startTime)).toEqual(plain.startTimes);
    }
  });

  it('refuses malformed and unknown codes', async () => {
    expectError(await get('/api/activities/details/bad code'), 400, 'VALIDATION_FAILED');
    expectError(await get('/api/activities/details/PT1-9999'), 404, 'NOT_FOUND');
    expectError(await get(`/api/activities/details/${plain.productCode}?currency=XX`), 400, 'VALIDATION_FAILED');
    expectError(await get('/api/activities/availableDates/@@'), 400, 'VALIDATION_FAILED');
    expectError(await get('/api/activities/locations/x'), 400, 'VALIDATION_FAILED');
    expectError(await get('/api/activities/locations/PT1-9999-MP'), 400, 'VALIDATION_FAILED');
  });
});

describe('availability check and checkout', () => {
  it('prices 2 adults and a child, holds the price and locks it as a quote', async () => {
    const slot = await slotOf(t, w.client, plain.productCode);
    const check = await checked(t, w.client, plain.productCode, slot, [
      { band: 'ADULT', count: 2 },
      { band: 'CHILD', count: 1 },
    ]);
    expect(check.available).toBe(true);
    expect(check.lines.map((l) => [l.band, l.count])).toEqual([
      ['ADULT', 2],
      ['CHILD', 1],
    ]);
    expect(check.lines.reduce((sum, l) => sum + l.total, 0)).toBe(check.total);
    const res = await activityCheckout(t, w.client, check.holdId ?? '');
    expect(res.statusCode, res.body).toBe(200);
    const quote = res.json().data;
    expect(quote.status).toBe('same');
    expect(quote.activity).toMatchObject({
      productCode: plain.productCode,
      date: slot.date,
      startTime: slot.startTime,
    });
    expect(quote.breakdown.total).toBeGreaterThanOrEqual(check.total);
  });

  it('refuses bad travellers, dates and times with their field', async () => {
    const slot = await slotOf(t, w.client, plain.productCode);
    const base = { productCode: plain.productCode, date: slot.date, startTime: slot.startTime };
    expectError(await checkRequest(t, w.client, { ...base, travelers: [] }), 400, 'VALIDATION_FAILED', {
      details: { travelers: 'Required' },
    });
    expectError(
      await checkRequest(t, w.client, { ...base, travelers: [{ band: 'CHILD', count: 1 }] }),
      400,
      'VALIDATION_FAILED',
      { details: { travelers: 'Invalid value' } },
    );
    expectError(
      await checkRequest(t, w.client, { ...base, travelers: [{ band: 'ALIEN', count: 1 }] }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await checkRequest(t, w.client, { ...base, date: '2020-01-01', travelers: [{ band: 'ADULT', count: 1 }] }),
      400,
      'VALIDATION_FAILED',
      { details: { date: 'Invalid value' } },
    );
    expectError(
      await checkRequest(t, w.client, { ...base, startTime: '25:00', travelers: [{ band: 'ADULT', count: 1 }] }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(await activityCheckout(t, w.client, 'not-a-hold-id'), 404, 'NOT_FOUND');
    expectError(await post('/api/activities/bookings/checkout', {}), 400, 'VALIDATION_FAILED');
  });
});

describe('titles, tags and kept searches', () => {
  it('finds products by title in the city the text names, and within a destination', async () => {
    const word = plain.title.split(' ').find((w2) => w2.length > 4 && w2 !== 'Lisbon') ?? 'Tour';
    const res = await post('/api/activities/getActivityTitle', { text: `lisbon ${word}` });
    expect(res.statusCode, res.body).toBe(200);
    const found = res.json().data;
    expect(found.length).toBeGreaterThan(0);
    for (const f of found) expect(f.productName.toLowerCase()).toContain(word.toLowerCase());
    const within = await post('/api/activities/getActivityTitle', { text: word, destinationId: LISBON });
    expect(within.json().data.map((f: { productCode: string }) => f.productCode)).toContain(plain.productCode);
    expectError(await post('/api/activities/getActivityTitle', { text: 'x' }), 400, 'VALIDATION_FAILED');
  });

  it("lists a destination's tags with their counts", async () => {
    const res = await get(`/api/activities/getActivityTagsFilterList?destinationId=${LISBON}`);
    expect(res.statusCode, res.body).toBe(200);
    const tags = res.json().data;
    expect(tags.length).toBeGreaterThan(3);
    for (const tag of tags) expect(tag.productCount).toBeGreaterThan(0);
    expectError(await get('/api/activities/getActivityTagsFilterList'), 400, 'VALIDATION_FAILED');
  });

  it('keeps a search state for a deep link and reads it back in the same agency only', async () => {
    const state = { selectedLocation: { destinationId: LISBON, destinationName: 'Lisbon' }, activeTagIds: [1] };
    const kept = await post('/api/activities/search-store', { state });
    expect(kept.statusCode, kept.body).toBe(200);
    const { searchId, url } = kept.json().data;
    expect(url).toContain(searchId);
    const read = await post('/api/activities/search-store', { searchId });
    expect(read.json().data.state).toMatchObject(state);
    expectError(
      await api(
        t,
        w.coastalOwner,
        { method: 'POST', url: '/api/activities/search-store', payload: { searchId } },
        'coastal.localhost',
      ),
      404,
      'NOT_FOUND',
    );
    expectError(await post('/api/activities/search-store', {}), 400, 'VALIDATION_FAILED');
    expectError(
      await post('/api/activities/search-store', { state: { selectedLocation: { destinationId: 'c-xx-nowhere' } } }),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('the experience suppliers down or failing', () => {
  it('answers a failed call as the supplier failing, and recovers when the fault is gone', async () => {
    const supplier = t.services.activitySupplier as SandboxActivitySupplier;
    supplier.setFaults({ error: ['products'] });
    try {
      const res = await post('/api/activities/search', { selectedLocation: { destinationId: LISBON } });
      expect(res.json().code).toBe('UPSTREAM_FAILED');
      expect(res.statusCode).toBe(502);
      supplier.setFaults({ timeout: ['calendar'] });
      expect((await get(`/api/activities/availableDates/${plain.productCode}`)).json().code).toBe('UPSTREAM_FAILED');
    } finally {
      supplier.setFaults({});
    }
    expect((await post('/api/activities/search', { selectedLocation: { destinationId: LISBON } })).statusCode).toBe(
      200,
    );
  });
});

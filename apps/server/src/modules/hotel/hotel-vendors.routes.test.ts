import type { HotelPage } from '@travel/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, signIn } from '../../testing/auth-helpers';
import { api, expectError } from '../../testing/http-helpers';
import { hotelSearch, pollUntilComplete, startSearch } from '../../testing/hotel-helpers';
import { MINUTE_MS, moveClock, restoreClock } from '../../testing/clock';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { seedDemo } from '../../seed/seed';
import { runJob } from '../../testing/jobs';
import { hotelSearches } from '../../platform/db/schema';

/** An app whose vendors misbehave as `env` says. */
async function appWith(env: Record<string, string>) {
  const t = await createTestApp({ env });
  await seedDemo(t.db);
  await t.services.exchange.seedMissing();
  return { t, client: await signIn(t, DEMO, 'client@demo.test') };
}

async function poll(t: TestApp, token: string, corelationId: string): Promise<HotelPage> {
  const res = await api(t, token, {
    method: 'POST',
    url: `/api/v2/hotel/searchasync/search?corelationId=${corelationId}`,
    payload: { from: 0, size: 50 },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as HotelPage;
}

afterEach(() => restoreClock());

describe('a vendor down', () => {
  let t: TestApp;
  let client: string;
  beforeAll(async () => ({ t, client } = await appWith({ SANDBOX_HOTEL_FAULTS: 'meridian:down' })));
  afterAll(() => t.close());

  it('completes with the others, the vendor marked failed', async () => {
    const { corelationId } = await startSearch(t, client);
    const page = await pollUntilComplete(t, client, corelationId);
    expect(page.timedOut).toBe(false);
    expect(page.vendors).toEqual([
      expect.objectContaining({ vendor: 'atlas', name: 'Atlas Beds', status: 'done' }),
      { vendor: 'meridian', name: 'Meridian Stays', status: 'failed', hotels: 0 },
      expect.objectContaining({ vendor: 'solstice', name: 'Solstice Rooms', status: 'done' }),
    ]);
    expect(page.hotelCount).toBeGreaterThan(0);
    expect(page.hotels.every((h) => h.vendor !== 'meridian')).toBe(true);
    // Atlas's totals leave the taxes to the hotel (decision 011): its results say so.
    const atlas = page.hotels.filter((h) => h.vendor === 'atlas');
    expect(atlas.length).toBeGreaterThan(0);
    expect(atlas.every((h) => h.hasPropertyCharges)).toBe(true);
  });

  it('still suggests places and gives content from the vendors that answer', async () => {
    const res = await api(t, null, { method: 'GET', url: '/api/v2/hotel/auto-suggest?text=lisb' });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('every vendor down', () => {
  let t: TestApp;
  let client: string;
  beforeAll(
    async () => ({ t, client } = await appWith({ SANDBOX_HOTEL_FAULTS: 'atlas:down,meridian:down,solstice:down' })),
  );
  afterAll(() => t.close());

  it('answers 502 for suggestions and for a search of a place only the vendors know', async () => {
    expectError(
      await api(t, null, { method: 'GET', url: '/api/v2/hotel/auto-suggest?text=lisb' }),
      502,
      'UPSTREAM_FAILED',
    );
    const byHotel = await api(t, client, {
      method: 'POST',
      url: '/api/v2/hotel/searchasync',
      payload: hotelSearch({ locationId: 'h-pt-lisboa-lisbon-1' }),
    });
    expectError(byHotel, 502, 'UPSTREAM_FAILED');
  });

  it('completes a city search at once with every vendor failed and no hotels', async () => {
    const { corelationId } = await startSearch(t, client);
    const page = await pollUntilComplete(t, client, corelationId);
    expect(page).toMatchObject({ hotelCount: 0, hotels: [], hasMore: false, nextPage: null, timedOut: false });
    expect(page.vendors.map((v) => v.status)).toEqual(['failed', 'failed', 'failed']);
  });
});

describe('a vendor that hangs', () => {
  let t: TestApp;
  let client: string;
  beforeAll(
    async () => ({ t, client } = await appWith({ SANDBOX_HOTEL_LATENCY_MS: 'atlas:0,meridian:0,solstice:1500' })),
  );
  afterAll(() => t.close());

  it('is left out by the deadline: the search completes with what it has, flagged, and its late answer is dropped', async () => {
    const { corelationId } = await startSearch(t, client);
    let page = await poll(t, client, corelationId);
    for (let i = 0; i < 100 && page.vendors.filter((v) => v.status === 'done').length < 2; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      page = await poll(t, client, corelationId);
    }
    expect(page.pollCompleted).toBe(false);
    expect(page.vendors.find((v) => v.vendor === 'solstice')?.status).toBe('pending');
    const count = page.hotelCount;

    moveClock(16_000);
    await runJob(t, 'hotel-search-deadline');
    const [row] = await t.db.select().from(hotelSearches).where(eq(hotelSearches.id, corelationId));
    expect(row?.completedAt).not.toBeNull();
    page = await poll(t, client, corelationId);
    expect(page).toMatchObject({ pollCompleted: true, timedOut: true, hotelCount: count });

    await t.services.hotels.settle();
    page = await poll(t, client, corelationId);
    expect(page.hotelCount).toBe(count);
    expect(page.vendors.find((v) => v.vendor === 'solstice')?.status).toBe('pending');
  });

  it('is completed by the poll itself past the deadline, when no job ran', async () => {
    const { corelationId } = await startSearch(t, client);
    moveClock(16_000);
    const page = await poll(t, client, corelationId);
    expect(page).toMatchObject({ pollCompleted: true, timedOut: true });
    await t.services.hotels.settle();
  });

  it('removes searches an hour after they expired (retention)', async () => {
    const { corelationId } = await startSearch(t, client);
    await t.services.hotels.settle();
    moveClock(31 * MINUTE_MS);
    await runJob(t, 'hotel-search-retention');
    expect(await t.db.select().from(hotelSearches).where(eq(hotelSearches.id, corelationId))).toHaveLength(1);
    moveClock(61 * MINUTE_MS);
    await runJob(t, 'hotel-search-retention');
    expect(await t.db.select().from(hotelSearches).where(eq(hotelSearches.id, corelationId))).toHaveLength(0);
  });
});

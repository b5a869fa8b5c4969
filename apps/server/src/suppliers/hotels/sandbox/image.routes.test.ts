import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { loadHotelWorld } from './hotel-world';
import { sandboxHotelImageRoutes } from './image.routes';
import { LISBON } from './test-support';

const app = Fastify();
await app.register(sandboxHotelImageRoutes(loadHotelWorld));
afterAll(() => app.close());

const world = await loadHotelWorld();
const hotels = world.cityHotels(LISBON)?.hotels ?? [];
const withPool = hotels.find((record) => record.summary.facilities.includes('pool'));
const withoutPool = hotels.find((record) => !record.summary.facilities.includes('pool'));

describe('GET /sandbox-hotels/images/:hotelId/:file', () => {
  it('draws a hotel picture as a small SVG, the same bytes every time, cacheable for a year', async () => {
    const url = withPool?.summary.thumbnailUrl ?? '';
    const first = await app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(first.body.length).toBeLessThan(8_000);
    expect((await app.inject({ method: 'GET', url })).body).toBe(first.body);
    const room = withPool?.roomTypes[0]?.images[0]?.url ?? '';
    expect((await app.inject({ method: 'GET', url: room })).statusCode).toBe(200);
  });

  it('draws different hotels differently', async () => {
    const [a, b] = hotels;
    const first = await app.inject({ method: 'GET', url: a?.summary.thumbnailUrl ?? '' });
    const second = await app.inject({ method: 'GET', url: b?.summary.thumbnailUrl ?? '' });
    expect(first.body).not.toBe(second.body);
  });

  it('answers 404 for an unknown hotel, a pool the hotel does not have, a room type it does not have or another file', async () => {
    const id = withoutPool?.summary.id ?? '';
    for (const url of [
      '/sandbox-hotels/images/h-pt-lisboa-lisbon-9999/exterior.svg',
      `/sandbox-hotels/images/${id}/pool.svg`,
      `/sandbox-hotels/images/${id}/room.SUI.XX.svg`,
      `/sandbox-hotels/images/${id}/exterior.png`,
      `/sandbox-hotels/images/${id}/../../etc.svg`,
    ]) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});

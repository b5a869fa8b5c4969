import type { HotelPage, HotelRate } from '@travel/contracts';
import { expect } from 'vitest';
import { nth } from './hotel-helpers';
import { api } from './http-helpers';
import type { TestApp } from './test-app';

/** The first rate of a search hotel, with its vendor, as the agent's rooms and rates give it. */
export async function firstRateOf(
  t: TestApp,
  token: string,
  corelationId: string,
  hotels: HotelPage['hotels'],
  index: number,
): Promise<{ hotelId: string; vendor: string; rate: HotelRate }> {
  const hotel = nth(hotels, index);
  const res = await api(t, token, {
    method: 'GET',
    url: `/api/v3/hotel/get-rooms-and-rates?hotelid=${hotel.hotelId}&corelationId=${corelationId}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  const rate = nth(res.json().data.roomLists[0].rates as HotelRate[], 0);
  return { hotelId: hotel.hotelId, vendor: res.json().data.vendor as string, rate };
}

/** An agent's proposal of the first rate of the first `count` hotels of their search (200 expected). */
export async function proposeHotels(
  t: TestApp,
  token: string,
  search: { corelationId: string; hotels: HotelPage['hotels'] },
  body: { clientId?: string; note?: string; count?: number; send?: boolean; validDays?: number } = {},
  host?: string,
) {
  const { count = 2, ...rest } = body;
  const options = await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const { hotelId, vendor, rate } = await firstRateOf(t, token, search.corelationId, search.hotels, index);
      return { hotelId, vendor, rateKey: rate.rateKey };
    }),
  );
  const res = await api(
    t,
    token,
    { method: 'POST', url: '/api/agency/proposal', payload: { corelationId: search.corelationId, options, ...rest } },
    host,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { proposalId: string; status: string; dealUrl: string; validUntil: string };
}

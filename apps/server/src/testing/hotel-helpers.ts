import type { HotelPage } from '@travel/contracts';
import { setTimeout as sleep } from 'node:timers/promises';
import { inDays } from '../seed/flight-journey';
import { api } from './http-helpers';
import type { TestApp } from './test-app';

export { inDays };
export const LISBON = 'c-pt-lisboa-lisbon';

/** A hotel search payload: Lisbon, 3 nights a month ahead, one room of 2 adults, in EUR. */
export function hotelSearch(overrides: Record<string, unknown> = {}) {
  return {
    locationId: LISBON,
    stayPeriod: { start: inDays(30), end: inDays(33) },
    occupancies: [{ numOfRoom: 1, numOfAdults: 2, numOfChildren: 0, childAges: [] }],
    nationality: { name: 'United Kingdom', alpha2Code: 'GB' },
    currency: 'EUR',
    ...overrides,
  };
}

/** Starts a search and answers its corelationId. */
export async function startSearch(t: TestApp, token: string, payload: Record<string, unknown> = hotelSearch()) {
  const res = await api(t, token, { method: 'POST', url: '/api/v2/hotel/searchasync', payload });
  if (res.statusCode !== 200) throw new Error(`searchasync ${res.statusCode}: ${res.body}`);
  return res.json().data as { corelationId: string; filterUrl: string; searchUrl: string; vendors: string[] };
}

/** Polls a search's first page until it completes (vendors answer at once in tests). */
export async function pollUntilComplete(
  t: TestApp,
  token: string,
  corelationId: string,
  size = 50,
): Promise<HotelPage> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const res = await api(t, token, {
      method: 'POST',
      url: `/api/v2/hotel/searchasync/search?corelationId=${corelationId}`,
      payload: { from: 0, size },
    });
    if (res.statusCode !== 200) throw new Error(`poll ${res.statusCode}: ${res.body}`);
    const page = res.json().data as HotelPage;
    if (page.pollCompleted) return page;
    await sleep(20);
  }
  throw new Error('the search never completed');
}

/** The item at `index`, failing the test when there is none. */
export function nth<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`no item ${index} of ${list.length}`);
  return item;
}

/** The first item matching, failing the test when none does. */
export function found<T>(item: T | undefined): T {
  if (item === undefined) throw new Error('nothing found');
  return item;
}

import type { HotelPage, HotelSearchInput, HotelSearchStarted } from '@travel/contracts';
import { api } from '../../../shared/api/client';

/** POST api/v2/hotel/searchasync: answers at once; vendors' hotels arrive behind `searchUrl`. */
export function startHotelSearch(body: HotelSearchInput, signal?: AbortSignal): Promise<HotelSearchStarted> {
  return api.post<{ data: HotelSearchStarted }>('/api/v2/hotel/searchasync', body, { signal }).then((r) => r.data);
}

/** A page of a started search as merged so far: POST its searchUrl with {from, size}. */
export function fetchHotelPage(
  searchUrl: string,
  page: { from: number; size: number },
  signal?: AbortSignal,
): Promise<HotelPage> {
  return api.post<{ data: HotelPage }>(searchUrl, page, { signal }).then((r) => r.data);
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { HotelPlaceView } from '@travel/contracts';
import { api } from '../api/client';
import { SUGGEST_MIN_LENGTH } from '../widgets/suggest-field';

/** Places change rarely; the server lets them be cached for an hour. */
const PLACES_STALE_MS = 3_600_000;

export function suggestPlaces(text: string, signal?: AbortSignal): Promise<HotelPlaceView[]> {
  return api
    .get<{ data: HotelPlaceView[] }>('/api/v2/hotel/auto-suggest', { query: { text }, signal })
    .then((r) => r.data);
}

/** Cities, areas, airports and hotels for the typed text (debounced by the caller). */
export function usePlaceSuggestions(search: string) {
  const text = search.trim();
  return useQuery({
    queryKey: ['hotels', 'places', text.toLowerCase()],
    queryFn: ({ signal }) => suggestPlaces(text, signal),
    enabled: text.length >= SUGGEST_MIN_LENGTH,
    staleTime: PLACES_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

/** One place by id (locationV2): names a place restored from a link. Silent: the form says it. */
export function usePlace(id: string | null) {
  return useQuery({
    queryKey: ['hotels', 'place', id],
    queryFn: ({ signal }) =>
      api
        .get<{ data: HotelPlaceView }>(`/api/locations/locationcontent/locationV2/${encodeURIComponent(id ?? '')}`, {
          signal,
        })
        .then((r) => r.data),
    enabled: id !== null,
    staleTime: PLACES_STALE_MS,
    meta: { silent: true },
  });
}

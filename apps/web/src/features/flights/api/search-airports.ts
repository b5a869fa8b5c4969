import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Airport } from '@travel/contracts';
import { api } from '../../../shared/api/client';

/** Airports change rarely; the server caches them for an hour too. */
const AIRPORTS_STALE_MS = 3_600_000;

export function searchAirports(search: string, signal?: AbortSignal): Promise<Airport[]> {
  return api.get<{ data: Airport[] }>('/api/flight/airports', { query: { search }, signal }).then((r) => r.data);
}

/** Suggestions for the typed text (already debounced by the caller); nothing under 2 characters. */
export function useAirportSuggestions(search: string) {
  const text = search.trim();
  return useQuery({
    queryKey: ['flights', 'airports', text.toLowerCase()],
    queryFn: ({ signal }) => searchAirports(text, signal),
    enabled: text.length >= 2,
    staleTime: AIRPORTS_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

/** One airport by its code: names a code restored from a link. Silent: the code alone still reads. */
export function useAirport(code: string | null) {
  return useQuery({
    queryKey: ['flights', 'airport', code],
    queryFn: ({ signal }) =>
      searchAirports(code ?? '', signal).then((airports) => airports.find((airport) => airport.code === code) ?? null),
    enabled: code !== null,
    staleTime: AIRPORTS_STALE_MS,
    meta: { silent: true },
  });
}

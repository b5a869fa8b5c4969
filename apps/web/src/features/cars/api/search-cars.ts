import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CarLocation, CarSearchBody, CarSearchResult } from '@travel/contracts';
import { api } from '../../../shared/api/client';
import { SUGGEST_MIN_LENGTH } from '../../../shared/widgets/suggest-field';

/** Rental locations change rarely; the server lets them (and the countries) be cached. */
const LOCATIONS_STALE_MS = 3_600_000;
/** A timer longer than a 32-bit count of milliseconds would fire at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** POST api/car-rental/availableCars: every offer at the pick-up place, cheapest first. */
export function searchCars(body: CarSearchBody, signal?: AbortSignal): Promise<CarSearchResult> {
  return api.post<{ data: CarSearchResult }>('/api/car-rental/availableCars', body, { signal }).then((r) => r.data);
}

/**
 * The offers of one search. Each search (and each "search again", `attempt`) is its own query, so
 * a new search starts with no results and no error. The page shows a failure itself (silent).
 * An answer is fresh until its offers expire, so coming back to the results shows them again.
 */
export function useCarSearch(body: CarSearchBody | null, attempt: number) {
  return useQuery({
    queryKey: ['cars', 'search', body, attempt],
    queryFn: ({ signal }) => searchCars(body as CarSearchBody, signal),
    enabled: body !== null,
    staleTime: (query) => {
      const expiresAt = query.state.data?.cars[0]?.expiresAt;
      return expiresAt ? Math.min(MAX_TIMER_MS, Math.max(0, Date.parse(expiresAt) - Date.now())) : 0;
    },
    retry: false,
    meta: { silent: true },
  });
}

/** GET api/car-rental/locations: airport counters and city offices by name or IATA code, best match first. */
export function findCarLocations(text: string, signal?: AbortSignal): Promise<CarLocation[]> {
  return api.get<{ data: CarLocation[] }>('/api/car-rental/locations', { query: { text }, signal }).then((r) => r.data);
}

/** Rental locations for the typed text (debounced by the caller). */
export function useCarLocationSuggestions(search: string) {
  const text = search.trim();
  return useQuery({
    queryKey: ['cars', 'locations', text.toLowerCase()],
    queryFn: ({ signal }) => findCarLocations(text, signal),
    enabled: text.length >= SUGGEST_MIN_LENGTH,
    staleTime: LOCATIONS_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export interface CarCountry {
  name: string;
  alpha2Code: string;
  value: string;
}

/** GET /api/car-rental/findCountries/{EN|PT|ES}: countries of residence named in the page's language. */
export function useCarCountries(language: string) {
  const lang = (['pt', 'es'].includes(language) ? language : 'en').toUpperCase();
  return useQuery({
    queryKey: ['cars', 'countries', lang],
    queryFn: ({ signal }) =>
      api.get<{ data: CarCountry[] }>(`/api/car-rental/findCountries/${lang}`, { signal }).then((r) => r.data),
    staleTime: Infinity,
  });
}

import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  ACTIVITY_PAGE_SIZE,
  hasMoreActivities,
  type ActivityDestination,
  type ActivitySearchBody,
  type ActivitySearchResult,
} from '@travel/contracts';
import { api } from '../../../shared/api/client';
import type { StoredActivitySearch } from '../lib/search-link';
import { SUGGEST_MIN_LENGTH } from '../../../shared/widgets/suggest-field';

/** Destinations and product titles change rarely. */
const LOOKUP_STALE_MS = 3_600_000;

/** A product found by its title (POST /api/activities/getActivityTitle). */
export interface ActivityTitle {
  productCode: string;
  productName: string;
  destinationId: string;
  destinationName: string;
  destinationType: ActivityDestination['destinationType'];
}

/** One suggestion of the look-up: a destination, or a product by its title. */
export type ActivitySuggestion =
  { kind: 'destination'; destination: ActivityDestination } | { kind: 'product'; product: ActivityTitle };

export const suggestionKey = (suggestion: ActivitySuggestion) =>
  suggestion.kind === 'destination'
    ? `d:${suggestion.destination.destinationId}`
    : `p:${suggestion.product.productCode}`;

/**
 * Destinations (GET destinations?text=) and products by title (POST getActivityTitle) for the
 * typed text, destinations first. The field shows what has come back of either.
 */
export function useActivitySuggestions(search: string) {
  const text = search.trim();
  const enabled = text.length >= SUGGEST_MIN_LENGTH;
  const key = text.toLowerCase();
  const destinations = useQuery<ActivityDestination[]>({
    queryKey: ['activities', 'destinations', key],
    queryFn: ({ signal }) =>
      api
        .get<{ data: ActivityDestination[] }>('/api/activities/destinations', { query: { text }, signal })
        .then((r) => r.data),
    enabled,
    staleTime: LOOKUP_STALE_MS,
    placeholderData: keepPreviousData,
  });
  const titles = useQuery<ActivityTitle[]>({
    queryKey: ['activities', 'titles', key],
    queryFn: ({ signal }) =>
      api.post<{ data: ActivityTitle[] }>('/api/activities/getActivityTitle', { text }, { signal }).then((r) => r.data),
    enabled,
    staleTime: LOOKUP_STALE_MS,
    placeholderData: keepPreviousData,
  });
  const data: ActivitySuggestion[] | undefined =
    destinations.data || titles.data
      ? [
          ...(destinations.data ?? []).map((destination) => ({ kind: 'destination' as const, destination })),
          ...(titles.data ?? []).map((product) => ({ kind: 'product' as const, product })),
        ]
      : undefined;
  return {
    data,
    isFetching: destinations.isFetching || titles.isFetching,
    isFetched: destinations.isFetched && titles.isFetched,
  };
}

/** GET getActivityTagsFilterList?destinationId=: the destination's tags with their product counts. */
export function useActivityTags(destinationId: string | null) {
  return useQuery({
    queryKey: ['activities', 'tags', destinationId],
    queryFn: ({ signal }) =>
      api
        .get<{ data: { tagId: number; tagName: string; productCount: number }[] }>(
          '/api/activities/getActivityTagsFilterList',
          { query: { destinationId: destinationId ?? '' }, signal },
        )
        .then((r) => r.data),
    enabled: destinationId !== null,
    staleTime: LOOKUP_STALE_MS,
    meta: { silent: true },
  });
}

/** POST /api/activities/search: one page of 50 from `offset`. */
export function searchActivities(body: ActivitySearchBody, offset: number, signal?: AbortSignal) {
  return api
    .post<{ data: ActivitySearchResult }>(
      '/api/activities/search',
      { ...body, offset, limit: ACTIVITY_PAGE_SIZE },
      { signal },
    )
    .then((r) => r.data);
}

const isSameSearch = (a: ActivitySearchBody | null, b: ActivitySearchBody | null) =>
  a !== null &&
  b !== null &&
  JSON.stringify([a.selectedLocation, a.searchedText, a.currency]) ===
    JSON.stringify([b.selectedLocation, b.searchedText, b.currency]);

/**
 * The pages of one search, appended one after the other. The next page starts where the last
 * ended; a page shorter than the page size is the last (the paging end rule). Each search (and
 * each "search again", `attempt`) is its own query: it starts with no results and no error.
 */
export function useActivitySearch(body: ActivitySearchBody | null, attempt: number) {
  return useInfiniteQuery({
    queryKey: ['activities', 'search', body, attempt],
    queryFn: ({ pageParam, signal }) => searchActivities(body as ActivitySearchBody, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) =>
      hasMoreActivities(last.products.length, ACTIVITY_PAGE_SIZE) && last.hasMore
        ? last.offset + last.products.length
        : undefined,
    enabled: body !== null,
    // A change of filters or sort keeps the cards shown until the new answer; another place or words do not.
    placeholderData: (previous, previousQuery) =>
      previousQuery && isSameSearch(previousQuery.queryKey[2] as ActivitySearchBody | null, body)
        ? previous
        : undefined,
    retry: false,
    meta: { silent: true },
  });
}

/** POST search-store with a kept search's id: the state a deep link (`?searchId=`) stands for. */
export function useStoredActivitySearch(searchId: string | null) {
  return useQuery({
    queryKey: ['activities', 'search-store', searchId],
    queryFn: ({ signal }) =>
      api
        .post<{ data: { searchId: string; state: StoredActivitySearch } }>(
          '/api/activities/search-store',
          { searchId },
          { signal },
        )
        .then((r) => r.data.state),
    enabled: searchId !== null,
    retry: false,
    staleTime: Infinity,
    meta: { silent: true },
  });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ServicesSearchResult } from '@travel/contracts';
import { api } from '../../../shared/api/client';

/** The fewest characters the search answers (the server's rule). */
export const SEARCH_MIN_LENGTH = 2;

/** A page of `GET /api/agency/search/services`: bookings of every vertical and clients matching `query`. */
export function useServicesSearch(query: string, from: number, size: number) {
  return useQuery<ServicesSearchResult>({
    queryKey: ['agency', 'search', query, from, size],
    queryFn: ({ signal }) =>
      api
        .get<{ data: ServicesSearchResult }>('/api/agency/search/services', {
          query: { searchQuery: query, from, size },
          signal,
        })
        .then((response) => response.data),
    enabled: query.length >= SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
}

import { useQuery } from '@tanstack/react-query';
import type { FlightSearchBody, FlightSearchResponse } from '@travel/contracts';
import { api } from '../../../shared/api/client';

export function searchFlights(body: FlightSearchBody, signal?: AbortSignal): Promise<FlightSearchResponse> {
  return api.post<FlightSearchResponse>('/api/flight/search', body, { signal });
}

/**
 * The itineraries of one search. An answer is fresh until its offers expire (30 minutes), so
 * coming back to the results in that time shows them again without a new search; a failure toasts
 * (the query client) and leaves the list empty.
 */
export function useFlightSearch(body: FlightSearchBody | null) {
  return useQuery({
    queryKey: ['flights', 'search', body],
    queryFn: ({ signal }) => searchFlights(body as FlightSearchBody, signal),
    enabled: body !== null,
    staleTime: (query) => {
      const expiresAt = query.state.data?.expiresAt;
      return expiresAt ? Math.max(0, Date.parse(expiresAt) - Date.now()) : 0;
    },
    retry: false,
  });
}

import { useQuery } from '@tanstack/react-query';
import type { FlightQuote } from '@travel/contracts';
import { api } from '../../../shared/api/client';

/** Keeps the quote as the flight being booked and reads it back (the checkout survives a reload). */
export function storeFlight(quoteId: string): Promise<{ id: string; quote: FlightQuote }> {
  return api
    .post<{ data: { id: string; quote: FlightQuote } }>('/api/flight/flightStore', { quoteId })
    .then((r) => r.data);
}

export function useStoredFlight(quoteId: string | null) {
  return useQuery({
    queryKey: ['flight-store', quoteId],
    queryFn: () => storeFlight(quoteId ?? ''),
    enabled: Boolean(quoteId),
    retry: false,
    staleTime: Infinity,
    meta: { silent: true },
  });
}

import { useQuery } from '@tanstack/react-query';
import type { StoredFlight } from '@travel/contracts';
import { api } from '../../../shared/api/client';

/** The draft's id (DELETE /api/flight/{id} once it is no longer awaited) and its quote. */
export type { StoredFlight };

/** Keeps the quote as the flight being booked and reads it back (the checkout survives a reload). */
export function storeFlight(quoteId: string): Promise<StoredFlight> {
  return api.post<{ data: StoredFlight }>('/api/flight/flightStore', { quoteId }).then((r) => r.data);
}

export const storedFlightKey = (quoteId: string | null) => ['flight-store', quoteId] as const;

export function useStoredFlight(quoteId: string | null) {
  return useQuery({
    queryKey: storedFlightKey(quoteId),
    queryFn: () => storeFlight(quoteId ?? ''),
    enabled: Boolean(quoteId),
    retry: false,
    staleTime: Infinity,
    meta: { silent: true },
  });
}

/**
 * Forgets a draft that is no longer awaited (paid, left, or replaced by another quote). Nothing
 * waits for it, and a failure is kept silent: the customer has moved on and nothing they do
 * depends on it.
 */
export function deleteStoredFlight(id: string): void {
  api.delete(`/api/flight/${encodeURIComponent(id)}`).catch(() => undefined);
}

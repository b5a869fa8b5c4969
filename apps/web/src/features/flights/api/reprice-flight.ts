import { useQuery } from '@tanstack/react-query';
import type { RepriceResponse, Travelers } from '@travel/contracts';
import { api } from '../../../shared/api/client';
import type { FareFamily } from '../lib/options';

export interface RepriceBody {
  offerId: string;
  fareFamily: FareFamily;
  passengers: Travelers;
  currency: string;
}

/** The quote and the markup applied to it. */
export type RepriceResult = RepriceResponse;

export function repriceFlight(body: RepriceBody): Promise<RepriceResult> {
  return api.post<RepriceResult>('/api/flight/reprice', body);
}

/**
 * Prices the chosen offer and fare family now and locks it as a quote: the details show its
 * total and Continue takes it to the checkout. Each fare family is priced when it is chosen
 * (nothing is kept once the details close or another family is chosen, so a quote is never
 * older than the drawer); a failure toasts through the query client and leaves no quote.
 */
export function useFlightQuote(body: RepriceBody) {
  return useQuery({
    queryKey: ['flights', 'quote', body],
    queryFn: () => repriceFlight(body),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}

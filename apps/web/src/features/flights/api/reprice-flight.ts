import { useMutation } from '@tanstack/react-query';
import type { FlightQuote, Travelers } from '@travel/contracts';
import { api } from '../../../shared/api/client';
import type { FareFamily } from '../lib/options';

export interface RepriceBody {
  offerId: string;
  fareFamily: FareFamily;
  passengers: Travelers;
  currency: string;
}

export interface RepriceResult {
  data: FlightQuote;
  markupType: 'percent' | 'fixed';
  markup: number;
}

export function repriceFlight(body: RepriceBody): Promise<RepriceResult> {
  return api.post<RepriceResult>('/api/flight/reprice', body);
}

/** Prices the chosen offer and fare family now and locks it as a quote for the checkout. */
export function useRepriceFlight() {
  return useMutation({ mutationFn: repriceFlight });
}

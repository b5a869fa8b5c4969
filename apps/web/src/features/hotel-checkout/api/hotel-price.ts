import { useMutation, useQuery } from '@tanstack/react-query';
import type { HotelQuote, StoredHotel } from '@travel/contracts';
import { api } from '../../../shared/api/client';

/** A rate of a search to check with its vendor. */
export interface ChosenRate {
  corelationId: string;
  hotelId: string;
  vendor: string;
  rateKey: string;
}

/** The price answer: the quote and the markup the checkout adopts (spec 4). */
export interface HotelPriceAnswer {
  data: HotelQuote;
  markupType: HotelQuote['markupType'];
  markup: number;
}

/**
 * Checks the rate with its vendor now (POST api/v2/hotel/getPrice): the same price, a changed
 * one, or sold out (409); for an agent's client when `clientId` is given.
 */
export function getHotelPrice(rate: ChosenRate, clientId?: string): Promise<HotelPriceAnswer> {
  return api.post<HotelPriceAnswer>('/api/v2/hotel/getPrice', { ...rate, ...(clientId ? { clientId } : {}) });
}

/** Keeps a priced stay as the one being booked and reads it back (the checkout survives a reload). */
export function storeHotel(quoteId: string): Promise<StoredHotel> {
  return api.post<{ data: StoredHotel }>('/api/v2/hotel/hotelStore', { quoteId }).then((r) => r.data);
}

/** Forgets a draft no longer awaited; quietly, the customer has moved on. */
export function deleteStoredHotel(id: string): void {
  api.delete(`/api/v2/hotel/hotelStore/${encodeURIComponent(id)}`).catch(() => undefined);
}

export interface PricedStay {
  answer: HotelPriceAnswer;
  stored: StoredHotel;
}

/** Prices a rate (for a customer) and keeps the quote as the checkout's draft. */
export async function priceStay(rate: ChosenRate, clientId?: string): Promise<PricedStay> {
  const answer = await getHotelPrice(rate, clientId);
  return { answer, stored: await storeHotel(answer.data.quoteId) };
}

export function usePriceStay() {
  return useMutation({
    mutationFn: ({ rate, clientId }: { rate: ChosenRate; clientId?: string }) => priceStay(rate, clientId),
    meta: { silent: true },
  });
}

export const storedHotelKey = (quoteId: string | null) => ['hotel-store', quoteId] as const;

/** The checkout's draft by its quote: kept again and read back (a reload resumes it). */
export function useStoredHotel(quoteId: string | null) {
  return useQuery({
    queryKey: storedHotelKey(quoteId),
    queryFn: () => storeHotel(quoteId ?? ''),
    enabled: Boolean(quoteId),
    retry: false,
    staleTime: Infinity,
    meta: { silent: true },
  });
}

import { useMutation } from '@tanstack/react-query';
import type { FlightQuote, MarkupCarrier, RepriceResponse } from '@travel/contracts';
import { api } from '../../../shared/api/client';
import { storeFlight, type StoredFlight } from './flight-store';

export interface CustomerPricing {
  /** The reprice answer's markup fields, to adopt when both are present. */
  answer: MarkupCarrier;
  stored: StoredFlight;
}

/**
 * Prices the quote's offer and fare family again for another customer (an agent's client, or
 * with null the agent), then keeps the new quote as the flight being booked. The passengers and
 * the currency are the quote's own, so only the customer's markup can change the price.
 */
export async function priceForCustomer(quote: FlightQuote, clientId: string | null): Promise<CustomerPricing> {
  const answer = await api.post<RepriceResponse>('/api/flight/reprice', {
    offerId: quote.offerId,
    fareFamily: quote.fareFamily,
    passengers: quote.passengers,
    currency: quote.breakdown.currency,
    ...(clientId ? { clientId } : {}),
  });
  return { answer, stored: await storeFlight(answer.data.quoteId) };
}

export function usePriceForCustomer() {
  return useMutation({
    mutationFn: ({ quote, clientId }: { quote: FlightQuote; clientId: string | null }) =>
      priceForCustomer(quote, clientId),
  });
}

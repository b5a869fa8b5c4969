import type { z } from 'zod';
import { flightQuoteSchema, type FlightQuote } from '@travel/contracts';
import type { Quote } from '../pricing/quote.service';

/** A flight quote's own part (the `details` of its row in `quotes`), parsed on every read. */
export const flightQuoteDetailsSchema = flightQuoteSchema
  .pick({
    fareFamily: true,
    fareFamilyName: true,
    status: true,
    previousTotal: true,
    conditions: true,
    flights: true,
    passengers: true,
  })
  .extend({
    /** The client an agent priced this for; absent on quotes made for the user themselves before. */
    client: flightQuoteSchema.shape.client.optional(),
  });
export type FlightQuoteDetails = z.infer<typeof flightQuoteDetailsSchema>;
export type FlightQuoteRecord = Quote<FlightQuoteDetails>;

/** A flight quote as the API shows it (spec: reprice, store). */
export function toQuoteView(quote: FlightQuoteRecord): FlightQuote {
  const { details } = quote;
  return {
    quoteId: quote.id,
    offerId: quote.offerId,
    fareFamily: details.fareFamily,
    fareFamilyName: details.fareFamilyName,
    status: details.status,
    previousTotal: details.previousTotal,
    breakdown: quote.breakdown,
    exchangeRate: Number(quote.exchangeRate),
    conditions: details.conditions,
    flights: details.flights,
    passengers: details.passengers,
    refundProtectPercent: Number(quote.refundProtectPercent),
    expiresAt: quote.expiresAt.toISOString(),
    markupType: quote.markupType,
    markup: Number(quote.markupValue),
    client: details.client ?? null,
  };
}

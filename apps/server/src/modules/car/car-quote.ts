import { z } from 'zod';
import { carDetailsSchema, type CarQuote } from '@travel/contracts';
import type { Quote } from '../pricing/quote.service';

/** A car quote's own part (the `details` of its row in `quotes`), parsed on every read. */
export const carQuoteDetailsSchema = z.object({
  /** The rental company's offer, as re-priced at checkout. */
  offerId: z.string(),
  status: z.enum(['same', 'changed']),
  /** The searched price, in the quote's currency. */
  previousTotal: z.number().int(),
  /** The car as checkout showed it (prices in the quote's currency, charges in the company's). */
  car: carDetailsSchema,
  /** The client an agent priced this for; null for the user themselves. */
  client: z.object({ _id: z.string(), name: z.string(), email: z.string() }).nullable(),
});
export type CarQuoteDetails = z.infer<typeof carQuoteDetailsSchema>;

/** A car quote as checkout answers it. */
export function toCarQuoteView(quote: Quote<CarQuoteDetails>): CarQuote {
  return {
    quoteId: quote.id,
    status: quote.details.status,
    previousTotal: quote.details.previousTotal,
    breakdown: quote.breakdown,
    exchangeRate: Number(quote.exchangeRate),
    car: quote.details.car,
    refundProtectPercent: Number(quote.refundProtectPercent),
    expiresAt: quote.expiresAt.toISOString(),
    markupType: quote.markupType,
    markup: Number(quote.markupValue),
  };
}

import { z } from 'zod';
import { activityBookedItemSchema, type ActivityQuote } from '@travel/contracts';
import type { Quote } from '../pricing/quote.service';

/** An activity quote's own part (the `details` of its row in `quotes`), parsed on every read. */
export const activityQuoteDetailsSchema = z.object({
  /** The supplier's price hold, as re-checked at checkout. */
  holdId: z.string(),
  status: z.enum(['same', 'changed']),
  /** The checked price, in the quote's currency. */
  previousTotal: z.number().int(),
  activity: activityBookedItemSchema,
  client: z.object({ _id: z.string(), name: z.string(), email: z.string() }).nullable(),
});
export type ActivityQuoteDetails = z.infer<typeof activityQuoteDetailsSchema>;

export function toActivityQuoteView(quote: Quote<ActivityQuoteDetails>): ActivityQuote {
  return {
    quoteId: quote.id,
    status: quote.details.status,
    previousTotal: quote.details.previousTotal,
    breakdown: quote.breakdown,
    exchangeRate: Number(quote.exchangeRate),
    activity: quote.details.activity,
    refundProtectPercent: Number(quote.refundProtectPercent),
    expiresAt: quote.expiresAt.toISOString(),
    markupType: quote.markupType,
    markup: Number(quote.markupValue),
  };
}

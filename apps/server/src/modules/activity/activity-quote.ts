import { z } from 'zod';
import { activityBookedItemSchema, type ActivityQuote } from '@travel/contracts';
import { quoteClientSchema, quoteViewFields } from '../pricing/quote-view';
import type { Quote } from '../pricing/quote.service';

/** An activity quote's own part (the `details` of its row in `quotes`), parsed on every read. */
export const activityQuoteDetailsSchema = z.object({
  /** The supplier's price hold, as re-checked at checkout. */
  holdId: z.string(),
  status: z.enum(['same', 'changed']),
  /** The checked price, in the quote's currency. */
  previousTotal: z.number().int(),
  /** The activity as checkout showed it (prices in the quote's currency). */
  activity: activityBookedItemSchema,
  client: quoteClientSchema,
});
export type ActivityQuoteDetails = z.infer<typeof activityQuoteDetailsSchema>;

/** An activity quote as checkout answers it. */
export function toActivityQuoteView(quote: Quote<ActivityQuoteDetails>): ActivityQuote {
  return {
    ...quoteViewFields(quote),
    status: quote.details.status,
    previousTotal: quote.details.previousTotal,
    activity: quote.details.activity,
  };
}

import { z } from 'zod';
import { carQuoteSchema } from '@travel/contracts';

/**
 * The checkout's draft: the priced quote and whose it is (an agent's client, or the user), kept
 * in the tab's session storage under the quote's id (named in the address as `?quote=`), so a
 * reload resumes it without pricing again. A quote past its expiry is no draft: the offer is
 * priced again, or the customer searches again.
 */
const KEY = 'car-checkout:quote:';

const draftSchema = z.object({
  quote: carQuoteSchema,
  client: z.object({ _id: z.string(), name: z.string(), email: z.string() }).nullable(),
});
export type CarDraft = z.infer<typeof draftSchema>;

export function keepCarDraft(draft: CarDraft): void {
  try {
    sessionStorage.setItem(KEY + draft.quote.quoteId, JSON.stringify(draft));
  } catch {
    // Storage full or refused: a reload prices the offer again.
  }
}

/** The kept draft of that quote, unless it is missing, unreadable or expired. */
export function readCarDraft(quoteId: string, now = Date.now()): CarDraft | null {
  try {
    const parsed = draftSchema.safeParse(JSON.parse(sessionStorage.getItem(KEY + quoteId) ?? 'null'));
    if (!parsed.success || Date.parse(parsed.data.quote.expiresAt) <= now) return null;
    return parsed.data;
  } catch {
    return null;
  }
}

/** Forgets a draft no longer awaited (paid, left, or replaced by a customer's quote). */
export function forgetCarDraft(quoteId: string): void {
  sessionStorage.removeItem(KEY + quoteId);
}

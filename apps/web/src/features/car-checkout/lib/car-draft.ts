import { carQuoteSchema, type CarQuote } from '@travel/contracts';

/**
 * The checkout's draft: the priced quote, kept in the tab's session storage under its id (named
 * in the address as `?quote=`), so a reload resumes it without pricing again. A quote past its
 * expiry is no draft: the offer is priced again, or the customer searches again.
 */
const KEY = 'car-checkout:quote:';

export function keepCarDraft(quote: CarQuote): void {
  try {
    sessionStorage.setItem(KEY + quote.quoteId, JSON.stringify(quote));
  } catch {
    // Storage full or refused: a reload prices the offer again.
  }
}

/** The kept quote of that id, unless it is missing, unreadable or expired. */
export function readCarDraft(quoteId: string, now = Date.now()): CarQuote | null {
  try {
    const parsed = carQuoteSchema.safeParse(JSON.parse(sessionStorage.getItem(KEY + quoteId) ?? 'null'));
    if (!parsed.success || Date.parse(parsed.data.expiresAt) <= now) return null;
    return parsed.data;
  } catch {
    return null;
  }
}

/** Forgets a draft no longer awaited (paid, left, or replaced by a customer's quote). */
export function forgetCarDraft(quoteId: string): void {
  sessionStorage.removeItem(KEY + quoteId);
}

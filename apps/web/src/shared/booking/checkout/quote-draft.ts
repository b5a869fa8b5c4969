import { z } from 'zod';

/** A checkout's draft: a priced quote (with its id and expiry) and whose it is (an agent's client, or the user). */
export interface QuoteDraft<Q extends { quoteId: string; expiresAt: string }> {
  quote: Q;
  client: { _id: string; name: string; email: string } | null;
}

/**
 * A vertical's checkout drafts, kept in the tab's session storage under the quote's id (named in
 * the address as `?quote=`), so a reload resumes the checkout without pricing again. A quote past
 * its expiry is no draft: the checkout prices again, or the customer searches again.
 */
export function quoteDraftStore<Q extends { quoteId: string; expiresAt: string }>(
  prefix: string,
  quoteSchema: z.ZodType<Q>,
) {
  const schema = z.object({
    quote: quoteSchema,
    client: z.object({ _id: z.string(), name: z.string(), email: z.string() }).nullable(),
  });
  return {
    keep(draft: QuoteDraft<Q>): void {
      try {
        sessionStorage.setItem(prefix + draft.quote.quoteId, JSON.stringify(draft));
      } catch {
        // Storage full or refused: a reload prices again.
      }
    },
    /** The kept draft of that quote, unless it is missing, unreadable or expired. */
    read(quoteId: string, now = Date.now()): QuoteDraft<Q> | null {
      try {
        const parsed = schema.safeParse(JSON.parse(sessionStorage.getItem(prefix + quoteId) ?? 'null'));
        if (!parsed.success || Date.parse(parsed.data.quote.expiresAt) <= now) return null;
        return parsed.data as QuoteDraft<Q>;
      } catch {
        return null;
      }
    },
    /** Forgets a draft no longer awaited (paid, left, or replaced by a customer's quote). */
    forget(quoteId: string): void {
      sessionStorage.removeItem(prefix + quoteId);
    },
  };
}

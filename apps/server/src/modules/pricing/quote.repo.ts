import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Vertical } from '@travel/contracts';
import type { DbOrTx } from '../../platform/db/client';
import {
  checkoutDrafts,
  quotes,
  type CheckoutDraftRow,
  type NewQuoteRow,
  type QuoteRow,
} from '../../platform/db/schema';

/** Quotes and checkout drafts of every vertical; each query is one agency's (the sweep aside). */
export const quoteRepo = {
  async insert(db: DbOrTx, values: NewQuoteRow): Promise<QuoteRow> {
    const [row] = await db.insert(quotes).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },
  /** A quote of this agency and vertical made by this user (quotes are personal: prices carry their markup). */
  async findForUser(
    db: DbOrTx,
    agencyId: string,
    userId: string,
    vertical: Vertical,
    id: string,
  ): Promise<QuoteRow | null> {
    const [row] = await db
      .select()
      .from(quotes)
      .where(
        and(eq(quotes.agencyId, agencyId), eq(quotes.userId, userId), eq(quotes.id, id), eq(quotes.vertical, vertical)),
      )
      .limit(1);
    return row ?? null;
  },
  async insertDraft(
    db: DbOrTx,
    values: { agencyId: string; userId: string; vertical: Vertical; quoteId: string },
  ): Promise<CheckoutDraftRow> {
    const [row] = await db.insert(checkoutDrafts).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },
  async deleteDraft(db: DbOrTx, agencyId: string, userId: string, id: string): Promise<boolean> {
    const rows = await db
      .delete(checkoutDrafts)
      .where(and(eq(checkoutDrafts.agencyId, agencyId), eq(checkoutDrafts.userId, userId), eq(checkoutDrafts.id, id)))
      .returning({ id: checkoutDrafts.id });
    return rows.length === 1;
  },
  /**
   * Removes every agency's quotes that expired before `cutoff`, and with them their drafts (the
   * foreign key cascades): the retention job's sweep. A booking keeps what it needs of its quote
   * in its own details, so nothing refers to a quote once it can no longer be booked.
   */
  async purgeExpired(db: DbOrTx, cutoff: Date, batchSize = 1_000): Promise<number> {
    let removed = 0;
    for (;;) {
      // In batches, so a backlog never holds one long transaction.
      const batch = db.select({ id: quotes.id }).from(quotes).where(lt(quotes.expiresAt, cutoff)).limit(batchSize);
      const rows = await db.delete(quotes).where(inArray(quotes.id, batch)).returning({ id: quotes.id });
      removed += rows.length;
      if (rows.length < batchSize) return removed;
    }
  },
};

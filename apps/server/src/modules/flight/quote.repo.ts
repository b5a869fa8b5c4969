import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { flightDrafts, flightQuotes, type NewQuoteRow, type QuoteRow } from '../../platform/db/schema';

export const quoteRepo = {
  async insert(db: DbOrTx, values: NewQuoteRow): Promise<QuoteRow> {
    const [row] = await db.insert(flightQuotes).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },
  /** A quote of this agency made by this user (quotes are personal: prices carry their markup). */
  async findForUser(db: DbOrTx, agencyId: string, userId: string, id: string): Promise<QuoteRow | null> {
    const [row] = await db
      .select()
      .from(flightQuotes)
      .where(and(eq(flightQuotes.agencyId, agencyId), eq(flightQuotes.userId, userId), eq(flightQuotes.id, id)))
      .limit(1);
    return row ?? null;
  },
  async insertDraft(db: DbOrTx, values: { agencyId: string; userId: string; quoteId: string }) {
    const [row] = await db.insert(flightDrafts).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },
  async deleteDraft(db: DbOrTx, agencyId: string, userId: string, id: string): Promise<boolean> {
    const rows = await db
      .delete(flightDrafts)
      .where(and(eq(flightDrafts.agencyId, agencyId), eq(flightDrafts.userId, userId), eq(flightDrafts.id, id)))
      .returning({ id: flightDrafts.id });
    return rows.length === 1;
  },
};

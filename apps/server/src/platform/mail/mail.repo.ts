import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { mailOutbox, type MailRow } from '../db/schema';

export type NewMail = Pick<
  typeof mailOutbox.$inferInsert,
  'agencyId' | 'toAddress' | 'subject' | 'text' | 'html' | 'template' | 'attachments'
>;

export const mailRepo = {
  async insert(db: DbOrTx, mail: NewMail): Promise<MailRow> {
    const [row] = await db.insert(mailOutbox).values(mail).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },
  async insertMany(db: DbOrTx, mails: NewMail[]): Promise<void> {
    if (mails.length > 0) await db.insert(mailOutbox).values(mails);
  },
  /** Pending messages that are due, locked for this worker (others skip them). */
  async lockDue(db: DbOrTx, now: Date, limit: number): Promise<MailRow[]> {
    return db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
  },
  async markSent(db: DbOrTx, id: string): Promise<void> {
    await db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: new Date(), attempts: sql`${mailOutbox.attempts} + 1`, lastError: null })
      .where(eq(mailOutbox.id, id));
  },
  async markFailedAttempt(db: DbOrTx, id: string, error: string, nextAttemptAt: Date | null): Promise<void> {
    await db
      .update(mailOutbox)
      .set({
        status: nextAttemptAt ? 'pending' : 'failed',
        attempts: sql`${mailOutbox.attempts} + 1`,
        lastError: error.slice(0, 500),
        ...(nextAttemptAt ? { nextAttemptAt } : {}),
      })
      .where(eq(mailOutbox.id, id));
  },
  async listForAgency(db: DbOrTx, agencyId: string, limit = 100): Promise<MailRow[]> {
    return db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.agencyId, agencyId))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(limit);
  },
};

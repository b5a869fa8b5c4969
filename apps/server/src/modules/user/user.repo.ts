import { and, asc, desc, eq, ilike, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { violatedUniqueConstraint } from '../../platform/db/errors';
import { type NewUserRow, type UserRow, users } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';

/**
 * Two requests can both find an e-mail free and then both write it (two sign-ups at once): the
 * unique index refuses the second, which is the same answer as the look-up would have given.
 */
function emailTakenOr(error: unknown): unknown {
  return violatedUniqueConstraint(error) === 'users_agency_email'
    ? new AppError('EMAIL_TAKEN', { cause: error })
    : error;
}

/** Every query filters by agency first. */
export const userRepo = {
  async findById(db: DbOrTx, agencyId: string, id: string): Promise<UserRow | null> {
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.agencyId, agencyId), eq(users.id, id)))
      .limit(1);
    return row ?? null;
  },
  /** Locks the user's row until the transaction ends (one re-send count at a time). */
  async lockForUpdate(db: DbOrTx, agencyId: string, id: string): Promise<void> {
    await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.agencyId, agencyId), eq(users.id, id)))
      .for('update');
  },
  async findByEmail(db: DbOrTx, agencyId: string, email: string): Promise<UserRow | null> {
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.agencyId, agencyId), eq(users.email, email.toLowerCase())))
      .limit(1);
    return row ?? null;
  },
  async insert(db: DbOrTx, values: NewUserRow): Promise<UserRow> {
    const [row] = await db
      .insert(users)
      .values({ ...values, email: values.email.toLowerCase() })
      .returning()
      .catch((error: unknown) => Promise.reject(emailTakenOr(error)));
    if (!row) throw new Error('insert returned no row');
    return row;
  },
  async update(db: DbOrTx, agencyId: string, id: string, changes: Partial<NewUserRow>): Promise<UserRow | null> {
    const [row] = await db
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(users.agencyId, agencyId), eq(users.id, id)))
      .returning()
      .catch((error: unknown) => Promise.reject(emailTakenOr(error)));
    return row ?? null;
  },
  async recordLogin(db: DbOrTx, agencyId: string, id: string): Promise<UserRow | null> {
    const [row] = await db
      .update(users)
      .set({ loginCount: sql`${users.loginCount} + 1`, lastLoginAt: new Date() })
      .where(and(eq(users.agencyId, agencyId), eq(users.id, id)))
      .returning();
    return row ?? null;
  },
  /** E-mail prefix search inside one agency (agents looking up a client). */
  async searchByEmail(db: DbOrTx, agencyId: string, text: string, limit = 10): Promise<UserRow[]> {
    const pattern = `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return db
      .select()
      .from(users)
      .where(and(eq(users.agencyId, agencyId), ilike(users.email, pattern)))
      .orderBy(asc(users.email))
      .limit(limit);
  },
  async latest(db: DbOrTx, agencyId: string, limit = 20): Promise<UserRow[]> {
    return db.select().from(users).where(eq(users.agencyId, agencyId)).orderBy(desc(users.createdAt)).limit(limit);
  },
};

import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { type SessionRow, sessions, type UserRow, users } from '../../platform/db/schema';

export const sessionRepo = {
  async create(
    db: DbOrTx,
    values: {
      agencyId: string;
      userId: string;
      tokenHash: string;
      expiresAt: Date;
      ip: string | null;
      userAgent: string | null;
    },
  ): Promise<SessionRow> {
    const [row] = await db.insert(sessions).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },
  /** A live session of this agency with its active user, by token hash. */
  async findLive(
    db: DbOrTx,
    agencyId: string,
    tokenHash: string,
    now: Date,
  ): Promise<{ session: SessionRow; user: UserRow } | null> {
    const [row] = await db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.agencyId, agencyId),
          eq(sessions.tokenHash, tokenHash),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
          eq(users.agencyId, agencyId),
          eq(users.status, 'Active'),
        ),
      )
      .limit(1);
    return row ?? null;
  },
  async revoke(db: DbOrTx, agencyId: string, id: string): Promise<void> {
    await db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.agencyId, agencyId), eq(sessions.id, id)));
  },
  /** Revokes every session of a user, except one (the caller's own) when given. */
  async revokeAllOfUser(db: DbOrTx, agencyId: string, userId: string, exceptId?: string): Promise<void> {
    const conditions = [eq(sessions.agencyId, agencyId), eq(sessions.userId, userId), isNull(sessions.revokedAt)];
    if (exceptId) conditions.push(ne(sessions.id, exceptId));
    await db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(...conditions));
  },

  /** Retention: sessions that ended (expired or logged out) more than a day ago. */
  async purgeEnded(db: DbOrTx): Promise<number> {
    const dayAgo = sql`now() - interval '1 day'`;
    const rows = await db
      .delete(sessions)
      .where(or(lt(sessions.expiresAt, dayAgo), lt(sessions.revokedAt, dayAgo)))
      .returning({ id: sessions.id });
    return rows.length;
  },
};

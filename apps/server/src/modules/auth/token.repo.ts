import { and, count, eq, gt, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { oneTimeTokens, ssoReplays, type TOKEN_PURPOSES, type TokenRow } from '../../platform/db/schema';

export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

export const tokenRepo = {
  async insert(
    db: DbOrTx,
    values: {
      agencyId: string;
      userId: string | null;
      purpose: TokenPurpose;
      tokenHash: string;
      expiresAt: Date;
      data?: Record<string, unknown>;
      /** When it was issued; the database's clock when not given. */
      createdAt?: Date;
    },
  ): Promise<TokenRow> {
    const [row] = await db.insert(oneTimeTokens).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },
  /** Many tokens at once (a bulk import's invitations). */
  async insertMany(
    db: DbOrTx,
    values: Array<{
      agencyId: string;
      userId: string;
      purpose: TokenPurpose;
      tokenHash: string;
      expiresAt: Date;
    }>,
  ): Promise<void> {
    for (let i = 0; i < values.length; i += 1_000) {
      const batch = values.slice(i, i + 1_000);
      if (batch.length > 0) await db.insert(oneTimeTokens).values(batch);
    }
  },
  /** An unused, unexpired token of this agency and purpose. */
  async findLive(
    db: DbOrTx,
    agencyId: string,
    purpose: TokenPurpose,
    tokenHash: string,
    now: Date,
  ): Promise<TokenRow | null> {
    const [row] = await db
      .select()
      .from(oneTimeTokens)
      .where(
        and(
          eq(oneTimeTokens.agencyId, agencyId),
          eq(oneTimeTokens.purpose, purpose),
          eq(oneTimeTokens.tokenHash, tokenHash),
          isNull(oneTimeTokens.usedAt),
          gt(oneTimeTokens.expiresAt, now),
        ),
      )
      .limit(1);
    return row ?? null;
  },
  /** The live token of a user for a purpose (codes are looked up by owner, then compared). */
  async findLiveForUser(
    db: DbOrTx,
    agencyId: string,
    purpose: TokenPurpose,
    userId: string,
    now: Date,
  ): Promise<TokenRow | null> {
    const [row] = await db
      .select()
      .from(oneTimeTokens)
      .where(
        and(
          eq(oneTimeTokens.agencyId, agencyId),
          eq(oneTimeTokens.purpose, purpose),
          eq(oneTimeTokens.userId, userId),
          isNull(oneTimeTokens.usedAt),
          gt(oneTimeTokens.expiresAt, now),
        ),
      )
      .orderBy(sql`${oneTimeTokens.createdAt} desc`)
      .limit(1);
    return row ?? null;
  },
  /**
   * Marks a token used, once: of two concurrent uses only one gets true (the update matches
   * only while `used_at` is null).
   */
  async consume(db: DbOrTx, agencyId: string, id: string): Promise<boolean> {
    const rows = await db
      .update(oneTimeTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(oneTimeTokens.agencyId, agencyId), eq(oneTimeTokens.id, id), isNull(oneTimeTokens.usedAt)))
      .returning({ id: oneTimeTokens.id });
    return rows.length === 1;
  },
  async countAttempt(db: DbOrTx, agencyId: string, id: string): Promise<number> {
    const [row] = await db
      .update(oneTimeTokens)
      .set({ attempts: sql`${oneTimeTokens.attempts} + 1` })
      .where(and(eq(oneTimeTokens.agencyId, agencyId), eq(oneTimeTokens.id, id)))
      .returning({ attempts: oneTimeTokens.attempts });
    return row?.attempts ?? 0;
  },
  /** Replaces what a token carries and restarts its wrong-guess count (a new code was sent). */
  async updateData(db: DbOrTx, agencyId: string, id: string, data: Record<string, unknown>): Promise<void> {
    await db
      .update(oneTimeTokens)
      .set({ data, attempts: 0 })
      .where(and(eq(oneTimeTokens.agencyId, agencyId), eq(oneTimeTokens.id, id)));
  },
  /** How many tokens of a purpose a user was issued since `since` (used or not): the re-send limit. */
  async countIssuedSince(
    db: DbOrTx,
    agencyId: string,
    purpose: TokenPurpose,
    userId: string,
    since: Date,
  ): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(oneTimeTokens)
      .where(
        and(
          eq(oneTimeTokens.agencyId, agencyId),
          eq(oneTimeTokens.purpose, purpose),
          eq(oneTimeTokens.userId, userId),
          gte(oneTimeTokens.createdAt, since),
        ),
      );
    return Number(row?.n ?? 0);
  },
  /** Kills earlier live tokens of the same user and purpose (a new link replaces the old one). */
  async revokeForUser(db: DbOrTx, agencyId: string, purpose: TokenPurpose, userId: string): Promise<void> {
    await db
      .update(oneTimeTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(oneTimeTokens.agencyId, agencyId),
          eq(oneTimeTokens.purpose, purpose),
          eq(oneTimeTokens.userId, userId),
          isNull(oneTimeTokens.usedAt),
        ),
      );
  },

  /**
   * Retention: links and codes that expired or were used more than a day ago, and SSO token ids
   * past their expiry (a replay of those is refused by its own expiry).
   */
  async purgeEnded(db: DbOrTx): Promise<number> {
    const dayAgo = sql`now() - interval '1 day'`;
    const rows = await db
      .delete(oneTimeTokens)
      .where(or(lt(oneTimeTokens.expiresAt, dayAgo), lt(oneTimeTokens.usedAt, dayAgo)))
      .returning({ id: oneTimeTokens.id });
    await db.delete(ssoReplays).where(lt(ssoReplays.expiresAt, sql`now()`));
    return rows.length;
  },
};

import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { WalletEntryKind } from '@travel/contracts';
import type { DbOrTx } from '../../platform/db/client';
import {
  bookings,
  users,
  walletBalances,
  walletEntries,
  walletSettings,
  type WalletEntryRow,
  type WalletSettingsRow,
} from '../../platform/db/schema';

/** One movement of credit: signed minor units, once per (agency, kind, reference). */
export interface WalletMove {
  agencyId: string;
  userId: string;
  currency: string;
  kind: WalletEntryKind;
  amount: number;
  bookingId: string | null;
  reference: string;
}

/** The outcome of a move: done, already done before (same reference), or refused (short balance). */
export type MoveResult = 'moved' | 'duplicate' | 'short';

/** Only this file touches the wallet's tables; every query starts from the agency. */
export const walletRepo = {
  async settings(db: DbOrTx, agencyId: string): Promise<WalletSettingsRow | null> {
    const [row] = await db.select().from(walletSettings).where(eq(walletSettings.agencyId, agencyId));
    return row ?? null;
  },

  async saveSettings(
    db: DbOrTx,
    agencyId: string,
    change: Partial<Pick<WalletSettingsRow, 'enabled' | 'earnBasisPoints'>>,
  ): Promise<WalletSettingsRow> {
    const [row] = await db
      .insert(walletSettings)
      .values({ agencyId, ...change })
      .onConflictDoUpdate({ target: walletSettings.agencyId, set: { ...change, updatedAt: new Date() } })
      .returning();
    if (!row) throw new Error('upsert returned no row');
    return row;
  },

  /**
   * Writes a movement and its balance in the caller's transaction. The entry comes first: a
   * reference already written means the move was made (nothing changes). A negative move is a
   * conditional update (`balance >= amount`); when it finds no such row the answer is 'short'
   * and the caller must roll back (the entry is in its transaction).
   */
  async move(tx: DbOrTx, move: WalletMove): Promise<MoveResult> {
    const [entry] = await tx
      .insert(walletEntries)
      .values(move)
      .onConflictDoNothing()
      .returning({ id: walletEntries.id });
    if (!entry) return 'duplicate';
    if (move.amount > 0) {
      await tx
        .insert(walletBalances)
        .values({ agencyId: move.agencyId, userId: move.userId, currency: move.currency, balance: move.amount })
        .onConflictDoUpdate({
          target: [walletBalances.agencyId, walletBalances.userId, walletBalances.currency],
          set: { balance: sql`${walletBalances.balance} + ${move.amount}`, updatedAt: new Date() },
        });
      return 'moved';
    }
    const taken = -move.amount;
    const updated = await tx
      .update(walletBalances)
      .set({ balance: sql`${walletBalances.balance} - ${taken}`, updatedAt: new Date() })
      .where(
        and(
          eq(walletBalances.agencyId, move.agencyId),
          eq(walletBalances.userId, move.userId),
          eq(walletBalances.currency, move.currency),
          gte(walletBalances.balance, taken),
        ),
      )
      .returning({ balance: walletBalances.balance });
    return updated.length > 0 ? 'moved' : 'short';
  },

  /** The entry of one movement (what a release gives back is what the hold took). */
  async entry(db: DbOrTx, agencyId: string, kind: WalletEntryKind, reference: string): Promise<WalletEntryRow | null> {
    const [row] = await db
      .select()
      .from(walletEntries)
      .where(
        and(eq(walletEntries.agencyId, agencyId), eq(walletEntries.kind, kind), eq(walletEntries.reference, reference)),
      );
    return row ?? null;
  },

  async balances(db: DbOrTx, agencyId: string, userId: string) {
    return db
      .select({ currency: walletBalances.currency, amount: walletBalances.balance })
      .from(walletBalances)
      .where(and(eq(walletBalances.agencyId, agencyId), eq(walletBalances.userId, userId)))
      .orderBy(asc(walletBalances.currency));
  },

  async balance(db: DbOrTx, agencyId: string, userId: string, currency: string): Promise<number> {
    const [row] = await db
      .select({ amount: walletBalances.balance })
      .from(walletBalances)
      .where(
        and(
          eq(walletBalances.agencyId, agencyId),
          eq(walletBalances.userId, userId),
          eq(walletBalances.currency, currency),
        ),
      );
    return row?.amount ?? 0;
  },

  /** A page of a user's movements, newest first, with the booking's reference. */
  async history(db: DbOrTx, agencyId: string, userId: string, page: { offSet: number; limit: number }) {
    const where = and(eq(walletEntries.agencyId, agencyId), eq(walletEntries.userId, userId));
    const [rows, [total]] = await Promise.all([
      db
        .select({ entry: walletEntries, referenceNumber: bookings.referenceNumber })
        .from(walletEntries)
        .leftJoin(
          bookings,
          and(eq(bookings.id, walletEntries.bookingId), eq(bookings.agencyId, walletEntries.agencyId)),
        )
        .where(where)
        .orderBy(desc(walletEntries.createdAt), desc(walletEntries.id))
        .limit(page.limit)
        .offset(page.offSet),
      db.select({ value: count() }).from(walletEntries).where(where),
    ]);
    return { rows, total: total?.value ?? 0 };
  },

  /**
   * Bookings whose trip has begun (travel date before `today`), paid and not cancelled, of an
   * agency with the wallet on, for a user whose wallet is on, not credited yet; by id, after
   * `after` (a page at a time).
   */
  async dueEarnings(db: DbOrTx, today: string, after: string | null, limit: number) {
    return db
      .select({ booking: bookings, earnBasisPoints: walletSettings.earnBasisPoints })
      .from(bookings)
      .innerJoin(walletSettings, and(eq(walletSettings.agencyId, bookings.agencyId), eq(walletSettings.enabled, true)))
      .innerJoin(
        users,
        and(
          eq(users.id, bookings.userId),
          eq(users.agencyId, bookings.agencyId),
          eq(users.isRewardWalletEnabled, true),
        ),
      )
      .leftJoin(
        walletEntries,
        and(
          eq(walletEntries.agencyId, bookings.agencyId),
          eq(walletEntries.kind, 'earned'),
          eq(walletEntries.reference, sql`${bookings.id}::text`),
        ),
      )
      .where(
        and(
          inArray(bookings.status, ['confirmed', 'ticketed']),
          lt(bookings.travelDate, today),
          isNull(walletEntries.id),
          after ? gt(bookings.id, after) : undefined,
        ),
      )
      .orderBy(asc(bookings.id))
      .limit(limit);
  },
};

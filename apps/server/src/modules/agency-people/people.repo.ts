import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { VERTICALS, type Vertical } from '@travel/contracts';
import type { DbOrTx } from '../../platform/db/client';
import { containsPattern } from '../../platform/db/like';
import { bookings, users, type BookingRow, type NewUserRow, type UserRow } from '../../platform/db/schema';
import type { ClientScope } from '../../platform/http/policy';

/** The people of the back-office lists: the agency's clients, or its agents. */
export type PersonKind = 'Client' | 'Agent';

/** Which bookings of a person's page: a client's own (a restricted agent: those they made), or an agent's made. */
export type BookingsOf = { clientId: string; madeBy?: string } | { madeBy: string };

const PAID_STATUSES = ['confirmed', 'ticketed'] as const;

/**
 * A restricted agent's own clients: created or invited by them, or booked for by them (one
 * semi-join over their bookings, by the bookings_agency_creator index).
 */
function ownClientsOf(agencyId: string, agentId: string, db: DbOrTx): SQL {
  const bookedFor = db
    .select({ userId: bookings.userId })
    .from(bookings)
    .where(and(eq(bookings.agencyId, agencyId), eq(bookings.createdById, agentId)));
  return or(eq(users.createdById, agentId), inArray(users.id, bookedFor)) as SQL;
}

function peopleWhere(db: DbOrTx, scope: ClientScope, kind: PersonKind, searchQuery?: string): SQL {
  const conditions: SQL[] = [eq(users.agencyId, scope.agencyId), eq(users.userType, kind)];
  if (scope.kind === 'own') conditions.push(ownClientsOf(scope.agencyId, scope.agentId, db));
  if (searchQuery) {
    const pattern = containsPattern(searchQuery);
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern)) as SQL);
  }
  return and(...conditions) as SQL;
}

function bookingsWhere(agencyId: string, of: BookingsOf): SQL {
  const conditions: SQL[] = [eq(bookings.agencyId, agencyId)];
  if ('clientId' in of) conditions.push(eq(bookings.userId, of.clientId));
  if (of.madeBy) conditions.push(eq(bookings.createdById, of.madeBy));
  return and(...conditions) as SQL;
}

/** Every query filters by agency first; a restricted agent's scope narrows the clients. */
export const peopleRepo = {
  /** A page of clients or agents, newest first, and how many match. */
  async page(
    db: DbOrTx,
    scope: ClientScope,
    kind: PersonKind,
    query: { offSet: number; limit: number; searchQuery?: string | undefined },
  ): Promise<{ rows: UserRow[]; total: number }> {
    const where = peopleWhere(db, scope, kind, query.searchQuery);
    const [rows, [counted]] = await Promise.all([
      db
        .select()
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .offset(query.offSet)
        .limit(query.limit),
      db.select({ total: count() }).from(users).where(where),
    ]);
    return { rows, total: counted?.total ?? 0 };
  },

  /** One client or agent of the scope, or null (another agency's, another type, not theirs). */
  async find(db: DbOrTx, scope: ClientScope, kind: PersonKind, id: string): Promise<UserRow | null> {
    const [row] = await db
      .select()
      .from(users)
      .where(and(peopleWhere(db, scope, kind), eq(users.id, id)))
      .limit(1);
    return row ?? null;
  },

  /** The clients of the scope among `ids`. */
  async findMany(db: DbOrTx, scope: ClientScope, kind: PersonKind, ids: string[]): Promise<UserRow[]> {
    if (ids.length === 0) return [];
    return db
      .select()
      .from(users)
      .where(and(peopleWhere(db, scope, kind), inArray(users.id, ids)));
  },

  /** Those of `emails` (lower-case) the agency already has, by e-mail. */
  async idsByEmail(db: DbOrTx, agencyId: string, emails: string[]): Promise<Map<string, string>> {
    const found = new Map<string, string>();
    for (let i = 0; i < emails.length; i += 1_000) {
      const rows = await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(and(eq(users.agencyId, agencyId), inArray(users.email, emails.slice(i, i + 1_000))));
      for (const row of rows) found.set(row.email, row.id);
    }
    return found;
  },

  /** Inserts users in batches; an e-mail taken meanwhile is skipped (the answer has only those inserted). */
  async insertMany(db: DbOrTx, values: NewUserRow[]): Promise<Array<{ id: string; email: string }>> {
    const inserted: Array<{ id: string; email: string }> = [];
    for (let i = 0; i < values.length; i += 500) {
      const rows = await db
        .insert(users)
        .values(values.slice(i, i + 500))
        .onConflictDoNothing({ target: [users.agencyId, users.email] })
        .returning({ id: users.id, email: users.email });
      inserted.push(...rows);
    }
    return inserted;
  },

  /** Sets `changes` on the users of `ids` of the agency; answers the ids changed. */
  async updateMany(db: DbOrTx, agencyId: string, ids: string[], changes: Partial<NewUserRow>): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(users.agencyId, agencyId), inArray(users.id, ids)))
      .returning({ id: users.id });
    return rows.map((row) => row.id);
  },

  /** How many bookings each person has: a client's own (or made by `madeBy`), an agent's made. */
  async bookingCounts(
    db: DbOrTx,
    agencyId: string,
    kind: PersonKind,
    ids: string[],
    madeBy?: string,
  ): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const key = kind === 'Client' ? bookings.userId : bookings.createdById;
    const conditions: SQL[] = [eq(bookings.agencyId, agencyId), inArray(key, ids)];
    if (madeBy) conditions.push(eq(bookings.createdById, madeBy));
    const rows = await db
      .select({ id: key, n: count() })
      .from(bookings)
      .where(and(...conditions))
      .groupBy(key);
    return new Map(rows.flatMap((row) => (row.id ? [[row.id, row.n] as const] : [])));
  },

  /** A person's bookings per vertical, and the latest 50 with their customer. */
  async bookingsOf(
    db: DbOrTx,
    agencyId: string,
    of: BookingsOf,
  ): Promise<{ counts: Record<Vertical, number>; latest: Array<{ booking: BookingRow; customer: UserRow }> }> {
    const where = bookingsWhere(agencyId, of);
    const [perVertical, latest] = await Promise.all([
      db.select({ vertical: bookings.vertical, n: count() }).from(bookings).where(where).groupBy(bookings.vertical),
      db
        .select({ booking: bookings, customer: users })
        .from(bookings)
        .innerJoin(users, and(eq(users.agencyId, bookings.agencyId), eq(users.id, bookings.userId)))
        .where(where)
        .orderBy(desc(bookings.createdAt), desc(bookings.id))
        .limit(50),
    ]);
    const counts = Object.fromEntries(VERTICALS.map((v) => [v, 0])) as Record<Vertical, number>;
    for (const row of perVertical) counts[row.vertical] = row.n;
    return { counts, latest };
  },

  /** An agent's sales: the totals of the paid bookings they made, per currency. */
  async salesOf(db: DbOrTx, agencyId: string, agentId: string): Promise<Array<{ currency: string; amount: number }>> {
    const rows = await db
      .select({ currency: bookings.currency, amount: sql<string>`sum(${bookings.totalAmount})` })
      .from(bookings)
      .where(
        and(
          eq(bookings.agencyId, agencyId),
          eq(bookings.createdById, agentId),
          inArray(bookings.status, [...PAID_STATUSES]),
        ),
      )
      .groupBy(bookings.currency)
      .orderBy(asc(bookings.currency));
    return rows.map((row) => ({ currency: row.currency, amount: Number(row.amount) }));
  },

  /**
   * The clients of the scope who joined in [from, to), a batch at a time in join order (keyset
   * paging: each batch is one indexed query, and nothing holds the whole export).
   */
  async *clientsJoined(
    db: DbOrTx,
    scope: ClientScope,
    range: { from: Date | null; to: Date | null },
    batchSize = 1_000,
  ): AsyncGenerator<UserRow[]> {
    // The key is read back as text: a Date would cut the database's microseconds and repeat rows.
    let after: { createdAt: string; id: string } | null = null;
    for (;;) {
      const conditions: SQL[] = [peopleWhere(db, scope, 'Client')];
      if (range.from) conditions.push(gte(users.createdAt, range.from));
      if (range.to) conditions.push(lt(users.createdAt, range.to));
      if (after) {
        conditions.push(sql`(${users.createdAt}, ${users.id}) > (${after.createdAt}::timestamptz, ${after.id}::uuid)`);
      }
      const rows = await db
        .select({ user: users, key: sql<string>`${users.createdAt}::text` })
        .from(users)
        .where(and(...conditions))
        .orderBy(asc(users.createdAt), asc(users.id))
        .limit(batchSize);
      if (rows.length > 0) yield rows.map((row) => row.user);
      const last = rows.at(-1);
      if (!last || rows.length < batchSize) return;
      after = { createdAt: last.key, id: last.user.id };
    }
  },
};

import { and, count, desc, eq, gte, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Vertical } from '@travel/contracts';
import type { DbOrTx } from '../../platform/db/client';
import { bookings, users } from '../../platform/db/schema';
import type { BookingScope } from '../../platform/http/policy';
import { scopeCondition } from '../booking/booking.repo';

/** A period of whole UTC days, both ends included. */
export interface Period {
  startDate: string;
  endDate: string;
}

const startOf = (date: string) => new Date(`${date}T00:00:00Z`);
/** The instant after the period's last day. */
const endOf = (date: string) => new Date(startOf(date).getTime() + 86_400_000);

function madeIn(period: Period): SQL[] {
  return [gte(bookings.createdAt, startOf(period.startDate)), lt(bookings.createdAt, endOf(period.endDate))];
}

/** Sold: confirmed or ticketed (paid, not cancelled). */
const isSold = sql`${bookings.status} in ('confirmed', 'ticketed')`;
const soldSum = (column: SQL | typeof bookings.totalAmount) =>
  sql<string>`coalesce(sum(${column}) filter (where ${isSold}), 0)`;

const agents = alias(users, 'agents');

/** Reads of the back-office's reports, each within a booking scope. */
export const reportsRepo = {
  /**
   * The period's bookings grouped by UTC day, vertical, status and currency, with their sums: one
   * pass over the period for the counts, the money and the series (weeks are made of the days).
   */
  async dashboardGroups(db: DbOrTx, scope: BookingScope, period: Period) {
    // A cast per row, not a date_trunc and a to_char: half the time over a year of bookings.
    const day = sql`(${bookings.createdAt} at time zone 'UTC')::date`;
    const rows = await db
      .select({
        date: sql<string>`${day}::text`,
        vertical: bookings.vertical,
        status: bookings.status,
        currency: bookings.currency,
        n: count(),
        sales: sql<string>`sum(${bookings.totalAmount})`,
        net: sql<string>`sum(${bookings.netAmount})`,
        markup: sql<string>`sum(${bookings.markupAmount})`,
        fee: sql<string>`sum(${bookings.feeAmount})`,
      })
      .from(bookings)
      .where(and(scopeCondition(scope), ...madeIn(period)))
      .groupBy(day, bookings.vertical, bookings.status, bookings.currency);
    return rows.map((row) => ({
      date: row.date,
      vertical: row.vertical,
      status: row.status,
      currency: row.currency,
      count: Number(row.n),
      sales: Number(row.sales),
      net: Number(row.net),
      markup: Number(row.markup),
      fee: Number(row.fee),
    }));
  },

  /** Who made the period's bookings (agents, owners and admins, not clients booking for themselves). */
  async bookingsByAgent(db: DbOrTx, scope: BookingScope, period: Period) {
    const rows = await db
      .select({
        userId: bookings.createdById,
        name: agents.name,
        currency: bookings.currency,
        n: count(),
        sales: soldSum(bookings.totalAmount),
      })
      .from(bookings)
      .innerJoin(agents, eq(agents.id, bookings.createdById))
      .where(and(scopeCondition(scope), ...madeIn(period), ne(agents.userType, 'Client')))
      .groupBy(bookings.createdById, agents.name, bookings.currency);
    return rows.map((row) => ({
      userId: row.userId ?? '',
      name: row.name,
      currency: row.currency,
      count: Number(row.n),
      sales: Number(row.sales),
    }));
  },

  /**
   * Clients who signed up in the period: the agency's, or for a narrower scope those among the
   * customers of the bookings it sees.
   */
  async newClients(db: DbOrTx, scope: BookingScope, period: Period): Promise<number> {
    const conditions: SQL[] = [
      eq(users.agencyId, scope.agencyId),
      eq(users.userType, 'Client'),
      gte(users.createdAt, startOf(period.startDate)),
      lt(users.createdAt, endOf(period.endDate)),
    ];
    if (scope.kind !== 'agency')
      conditions.push(
        inArray(users.id, db.select({ id: bookings.userId }).from(bookings).where(scopeCondition(scope))),
      );
    const [row] = await db
      .select({ n: count() })
      .from(users)
      .where(and(...conditions));
    return Number(row?.n ?? 0);
  },

  /**
   * One page of the bookings export, newest first, after the keyset `after` (the last row of the
   * previous page): each page is an index range scan, however deep in the export.
   */
  async exportPage(
    db: DbOrTx,
    scope: BookingScope,
    filter: {
      startDate?: string | undefined;
      endDate?: string | undefined;
      vertical?: Vertical | undefined;
      userId?: string | undefined;
    },
    after: { createdAt: Date; id: string } | null,
    limit: number,
  ) {
    const conditions: SQL[] = [scopeCondition(scope)];
    if (filter.startDate) conditions.push(gte(bookings.createdAt, startOf(filter.startDate)));
    if (filter.endDate) conditions.push(lt(bookings.createdAt, endOf(filter.endDate)));
    if (filter.vertical) conditions.push(eq(bookings.vertical, filter.vertical));
    if (filter.userId)
      conditions.push(or(eq(bookings.userId, filter.userId), eq(bookings.createdById, filter.userId)) as SQL);
    if (after)
      conditions.push(sql`(${bookings.createdAt}, ${bookings.id}) < (${after.createdAt.toISOString()}, ${after.id})`);
    return db
      .select({
        id: bookings.id,
        createdAt: bookings.createdAt,
        referenceNumber: bookings.referenceNumber,
        vertical: bookings.vertical,
        status: bookings.status,
        travelDate: bookings.travelDate,
        currency: bookings.currency,
        total: bookings.totalAmount,
        net: bookings.netAmount,
        markup: bookings.markupAmount,
        fee: bookings.feeAmount,
        customerName: users.name,
        customerEmail: users.email,
        agentName: agents.name,
      })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.userId))
      .leftJoin(agents, eq(agents.id, bookings.createdById))
      .where(and(...conditions))
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(limit);
  },

  /**
   * The bookings in scope matching `pattern` (a LIKE pattern, lower case) in their search column
   * or their customer's name or e-mail: a page, newest first, and how many in all.
   */
  async searchBookings(db: DbOrTx, scope: BookingScope, pattern: string, page: { from: number; size: number }) {
    const matchingCustomers = db
      .select({ id: users.id })
      .from(users)
      .where(
        and(eq(users.agencyId, scope.agencyId), sql`lower(${users.name} || ' ' || ${users.email}) like ${pattern}`),
      );
    const where = and(
      scopeCondition(scope),
      or(sql`${bookings.searchText} like ${pattern}`, inArray(bookings.userId, matchingCustomers)),
    );
    const [rows, [total]] = await Promise.all([
      db
        .select({
          booking: {
            id: bookings.id,
            vertical: bookings.vertical,
            referenceNumber: bookings.referenceNumber,
            supplierReference: bookings.supplierReference,
            status: bookings.status,
            travelDate: bookings.travelDate,
            totalAmount: bookings.totalAmount,
            currency: bookings.currency,
            createdAt: bookings.createdAt,
          },
          customerName: users.name,
          customerEmail: users.email,
        })
        .from(bookings)
        .innerJoin(users, eq(users.id, bookings.userId))
        .where(where)
        .orderBy(desc(bookings.createdAt), desc(bookings.id))
        .offset(page.from)
        .limit(page.size),
      db.select({ n: count() }).from(bookings).where(where),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  },

  /**
   * The agency's clients whose name or e-mail matches `pattern`, by name; for a restricted
   * agent only the customers of the bookings they see.
   */
  async searchClients(db: DbOrTx, scope: BookingScope, pattern: string, page: { from: number; size: number }) {
    const conditions: SQL[] = [
      eq(users.agencyId, scope.agencyId),
      eq(users.userType, 'Client'),
      sql`lower(${users.name} || ' ' || ${users.email}) like ${pattern}`,
    ];
    if (scope.kind !== 'agency')
      conditions.push(
        inArray(users.id, db.select({ id: bookings.userId }).from(bookings).where(scopeCondition(scope))),
      );
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      db
        .select({ id: users.id, name: users.name, email: users.email, userType: users.userType, status: users.status })
        .from(users)
        .where(where)
        .orderBy(users.name, users.id)
        .offset(page.from)
        .limit(page.size),
      db.select({ n: count() }).from(users).where(where),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  },

  /** The bookings of `ids` within the scope (those of another agency or out of scope are absent). */
  async bookingsByIds(db: DbOrTx, scope: BookingScope, ids: string[]) {
    return db
      .select({
        booking: bookings,
        customerName: users.name,
        customerEmail: users.email,
        customerLanguage: users.language,
      })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.userId))
      .where(and(scopeCondition(scope), inArray(bookings.id, ids)));
  },
};

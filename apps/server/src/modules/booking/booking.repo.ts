import { and, asc, count, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { bookingApprovals, bookingEvents, bookings, type PaymentRow, payments, users } from '../../platform/db/schema';
import { VERTICALS, type Vertical } from '@travel/contracts';
import type { BookingScope } from '../../platform/http/policy';

/** The agency filter first, then who may see which bookings. */
export function scopeCondition(scope: BookingScope): SQL {
  const agency = eq(bookings.agencyId, scope.agencyId);
  if (scope.kind === 'agency') return agency;
  if (scope.kind === 'own') return and(agency, eq(bookings.userId, scope.userId)) as SQL;
  return and(agency, or(eq(bookings.userId, scope.userId), eq(bookings.createdById, scope.userId))) as SQL;
}

export interface DateFilter {
  startDate?: string | undefined;
  endDate?: string | undefined;
}

export function createdBetween(filter: DateFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.startDate) conditions.push(gte(bookings.createdAt, new Date(`${filter.startDate}T00:00:00Z`)));
  if (filter.endDate) conditions.push(lte(bookings.createdAt, new Date(`${filter.endDate}T23:59:59.999Z`)));
  return conditions;
}

export const bookingRepo = {
  /** The payments of a page of the agency's bookings, oldest first, in one query. */
  async paymentsOfMany(db: DbOrTx, agencyId: string, bookingIds: string[]): Promise<PaymentRow[]> {
    if (bookingIds.length === 0) return [];
    return db
      .select()
      .from(payments)
      .where(and(eq(payments.agencyId, agencyId), inArray(payments.bookingId, bookingIds)))
      .orderBy(asc(payments.createdAt));
  },
  /** The approvals of a page of the agency's bookings (those that needed one), in one query. */
  async approvalsOfMany(db: DbOrTx, agencyId: string, bookingIds: string[]) {
    if (bookingIds.length === 0) return [];
    return db
      .select({
        bookingId: bookingApprovals.bookingId,
        status: bookingApprovals.status,
        reason: bookingApprovals.reason,
      })
      .from(bookingApprovals)
      .where(and(eq(bookingApprovals.agencyId, agencyId), inArray(bookingApprovals.bookingId, bookingIds)));
  },
  /** The status histories of a page of the agency's bookings, oldest first, in one query. */
  async eventsOfMany(db: DbOrTx, agencyId: string, bookingIds: string[]) {
    if (bookingIds.length === 0) return [];
    return db
      .select()
      .from(bookingEvents)
      .where(and(eq(bookingEvents.agencyId, agencyId), inArray(bookingEvents.bookingId, bookingIds)))
      .orderBy(asc(bookingEvents.createdAt));
  },
  async countByVertical(db: DbOrTx, scope: BookingScope): Promise<Record<Vertical, number>> {
    const rows = await db
      .select({ vertical: bookings.vertical, n: count() })
      .from(bookings)
      .where(scopeCondition(scope))
      .groupBy(bookings.vertical);
    const counts = Object.fromEntries(VERTICALS.map((v) => [v, 0])) as Record<Vertical, number>;
    for (const row of rows) counts[row.vertical] = Number(row.n);
    return counts;
  },

  async recent(db: DbOrTx, scope: BookingScope, limit: number) {
    return db
      .select({ booking: bookings, customerName: users.name })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.userId))
      .where(scopeCondition(scope))
      .orderBy(desc(bookings.updatedAt))
      .limit(limit);
  },

  async listForExport(db: DbOrTx, scope: BookingScope, filter: DateFilter & { vertical?: Vertical | undefined }) {
    const conditions = [scopeCondition(scope), ...createdBetween(filter)];
    if (filter.vertical) conditions.push(eq(bookings.vertical, filter.vertical));
    return db
      .select({ booking: bookings, customerName: users.name, customerEmail: users.email })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.userId))
      .where(and(...conditions))
      .orderBy(desc(bookings.createdAt))
      .limit(10_000);
  },

  /** Charges and refunds visible in a scope, newest first, with the page's total. */
  async transactions(db: DbOrTx, scope: BookingScope, page: DateFilter & { offSet: number; limit: number }) {
    const conditions: SQL[] = [eq(payments.agencyId, scope.agencyId)];
    if (scope.kind !== 'agency')
      conditions.push(or(eq(payments.userId, scope.userId), eq(bookings.createdById, scope.userId)) as SQL);
    if (page.startDate) conditions.push(gte(payments.createdAt, new Date(`${page.startDate}T00:00:00Z`)));
    if (page.endDate) conditions.push(lte(payments.createdAt, new Date(`${page.endDate}T23:59:59.999Z`)));
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      db
        .select({
          payment: payments,
          referenceNumber: bookings.referenceNumber,
          // A 3-D Secure attempt the customer answered is sent again with the same gateway key.
          isRetried: sql<boolean>`exists (select 1 from ${payments} as later where later.booking_id = ${payments.bookingId} and later.gateway_key = ${payments.gatewayKey} and later.created_at > ${payments.createdAt})`,
        })
        .from(payments)
        .leftJoin(bookings, eq(bookings.id, payments.bookingId))
        .where(where)
        .orderBy(desc(payments.createdAt))
        .offset(page.offSet)
        .limit(page.limit),
      db
        .select({ n: sql<number>`count(*)` })
        .from(payments)
        .leftJoin(bookings, eq(bookings.id, payments.bookingId))
        .where(where),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  },
};

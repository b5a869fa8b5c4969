import { canTransition, type BookingStatus } from '@travel/contracts';
import { and, asc, count, desc, eq, exists, gt, gte, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { BookingNote } from '@travel/contracts';
import type { DbOrTx } from '../../platform/db/client';
import { violatedUniqueConstraint } from '../../platform/db/errors';
import { AppError } from '../../platform/http/app-error';
import {
  bookingEvents,
  type BookingRow,
  bookings,
  type NewBookingRow,
  type PaymentRow,
  payments,
  users,
} from '../../platform/db/schema';
import type { BookingScope } from '../../platform/http/policy';
import { scopeCondition } from './booking.repo';
import { containsPattern } from '../../platform/db/like';
import type { Vertical } from '@travel/contracts';

export interface BookingListFilter {
  vertical: Vertical;
  offSet: number;
  limit: number;
  status?: BookingStatus | undefined;
  search?: string | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  /** true: trips whose travel date has passed; false: today and later. */
  pastTrips: boolean;
  today: string;
  userId?: string | undefined;
}

/** A history note as stored: its key, and the values of its message. */
const noteColumns = (note: BookingNote | null) => ({ note: note?.key ?? null, noteValues: note?.values ?? null });

/** Writes and scoped reads of bookings, their status history and their payments. */
export const bookingWriteRepo = {
  /** Records a new booking; ALREADY_BOOKED when the supplier's order is already recorded. */
  async insert(
    db: DbOrTx,
    values: NewBookingRow,
    actorId: string,
    note: BookingNote | null = null,
  ): Promise<BookingRow> {
    const [row] = await db
      .insert(bookings)
      .values(values)
      .returning()
      .catch((error: unknown) => {
        if (violatedUniqueConstraint(error) === 'bookings_agency_supplier_ref') {
          throw new AppError('ALREADY_BOOKED', { cause: error });
        }
        throw error;
      });
    if (!row) throw new Error('insert returned no row');
    await db
      .insert(bookingEvents)
      .values({ agencyId: row.agencyId, bookingId: row.id, status: row.status, ...noteColumns(note), actorId });
    return row;
  },

  /** Moves a booking to a status (when it is in one of `from`), recording the event; null when it was not. */
  async transition(
    db: DbOrTx,
    booking: BookingRow,
    from: BookingStatus[],
    to: BookingStatus,
    changes: Partial<NewBookingRow>,
    actorId: string | null,
    note: BookingNote | null = null,
  ): Promise<BookingRow | null> {
    const refused = from.filter((status) => !canTransition(status, to));
    // A move the status rules forbid is a defect of the caller, never a booking's state.
    if (refused.length > 0) throw new Error(`no booking goes from ${refused.join(', ')} to ${to}`);
    const allowed = from.map((status) => eq(bookings.status, status));
    const [row] = await db
      .update(bookings)
      .set({ ...changes, status: to, updatedAt: new Date() })
      .where(and(eq(bookings.agencyId, booking.agencyId), eq(bookings.id, booking.id), or(...allowed)))
      .returning();
    if (!row) return null;
    await db
      .insert(bookingEvents)
      .values({ agencyId: row.agencyId, bookingId: row.id, status: to, ...noteColumns(note), actorId });
    return row;
  },

  /** Adds a line to a booking's history without changing its status. */
  async recordEvent(db: DbOrTx, booking: BookingRow, actorId: string | null, note: BookingNote): Promise<void> {
    await db.insert(bookingEvents).values({
      agencyId: booking.agencyId,
      bookingId: booking.id,
      status: booking.status,
      ...noteColumns(note),
      actorId,
    });
  },

  async findByReference(
    db: DbOrTx,
    scope: BookingScope,
    vertical: Vertical | 'any',
    referenceNumber: string,
  ): Promise<BookingRow | null> {
    const [row] = await db
      .select()
      .from(bookings)
      .where(
        and(
          scopeCondition(scope),
          vertical === 'any' ? undefined : eq(bookings.vertical, vertical),
          eq(bookings.referenceNumber, referenceNumber.toUpperCase()),
        ),
      )
      .limit(1);
    return row ?? null;
  },

  async findById(db: DbOrTx, scope: BookingScope, vertical: Vertical, id: string): Promise<BookingRow | null> {
    const [row] = await db
      .select()
      .from(bookings)
      .where(and(scopeCondition(scope), eq(bookings.vertical, vertical), eq(bookings.id, id)))
      .limit(1);
    return row ?? null;
  },

  async findBySupplierReference(
    db: DbOrTx,
    scope: BookingScope,
    vertical: Vertical,
    supplierReference: string,
  ): Promise<BookingRow | null> {
    const [row] = await db
      .select()
      .from(bookings)
      .where(
        and(scopeCondition(scope), eq(bookings.vertical, vertical), eq(bookings.supplierReference, supplierReference)),
      )
      .limit(1);
    return row ?? null;
  },

  /**
   * A page of a vertical's bookings and how many match. The page is found first by the covering
   * index alone (ids in travel-date order: a deep page costs index entries, not wide rows), then
   * only its rows are read with their customers; the count reads the index too. A search looks at
   * the customer's name and e-mail through a correlated look-up, so neither query joins.
   */
  async list(db: DbOrTx, scope: BookingScope, filter: BookingListFilter) {
    const conditions: SQL[] = [scopeCondition(scope), eq(bookings.vertical, filter.vertical)];
    if (filter.status) conditions.push(eq(bookings.status, filter.status));
    if (filter.userId) conditions.push(eq(bookings.userId, filter.userId));
    if (filter.startDate) conditions.push(gte(bookings.createdAt, new Date(`${filter.startDate}T00:00:00Z`)));
    if (filter.endDate) conditions.push(lte(bookings.createdAt, new Date(`${filter.endDate}T23:59:59.999Z`)));
    conditions.push(filter.pastTrips ? lt(bookings.listDate, filter.today) : gte(bookings.listDate, filter.today));
    if (filter.search) {
      const pattern = containsPattern(filter.search);
      const customerMatches = db
        .select({ one: sql`1` })
        .from(users)
        .where(and(eq(users.id, bookings.userId), or(ilike(users.name, pattern), ilike(users.email, pattern))));
      conditions.push(
        or(
          ilike(bookings.referenceNumber, pattern),
          ilike(bookings.supplierReference, pattern),
          exists(customerMatches),
        ) as SQL,
      );
    }
    const where = and(...conditions);
    const order = filter.pastTrips
      ? [desc(bookings.listDate), desc(bookings.createdAt)]
      : [asc(bookings.listDate), desc(bookings.createdAt)];
    const pageIds = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(where)
      .orderBy(...order)
      .offset(filter.offSet)
      .limit(filter.limit);
    const ids = pageIds.map((row) => row.id);
    const [rows, [total]] = await Promise.all([
      ids.length === 0
        ? []
        : db
            .select({ booking: bookings, customerName: users.name })
            .from(bookings)
            .innerJoin(users, eq(users.id, bookings.userId))
            .where(and(eq(bookings.agencyId, scope.agencyId), inArray(bookings.id, ids))),
      db.select({ n: count() }).from(bookings).where(where),
    ]);
    const position = new Map(ids.map((id, index) => [id, index]));
    rows.sort((a, b) => (position.get(a.booking.id) ?? 0) - (position.get(b.booking.id) ?? 0));
    return { rows, total: Number(total?.n ?? 0) };
  },

  /**
   * Unfulfilled bookings of a vertical in every agency (held awaiting payment, or paid and not
   * yet fulfilled), least recently changed first: what the hold-expiry job looks at.
   */
  async unfulfilled(db: DbOrTx, vertical: Vertical, limit: number): Promise<BookingRow[]> {
    return db
      .select()
      .from(bookings)
      .where(and(eq(bookings.vertical, vertical), inArray(bookings.status, ['pending_payment', 'confirmed'])))
      .orderBy(asc(bookings.updatedAt))
      .limit(limit);
  },

  async events(db: DbOrTx, agencyId: string, bookingId: string) {
    return db
      .select()
      .from(bookingEvents)
      .where(and(eq(bookingEvents.agencyId, agencyId), eq(bookingEvents.bookingId, bookingId)))
      .orderBy(asc(bookingEvents.createdAt));
  },

  /**
   * What the supplier changed on a booking still in `status` (a new schedule, a date): its
   * details and travel date, without a change of status; null when the booking moved on meanwhile.
   */
  async updateDetails(
    db: DbOrTx,
    booking: BookingRow,
    changes: Pick<NewBookingRow, 'details' | 'travelDate'>,
  ): Promise<BookingRow | null> {
    const [row] = await db
      .update(bookings)
      .set({ ...changes, updatedAt: new Date() })
      .where(
        and(eq(bookings.agencyId, booking.agencyId), eq(bookings.id, booking.id), eq(bookings.status, booking.status)),
      )
      .returning();
    return row ?? null;
  },

  /** The booking's current row, locked until the transaction ends (payments take turns). */
  async lockForPayment(tx: DbOrTx, row: BookingRow): Promise<BookingRow | null> {
    const [current] = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.agencyId, row.agencyId), eq(bookings.id, row.id)))
      .for('update');
    return current ?? null;
  },

  async updatePayment(db: DbOrTx, id: string, changes: Partial<typeof payments.$inferInsert>): Promise<void> {
    await db
      .update(payments)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(payments.id, id));
  },

  /** A payment row, locked until the transaction ends (one settlement of an attempt at a time). */
  async lockPayment(tx: DbOrTx, id: string): Promise<PaymentRow | null> {
    const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
    return row ?? null;
  },

  /**
   * Challenged attempts holding reward credit, last changed before `before`, oldest first, across
   * agencies (the sweep of abandoned challenges).
   */
  async staleChallenges(db: DbOrTx, before: Date, limit: number): Promise<PaymentRow[]> {
    return db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.kind, 'charge'),
          eq(payments.status, 'requires_action'),
          gt(payments.creditAmount, 0),
          lt(payments.updatedAt, before),
        ),
      )
      .orderBy(asc(payments.updatedAt))
      .limit(limit);
  },

  /** Card charges still `pending` created before `before`, oldest first, across agencies (the reconciliation). */
  async pendingCharges(db: DbOrTx, before: Date, limit: number): Promise<PaymentRow[]> {
    return db
      .select()
      .from(payments)
      .where(and(eq(payments.kind, 'charge'), eq(payments.status, 'pending'), lt(payments.createdAt, before)))
      .orderBy(asc(payments.createdAt))
      .limit(limit);
  },

  /** The booking of a payment, whatever its vertical (the payment's agency scopes it). */
  async bookingOfPayment(db: DbOrTx, payment: PaymentRow): Promise<BookingRow | null> {
    if (!payment.bookingId) return null;
    const [row] = await db
      .select()
      .from(bookings)
      .where(and(eq(bookings.agencyId, payment.agencyId), eq(bookings.id, payment.bookingId)))
      .limit(1);
    return row ?? null;
  },

  async deletePayment(db: DbOrTx, id: string): Promise<void> {
    await db.delete(payments).where(eq(payments.id, id));
  },

  async insertPayment(db: DbOrTx, values: typeof payments.$inferInsert): Promise<PaymentRow> {
    const [row] = await db.insert(payments).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  /** Records a refund unless the booking has one for the same reason (even pending); answers the one kept. */
  async insertRefundOnce(
    db: DbOrTx,
    values: typeof payments.$inferInsert & { bookingId: string; reason: string },
  ): Promise<{ payment: PaymentRow; isNew: boolean }> {
    const [row] = await db
      .insert(payments)
      .values({ ...values, kind: 'refund' })
      .onConflictDoNothing({ target: [payments.bookingId, payments.reason], where: sql`${payments.kind} = 'refund'` })
      .returning();
    if (row) return { payment: row, isNew: true };
    const [existing] = await db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.agencyId, values.agencyId),
          eq(payments.bookingId, values.bookingId),
          eq(payments.kind, 'refund'),
          eq(payments.reason, values.reason),
        ),
      )
      .limit(1);
    if (!existing) throw new Error('refund neither inserted nor found');
    return { payment: existing, isNew: false };
  },

  async paymentsOf(db: DbOrTx, agencyId: string, bookingId: string): Promise<PaymentRow[]> {
    return db
      .select()
      .from(payments)
      .where(and(eq(payments.agencyId, agencyId), eq(payments.bookingId, bookingId)))
      .orderBy(asc(payments.createdAt));
  },

  async customerName(db: DbOrTx, agencyId: string, userId: string): Promise<string> {
    const [row] = await db
      .select({ name: users.name })
      .from(users)
      .where(and(eq(users.agencyId, agencyId), eq(users.id, userId)))
      .limit(1);
    return row?.name ?? '';
  },

  /** A reference number not yet used in the agency, e.g. 'FL7K3Q9PXM'. */
  async freshReference(db: DbOrTx, agencyId: string, prefix: string, random: () => string): Promise<string> {
    for (;;) {
      const candidate = `${prefix}${random()}`;
      const [taken] = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.agencyId, agencyId), eq(bookings.referenceNumber, candidate)))
        .limit(1);
      if (!taken) return candidate;
    }
  },
};

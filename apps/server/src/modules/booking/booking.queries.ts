import { todayIn, type BookingListQuery } from '@travel/contracts';
import type { BookingRow, UserRow } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import { bookingRepo } from './booking.repo';
import { bookingWriteRepo } from './booking-write.repo';
import { viewOf, viewWith, type BookingCore } from './commands/core';
import { whoseBookings } from './customer';
import type { VerticalTypes } from './vertical';

/** Rows of a page grouped by their booking, in their order (Map.groupBy needs Node 21). */
function byBooking<T extends { bookingId: string | null }>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    if (row.bookingId === null) continue;
    const group = groups.get(row.bookingId);
    if (group) group.push(row);
    else groups.set(row.bookingId, [row]);
  }
  return groups;
}

/** A page of a vertical's bookings and how many match in all. */
export interface BookingPage<TView> {
  bookings: TView[];
  total: number;
}

/**
 * Lists and look-ups of one vertical's bookings, within what the user may see. A page costs the
 * same queries at any size: the page with its customers' names, the count, then its payments,
 * its histories and its approvals in one query each.
 */
export class BookingQueries<T extends VerticalTypes> {
  constructor(private readonly core: BookingCore<T>) {}

  async list(user: UserRow, query: BookingListQuery): Promise<BookingPage<T['view']>> {
    const { db, adapter } = this.core;
    const { rows, total } = await bookingWriteRepo.list(db, whoseBookings(user), {
      vertical: adapter.key,
      offSet: query.offSet,
      limit: query.limit,
      status: query.selectedStatus === 'All' ? undefined : query.selectedStatus,
      search: query.searchString || undefined,
      startDate: query.startDate,
      endDate: query.endDate,
      pastTrips: query.showPastTrips === 'true',
      today: todayIn('UTC', this.core.now()),
      userId: query.userId,
    });
    const ids = rows.map(({ booking }) => booking.id);
    const [payments, events, approvals] = await Promise.all([
      bookingRepo.paymentsOfMany(db, user.agencyId, ids),
      bookingRepo.eventsOfMany(db, user.agencyId, ids),
      bookingRepo.approvalsOfMany(db, user.agencyId, ids),
    ]);
    const paymentsOf = byBooking(payments);
    const eventsOf = byBooking(events);
    const approvalOf = new Map(approvals.map(({ bookingId, status, reason }) => [bookingId, { status, reason }]));
    return {
      bookings: rows.map(({ booking, customerName }) =>
        viewWith(
          adapter,
          booking,
          customerName,
          paymentsOf.get(booking.id) ?? [],
          eventsOf.get(booking.id) ?? [],
          approvalOf.get(booking.id) ?? null,
        ),
      ),
      total,
    };
  }

  async byId(user: UserRow, id: string): Promise<T['view']> {
    const row = await bookingWriteRepo.findById(this.core.db, whoseBookings(user), this.core.adapter.key, id);
    if (!row) throw new AppError('NOT_FOUND');
    return viewOf(this.core, row);
  }

  /** A booking the user may see, by the supplier's reference (a PNR). */
  async bySupplierReference(user: UserRow, reference: string): Promise<BookingRow> {
    const row = await bookingWriteRepo.findBySupplierReference(
      this.core.db,
      whoseBookings(user),
      this.core.adapter.key,
      reference,
    );
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }
}

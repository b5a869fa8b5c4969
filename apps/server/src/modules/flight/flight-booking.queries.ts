import { todayIn, type FlightBooking } from '@travel/contracts';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/http/app-error';
import { bookingScopeOf } from '../../platform/http/policy';
import type { BookingRow, UserRow } from '../../platform/db/schema';
import { bookingRepo } from '../booking/booking.repo';
import { bookingWriteRepo } from '../booking/booking-write.repo';
import { toFlightBookingView } from './flight-booking.mapper';
import type { FlightBookingService } from './flight-booking.service';

export interface ListQuery {
  offSet: number;
  limit: number;
  selectedStatus: 'All' | BookingRow['status'];
  searchString?: string | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  showPastTrips: 'true' | 'false';
  userId?: string | undefined;
}

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

/** Lists and look-ups of flight bookings, within what the user may see. */
export class FlightBookingQueries {
  constructor(
    private readonly db: Db,
    private readonly bookings: FlightBookingService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async list(user: UserRow, query: ListQuery): Promise<{ flights: FlightBooking[]; totalFlightRecords: number }> {
    const { rows, total } = await bookingWriteRepo.list(this.db, bookingScopeOf(user), {
      vertical: 'flight',
      offSet: query.offSet,
      limit: query.limit,
      status: query.selectedStatus === 'All' ? undefined : query.selectedStatus,
      search: query.searchString || undefined,
      startDate: query.startDate,
      endDate: query.endDate,
      pastTrips: query.showPastTrips === 'true',
      today: todayIn('UTC', this.now()),
      userId: query.userId,
    });
    // The whole page in two more queries, whatever its size: its payments and its histories.
    const ids = rows.map(({ booking }) => booking.id);
    const [payments, events] = await Promise.all([
      bookingRepo.paymentsOfMany(this.db, user.agencyId, ids),
      bookingRepo.eventsOfMany(this.db, user.agencyId, ids),
    ]);
    const paymentsOf = byBooking(payments);
    const eventsOf = byBooking(events);
    return {
      flights: rows.map(({ booking, customerName }) =>
        toFlightBookingView(booking, customerName, paymentsOf.get(booking.id) ?? [], eventsOf.get(booking.id) ?? []),
      ),
      totalFlightRecords: total,
    };
  }

  async byId(user: UserRow, id: string): Promise<FlightBooking> {
    const row = await bookingWriteRepo.findById(this.db, bookingScopeOf(user), 'flight', id);
    if (!row) throw new AppError('NOT_FOUND');
    return this.bookings.view(row);
  }

  async findByPnr(user: UserRow, pnr: string): Promise<BookingRow> {
    const row = await bookingWriteRepo.findBySupplierReference(this.db, bookingScopeOf(user), 'flight', pnr);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }
}

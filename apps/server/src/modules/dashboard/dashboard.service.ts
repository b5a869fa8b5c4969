import { currencyDecimals, type TransactionOutcome } from '@travel/contracts';
import type { Db } from '../../platform/db/client';
import type { Vertical } from '@travel/contracts';
import { bookingRepo, type DateFilter } from '../booking/booking.repo';
import { bookingScopeOf } from '../../platform/http/policy';
import { toCsv } from '../../platform/csv/csv';
import type { PaymentRow, UserRow } from '../../platform/db/schema';

/** What came of one payment row, as the dashboard's Transactions say it. */
export function outcomeOf(
  payment: Pick<PaymentRow, 'kind' | 'status' | 'failureCode'>,
  isRetried: boolean,
): TransactionOutcome {
  if (payment.kind === 'refund') return payment.status === 'succeeded' ? 'refunded' : 'processing';
  switch (payment.status) {
    case 'succeeded':
      return 'succeeded';
    case 'requires_action':
      return isRetried ? 'challenged' : 'awaiting_3ds';
    case 'pending':
      return 'processing';
    case 'failed':
      if (payment.failureCode === 'reversed') return 'reversed';
      if (payment.failureCode === 'abandoned' || payment.failureCode === 'duplicate') return 'abandoned';
      return 'declined';
  }
}

/** What a user's dashboard reads: counts, recent bookings, money movements, the CSV export. */
export class DashboardService {
  constructor(private readonly db: Db) {}

  async bookingCount(user: UserRow) {
    const counts = await bookingRepo.countByVertical(this.db, bookingScopeOf(user));
    return {
      flights: counts.flight,
      hotels: counts.hotel,
      cars: counts.car,
      activities: counts.activity,
      total: counts.flight + counts.hotel + counts.car + counts.activity,
    };
  }

  async recent(user: UserRow, limit = 10) {
    const rows = await bookingRepo.recent(this.db, bookingScopeOf(user), limit);
    return rows.map(({ booking, customerName }) => ({
      _id: booking.id,
      vertical: booking.vertical,
      referenceNumber: booking.referenceNumber,
      status: booking.status,
      amount: booking.totalAmount,
      currency: booking.currency,
      customerName,
      updatedAt: booking.updatedAt.toISOString(),
    }));
  }

  async transactions(user: UserRow, page: DateFilter & { offSet: number; limit: number }) {
    const { rows, total } = await bookingRepo.transactions(this.db, bookingScopeOf(user), page);
    return {
      totalRecords: total,
      transactions: rows.map(({ payment, referenceNumber, isRetried }) => ({
        _id: payment.id,
        kind: payment.kind,
        status: payment.status,
        outcome: outcomeOf(payment, Boolean(isRetried)),
        movedMoney: payment.status === 'succeeded',
        amount: payment.amount,
        currency: payment.currency,
        cardBrand: payment.cardBrand,
        cardLast4: payment.cardLast4,
        referenceNumber,
        createdAt: payment.createdAt.toISOString(),
      })),
    };
  }

  async bookingsCsv(user: UserRow, filter: DateFilter & { vertical?: Vertical | undefined }): Promise<string> {
    const rows = await bookingRepo.listForExport(this.db, bookingScopeOf(user), filter);
    return toCsv(
      [
        'Reference',
        'Type',
        'Status',
        'Customer',
        'Customer e-mail',
        'Travel date',
        'Amount',
        'Currency',
        'Created (UTC)',
      ],
      rows.map(({ booking, customerName, customerEmail }) => [
        booking.referenceNumber,
        booking.vertical,
        booking.status,
        customerName,
        customerEmail,
        booking.travelDate,
        (booking.totalAmount / 10 ** currencyDecimals(booking.currency)).toFixed(currencyDecimals(booking.currency)),
        booking.currency,
        booking.createdAt.toISOString(),
      ]),
    );
  }
}

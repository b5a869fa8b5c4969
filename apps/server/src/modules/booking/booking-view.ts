import type { BookingBase } from '@travel/contracts';
import type { BookingRow, PaymentRow } from '../../platform/db/schema';
import { storedNote } from './booking-notes';
import { paidCharge, refundedAmount } from './booking-payments';
import { paidSplit } from './credit';
import type { BookingDetailsBase } from './vertical';

/** A stored line of a booking's status history. */
export interface HistoryRow {
  status: string;
  note: string | null;
  noteValues: Record<string, string> | null;
  createdAt: Date;
}

/** A booking's approval as its view shows it (none when it needs none). */
export type ApprovalOfBooking = NonNullable<BookingBase['approval']>;

/** The fields every vertical's booking answers with: price, payment, contact, customer, history, refund. */
export function baseViewOf(
  row: BookingRow,
  details: BookingDetailsBase,
  customerName: string,
  payments: PaymentRow[],
  history: HistoryRow[],
  approval: ApprovalOfBooking | null,
): BookingBase {
  const charge = [...payments].reverse().find((p) => p.kind === 'charge');
  const protection = row.breakdown.find((line) => line.kind === 'refund_protection');
  return {
    bookingId: row.id,
    referenceNumber: row.referenceNumber,
    bookingStatus: row.status,
    bookedStatus: details.bookedStatus,
    breakdown: { currency: row.currency, lines: row.breakdown, total: row.totalAmount },
    isTripProtectionSelected: row.isRefundProtected,
    protectionAmount: protection?.amount ?? 0,
    contact: details.contact,
    customerName,
    customerId: row.userId,
    cancelledAt: details.cancelledAt,
    // What went back to the customer, once the booking has ended.
    refund:
      row.status === 'cancelled' || row.status === 'voided'
        ? { amount: refundedAmount(payments), currency: row.currency }
        : null,
    travelDate: row.travelDate,
    createdAt: row.createdAt.toISOString(),
    payment: charge ? { status: charge.status, cardBrand: charge.cardBrand, cardLast4: charge.cardLast4 } : null,
    ...paidSplit(paidCharge(payments)),
    history: history.map((event) => ({
      status: event.status,
      note: storedNote(event.note, event.noteValues),
      at: event.createdAt.toISOString(),
    })),
    approval,
  };
}

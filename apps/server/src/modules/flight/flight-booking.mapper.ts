import type { FareConditions, FlightBooking, FlightLeg, TravelerInput } from '@travel/contracts';
import type { BookingRow, PaymentRow } from '../../platform/db/schema';
import { storedNote } from '../booking/booking-notes';
import { refundedAmount } from '../booking/booking-payments';

/** What a flight booking keeps besides the shared booking record. */
export interface FlightBookingDetails {
  quoteId: string;
  offerId: string;
  fareFamily: FlightBooking['fareFamily'];
  fareFamilyName: string;
  conditions: FareConditions;
  flights: FlightLeg[];
  travelers: Array<TravelerInput & { ticketNumber: string | null }>;
  contact: { email: string; phone: string };
  /** The supplier order's status (held, ticketed, voided, cancelled). */
  bookedStatus: string | null;
  ticketingTimeLimit: string | null;
  ticketedAt: string | null;
  voidableUntil: string | null;
  cancelledAt: string | null;
  /** Supplier currency to booking currency, locked on the quote. */
  exchangeRate: number;
  supplierCurrency: string;
}

export function flightDetailsOf(row: BookingRow): FlightBookingDetails {
  return row.details as unknown as FlightBookingDetails;
}

export function toFlightBookingView(
  row: BookingRow,
  customerName: string,
  payments: PaymentRow[],
  history: Array<{ status: string; note: string | null; noteValues: Record<string, string> | null; createdAt: Date }>,
): FlightBooking {
  const details = flightDetailsOf(row);
  const charge = [...payments].reverse().find((p) => p.kind === 'charge');
  const protection = row.breakdown.find((line) => line.kind === 'refund_protection');
  return {
    bookingId: row.id,
    referenceNumber: row.referenceNumber,
    pnr: row.supplierReference,
    bookingStatus: row.status,
    bookedStatus: details.bookedStatus,
    breakdown: { currency: row.currency, lines: row.breakdown, total: row.totalAmount },
    isTripProtectionSelected: row.isRefundProtected,
    protectionAmount: protection?.amount ?? 0,
    fareFamily: details.fareFamily,
    fareFamilyName: details.fareFamilyName,
    conditions: details.conditions,
    flights: details.flights,
    travelers: details.travelers,
    contact: details.contact,
    customerName,
    ticketingTimeLimit: details.ticketingTimeLimit,
    ticketedAt: details.ticketedAt,
    voidableUntil: details.voidableUntil,
    cancelledAt: details.cancelledAt,
    // What went back to the customer, once the booking has ended.
    refund:
      row.status === 'cancelled' || row.status === 'voided'
        ? { amount: refundedAmount(payments), currency: row.currency }
        : null,
    travelDate: row.travelDate,
    createdAt: row.createdAt.toISOString(),
    payment: charge ? { status: charge.status, cardBrand: charge.cardBrand, cardLast4: charge.cardLast4 } : null,
    history: history.map((event) => ({
      status: event.status,
      note: storedNote(event.note, event.noteValues),
      at: event.createdAt.toISOString(),
    })),
  };
}

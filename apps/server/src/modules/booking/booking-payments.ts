import type { Db, DbOrTx } from '../../platform/db/client';
import type { ChargeFailure, PaymentGateway } from '../../platform/payments/port';
import type { BookingRow } from './booking.repo';
import { bookingWriteRepo, type PaymentRow } from './booking-write.repo';

/** Why money goes back to a customer; a booking is refunded at most once for each. */
export type RefundReason = 'cancel' | 'void' | 'time-limit' | 'refund-protection';

/** The payment used for bookings the agency collects itself (tickets "on account"). */
export const AGENCY_ACCOUNT = 'agency_account';

export type PaymentOutcome =
  | { status: 'succeeded'; booking: BookingRow }
  | { status: 'requires_action'; challengeUrl: string }
  | { status: 'failed'; failure: ChargeFailure };

/** The succeeded charge that paid a booking, if any. */
export function paidCharge(payments: PaymentRow[]): PaymentRow | undefined {
  return payments.find((p) => p.kind === 'charge' && p.status === 'succeeded');
}

/** What the customer got back so far, in the booking's minor units. */
export function refundedAmount(payments: PaymentRow[]): number {
  return payments.filter((p) => p.kind === 'refund' && p.status === 'succeeded').reduce((sum, p) => sum + p.amount, 0);
}

/**
 * Money in and out of a booking, whatever its vertical: the card charge through the gateway
 * (recorded with brand and last four only), a charge on the agency's account, and refunds.
 */
export class BookingPayments {
  constructor(
    private readonly db: Db,
    private readonly gateway: PaymentGateway,
  ) {}

  /**
   * Charges the booking's total with a card token. On success, `confirm` runs in the same
   * transaction as the payment's record (it moves the booking on, or throws to undo both).
   */
  async charge(
    row: BookingRow,
    input: { token: string; description: string; returnUrl: string },
    confirm: (tx: DbOrTx, note: string) => Promise<BookingRow>,
  ): Promise<PaymentOutcome> {
    const result = await this.gateway.charge({
      token: input.token,
      amount: { amount: row.totalAmount, currency: row.currency },
      description: input.description,
      idempotencyKey: `booking:${row.id}:${input.token}`,
      returnUrl: input.returnUrl,
    });
    const payment = {
      agencyId: row.agencyId,
      bookingId: row.id,
      userId: row.userId,
      kind: 'charge' as const,
      amount: row.totalAmount,
      currency: row.currency,
      gateway: this.gateway.name,
      gatewayReference: result.chargeId,
      cardBrand: result.cardBrand,
      cardLast4: result.cardLast4,
    };
    if (result.status === 'failed') {
      await bookingWriteRepo.insertPayment(this.db, { ...payment, status: 'failed', failureCode: result.failure });
      return { status: 'failed', failure: result.failure };
    }
    if (result.status === 'requires_action') {
      await bookingWriteRepo.insertPayment(this.db, { ...payment, status: 'requires_action' });
      return { status: 'requires_action', challengeUrl: result.challengeUrl };
    }
    const booking = await this.db.transaction(async (tx) => {
      await bookingWriteRepo.insertPayment(tx, { ...payment, status: 'succeeded' });
      return confirm(tx, `Paid by ${result.cardBrand} •••• ${result.cardLast4}`);
    });
    return { status: 'succeeded', booking };
  }

  /** Records that the agency collects the booking's total itself. */
  async chargeOnAccount(db: DbOrTx, row: BookingRow): Promise<string> {
    const reference = `account:${row.id}`;
    await bookingWriteRepo.insertPayment(db, {
      agencyId: row.agencyId,
      bookingId: row.id,
      userId: row.userId,
      kind: 'charge',
      status: 'succeeded',
      amount: row.totalAmount,
      currency: row.currency,
      gateway: AGENCY_ACCOUNT,
      gatewayReference: reference,
    });
    return reference;
  }

  /** The reference of the charge that paid the booking (card or agency account), if paid. */
  async chargeReference(row: BookingRow): Promise<string | null> {
    const charge = paidCharge(await bookingWriteRepo.paymentsOf(this.db, row.agencyId, row.id));
    return charge?.gatewayReference ?? null;
  }

  /**
   * Gives `amount` back on the card that paid (or records it for the agency to settle when it
   * was paid on account). One refund per reason: a second call for the same reason, even a
   * concurrent one, moves no money and answers `isNew: false`. Nothing is refunded on an unpaid
   * booking.
   */
  async refund(row: BookingRow, amount: number, reason: RefundReason): Promise<{ amount: number; isNew: boolean }> {
    if (amount <= 0) return { amount: 0, isNew: false };
    const payments = await bookingWriteRepo.paymentsOf(this.db, row.agencyId, row.id);
    const earlier = payments.find((p) => p.kind === 'refund' && p.reason === reason);
    if (earlier) return { amount: earlier.amount, isNew: false };
    const charge = paidCharge(payments);
    if (!charge) return { amount: 0, isNew: false };
    let gatewayReference = `${charge.gatewayReference ?? ''}:${reason}`;
    if (charge.gateway === this.gateway.name && charge.gatewayReference) {
      const { refundId } = await this.gateway.refund({
        chargeId: charge.gatewayReference,
        amount: { amount, currency: row.currency },
        idempotencyKey: `refund:${row.id}:${reason}`,
      });
      gatewayReference = refundId;
    }
    const recorded = await bookingWriteRepo.insertRefundOnce(this.db, {
      agencyId: row.agencyId,
      bookingId: row.id,
      userId: row.userId,
      kind: 'refund',
      status: 'succeeded',
      amount,
      currency: row.currency,
      gateway: charge.gateway,
      gatewayReference,
      cardBrand: charge.cardBrand,
      cardLast4: charge.cardLast4,
      reason,
    });
    return { amount: recorded.payment.amount, isNew: recorded.isNew };
  }
}

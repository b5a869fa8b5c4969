import type { BookingNote } from '@travel/contracts';
import type { Db, DbOrTx } from '../../platform/db/client';
import type { ChargeFailure, PaymentGateway } from '../../platform/payments/port';
import type { BookingRow, PaymentRow } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import { bookingWriteRepo } from './booking-write.repo';
import { ChargeAttempts, paidCharge, paidNote, type PaidHandler } from './charge-attempts';

export { paidCharge };

/** Why money goes back to a customer; a booking is refunded at most once for each. */
export type RefundReason = 'cancel' | 'void' | 'time-limit' | 'rejected' | 'refund-protection';

/** The payment used for bookings the agency collects itself (tickets "on account"). */
export const AGENCY_ACCOUNT = 'agency_account';

/** The reference of a booking's charge on the agency's account. */
export function accountReference(row: Pick<BookingRow, 'id'>): string {
  return `account:${row.id}`;
}

export type PaymentOutcome =
  | { status: 'succeeded'; booking: BookingRow }
  | { status: 'requires_action'; challengeUrl: string }
  | { status: 'failed'; failure: ChargeFailure };

/** What the customer got back so far, in the booking's minor units. */
export function refundedAmount(payments: PaymentRow[]): number {
  return payments.filter((p) => p.kind === 'refund' && p.status === 'succeeded').reduce((sum, p) => sum + p.amount, 0);
}

/**
 * Money in and out of a booking, whatever its vertical: the card charge through the gateway
 * (recorded with brand and last four only), a charge on the agency's account, and refunds.
 */
export class BookingPayments {
  private readonly attempts: ChargeAttempts;

  constructor(
    private readonly db: Db,
    private readonly gateway: PaymentGateway,
    now: () => Date = () => new Date(),
  ) {
    this.attempts = new ChargeAttempts(db, gateway, now);
  }

  /** Registers how a vertical's booking moves on once paid; used when an earlier attempt turns out to have paid. */
  onPaid(vertical: string, handler: PaidHandler): void {
    this.attempts.onPaid(vertical, handler);
  }

  /** The payment reconciliation: settles with the gateway every charge left pending (a background job). */
  reconcile(olderThanMs?: number): Promise<number> {
    return this.attempts.reconcile(olderThanMs);
  }

  /**
   * Charges the booking's total with a card token. On success, `confirm` runs in the same
   * transaction as the payment's record (it moves the booking on, or throws to undo both).
   *
   * Never twice: earlier attempts whose outcome was not recorded are first settled with the
   * gateway (one that took the money pays the booking, and no new charge is made). Then one
   * charge at a time per booking: the attempt is claimed (a `pending` payment with the key it is
   * sent with, written under a lock on the booking row, only while the booking is unpaid and no
   * other attempt is pending), so concurrent payments with different cards cannot both take
   * money. When the booking moved on while the card was charged, the charge is given back at once.
   */
  async charge(
    row: BookingRow,
    input: { token: string; description: string; returnUrl: string },
    confirm: (tx: DbOrTx, note: BookingNote) => Promise<BookingRow>,
  ): Promise<PaymentOutcome> {
    const paidEarlier = await this.attempts.settleEarlier(row);
    if (paidEarlier) return { status: 'succeeded', booking: paidEarlier };
    // One payment intent per booking and card: a retry with the same card is the same charge.
    const idempotencyKey = `booking:${row.id}:${input.token}`;
    const claim = await this.claim(row, idempotencyKey);
    // A failed call leaves the attempt pending: the gateway may have charged before the error,
    // and the next attempt or the reconciliation asks it.
    const result = await this.gateway.charge({
      token: input.token,
      amount: { amount: row.totalAmount, currency: row.currency },
      description: input.description,
      idempotencyKey,
      returnUrl: input.returnUrl,
    });
    const card = { gatewayReference: result.chargeId, cardBrand: result.cardBrand, cardLast4: result.cardLast4 };
    if (result.status === 'failed') {
      await bookingWriteRepo.updatePayment(this.db, claim.id, {
        ...card,
        status: 'failed',
        failureCode: result.failure,
      });
      return { status: 'failed', failure: result.failure };
    }
    if (result.status === 'requires_action') {
      await bookingWriteRepo.updatePayment(this.db, claim.id, { ...card, status: 'requires_action' });
      return { status: 'requires_action', challengeUrl: result.challengeUrl };
    }
    try {
      const booking = await this.db.transaction(async (tx) => {
        await bookingWriteRepo.updatePayment(tx, claim.id, { ...card, status: 'succeeded' });
        return confirm(tx, paidNote(result.cardBrand, result.cardLast4));
      });
      return { status: 'succeeded', booking };
    } catch (error) {
      // The booking refused the money (it moved on): give it back now. Any other failure (the
      // database went away) leaves the attempt pending for the reconciliation to settle.
      if (error instanceof AppError && error.code === 'INVALID_STATE')
        await this.attempts.giveBack(row, claim.id, result.chargeId, card);
      throw error;
    }
  }

  /**
   * Records the attempt as pending, refusing it when the booking is paid or another attempt is
   * pending (under way, or not settled with the gateway yet).
   */
  private async claim(row: BookingRow, gatewayKey: string): Promise<PaymentRow> {
    return this.db.transaction(async (tx) => {
      const current = await bookingWriteRepo.lockForPayment(tx, row);
      if (!current || current.status !== 'pending_payment') throw new AppError('INVALID_STATE');
      const attempts = await bookingWriteRepo.paymentsOf(tx, row.agencyId, row.id);
      if (paidCharge(attempts)) throw new AppError('INVALID_STATE');
      if (attempts.some((p) => p.kind === 'charge' && p.status === 'pending'))
        throw new AppError('PAYMENT_IN_PROGRESS');
      return bookingWriteRepo.insertPayment(tx, {
        agencyId: row.agencyId,
        bookingId: row.id,
        userId: row.userId,
        kind: 'charge',
        status: 'pending',
        amount: row.totalAmount,
        currency: row.currency,
        gateway: this.gateway.name,
        gatewayKey,
      });
    });
  }

  /** Records that the agency collects the booking's total itself. */
  async chargeOnAccount(db: DbOrTx, row: BookingRow): Promise<string> {
    const reference = accountReference(row);
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
   *
   * The refund is claimed before any money moves (a `pending` row, unique per booking and
   * reason), so of concurrent refunds only the one that wrote the claim calls the gateway.
   */
  async refund(row: BookingRow, amount: number, reason: RefundReason): Promise<{ amount: number; isNew: boolean }> {
    if (amount <= 0) return { amount: 0, isNew: false };
    const payments = await bookingWriteRepo.paymentsOf(this.db, row.agencyId, row.id);
    const charge = paidCharge(payments);
    if (!charge) return { amount: 0, isNew: false };
    const claim = await bookingWriteRepo.insertRefundOnce(this.db, {
      agencyId: row.agencyId,
      bookingId: row.id,
      userId: row.userId,
      kind: 'refund',
      status: 'pending',
      amount,
      currency: row.currency,
      gateway: charge.gateway,
      cardBrand: charge.cardBrand,
      cardLast4: charge.cardLast4,
      reason,
    });
    if (!claim.isNew) return { amount: claim.payment.amount, isNew: false };
    let gatewayReference = `${charge.gatewayReference ?? ''}:${reason}`;
    if (charge.gateway === this.gateway.name && charge.gatewayReference) {
      try {
        const { refundId } = await this.gateway.refund({
          chargeId: charge.gatewayReference,
          amount: { amount, currency: row.currency },
          idempotencyKey: `refund:${row.id}:${reason}`,
        });
        gatewayReference = refundId;
      } catch (error) {
        // No money moved: the claim goes, so that the refund can be asked for again.
        await bookingWriteRepo.deletePayment(this.db, claim.payment.id);
        throw error;
      }
    }
    await bookingWriteRepo.updatePayment(this.db, claim.payment.id, { status: 'succeeded', gatewayReference });
    return { amount, isNew: true };
  }
}

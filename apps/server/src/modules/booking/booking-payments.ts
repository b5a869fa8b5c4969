import type { Db, DbOrTx } from '../../platform/db/client';
import type { ChargeFailure, PaymentGateway } from '../../platform/payments/port';
import type { BookingRow } from './booking.repo';
import { AppError } from '../../platform/http/app-error';
import { bookingWriteRepo, type PaymentRow } from './booking-write.repo';

/** Why money goes back to a customer; a booking is refunded at most once for each. */
export type RefundReason = 'cancel' | 'void' | 'time-limit' | 'refund-protection';

/** A pending charge older than this was left by a stopped node and no longer blocks a new one. */
const STALE_ATTEMPT_MS = 2 * 60 * 1000;

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

/** 'visa' -> 'Visa', 'american_express' -> 'American Express', for the booking's history. */
const brandName = (brand: string) =>
  brand
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

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
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Charges the booking's total with a card token. On success, `confirm` runs in the same
   * transaction as the payment's record (it moves the booking on, or throws to undo both).
   *
   * One charge at a time per booking: the attempt is first claimed (a `pending` payment, written
   * under a lock on the booking row, only while the booking is unpaid and no other attempt is
   * pending), so concurrent payments with different cards cannot both take money. When the
   * booking moved on while the card was charged, the charge is given back at once.
   */
  async charge(
    row: BookingRow,
    input: { token: string; description: string; returnUrl: string },
    confirm: (tx: DbOrTx, note: string) => Promise<BookingRow>,
  ): Promise<PaymentOutcome> {
    const claim = await this.claim(row);
    const result = await this.gateway
      .charge({
        token: input.token,
        amount: { amount: row.totalAmount, currency: row.currency },
        description: input.description,
        idempotencyKey: `booking:${row.id}:${input.token}`,
        returnUrl: input.returnUrl,
      })
      .catch(async (error: unknown) => {
        await bookingWriteRepo.updatePayment(this.db, claim.id, { status: 'failed', failureCode: 'gateway_error' });
        throw error;
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
        return confirm(tx, `Paid by ${brandName(result.cardBrand)} •••• ${result.cardLast4}`);
      });
      return { status: 'succeeded', booking };
    } catch (error) {
      await this.giveBack(row, claim.id, result.chargeId, card);
      throw error;
    }
  }

  /** Records the attempt as pending, refusing it when the booking is paid or another is under way. */
  private async claim(row: BookingRow): Promise<PaymentRow> {
    return this.db.transaction(async (tx) => {
      const current = await bookingWriteRepo.lockForPayment(tx, row);
      if (!current || current.status !== 'pending_payment') throw new AppError('INVALID_STATE');
      const attempts = await bookingWriteRepo.paymentsOf(tx, row.agencyId, row.id);
      if (paidCharge(attempts)) throw new AppError('INVALID_STATE');
      const staleBefore = this.now().getTime() - STALE_ATTEMPT_MS;
      for (const attempt of attempts.filter((p) => p.kind === 'charge' && p.status === 'pending')) {
        if (attempt.createdAt.getTime() > staleBefore) throw new AppError('PAYMENT_IN_PROGRESS');
        // A node stopped mid-charge: the gateway's idempotency makes the retry safe.
        await bookingWriteRepo.updatePayment(tx, attempt.id, { status: 'failed', failureCode: 'abandoned' });
      }
      return bookingWriteRepo.insertPayment(tx, {
        agencyId: row.agencyId,
        bookingId: row.id,
        userId: row.userId,
        kind: 'charge',
        status: 'pending',
        amount: row.totalAmount,
        currency: row.currency,
        gateway: this.gateway.name,
      });
    });
  }

  /**
   * Gives back, in full, a charge the booking could not take; the attempt is kept as failed
   * ('reversed') so it never counts as the booking's payment.
   */
  private async giveBack(row: BookingRow, claimId: string, chargeId: string, card: Partial<PaymentRow>) {
    await this.gateway.refund({
      chargeId,
      amount: { amount: row.totalAmount, currency: row.currency },
      idempotencyKey: `reverse:${row.id}:${chargeId}`,
    });
    await bookingWriteRepo.updatePayment(this.db, claimId, { ...card, status: 'failed', failureCode: 'reversed' });
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

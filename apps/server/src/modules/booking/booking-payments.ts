import type { BookingNote } from '@travel/contracts';
import type { Db, DbOrTx } from '../../platform/db/client';
import type { ChargeFailure, PaymentGateway } from '../../platform/payments/port';
import type { BookingRow, PaymentRow } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import { bookingWriteRepo } from './booking-write.repo';
import { ChargeAttempts, paidCharge, paidNote, type PaidHandler } from './charge-attempts';
import { bookingNotes } from './booking-notes';
import type { CreditWallet } from './credit';
import { splitRefund } from '@travel/contracts';

export { paidCharge };

/** Why money goes back to a customer; a booking is refunded at most once for each. */
export type RefundReason = 'cancel' | 'void' | 'time-limit' | 'rejected' | 'refund-protection';

/** The payment used for bookings the agency collects itself (tickets "on account"). */
export const AGENCY_ACCOUNT = 'agency_account';

/** The payment of a booking the reward wallet pays in full (no card). */
export const WALLET_PAYMENT = 'wallet';

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
  return payments
    .filter((p) => p.kind === 'refund' && p.status === 'succeeded')
    .reduce((sum, p) => sum + p.amount + p.creditAmount, 0);
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
    /** The reward wallet (modules/wallet); without it, no credit can be used. */
    private readonly credit: CreditWallet | null = null,
  ) {
    this.attempts = new ChargeAttempts(db, gateway, now, credit);
  }

  /** Registers how a vertical's booking moves on once paid; used when an earlier attempt turns out to have paid. */
  onPaid(vertical: string, handler: PaidHandler): void {
    this.attempts.onPaid(vertical, handler);
  }

  /** The payment reconciliation: settles with the gateway every charge left pending (a background job). */
  reconcile(olderThanMs?: number): Promise<number> {
    return this.attempts.reconcile(olderThanMs);
  }

  /** Closes challenges left unanswered past their time, giving their credit back (ChargeAttempts). */
  abandonChallenges(olderThanMs?: number): Promise<number> {
    return this.attempts.abandonChallenges(olderThanMs);
  }

  /**
   * Charges the booking's total: `creditAmount` from the customer's reward wallet and the rest
   * with a card token (none needed when credit pays it all). On success, `confirm` runs in the
   * same transaction as the payment's record (it moves the booking on, or throws to undo both).
   *
   * Never twice: earlier attempts whose outcome was not recorded are first settled with the
   * gateway (one that took the money pays the booking, and no new charge is made). Then one
   * charge at a time per booking: the attempt is claimed (a `pending` payment with the key it is
   * sent with, written under a lock on the booking row, only while the booking is unpaid and no
   * other attempt is pending), so concurrent payments with different cards cannot both take
   * money. When the booking moved on while the card was charged, the charge is given back at once.
   *
   * Credit is held when the attempt is claimed (in its transaction: a short balance refuses the
   * attempt before any card is charged) and released when the attempt fails, is declined, or is
   * replaced by the next one after a 3-D Secure challenge; it stays spent only with a paid charge.
   */
  async charge(
    row: BookingRow,
    input: { token: string | undefined; creditAmount: number; description: string; returnUrl: string },
    confirm: (tx: DbOrTx, note: BookingNote) => Promise<BookingRow>,
  ): Promise<PaymentOutcome> {
    const { creditAmount } = input;
    if (creditAmount > row.totalAmount)
      throw new AppError('VALIDATION_FAILED', { details: { creditAmount: 'validation.creditOverBalance' } });
    if (creditAmount > 0 && !this.credit)
      throw new AppError('VALIDATION_FAILED', { details: { creditAmount: 'validation.walletDisabled' } });
    const cardAmount = row.totalAmount - creditAmount;
    if (cardAmount > 0 && !input.token)
      throw new AppError('VALIDATION_FAILED', { details: { paymentToken: 'validation.required' } });
    const paidEarlier = await this.attempts.settleEarlier(row);
    if (paidEarlier) return { status: 'succeeded', booking: paidEarlier };
    if (cardAmount === 0) return { status: 'succeeded', booking: await this.payWithCredit(row, confirm) };
    const token = input.token ?? '';
    // One payment intent per booking, card and credit part: a retry with the same card is the
    // same charge (the key of a payment without credit is the one it always was).
    const idempotencyKey = `booking:${row.id}:${token}${creditAmount > 0 ? `:credit:${creditAmount}` : ''}`;
    const claim = await this.claim(row, idempotencyKey, cardAmount, creditAmount);
    // A failed call leaves the attempt pending: the gateway may have charged before the error,
    // and the next attempt or the reconciliation asks it.
    const result = await this.gateway.charge({
      token,
      amount: { amount: cardAmount, currency: row.currency },
      description: input.description,
      idempotencyKey,
      returnUrl: input.returnUrl,
    });
    const card = { gatewayReference: result.chargeId, cardBrand: result.cardBrand, cardLast4: result.cardLast4 };
    if (result.status === 'failed') {
      await this.attempts.fail(claim, { ...card, status: 'failed', failureCode: result.failure });
      return { status: 'failed', failure: result.failure };
    }
    if (result.status === 'requires_action') {
      // The credit stays held while the bank asks; the next attempt releases it.
      await bookingWriteRepo.updatePayment(this.db, claim.id, { ...card, status: 'requires_action' });
      return { status: 'requires_action', challengeUrl: result.challengeUrl };
    }
    try {
      const booking = await this.db.transaction(async (tx) => {
        // The booking's lock, then the attempt's: the order a settlement takes them in, so that a
        // concurrent payment settling this attempt with the gateway cannot deadlock with us.
        const current = await bookingWriteRepo.lockForPayment(tx, row);
        const fresh = await bookingWriteRepo.lockPayment(tx, claim.id);
        // That payment already recorded this very charge, and the booking took it: it is paid.
        if (current && fresh?.status === 'succeeded' && fresh.gatewayReference === result.chargeId) return current;
        await bookingWriteRepo.updatePayment(tx, claim.id, { ...card, status: 'succeeded' });
        return confirm(tx, paidNote(result.cardBrand, result.cardLast4));
      });
      return { status: 'succeeded', booking };
    } catch (error) {
      // The booking refused the money (it moved on): give it back now. Any other failure (the
      // database went away) leaves the attempt pending for the reconciliation to settle.
      if (error instanceof AppError && error.code === 'INVALID_STATE')
        await this.attempts.giveBack(claim, result.chargeId, card);
      throw error;
    }
  }

  /** The wallet pays the whole total: the payment, the credit taken and the booking's next step, in one transaction. */
  private async payWithCredit(
    row: BookingRow,
    confirm: (tx: DbOrTx, note: BookingNote) => Promise<BookingRow>,
  ): Promise<BookingRow> {
    return this.db.transaction(async (tx) => {
      await this.claimIn(tx, row, null, 0, row.totalAmount, 'succeeded');
      return confirm(tx, bookingNotes.paidWithCredit({ amount: row.totalAmount, currency: row.currency }));
    });
  }

  /**
   * Records the attempt as pending and holds its credit, refusing it when the booking is paid
   * or another attempt is pending (under way, or not settled with the gateway yet).
   */
  private async claim(row: BookingRow, gatewayKey: string, amount: number, creditAmount: number): Promise<PaymentRow> {
    return this.db.transaction((tx) => this.claimIn(tx, row, gatewayKey, amount, creditAmount, 'pending'));
  }

  private async claimIn(
    tx: DbOrTx,
    row: BookingRow,
    gatewayKey: string | null,
    amount: number,
    creditAmount: number,
    status: 'pending' | 'succeeded',
  ): Promise<PaymentRow> {
    const current = await bookingWriteRepo.lockForPayment(tx, row);
    if (!current || current.status !== 'pending_payment') throw new AppError('INVALID_STATE');
    const attempts = await bookingWriteRepo.paymentsOf(tx, row.agencyId, row.id);
    if (paidCharge(attempts)) throw new AppError('INVALID_STATE');
    if (attempts.some((p) => p.kind === 'charge' && p.status === 'pending')) throw new AppError('PAYMENT_IN_PROGRESS');
    // An attempt the bank challenged is replaced by this one: its credit comes back first.
    for (const earlier of attempts) if (earlier.kind === 'charge') await this.credit?.release(tx, earlier);
    const attempt = await bookingWriteRepo.insertPayment(tx, {
      agencyId: row.agencyId,
      bookingId: row.id,
      userId: row.userId,
      kind: 'charge',
      status,
      amount,
      creditAmount,
      currency: row.currency,
      gateway: gatewayKey === null ? WALLET_PAYMENT : this.gateway.name,
      gatewayKey,
      gatewayReference: gatewayKey === null ? `${WALLET_PAYMENT}:${row.id}` : null,
    });
    if (creditAmount > 0 && this.credit) await this.credit.hold(tx, attempt);
    return attempt;
  }

  /**
   * Gives back the credit held by a booking's attempts that did not pay (a challenge never
   * answered), when the booking ends unpaid.
   */
  async releaseHolds(row: BookingRow): Promise<void> {
    const credit = this.credit;
    if (!credit) return;
    await this.db.transaction(async (tx) => {
      const attempts = await bookingWriteRepo.paymentsOf(tx, row.agencyId, row.id);
      if (paidCharge(attempts)) return;
      for (const attempt of attempts) if (attempt.kind === 'charge') await credit.release(tx, attempt);
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
    // Credit goes back to the wallet first, then the card (decision 031).
    const creditReturned = payments
      .filter((p) => p.kind === 'refund' && p.status === 'succeeded')
      .reduce((sum, p) => sum + p.creditAmount, 0);
    const split = splitRefund(
      Math.min(amount, charge.amount + charge.creditAmount),
      charge.creditAmount,
      creditReturned,
    );
    const claim = await bookingWriteRepo.insertRefundOnce(this.db, {
      agencyId: row.agencyId,
      bookingId: row.id,
      userId: row.userId,
      kind: 'refund',
      status: 'pending',
      amount: split.fromCard,
      creditAmount: split.fromCredit,
      currency: row.currency,
      gateway: charge.gateway,
      cardBrand: charge.cardBrand,
      cardLast4: charge.cardLast4,
      reason,
    });
    if (!claim.isNew) return { amount: claim.payment.amount + claim.payment.creditAmount, isNew: false };
    let gatewayReference = `${charge.gatewayReference ?? ''}:${reason}`;
    if (split.fromCard > 0 && charge.gateway === this.gateway.name && charge.gatewayReference) {
      try {
        const { refundId } = await this.gateway.refund({
          chargeId: charge.gatewayReference,
          amount: { amount: split.fromCard, currency: row.currency },
          idempotencyKey: `refund:${row.id}:${reason}`,
        });
        gatewayReference = refundId;
      } catch (error) {
        // No money moved: the claim goes, so that the refund can be asked for again.
        await bookingWriteRepo.deletePayment(this.db, claim.payment.id);
        throw error;
      }
    }
    const credit = this.credit;
    await this.db.transaction(async (tx) => {
      await bookingWriteRepo.updatePayment(tx, claim.payment.id, { status: 'succeeded', gatewayReference });
      if (split.fromCredit > 0 && credit) await credit.refund(tx, row, split.fromCredit, reason);
    });
    return { amount: split.fromCard + split.fromCredit, isNew: true };
  }
}

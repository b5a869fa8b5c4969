import type { BookingNote } from '@travel/contracts';
import type { Db, DbOrTx } from '../../platform/db/client';
import type { ChargeRecord, PaymentGateway } from '../../platform/payments/port';
import { bookingNotes } from './booking-notes';
import { bookingWriteRepo } from './booking-write.repo';
import type { BookingRow, PaymentRow } from '../../platform/db/schema';
import type { CreditWallet } from './credit';

/** Moves a booking on once its charge is recorded (the vertical's "paid" step, in the same transaction). */
export type PaidHandler = (tx: DbOrTx, row: BookingRow, note: BookingNote) => Promise<BookingRow>;

/**
 * How long a charge may still be on its way to the gateway. Past this, a gateway that knows
 * nothing of an attempt never charged it.
 */
export const IN_FLIGHT_MS = 45_000;

/**
 * How long a customer has to answer their bank's 3-D Secure challenge. Past this the attempt is
 * abandoned and the reward credit it held goes back to the wallet; answering later means paying
 * again (a new attempt, holding credit again).
 */
export const CHALLENGE_TTL_MS = 30 * 60_000;

export const paidNote = (brand: string, last4: string) => bookingNotes.paid(brand, last4);

/** The succeeded charge that paid a booking, if any. */
export function paidCharge(payments: PaymentRow[]): PaymentRow | undefined {
  return payments.find((p) => p.kind === 'charge' && p.status === 'succeeded');
}

type Settlement = { kind: 'none' } | { kind: 'paid'; booking: BookingRow } | { kind: 'give-back'; booking: BookingRow };

/**
 * Card charge attempts whose outcome we could not record (the database went away between the
 * gateway's answer and our write, or the node stopped): each is settled by asking the gateway
 * what happened to it, by the idempotency key it was sent with. A charge the gateway took is
 * recorded and pays the booking, or is given back when the booking no longer needs it; an
 * attempt the gateway never saw is closed. Runs before any new charge of a booking, and for
 * every booking in the payment reconciliation job.
 */
export class ChargeAttempts {
  private readonly paidHandlers = new Map<string, PaidHandler>();

  constructor(
    private readonly db: Db,
    private readonly gateway: PaymentGateway,
    private readonly now: () => Date,
    private readonly credit: CreditWallet | null = null,
  ) {}

  /** Marks an attempt failed and gives back the credit it held, in one transaction. */
  async fail(
    attempt: PaymentRow,
    changes: Partial<PaymentRow> & { status: 'failed' },
    db: DbOrTx = this.db,
  ): Promise<void> {
    const credit = this.credit;
    if (!credit || attempt.creditAmount === 0) return bookingWriteRepo.updatePayment(db, attempt.id, changes);
    const write = async (tx: DbOrTx) => {
      await bookingWriteRepo.updatePayment(tx, attempt.id, changes);
      await credit.release(tx, attempt);
    };
    if (db === this.db) await this.db.transaction(write);
    else await write(db);
  }

  /** Registers how a vertical's booking moves on once paid (flights: confirmed, with its mail). */
  onPaid(vertical: string, handler: PaidHandler): void {
    this.paidHandlers.set(vertical, handler);
  }

  handlerOf(vertical: string): PaidHandler {
    const handler = this.paidHandlers.get(vertical);
    if (!handler) throw new Error(`no paid step registered for ${vertical} bookings`);
    return handler;
  }

  /** Settles the booking's pending attempts; answers the booking when one of them turns out to have paid it. */
  async settleEarlier(row: BookingRow): Promise<BookingRow | null> {
    const attempts = await bookingWriteRepo.paymentsOf(this.db, row.agencyId, row.id);
    let paid: BookingRow | null = null;
    for (const attempt of attempts.filter((p) => p.kind === 'charge' && p.status === 'pending')) {
      paid = (await this.settle(attempt)) ?? paid;
    }
    return paid;
  }

  /**
   * The reconciliation job's pass: every charge left pending for longer than `olderThanMs`
   * (any agency) is settled with the gateway. Answers how many were looked at.
   */
  async reconcile(olderThanMs = 15_000, limit = 200): Promise<number> {
    const before = new Date(this.now().getTime() - olderThanMs);
    const attempts = await bookingWriteRepo.pendingCharges(this.db, before, limit);
    for (const attempt of attempts) await this.settle(attempt);
    return attempts.length;
  }

  /**
   * The sweep of abandoned challenges: every attempt still waiting for its 3-D Secure answer
   * `olderThanMs` after the bank asked, holding reward credit, is closed as abandoned and its
   * credit given back. Such an attempt never pays by itself: the answered challenge is paid by a
   * new attempt. Answers how many were closed.
   */
  async abandonChallenges(olderThanMs = CHALLENGE_TTL_MS, limit = 200): Promise<number> {
    const before = new Date(this.now().getTime() - olderThanMs);
    const attempts = await bookingWriteRepo.staleChallenges(this.db, before, limit);
    let closed = 0;
    for (const attempt of attempts) {
      await this.db.transaction(async (tx) => {
        const fresh = await bookingWriteRepo.lockPayment(tx, attempt.id);
        if (fresh?.status !== 'requires_action') return;
        await this.fail(fresh, { status: 'failed', failureCode: 'abandoned' }, tx);
        closed += 1;
      });
    }
    return closed;
  }

  /** Asks the gateway about one attempt and records what it says; the booking when it paid it. */
  async settle(attempt: PaymentRow): Promise<BookingRow | null> {
    const record = attempt.gatewayKey ? await this.gateway.findCharge(attempt.gatewayKey) : null;
    if (!record) {
      const age = this.now().getTime() - attempt.createdAt.getTime();
      if (age >= IN_FLIGHT_MS) await this.closePending(attempt, { status: 'failed', failureCode: 'abandoned' });
      return null;
    }
    const card = { gatewayReference: record.chargeId, cardBrand: record.cardBrand, cardLast4: record.cardLast4 };
    if (record.status !== 'succeeded') {
      await this.closePending(attempt, {
        ...card,
        status: record.status,
        ...(record.status === 'failed' ? { failureCode: 'card_declined' } : {}),
      });
      return null;
    }
    if (record.refundedAmount >= record.amount.amount) {
      await this.closePending(attempt, { ...card, status: 'failed', failureCode: 'reversed' });
      return null;
    }
    const outcome = await this.recordTaken(attempt, record, card);
    if (outcome.kind === 'give-back') await this.giveBack(attempt, record.chargeId, card);
    return outcome.kind === 'paid' ? outcome.booking : null;
  }

  /**
   * Gives back, in full, a charge the booking could not take; the attempt is kept as failed
   * ('reversed') so it never counts as the booking's payment.
   */
  async giveBack(attempt: PaymentRow, chargeId: string, card: Partial<PaymentRow>): Promise<void> {
    await this.gateway.refund({
      chargeId,
      amount: { amount: attempt.amount, currency: attempt.currency },
      idempotencyKey: `reverse:${attempt.bookingId ?? ''}:${chargeId}`,
    });
    await this.fail(attempt, { ...card, status: 'failed', failureCode: 'reversed' });
  }

  /** A charge the gateway took and we never recorded: it pays the booking, once, under the booking's lock. */
  private recordTaken(attempt: PaymentRow, record: ChargeRecord, card: Partial<PaymentRow>): Promise<Settlement> {
    return this.db.transaction(async (tx): Promise<Settlement> => {
      const booking = await bookingWriteRepo.bookingOfPayment(tx, attempt);
      const current = booking && (await bookingWriteRepo.lockForPayment(tx, booking));
      const fresh = await bookingWriteRepo.lockPayment(tx, attempt.id);
      if (!current || fresh?.status !== 'pending') return { kind: 'none' };
      const paid = paidCharge(await bookingWriteRepo.paymentsOf(tx, current.agencyId, current.id));
      if (paid?.gatewayReference === record.chargeId) {
        // The same gateway charge is already recorded by another attempt (a 3-D Secure retry).
        await this.fail(fresh, { ...card, status: 'failed', failureCode: 'duplicate' }, tx);
        return { kind: 'none' };
      }
      if (paid || current.status !== 'pending_payment') return { kind: 'give-back', booking: current };
      await bookingWriteRepo.updatePayment(tx, attempt.id, { ...card, status: 'succeeded' });
      const confirmed = await this.handlerOf(current.vertical)(
        tx,
        current,
        paidNote(record.cardBrand, record.cardLast4),
      );
      return { kind: 'paid', booking: confirmed };
    });
  }

  /** Closes an attempt that is still pending (another settlement may have closed it meanwhile). */
  private async closePending(attempt: PaymentRow, changes: Partial<PaymentRow>): Promise<void> {
    await this.db.transaction(async (tx) => {
      const fresh = await bookingWriteRepo.lockPayment(tx, attempt.id);
      if (fresh?.status !== 'pending') return;
      if (changes.status === 'failed') await this.fail(fresh, { ...changes, status: 'failed' }, tx);
      else await bookingWriteRepo.updatePayment(tx, attempt.id, changes);
    });
  }
}

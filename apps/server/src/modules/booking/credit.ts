import type { DbOrTx } from '../../platform/db/client';
import type { BookingRow, PaymentRow } from '../../platform/db/schema';
import type { RefundReason } from './booking-payments';

/**
 * The reward wallet as the booking core sees it (decision 031): a port, so that the core names
 * no module of its own kind; `modules/wallet` implements it. Every call runs in the caller's
 * transaction, so credit moves with the payment record it belongs to.
 */
export interface CreditWallet {
  /**
   * Takes an attempt's `creditAmount` from its customer's balance in its currency (a
   * conditional update: never below zero, so of two spends of the same balance one fails).
   * Throws a 400 on `creditAmount` when the balance is short or the wallet is not usable.
   */
  hold(tx: DbOrTx, attempt: PaymentRow): Promise<void>;
  /** Gives back what `hold` took for an attempt that did not pay (once per attempt). */
  release(tx: DbOrTx, attempt: PaymentRow): Promise<void>;
  /** Returns `amount` of a booking's credit for a refund (once per booking and reason). */
  refund(tx: DbOrTx, row: BookingRow, amount: number, reason: RefundReason): Promise<void>;
}

/** What the charge that paid a booking took from credit and from the card. */
export function paidSplit(charge: PaymentRow | undefined): { paidFromCredit: number; paidFromCard: number } {
  if (!charge) return { paidFromCredit: 0, paidFromCard: 0 };
  return { paidFromCredit: charge.creditAmount, paidFromCard: charge.amount };
}

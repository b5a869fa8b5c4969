/**
 * The travel reward wallet's pure rules (issue 15): what a completed trip earns, and how a
 * booking's total splits between credit and card. Amounts are integer minor units of one
 * currency: credit is held in the currency of the booking that earned it and spent only on
 * bookings charged in that currency.
 */

/** The earning rule's percent is in hundredths of a percent (basis points): 250 is 2.5 %. */
export const WALLET_EARN_BASIS_POINTS_MIN = 0;
/** At most half of a trip comes back as credit. */
export const WALLET_EARN_BASIS_POINTS_MAX = 5_000;
/** The rule a new agency starts with: 2 %. */
export const WALLET_EARN_BASIS_POINTS_DEFAULT = 200;

/** The wallet's movements: what earns, spends, holds and gives back credit. */
export const WALLET_ENTRY_KINDS = ['earned', 'spent', 'released', 'refunded', 'adjusted'] as const;
export type WalletEntryKind = (typeof WALLET_ENTRY_KINDS)[number];

/**
 * The credit a completed trip earns: `basisPoints` hundredths of a percent of its total, rounded
 * down to the minor unit (credit is never more than the rule says). BigInt: exact at any size.
 */
export function earnedCredit(total: number, basisPoints: number): number {
  if (!Number.isSafeInteger(total) || total <= 0 || !Number.isInteger(basisPoints) || basisPoints <= 0) return 0;
  return Number((BigInt(total) * BigInt(basisPoints)) / 10_000n);
}

/** The most credit a booking can take: its total, up to the balance. */
export function maxCreditFor(total: number, balance: number): number {
  return Math.max(0, Math.min(total, balance));
}

/** How a booking's total is paid: from the wallet and from the card; the two sum to the total. */
export interface PaymentSplit {
  fromCredit: number;
  fromCard: number;
}

/**
 * Splits a total between credit and card. `requested` is what the customer asked to use; it
 * must be a whole amount within [0, min(balance, total)], otherwise null (refused, not trimmed:
 * the customer saw and chose that amount).
 */
export function splitPayment(total: number, balance: number, requested: number): PaymentSplit | null {
  if (!Number.isSafeInteger(requested) || requested < 0 || requested > maxCreditFor(total, balance)) return null;
  return { fromCredit: requested, fromCard: total - requested };
}

/**
 * How a refund goes back: to the wallet first, up to the credit paid and not yet returned, the
 * rest to the card.
 */
export function splitRefund(amount: number, creditPaid: number, creditReturned: number): PaymentSplit {
  const toCredit = Math.max(0, Math.min(amount, creditPaid - creditReturned));
  return { fromCredit: toCredit, fromCard: Math.max(0, amount - toCredit) };
}

import { convertMinorUnits, type BookingStatus, type Money, type PriceLine } from '@travel/contracts';
import { AppError } from '../../platform/http/app-error';
import type { SupplierCancellationQuote } from '../../suppliers/booking-port';

/** What cancelling now would keep and return, in the booking's currency. */
export interface Settlement {
  penalty: Money;
  refund: Money;
  isVoidable: boolean;
}

export interface SettlementInput {
  status: BookingStatus;
  currency: string;
  /** What the customer paid, in minor units of `currency`. */
  totalAmount: number;
  breakdown: PriceLine[];
  /** Supplier currency to booking currency, locked on the quote. */
  exchangeRate: number;
  /** Whether the supplier has been paid (the booking fulfilled, or confirmed by a supplier without a fulfil step). */
  isSupplierPaid: boolean;
  /** The supplier's quote of cancelling now; asked only when the supplier has been paid. */
  supplierQuote: () => Promise<SupplierCancellationQuote>;
}

/**
 * The settlement rule of every vertical:
 * - unpaid: nothing kept, nothing returned;
 * - paid to us, the supplier not paid yet: everything returned;
 * - the supplier paid and the order voidable: everything returned (a void refunds in full);
 * - otherwise the customer gets what the supplier refunds, converted at the rate locked on the
 *   quote, plus the agency's markup; the agency fee and the refund protection are kept. Never
 *   more than was paid.
 * An ended booking has nothing to settle (INVALID_STATE).
 */
export async function settlementOf(input: SettlementInput): Promise<Settlement> {
  const { currency, totalAmount } = input;
  const zero = { amount: 0, currency };
  const paid = { amount: totalAmount, currency };
  if (input.status === 'pending_payment') return { penalty: zero, refund: zero, isVoidable: false };
  if (input.status !== 'confirmed' && input.status !== 'ticketed') throw new AppError('INVALID_STATE');
  if (!input.isSupplierPaid) return { penalty: zero, refund: paid, isVoidable: false };
  const quote = await input.supplierQuote();
  if (quote.isVoidable) return { penalty: zero, refund: paid, isVoidable: true };
  const supplierRefund = convertMinorUnits(quote.refund.amount, quote.refund.currency, currency, input.exchangeRate);
  const markup = input.breakdown.filter((line) => line.kind === 'markup').reduce((sum, line) => sum + line.amount, 0);
  const refund = Math.min(totalAmount, supplierRefund + markup);
  return {
    penalty: { amount: totalAmount - refund, currency },
    refund: { amount: refund, currency },
    isVoidable: false,
  };
}

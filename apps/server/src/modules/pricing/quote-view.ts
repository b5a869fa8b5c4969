import { z } from 'zod';
import { breakdownOf } from '@travel/contracts';
import type { BookableQuote } from '../booking/vertical';
import type { Quote } from './quote.service';

/** The client an agent priced a quote for, as a vertical's quote details keep it; null for the user themselves. */
export const quoteClientSchema = z.object({ _id: z.string(), name: z.string(), email: z.string() }).nullable();

/** The fields every vertical's checkout answers about its quote: id, price, rates, protection, expiry, markup. */
export function quoteViewFields<D>(quote: Quote<D>) {
  return {
    quoteId: quote.id,
    breakdown: quote.breakdown,
    exchangeRate: Number(quote.exchangeRate),
    refundProtectPercent: Number(quote.refundProtectPercent),
    expiresAt: quote.expiresAt.toISOString(),
    markupType: quote.markupType,
    markup: Number(quote.markupValue),
  };
}

/** A stored quote as the booking core books it, with the vertical's own view of it. */
export function bookableQuoteOf<D, T>(quote: Quote<D>, data: T): BookableQuote<T> {
  return {
    id: quote.id,
    clientId: quote.clientId,
    breakdown: breakdownOf(quote.currency, quote.breakdown.lines),
    refundProtectPercent: Number(quote.refundProtectPercent),
    supplierTotal: { amount: quote.supplierTotal, currency: quote.supplierCurrency },
    data,
  };
}

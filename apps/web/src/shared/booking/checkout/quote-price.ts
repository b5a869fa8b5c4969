import { useMemo, useState } from 'react';
import {
  adoptMarkup,
  breakdownOf,
  withRefundProtection,
  type AppliedMarkup,
  type MarkupCarrier,
  type PriceBreakdown,
} from '@travel/contracts';
import { useRefundProtection } from './refund-protection';

/** What a checkout's price needs of its quote (any vertical's). */
export interface PricedQuote extends MarkupCarrier {
  breakdown: PriceBreakdown;
  refundProtectPercent: number;
}

/**
 * A checkout's price: the quote's lines, with refund protection when chosen; whether the agency
 * offers protection for it and what it costs.
 */
export function useQuotePrice(quote: PricedQuote | null, isProtected: boolean) {
  const protection = useRefundProtection();
  return useMemo(() => {
    if (!quote) return { price: null, canProtect: false, protectionAmount: 0 };
    const base = breakdownOf(quote.breakdown.currency, quote.breakdown.lines);
    const canProtect = (protection.data?.isEnabled ?? false) && quote.refundProtectPercent > 0;
    const protectionAmount = canProtect ? withRefundProtection(base, quote.refundProtectPercent).total - base.total : 0;
    return {
      price: isProtected ? withRefundProtection(base, quote.refundProtectPercent) : base,
      canProtect,
      protectionAmount,
    };
  }, [quote, isProtected, protection.data]);
}

/**
 * The markup of the latest answer that carried one (spec 4: a checkout adopts markupType and
 * markup from the price answer), named to agents only. A new quote is adopted as it arrives;
 * `adopt` takes another answer's (a customer's price).
 */
export function useAdoptedMarkup(quote: MarkupCarrier | null) {
  const [markup, setMarkup] = useState<AppliedMarkup | null>(null);
  const [adoptedFrom, setAdoptedFrom] = useState<MarkupCarrier | null>(null);
  if (quote && quote !== adoptedFrom) {
    setAdoptedFrom(quote);
    setMarkup(adoptMarkup(markup, quote));
  }
  return { markup, adopt: (answer: MarkupCarrier) => setMarkup((previous) => adoptMarkup(previous, answer)) };
}

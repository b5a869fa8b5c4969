import {
  breakdownOf,
  convertBreakdown,
  convertMinorUnits,
  crossRate,
  markupOn,
  REMAINDER_LINE,
  type Breakdown,
  type MarkupSettings,
  type PriceLine,
} from './pricing';

/**
 * How any vertical's quote is priced (flights now; hotels, cars and activities the same way):
 *
 *   const rates = lockRates(table, 'BRL', net.currency, markup.currency);
 *   const breakdown = priceQuote(net, markup, rates);
 *
 * `net` is what the supplier charges, as lines in its own currency; `markup` is the one in force
 * (`applicableMarkup`); `table` is today's stored rates per 1 USD. The answer is in the quote's
 * currency and its lines sum to its total. Store `rates` on the quote beside the breakdown: they
 * are the locked rates later conversions (a refund of the supplier's, a penalty) use.
 */

/** A supplier's net price line: the fare or the taxes of one passenger type (or room, car...). */
export type NetLine = PriceLine & { kind: 'base_fare' | 'taxes' };

/** What a supplier charges, in its currency (minor units): no markup, no fee, no protection. */
export interface NetPrice {
  currency: string;
  lines: NetLine[];
}

/** The rates a quote is priced with, locked on it when it is made. */
export interface LockedRates {
  /** The quote's currency (the visitor's): every line of the priced breakdown is in it. */
  currency: string;
  /** Units of `currency` per unit of the supplier's currency. */
  net: number;
  /** Units of `currency` per unit of the markup's currency (its fixed amount and its fee). */
  markup: number;
}

/**
 * Locks the rates of a quote in `currency` from a table of rates per 1 USD: each is the direct
 * rate between the two currencies (never through USD minor units). Throws a RangeError for a
 * currency the table has no rate for; a caller that takes the currency as input checks it first.
 */
export function lockRates(
  table: Record<string, number>,
  currency: string,
  netCurrency: string,
  markupCurrency: string,
): LockedRates {
  return {
    currency,
    net: crossRate(table, netCurrency, currency),
    markup: crossRate(table, markupCurrency, currency),
  };
}

/** The markups that may apply to a booking; a missing override is null. */
export interface MarkupLayers {
  /** The agency's default (spec section 3: percent 0, fee 0 until set). */
  agency: MarkupSettings;
  /** The client's own: the client booking, or the client an agent books for. */
  client: MarkupSettings | null;
  /** The booking agent's own. */
  agent: MarkupSettings | null;
}

/** Spec section 3: the booking agent's own markup, else the client's, else the agency's. */
export function applicableMarkup(layers: MarkupLayers): MarkupSettings {
  return layers.agent ?? layers.client ?? layers.agency;
}

/**
 * A supplier's net price, marked up, in the quote's currency:
 * - the net lines are converted at `rates.net`, each rounded once; the net total is converted
 *   once and the rounding remainder goes to one named line, the largest base fare line
 *   (REMAINDER_LINE), so every other net line is its own exact conversion;
 * - a percent markup is that percent of the converted net, rounded once;
 * - a fixed markup and the fee are converted once, directly from the markup's currency at
 *   `rates.markup`: set in the quote's currency, they are exact;
 * - the total is the sum of the lines; lines of zero are left out and no line is negative.
 * Refund protection, when chosen, is added on top with `withRefundProtection`.
 */
export function priceQuote(net: NetPrice, markup: MarkupSettings, rates: LockedRates): Breakdown {
  const converted = convertBreakdown(breakdownOf(net.currency, net.lines), rates.currency, rates.net);
  const { markup: markupAmount, fee } = markupOn(
    { amount: converted.total, currency: rates.currency },
    markup,
    rates.markup,
  );
  return breakdownOf(rates.currency, [
    ...converted.lines,
    { kind: 'markup', passengerType: null, count: 1, amount: markupAmount },
    { kind: 'agency_fee', passengerType: null, count: 1, amount: fee },
  ]);
}

/**
 * The total `priceQuote` answers, without building its lines: for pricing many offers at once
 * (a search lists each fare's total). Always equal to `priceQuote(...).total` (property-tested):
 * the net total converted once plus the markup and the fee, unless the converted lines are so
 * small (a few minor units) that no line can take the rounding remainder, when the lines are
 * priced in full.
 */
export function priceQuoteTotal(net: NetPrice, markup: MarkupSettings, rates: LockedRates): number {
  let total = 0;
  let lines = 0;
  let largestBase = 0;
  for (const line of net.lines) {
    if (line.amount === 0) continue;
    total += line.amount;
    lines += 1;
    if (line.kind === REMAINDER_LINE && line.amount > largestBase) largestBase = line.amount;
  }
  // Each line and the total round by half a minor unit at most: the remainder is at most
  // (lines + 1) / 2, which the largest base fare line takes if it is that large.
  const largestShown = convertMinorUnits(largestBase, net.currency, rates.currency, rates.net);
  if (net.currency !== rates.currency && largestShown < (lines + 1) / 2) return priceQuote(net, markup, rates).total;
  const netTotal = convertMinorUnits(total, net.currency, rates.currency, rates.net);
  const { markup: markupAmount, fee } = markupOn({ amount: netTotal, currency: rates.currency }, markup, rates.markup);
  return netTotal + markupAmount + fee;
}

import { currencyDecimals, roundHalfAwayFromZero, type Money } from '../money';

/** Markup of spec section 3: percent of the net price (default) or a fixed amount, plus a fee. */
export interface MarkupSettings {
  markupType: 'percent' | 'fixed';
  /** Percent (e.g. 7.5) or, when fixed, major units of the agency's currency (e.g. 25). */
  markupValue: number;
  /** Fee per booking in major units of the agency's currency. */
  agencyFee: number;
}

export const NO_MARKUP: MarkupSettings = { markupType: 'percent', markupValue: 0, agencyFee: 0 };

export type PriceLineKind = 'base_fare' | 'taxes' | 'markup' | 'agency_fee' | 'refund_protection';

/** One line of a price; `amount` in minor units of the breakdown's currency. */
export interface PriceLine {
  kind: PriceLineKind;
  /** Passenger type for fare and tax lines ('ADT', 'CHD', 'INF'), else null. */
  passengerType: string | null;
  /** Passengers of that type, for fare and tax lines. */
  count: number;
  amount: number;
}

/** A price as lines whose sum is the total, by construction. */
export interface Breakdown {
  currency: string;
  lines: PriceLine[];
  total: number;
}

function toMinor(major: number, currency: string): number {
  return roundHalfAwayFromZero(major * 10 ** currencyDecimals(currency));
}

/** The markup and fee on a net amount; never negative. */
export function markupOn(net: Money, settings: MarkupSettings): { markup: number; fee: number } {
  const markup =
    settings.markupType === 'percent'
      ? roundHalfAwayFromZero((net.amount * settings.markupValue) / 100)
      : toMinor(settings.markupValue, net.currency);
  return { markup: Math.max(0, markup), fee: Math.max(0, toMinor(settings.agencyFee, net.currency)) };
}

/** Builds a breakdown from its lines: the total is their sum, lines of zero are kept out. */
export function breakdownOf(currency: string, lines: PriceLine[]): Breakdown {
  const kept = lines.filter((line) => line.amount !== 0);
  return { currency, lines: kept, total: kept.reduce((sum, line) => sum + line.amount, 0) };
}

/**
 * Refund protection: a percent of everything else in the price, rounded once. Added as its own
 * line, so the total stays the sum of the lines.
 */
export function refundProtectionAmount(subtotal: number, percent: number): number {
  return Math.max(0, roundHalfAwayFromZero((subtotal * percent) / 100));
}

export function withRefundProtection(breakdown: Breakdown, percent: number): Breakdown {
  const without = breakdown.lines.filter((line) => line.kind !== 'refund_protection');
  const subtotal = without.reduce((sum, line) => sum + line.amount, 0);
  const amount = refundProtectionAmount(subtotal, percent);
  return breakdownOf(breakdown.currency, [
    ...without,
    { kind: 'refund_protection', passengerType: null, count: 1, amount },
  ]);
}

/** The line that absorbs a rounding remainder: the first fare line (always present). */
export const REMAINDER_LINE: PriceLineKind = 'base_fare';

/**
 * Converts a breakdown with one rate (units of `to` per unit of `from`). The total is converted
 * once; each line is converted and rounded, and the rounding remainder goes to the first base
 * fare line, so the converted lines still sum to the converted total.
 */
export function convertBreakdown(breakdown: Breakdown, to: string, rate: number): Breakdown {
  if (breakdown.currency === to && rate === 1) return breakdown;
  const scale = 10 ** (currencyDecimals(to) - currencyDecimals(breakdown.currency));
  const convert = (amount: number) => roundHalfAwayFromZero(amount * rate * scale);
  const total = convert(breakdown.total);
  const lines = breakdown.lines.map((line) => ({ ...line, amount: convert(line.amount) }));
  const remainder = total - lines.reduce((sum, line) => sum + line.amount, 0);
  const target = lines.findIndex((line) => line.kind === REMAINDER_LINE);
  const index = target >= 0 ? target : 0;
  const line = lines[index];
  if (line && remainder !== 0) lines[index] = { ...line, amount: line.amount + remainder };
  return { currency: to, lines, total };
}

/** The rate between two currencies from rates per 1 USD. */
export function crossRate(rates: Record<string, number>, from: string, to: string): number {
  if (from === to) return 1;
  const fromRate = rates[from];
  const toRate = rates[to];
  if (!fromRate || !toRate) throw new RangeError(`no rate for ${from} or ${to}`);
  return toRate / fromRate;
}

import { currencyDecimals, type Money } from '../money';

/** Markup of spec section 3: percent of the net price (default) or a fixed amount, plus a fee. */
export interface MarkupSettings {
  markupType: 'percent' | 'fixed';
  /** Percent (e.g. 7.5, two decimals at most) or, when fixed, minor units of `currency` (e.g. 2500). */
  markupValue: number;
  /** Fee per booking, minor units of `currency`. */
  agencyFee: number;
  /** ISO 4217 code of a fixed markup and of the fee. */
  currency: string;
}

export const NO_MARKUP: MarkupSettings = { markupType: 'percent', markupValue: 0, agencyFee: 0, currency: 'USD' };

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

/**
 * A computed amount of minor units rounded to a whole one, half away from zero. A decimal tie
 * computed in binary floats may land a hair below the half (0.285 x 100 is 28.499999999999996):
 * within a few units of the last place of the value it counts as the tie it stands for.
 */
export function roundMinorUnits(value: number): number {
  const magnitude = Math.abs(value);
  const whole = Math.floor(magnitude);
  const rounded = magnitude - whole >= 0.5 - magnitude * 16 * Number.EPSILON ? whole + 1 : whole;
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/**
 * Minor units of one currency in another, at `rate` (units of `to` per unit of `from`), rounded
 * once. Both exponents come from the ISO 4217 table.
 */
export function convertMinorUnits(amount: number, from: string, to: string, rate: number): number {
  if (from === to) return amount;
  const scale = 10 ** (currencyDecimals(to) - currencyDecimals(from));
  return roundMinorUnits(amount * rate * scale);
}

/** Money in another currency at `rate` (units of `to` per unit of its own), rounded once. */
export function convertMoney(money: Money, to: string, rate: number): Money {
  return { amount: convertMinorUnits(money.amount, money.currency, to, rate), currency: to };
}

/**
 * The markup and fee on a net amount, in the net amount's currency; never negative. A fixed
 * markup and the fee are converted from the markup's currency at `rate` (units of the net's
 * currency per unit of the markup's; 1 when they are the same).
 */
export function markupOn(net: Money, settings: MarkupSettings, rate = 1): { markup: number; fee: number } {
  const { currency } = settings;
  const markup =
    settings.markupType === 'percent'
      ? roundMinorUnits((net.amount * settings.markupValue) / 100)
      : convertMinorUnits(settings.markupValue, currency, net.currency, rate);
  const fee = convertMinorUnits(settings.agencyFee, currency, net.currency, rate);
  return { markup: Math.max(0, markup), fee: Math.max(0, fee) };
}

/** Builds a breakdown from its lines: the total is their sum, lines of zero are kept out. */
/** The sum of a breakdown's lines of one kind (its markup, its agency fee, its taxes). */
export function linesTotal(lines: readonly PriceLine[], kind: PriceLineKind): number {
  return lines.filter((line) => line.kind === kind).reduce((sum, line) => sum + line.amount, 0);
}

export function breakdownOf(currency: string, lines: PriceLine[]): Breakdown {
  const kept = lines.filter((line) => line.amount !== 0);
  return { currency, lines: kept, total: kept.reduce((sum, line) => sum + line.amount, 0) };
}

/**
 * Refund protection: a percent of everything else in the price, rounded once (half up). Added as
 * its own line, so the total stays the sum of the lines. The percent counts to the hundredth of a
 * percent and the product is taken in integers, so it is exact at any amount (a float product
 * loses units above 2^53).
 */
export function refundProtectionAmount(subtotal: number, percent: number): number {
  if (subtotal <= 0 || percent <= 0) return 0;
  const product = BigInt(subtotal) * BigInt(Math.round(percent * 100));
  const whole = product / 10_000n;
  return Number(product % 10_000n >= 5_000n ? whole + 1n : whole);
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

/** The kind of line that absorbs a conversion's rounding remainder: the largest base fare line. */
export const REMAINDER_LINE: PriceLineKind = 'base_fare';

function largestIndex(lines: PriceLine[], accept: (line: PriceLine) => boolean): number {
  let best = -1;
  lines.forEach((line, index) => {
    if (accept(line) && (best < 0 || line.amount > (lines[best]?.amount ?? 0))) best = index;
  });
  return best;
}

/**
 * Converts a breakdown with one rate (units of `to` per unit of `from`). Each line is converted
 * and rounded on its own and the total is converted once; the difference (a few minor units at
 * most) goes to one line, the largest base fare line (REMAINDER_LINE), so the lines still sum
 * to the total and every other line is its own exact conversion. Should that line be too small
 * to take a negative remainder (amounts of a few minor units), the largest line takes it; should
 * none be able to, the total is the sum of the rounded lines. No line is ever negative.
 */
export function convertBreakdown(breakdown: Breakdown, to: string, rate: number): Breakdown {
  if (breakdown.currency === to && rate === 1) return breakdown;
  const convert = (amount: number) => convertMinorUnits(amount, breakdown.currency, to, rate);
  const lines = breakdown.lines.map((line) => ({ ...line, amount: convert(line.amount) }));
  const sum = lines.reduce((total, line) => total + line.amount, 0);
  const total = convert(breakdown.total);
  const remainder = total - sum;
  if (remainder === 0) return { currency: to, lines, total };
  const canTake = (line: PriceLine) => line.amount + remainder >= 0;
  let index = largestIndex(lines, (line) => line.kind === REMAINDER_LINE);
  const preferred = lines[index];
  if (!preferred || !canTake(preferred)) index = largestIndex(lines, canTake);
  const line = lines[index];
  if (!line || !canTake(line)) return { currency: to, lines, total: sum };
  lines[index] = { ...line, amount: line.amount + remainder };
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

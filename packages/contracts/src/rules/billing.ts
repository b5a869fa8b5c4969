/**
 * The pure rules of an agency's subscription: periods, prices, coupons, proration and the
 * renewal schedule. Amounts are integer minor units of one currency.
 */

export const PLAN_TYPES = ['Starter', 'Pro'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];
export const DURATIONS = ['monthly', 'annual'] as const;
export type Duration = (typeof DURATIONS)[number];
export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'unsubscribed'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const TRIAL_DAYS = 14;
/** Days after the due date a failed renewal is tried again. */
export const RENEWAL_RETRY_DAYS: readonly number[] = [1, 3, 7];
/** Days after the due date an unpaid agency keeps its subscription. */
export const GRACE_DAYS = 15;
const DAY_MS = 86_400_000;

/** Whether an agency in this state may use the back-office. */
export function isSubscribedStatus(status: SubscriptionStatus): boolean {
  return status !== 'unsubscribed';
}

/** The date a month count later, on the same day of the month or the month's last day (UTC). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

export function monthsOf(duration: Duration): number {
  return duration === 'annual' ? 12 : 1;
}

/** The end of a billing period that starts at `start`. */
export function periodEnd(start: Date, duration: Duration): Date {
  return addMonths(start, monthsOf(duration));
}

/** A period's price: the monthly price, or twelve of them less the annual discount, rounded to a unit. */
export function planPrice(monthlyPrice: number, duration: Duration, annualDiscountPercent: number): number {
  if (duration === 'monthly') return monthlyPrice;
  return Math.round((monthlyPrice * 12 * (100 - annualDiscountPercent)) / 100);
}

/** Tax on an amount at a percent, rounded half up to a minor unit. */
export function taxOf(amount: number, percent: number): number {
  return Math.round((amount * percent) / 100);
}

export interface CouponTerms {
  kind: 'percent' | 'amount';
  /** A percent (1 to 100) or an amount in minor units of `currency`. */
  value: number;
  currency: string | null;
  duration: 'once' | 'repeating' | 'forever';
  /** For `repeating`: how many months of charges it covers. */
  months: number | null;
}

/** Why a coupon cannot be redeemed now, or null. */
export type CouponProblem = 'expired' | 'exhausted' | 'currency';

export function couponProblem(
  coupon: CouponTerms & { expiresAt: Date | null; maxRedemptions: number | null; redemptions: number },
  now: Date,
  currency: string,
): CouponProblem | null {
  if (coupon.expiresAt && coupon.expiresAt <= now) return 'expired';
  if (coupon.maxRedemptions !== null && coupon.redemptions >= coupon.maxRedemptions) return 'exhausted';
  if (coupon.kind === 'amount' && coupon.currency !== currency) return 'currency';
  return null;
}

/**
 * Whether a redeemed coupon still applies to a charge for the period starting at `periodStart`:
 * `once` only to the first charge after redemption, `repeating` to periods starting within its
 * months of the redemption, `forever` always.
 */
export function couponApplies(
  coupon: CouponTerms,
  redemption: { redeemedAt: Date; chargesDiscounted: number },
  periodStart: Date,
): boolean {
  if (coupon.duration === 'forever') return true;
  if (coupon.duration === 'once') return redemption.chargesDiscounted === 0;
  return periodStart < addMonths(redemption.redeemedAt, coupon.months ?? 0);
}

/** The discount a coupon takes off an amount: never more than the amount. */
export function couponDiscount(coupon: CouponTerms, amount: number): number {
  const discount = coupon.kind === 'percent' ? Math.round((amount * coupon.value) / 100) : coupon.value;
  return Math.max(0, Math.min(amount, discount));
}

/**
 * A plan change part-way through a paid period. The unused share of what was paid is a credit;
 * the same duration keeps the period and charges the new price's share of what is left, a new
 * duration starts a new period now at the full new price. `charge` is what to take now (never
 * negative), `credit` what is left over for later invoices.
 */
export function prorate(input: {
  oldPrice: number;
  newPrice: number;
  periodStart: Date;
  periodEnd: Date;
  now: Date;
  sameDuration: boolean;
}): { charge: number; credit: number; restartsPeriod: boolean } {
  const total = input.periodEnd.getTime() - input.periodStart.getTime();
  const left = Math.min(total, Math.max(0, input.periodEnd.getTime() - input.now.getTime()));
  const share = total > 0 ? left / total : 0;
  const unused = Math.round(input.oldPrice * share);
  const due = input.sameDuration ? Math.round(input.newPrice * share) : input.newPrice;
  const net = due - unused;
  return { charge: Math.max(0, net), credit: Math.max(0, -net), restartsPeriod: !input.sameDuration };
}

/**
 * What the renewal job does about a payment due at `dueAt` that has failed `failedAttempts`
 * times: try again at the next retry day, or give up once the grace period has passed.
 */
export function renewalAfterFailure(
  dueAt: Date,
  failedAttempts: number,
): { kind: 'retry'; at: Date } | { kind: 'graceEnds'; at: Date } {
  const day = RENEWAL_RETRY_DAYS[failedAttempts - 1];
  if (day !== undefined) return { kind: 'retry', at: new Date(dueAt.getTime() + day * DAY_MS) };
  return { kind: 'graceEnds', at: new Date(dueAt.getTime() + GRACE_DAYS * DAY_MS) };
}

/** When a trial that starts at `start` ends. */
export function trialEnd(start: Date): Date {
  return new Date(start.getTime() + TRIAL_DAYS * DAY_MS);
}

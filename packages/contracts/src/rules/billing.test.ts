import { describe, expect, it } from 'vitest';
import {
  addMonths,
  couponApplies,
  couponDiscount,
  couponProblem,
  periodEnd,
  planPrice,
  prorate,
  renewalAfterFailure,
  taxOf,
  trialEnd,
  type CouponTerms,
} from './billing';

const d = (iso: string) => new Date(iso);

describe('periods', () => {
  it('adds months on the same day or the last day of a shorter month', () => {
    expect(addMonths(d('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths(d('2026-03-15T00:00:00Z'), 12).toISOString()).toBe('2027-03-15T00:00:00.000Z');
    expect(periodEnd(d('2026-12-05T00:00:00Z'), 'monthly').toISOString()).toBe('2027-01-05T00:00:00.000Z');
  });
  it('ends a trial 14 days later', () => {
    expect(trialEnd(d('2026-11-01T00:00:00Z')).toISOString()).toBe('2026-11-15T00:00:00.000Z');
  });
});

describe('prices', () => {
  it('prices a year as twelve months less the discount', () => {
    expect(planPrice(2900, 'monthly', 20)).toBe(2900);
    expect(planPrice(2900, 'annual', 20)).toBe(27840);
  });
  it('rounds tax to a minor unit', () => {
    expect(taxOf(2900, 10)).toBe(290);
    expect(taxOf(2905, 10)).toBe(291);
  });
});

describe('coupons', () => {
  const percent: CouponTerms = { kind: 'percent', value: 25, currency: null, duration: 'once', months: null };
  const amount: CouponTerms = { kind: 'amount', value: 5000, currency: 'USD', duration: 'forever', months: null };
  const repeating: CouponTerms = { ...percent, duration: 'repeating', months: 3 };
  const redeemedAt = d('2026-01-10T00:00:00Z');

  it('takes a percent or an amount off, never more than the amount', () => {
    expect(couponDiscount(percent, 2900)).toBe(725);
    expect(couponDiscount(amount, 2900)).toBe(2900);
    expect(couponDiscount(amount, 7900)).toBe(5000);
  });
  it('applies once only to the first charge', () => {
    expect(couponApplies(percent, { redeemedAt, chargesDiscounted: 0 }, redeemedAt)).toBe(true);
    expect(couponApplies(percent, { redeemedAt, chargesDiscounted: 1 }, d('2026-02-10T00:00:00Z'))).toBe(false);
  });
  it('applies for N months of periods, or forever', () => {
    const r = { redeemedAt, chargesDiscounted: 2 };
    expect(couponApplies(repeating, r, d('2026-03-10T00:00:00Z'))).toBe(true);
    expect(couponApplies(repeating, r, d('2026-04-10T00:00:00Z'))).toBe(false);
    expect(couponApplies(amount, { redeemedAt, chargesDiscounted: 40 }, d('2030-01-10T00:00:00Z'))).toBe(true);
  });
  it('refuses an expired, used up or foreign-currency coupon', () => {
    const now = d('2026-05-01T00:00:00Z');
    const base = { ...amount, expiresAt: null, maxRedemptions: null, redemptions: 0 };
    expect(couponProblem(base, now, 'USD')).toBeNull();
    expect(couponProblem({ ...base, expiresAt: now }, now, 'USD')).toBe('expired');
    expect(couponProblem({ ...base, maxRedemptions: 2, redemptions: 2 }, now, 'USD')).toBe('exhausted');
    expect(couponProblem(base, now, 'EUR')).toBe('currency');
    expect(couponProblem({ ...base, kind: 'percent', currency: null }, now, 'EUR')).toBeNull();
  });
});

describe('prorate', () => {
  const periodStart = d('2026-01-01T00:00:00Z');
  const periodEndAt = d('2026-01-31T00:00:00Z');
  const now = d('2026-01-16T00:00:00Z'); // half-way

  it('charges the difference for what is left of the same period', () => {
    expect(
      prorate({ oldPrice: 2900, newPrice: 7900, periodStart, periodEnd: periodEndAt, now, sameDuration: true }),
    ).toEqual({ charge: 2500, credit: 0, restartsPeriod: false });
  });
  it('leaves a credit when moving down', () => {
    expect(
      prorate({ oldPrice: 7900, newPrice: 2900, periodStart, periodEnd: periodEndAt, now, sameDuration: true }),
    ).toEqual({ charge: 0, credit: 2500, restartsPeriod: false });
  });
  it('starts a new period at the full price less the unused part on a new duration', () => {
    expect(
      prorate({ oldPrice: 2900, newPrice: 27840, periodStart, periodEnd: periodEndAt, now, sameDuration: false }),
    ).toEqual({ charge: 26390, credit: 0, restartsPeriod: true });
  });
  it('counts nothing unused after the period ended', () => {
    const late = d('2026-02-05T00:00:00Z');
    expect(
      prorate({ oldPrice: 2900, newPrice: 7900, periodStart, periodEnd: periodEndAt, now: late, sameDuration: true })
        .charge,
    ).toBe(0);
  });
});

describe('renewal schedule', () => {
  const due = d('2026-03-01T00:00:00Z');
  it('retries on days 1, 3 and 7, then waits for the end of the 15-day grace', () => {
    expect(renewalAfterFailure(due, 1)).toEqual({ kind: 'retry', at: d('2026-03-02T00:00:00Z') });
    expect(renewalAfterFailure(due, 2)).toEqual({ kind: 'retry', at: d('2026-03-04T00:00:00Z') });
    expect(renewalAfterFailure(due, 3)).toEqual({ kind: 'retry', at: d('2026-03-08T00:00:00Z') });
    expect(renewalAfterFailure(due, 4)).toEqual({ kind: 'graceEnds', at: d('2026-03-16T00:00:00Z') });
  });
});

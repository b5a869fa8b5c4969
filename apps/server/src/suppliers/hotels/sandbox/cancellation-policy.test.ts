import { describe, expect, it } from 'vitest';
import type { RatePrice } from '../rate';
import { cancellationPolicyOf, penaltyAt } from './cancellation-policy';
import type { RatePlan } from './rate-plans';

const eur = (amount: number) => ({ amount, currency: 'EUR' });

/** Three nights of 100, 120 and 80 EUR, taxes included: total 330 (10% taxes). */
const PRICE: RatePrice = {
  currency: 'EUR',
  nights: [
    { date: '', amount: eur(10_000) },
    { date: '', amount: eur(12_000) },
    { date: '', amount: eur(8_000) },
  ],
  base: eur(30_000),
  discounts: [],
  taxes: { included: true, amount: eur(3_000) },
  total: eur(33_000),
  payAtProperty: [],
  payAtPropertyTotal: eur(0),
};

const plan = (overrides: Partial<RatePlan>): RatePlan => ({
  id: 'BB.R',
  board: 'BB',
  refundable: true,
  freeDays: 2,
  firstPenalty: 'night',
  fullFromArrival: true,
  ...overrides,
});

const at = (iso: string) => Date.parse(iso);

describe('cancellationPolicyOf', () => {
  it('charges nothing until local midnight the given days before check-in, then the first night, then everything', () => {
    const policy = cancellationPolicyOf(plan({}), PRICE, '2026-07-15', 'Europe/Lisbon', at('2026-06-01T09:00:00Z'));
    expect(policy.steps).toEqual([
      { from: '2026-07-12T23:00:00.000Z', fromLocal: '2026-07-13T00:00', utcOffset: '+01:00', amount: eur(11_000) },
      { from: '2026-07-14T23:00:00.000Z', fromLocal: '2026-07-15T00:00', utcOffset: '+01:00', amount: eur(33_000) },
    ]);
    expect(policy.freeCancellationUntil).toBe('2026-07-12T23:00:00.000Z');
    expect(policy.freeCancellationUntilLocal).toBe('2026-07-13T00:00');
  });

  it('keeps a deadline at local midnight when summer time starts between it and check-in (Lisbon, 29 March 2026)', () => {
    // Check-in on 1 April (UTC+1); the free window ends at midnight of 31 March, also UTC+1:
    // not 00:00 UTC, and not the winter offset of the day the booking was made.
    const policy = cancellationPolicyOf(
      plan({ freeDays: 1, fullFromArrival: false }),
      PRICE,
      '2026-04-01',
      'Europe/Lisbon',
      at('2026-03-20T12:00:00Z'),
    );
    expect(policy.steps[0]).toMatchObject({
      from: '2026-03-30T23:00:00.000Z',
      fromLocal: '2026-03-31T00:00',
      utcOffset: '+01:00',
    });
    expect(penaltyAt(policy, at('2026-03-30T22:59:59Z'), 'EUR')).toEqual(eur(0));
    expect(penaltyAt(policy, at('2026-03-30T23:00:00Z'), 'EUR')).toEqual(eur(11_000));
  });

  it('gives each step the offset of its own date when summer time ends between them (New York, 1 November 2026)', () => {
    const policy = cancellationPolicyOf(
      plan({ freeDays: 5 }),
      PRICE,
      '2026-11-03',
      'America/New_York',
      at('2026-10-01T12:00:00Z'),
    );
    expect(policy.steps.map(({ from, fromLocal, utcOffset }) => ({ from, fromLocal, utcOffset }))).toEqual([
      { from: '2026-10-29T04:00:00.000Z', fromLocal: '2026-10-29T00:00', utcOffset: '-04:00' },
      { from: '2026-11-03T05:00:00.000Z', fromLocal: '2026-11-03T00:00', utcOffset: '-05:00' },
    ]);
    expect(penaltyAt(policy, at('2026-11-03T04:30:00Z'), 'EUR')).toEqual(eur(11_000));
    expect(penaltyAt(policy, at('2026-11-03T05:00:00Z'), 'EUR')).toEqual(eur(33_000));
  });

  it('charges half the total as the first step when the plan says so', () => {
    const policy = cancellationPolicyOf(
      plan({ firstPenalty: 'half', fullFromArrival: false }),
      PRICE,
      '2026-07-15',
      'Asia/Tokyo',
      0,
    );
    expect(policy.steps).toHaveLength(1);
    expect(policy.steps[0]).toMatchObject({ fromLocal: '2026-07-13T00:00', utcOffset: '+09:00', amount: eur(16_500) });
  });

  it('has no second step when one night is the whole stay', () => {
    const oneNight: RatePrice = { ...PRICE, nights: PRICE.nights.slice(0, 1), base: eur(10_000), total: eur(11_000) };
    const policy = cancellationPolicyOf(plan({}), oneNight, '2026-07-15', 'Europe/Lisbon', 0);
    expect(policy.steps.map((s) => s.amount)).toEqual([eur(11_000)]);
  });

  it('makes a non-refundable rate cost everything from booking', () => {
    const booked = at('2026-06-01T09:30:00Z');
    const policy = cancellationPolicyOf(
      plan({ id: 'BB.N', refundable: false }),
      PRICE,
      '2026-07-15',
      'Europe/Lisbon',
      booked,
    );
    expect(policy).toMatchObject({ refundable: false, freeCancellationUntil: null, freeCancellationUntilLocal: null });
    expect(policy.steps).toEqual([
      { from: '2026-06-01T09:30:00.000Z', fromLocal: '2026-06-01T10:30', utcOffset: '+01:00', amount: eur(33_000) },
    ]);
    expect(penaltyAt(policy, booked, 'EUR')).toEqual(eur(33_000));
  });
});

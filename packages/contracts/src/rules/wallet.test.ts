import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { earnedCredit, maxCreditFor, splitPayment, splitRefund, WALLET_EARN_BASIS_POINTS_MAX } from './wallet';

describe('earnedCredit', () => {
  it('is the rule’s hundredths of a percent of the total, rounded down', () => {
    expect(earnedCredit(100_00, 200)).toBe(2_00);
    expect(earnedCredit(418_677, 250)).toBe(10_466); // 10466.925 -> 10466
    expect(earnedCredit(99, 100)).toBe(0);
  });

  it('earns nothing for nothing, a zero rule, or amounts that are not whole', () => {
    expect(earnedCredit(0, 200)).toBe(0);
    expect(earnedCredit(-5_00, 200)).toBe(0);
    expect(earnedCredit(100_00, 0)).toBe(0);
    expect(earnedCredit(100.5, 200)).toBe(0);
    expect(earnedCredit(100_00, 2.5)).toBe(0);
  });

  it('is exact above 2^53 / 10000 (no float product)', () => {
    const total = 9_007_199_254_740_991; // Number.MAX_SAFE_INTEGER
    expect(earnedCredit(total, 5_000)).toBe(Number((BigInt(total) * 5_000n) / 10_000n));
  });

  it('never exceeds the rule’s share and is within one unit of it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
        fc.integer({ min: 1, max: WALLET_EARN_BASIS_POINTS_MAX }),
        (total, bp) => {
          const credit = BigInt(earnedCredit(total, bp));
          const exact = BigInt(total) * BigInt(bp);
          expect(credit * 10_000n <= exact).toBe(true);
          expect((credit + 1n) * 10_000n > exact).toBe(true);
        },
      ),
    );
  });
});

describe('splitPayment', () => {
  it('takes the asked credit and leaves the rest to the card', () => {
    expect(splitPayment(100_00, 30_00, 20_00)).toEqual({ fromCredit: 20_00, fromCard: 80_00 });
    expect(splitPayment(100_00, 300_00, 100_00)).toEqual({ fromCredit: 100_00, fromCard: 0 });
    expect(splitPayment(100_00, 0, 0)).toEqual({ fromCredit: 0, fromCard: 100_00 });
  });

  it('refuses more than the balance or the total, a negative or a fraction', () => {
    expect(splitPayment(100_00, 30_00, 30_01)).toBeNull();
    expect(splitPayment(100_00, 300_00, 100_01)).toBeNull();
    expect(splitPayment(100_00, 30_00, -1)).toBeNull();
    expect(splitPayment(100_00, 30_00, 1.5)).toBeNull();
  });

  it('always sums to the total, with both parts whole and not negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 12 }),
        fc.integer({ min: 0, max: 10 ** 12 }),
        fc.integer({ min: 0, max: 10 ** 12 }),
        (total, balance, requested) => {
          const split = splitPayment(total, balance, requested);
          if (requested > maxCreditFor(total, balance)) {
            expect(split).toBeNull();
            return;
          }
          expect(split).not.toBeNull();
          expect((split?.fromCredit ?? 0) + (split?.fromCard ?? 0)).toBe(total);
          expect(split?.fromCard).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('splitRefund', () => {
  it('returns credit to the wallet first, then the card', () => {
    expect(splitRefund(60_00, 40_00, 0)).toEqual({ fromCredit: 40_00, fromCard: 20_00 });
    expect(splitRefund(30_00, 40_00, 0)).toEqual({ fromCredit: 30_00, fromCard: 0 });
    // A second refund (refund protection after a cancel) returns what credit is left first.
    expect(splitRefund(30_00, 40_00, 30_00)).toEqual({ fromCredit: 10_00, fromCard: 20_00 });
    expect(splitRefund(30_00, 0, 0)).toEqual({ fromCredit: 0, fromCard: 30_00 });
  });

  it('never returns more credit than was paid', () => {
    fc.assert(
      fc.property(fc.nat(10 ** 9), fc.nat(10 ** 9), fc.nat(10 ** 9), (amount, paid, returned) => {
        const split = splitRefund(amount, paid, Math.min(returned, paid));
        expect(split.fromCredit + split.fromCard).toBe(amount);
        expect(split.fromCredit + Math.min(returned, paid)).toBeLessThanOrEqual(paid);
      }),
    );
  });
});

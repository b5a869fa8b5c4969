import { describe, expect, it } from 'vitest';
import { dealTotalNow } from './proposal-total';

const priced = (total: number | null) => ({ now: { total } });

describe('dealTotalNow', () => {
  it('adds the extras priced now to the hotel option, in minor units', () => {
    expect(dealTotalNow(priced(45_000), [priced(12_345), priced(3_001)])).toEqual({
      amount: 60_346,
      isComplete: true,
    });
  });

  it('leaves out a sold-out extra and says the total is not complete', () => {
    expect(dealTotalNow(priced(45_000), [priced(null), priced(3_001)])).toEqual({
      amount: 48_001,
      isComplete: false,
    });
  });

  it('has no total when the hotel itself cannot be priced', () => {
    expect(dealTotalNow(priced(null), [priced(1_000)])).toEqual({ amount: null, isComplete: false });
  });

  it('is the hotel alone when nothing is added', () => {
    expect(dealTotalNow(priced(7), [])).toEqual({ amount: 7, isComplete: true });
  });
});

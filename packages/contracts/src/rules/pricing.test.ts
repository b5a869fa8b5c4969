import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  breakdownOf,
  convertBreakdown,
  convertMinorUnits,
  convertMoney,
  crossRate,
  markupOn,
  REMAINDER_LINE,
  roundMinorUnits,
  withRefundProtection,
  type PriceLine,
} from './pricing';

const fareLines = fc
  .array(
    fc.record({
      type: fc.constantFrom('ADT', 'CHD', 'INF'),
      count: fc.integer({ min: 1, max: 5 }),
      base: fc.integer({ min: 0, max: 500_000 }),
      taxes: fc.integer({ min: 0, max: 100_000 }),
    }),
    { minLength: 1, maxLength: 3 },
  )
  .map((rows) =>
    rows.flatMap((row): PriceLine[] => [
      { kind: 'base_fare', passengerType: row.type, count: row.count, amount: row.base * row.count },
      { kind: 'taxes', passengerType: row.type, count: row.count, amount: row.taxes * row.count },
    ]),
  );
const markup = fc.oneof(
  fc.record({
    markupType: fc.constant('percent' as const),
    markupValue: fc.integer({ min: 0, max: 10_000 }).map((hundredths) => hundredths / 100),
    agencyFee: fc.integer({ min: 0, max: 100_000 }),
    currency: fc.constant('USD'),
  }),
  fc.record({
    markupType: fc.constant('fixed' as const),
    markupValue: fc.integer({ min: 0, max: 1_000_000 }),
    agencyFee: fc.integer({ min: 0, max: 100_000 }),
    currency: fc.constantFrom('USD', 'EUR', 'JPY'),
  }),
);
/** Units of USD per unit of the markup's currency, as the exchange table would give. */
const TO_USD: Record<string, number> = { USD: 1, EUR: 1 / 0.92, JPY: 1 / 150 };

describe('markupOn', () => {
  it('takes a percent of the net price, rounded to a whole minor unit, and the fee in minor units', () => {
    expect(
      markupOn(
        { amount: 123_45, currency: 'USD' },
        { markupType: 'percent', markupValue: 10, agencyFee: 250, currency: 'USD' },
      ),
    ).toEqual({ markup: 1235, fee: 250 });
  });
  it('takes a fixed amount in minor units of its own currency', () => {
    expect(
      markupOn(
        { amount: 100_000, currency: 'JPY' },
        { markupType: 'fixed', markupValue: 1500, agencyFee: 0, currency: 'JPY' },
      ),
    ).toEqual({ markup: 1500, fee: 0 });
  });
  it('converts a fixed amount and the fee from the markup currency at the given rate', () => {
    // 25.00 EUR and 5.00 EUR at 1.0870 USD per EUR.
    expect(
      markupOn(
        { amount: 500_00, currency: 'USD' },
        { markupType: 'fixed', markupValue: 2500, agencyFee: 500, currency: 'EUR' },
        1.087,
      ),
    ).toEqual({ markup: 2718, fee: 544 });
    // 10.00 USD is 1500 yen at 150 yen per dollar: minor units change scale with the currency.
    expect(
      markupOn(
        { amount: 90_000, currency: 'JPY' },
        { markupType: 'fixed', markupValue: 1000, agencyFee: 0, currency: 'USD' },
        150,
      ),
    ).toEqual({ markup: 1500, fee: 0 });
  });
  it('leaves a percent alone whatever the markup currency', () => {
    expect(
      markupOn(
        { amount: 100_00, currency: 'USD' },
        { markupType: 'percent', markupValue: 7.5, agencyFee: 0, currency: 'EUR' },
        1.087,
      ),
    ).toEqual({ markup: 750, fee: 0 });
  });
});

describe('convertMinorUnits', () => {
  it('scales between currencies with different minor units and rounds once', () => {
    expect(convertMinorUnits(1999, 'USD', 'JPY', 150)).toBe(2999);
    expect(convertMinorUnits(2999, 'JPY', 'USD', 1 / 150)).toBe(1999);
    expect(convertMinorUnits(1234, 'EUR', 'EUR', 1)).toBe(1234);
    // 3-decimal currencies: 1.000 KWD at 3.2552 USD per KWD is 3.26 USD; 10.00 USD is 3.072 KWD.
    expect(convertMinorUnits(1000, 'KWD', 'USD', 3.2552)).toBe(326);
    expect(convertMoney({ amount: 1000, currency: 'USD' }, 'KWD', 0.3072)).toEqual({ amount: 3072, currency: 'KWD' });
  });
  it('rounds a decimal tie half away from zero despite float noise', () => {
    expect(0.285 * 100).toBeLessThan(28.5);
    expect(roundMinorUnits(0.285 * 100)).toBe(29);
    expect(roundMinorUnits(-2.5)).toBe(-3);
    // 1.00 USD at 1.255 is 125.5 cents (125.49999999999999 in floats).
    expect(convertMinorUnits(100, 'USD', 'EUR', 1.255)).toBe(126);
  });
});

describe('breakdowns (property-based)', () => {
  it('the total is the sum of the lines, and never negative', () => {
    fc.assert(
      fc.property(fareLines, markup, fc.double({ min: 0, max: 10, noNaN: true }), (lines, settings, protection) => {
        const net = lines.reduce((sum, line) => sum + line.amount, 0);
        const rate = TO_USD[settings.currency] ?? 1;
        const { markup: markupAmount, fee } = markupOn({ amount: net, currency: 'USD' }, settings, rate);
        const priced = breakdownOf('USD', [
          ...lines,
          { kind: 'markup', passengerType: null, count: 1, amount: markupAmount },
          { kind: 'agency_fee', passengerType: null, count: 1, amount: fee },
        ]);
        const protectedPrice = withRefundProtection(priced, protection);
        for (const b of [priced, protectedPrice]) {
          expect(b.total).toBe(b.lines.reduce((sum, line) => sum + line.amount, 0));
          expect(b.total).toBeGreaterThanOrEqual(0);
          expect(b.lines.every((line) => Number.isInteger(line.amount) && line.amount >= 0)).toBe(true);
        }
      }),
    );
  });

  it('converted lines sum to the converted total, never negative; every line but one is its exact conversion', () => {
    fc.assert(
      fc.property(
        fareLines,
        fc.double({ min: 0.001, max: 20_000, noNaN: true }),
        fc.constantFrom('EUR', 'JPY', 'BRL', 'KRW'),
        (lines, rate, to) => {
          const source = breakdownOf('USD', lines);
          const converted = convertBreakdown(source, to, rate);
          expect(converted.currency).toBe(to);
          expect(converted.total).toBe(converted.lines.reduce((sum, line) => sum + line.amount, 0));
          expect(converted.lines.every((line) => Number.isInteger(line.amount) && line.amount >= 0)).toBe(true);
          const exact = source.lines.map((line) => convertMinorUnits(line.amount, 'USD', to, rate));
          const differing = converted.lines.flatMap((line, index) => (line.amount !== exact[index] ? [index] : []));
          expect(differing.length).toBeLessThanOrEqual(1);
          const exactTotal = convertMinorUnits(source.total, 'USD', to, rate);
          if (converted.total !== exactTotal) {
            // Only when no line could take the remainder: the total is then the rounded lines' sum.
            expect(differing).toEqual([]);
          }
        },
      ),
    );
  });

  it('puts the remainder on the largest base fare line when it can take it', () => {
    fc.assert(
      fc.property(fareLines, fc.double({ min: 0.01, max: 20_000, noNaN: true }), (lines, rate) => {
        const source = breakdownOf('USD', lines);
        const converted = convertBreakdown(source, 'EUR', rate);
        const exact = source.lines.map((line) => convertMinorUnits(line.amount, 'USD', 'EUR', rate));
        const bases = exact.flatMap((amount, index) => (source.lines[index]?.kind === REMAINDER_LINE ? [amount] : []));
        fc.pre(bases.length > 0 && Math.max(...bases) >= source.lines.length);
        expect(converted.total).toBe(convertMinorUnits(source.total, 'USD', 'EUR', rate));
        converted.lines.forEach((line, index) => {
          if (line.amount !== exact[index]) {
            expect(line.kind).toBe(REMAINDER_LINE);
            expect(exact[index]).toBe(Math.max(...bases));
          }
        });
      }),
    );
  });

  it('gives a remainder of a tiny fare to the largest line instead of making the fare negative', () => {
    // At 0.5, the 1-cent fare rounds to 1 and each 51-cent tax to 26 (79 in all); 154 converts to 77.
    const source = breakdownOf('USD', [
      { kind: 'base_fare', passengerType: 'ADT', count: 1, amount: 1 },
      { kind: 'taxes', passengerType: 'ADT', count: 1, amount: 51 },
      { kind: 'taxes', passengerType: 'CHD', count: 1, amount: 51 },
      { kind: 'taxes', passengerType: 'INF', count: 1, amount: 51 },
    ]);
    const converted = convertBreakdown(source, 'EUR', 0.5);
    expect(converted.total).toBe(77);
    expect(converted.lines.map((line) => line.amount)).toEqual([1, 24, 26, 26]);
  });
});

describe('crossRate', () => {
  const rates = { USD: 1, EUR: 0.92, BRL: 5.4 };
  it('converts through the dollar rates', () => {
    expect(crossRate(rates, 'EUR', 'BRL')).toBeCloseTo(5.4 / 0.92, 10);
  });
  it('is 1 for the same currency, even one without a rate', () => {
    expect(crossRate({}, 'USD', 'USD')).toBe(1);
  });
  it('refuses a currency it has no rate for', () => {
    expect(() => crossRate(rates, 'USD', 'XYZ')).toThrow(RangeError);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { breakdownOf, convertBreakdown, crossRate, markupOn, withRefundProtection, type PriceLine } from './pricing';

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
const markup = fc.record({
  markupType: fc.constantFrom('percent' as const, 'fixed' as const),
  markupValue: fc.double({ min: 0, max: 50, noNaN: true }),
  agencyFee: fc.double({ min: 0, max: 100, noNaN: true }),
});

describe('markupOn', () => {
  it('takes a percent of the net price, rounded to a whole minor unit', () => {
    expect(
      markupOn({ amount: 123_45, currency: 'USD' }, { markupType: 'percent', markupValue: 10, agencyFee: 2.5 }),
    ).toEqual({ markup: 1235, fee: 250 });
  });
  it('takes a fixed amount in major units, in the minor units of the currency', () => {
    expect(
      markupOn({ amount: 100_000, currency: 'JPY' }, { markupType: 'fixed', markupValue: 1500, agencyFee: 0 }),
    ).toEqual({ markup: 1500, fee: 0 });
  });
});

describe('breakdowns (property-based)', () => {
  it('the total is the sum of the lines, and never negative', () => {
    fc.assert(
      fc.property(fareLines, markup, fc.double({ min: 0, max: 10, noNaN: true }), (lines, settings, protection) => {
        const net = lines.reduce((sum, line) => sum + line.amount, 0);
        const { markup: markupAmount, fee } = markupOn({ amount: net, currency: 'USD' }, settings);
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

  it('converted lines sum to the converted total; the remainder lands on the first base fare line only', () => {
    fc.assert(
      fc.property(
        fareLines,
        fc.double({ min: 0.001, max: 20_000, noNaN: true }),
        fc.constantFrom('EUR', 'JPY', 'BRL', 'KRW'),
        (lines, rate, to) => {
          const source = breakdownOf('USD', lines);
          fc.pre(source.lines.some((line) => line.kind === 'base_fare'));
          const converted = convertBreakdown(source, to, rate);
          expect(converted.currency).toBe(to);
          expect(converted.total).toBe(converted.lines.reduce((sum, line) => sum + line.amount, 0));
          const scale = to === 'JPY' || to === 'KRW' ? 0.01 : 1;
          const remainderLine = converted.lines.findIndex((line) => line.kind === 'base_fare');
          converted.lines.forEach((line, index) => {
            const plain = Math.round((source.lines[index]?.amount ?? 0) * rate * scale);
            if (index !== remainderLine) expect(Math.abs(line.amount - plain)).toBeLessThanOrEqual(1);
          });
        },
      ),
    );
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

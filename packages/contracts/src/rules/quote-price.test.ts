import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyDecimals, ISO_CURRENCIES } from '../money';
import {
  convertMinorUnits,
  REMAINDER_LINE,
  roundMinorUnits,
  withRefundProtection,
  type MarkupSettings,
} from './pricing';
import {
  applicableMarkup,
  lockRates,
  priceQuote,
  priceQuoteTotal,
  type LockedRates,
  type NetLine,
  type NetPrice,
} from './quote-price';

// Every currency of the ISO 4217 table: 0, 2, 3 and 4 decimals.
const currency = fc.constantFrom(...ISO_CURRENCIES);
const rate = fc.double({ min: 1e-4, max: 1e5, noNaN: true, noDefaultInfinity: true });

const netPrice = (netCurrency: fc.Arbitrary<string>) =>
  fc.record({
    currency: netCurrency,
    lines: fc
      .uniqueArray(
        fc.record({
          type: fc.constantFrom('ADT', 'CHD', 'INF'),
          count: fc.integer({ min: 1, max: 5 }),
          base: fc.integer({ min: 0, max: 5_000_000 }),
          taxes: fc.integer({ min: 0, max: 1_000_000 }),
        }),
        { minLength: 1, maxLength: 3, selector: (row) => row.type },
      )
      .map((rows) =>
        rows.flatMap((row): NetLine[] => [
          { kind: 'base_fare', passengerType: row.type, count: row.count, amount: row.base * row.count },
          { kind: 'taxes', passengerType: row.type, count: row.count, amount: row.taxes * row.count },
        ]),
      ),
  });

const percentMarkup = (markupCurrency: fc.Arbitrary<string>) =>
  fc.record({
    markupType: fc.constant('percent' as const),
    markupValue: fc.integer({ min: 0, max: 10_000 }).map((hundredths) => hundredths / 100),
    agencyFee: fc.integer({ min: 0, max: 10_000_000 }),
    currency: markupCurrency,
  });
const fixedMarkup = (markupCurrency: fc.Arbitrary<string>) =>
  fc.record({
    markupType: fc.constant('fixed' as const),
    markupValue: fc.integer({ min: 0, max: 100_000_000 }),
    agencyFee: fc.integer({ min: 0, max: 10_000_000 }),
    currency: markupCurrency,
  });
const anyMarkup = fc.oneof(percentMarkup(currency), fixedMarkup(currency));

/** Rates of a quote in `quoteCurrency` for a net and a markup currency (1 where they are the same). */
const ratesFor = (quoteCurrency: string, net: string, markupCurrency: string) =>
  fc.record({
    currency: fc.constant(quoteCurrency),
    net: net === quoteCurrency ? fc.constant(1) : rate,
    markup: markupCurrency === quoteCurrency ? fc.constant(1) : rate,
  });

/** A net price, a markup and the rates of a quote, all currencies from the ISO table. */
const pricing = fc
  .record({ quote: currency, net: netPrice(currency), markup: anyMarkup })
  .chain(({ quote, net, markup }) =>
    ratesFor(quote, net.currency, markup.currency).map((rates) => ({ net, markup, rates })),
  );

const lineOf = (lines: { kind: string; amount: number }[], kind: string) =>
  lines.filter((line) => line.kind === kind).reduce((sum, line) => sum + line.amount, 0);

describe('priceQuote (property-based, every ISO 4217 currency)', () => {
  it('answers in the quote currency, lines summing to the total, integers, none negative, none zero', () => {
    fc.assert(
      fc.property(pricing, fc.integer({ min: 0, max: 2_000 }), ({ net, markup, rates }, protection) => {
        const priced = priceQuote(net, markup, rates);
        for (const b of [priced, withRefundProtection(priced, protection / 100)]) {
          expect(b.currency).toBe(rates.currency);
          expect(b.total).toBe(b.lines.reduce((sum, line) => sum + line.amount, 0));
          expect(b.lines.every((line) => Number.isInteger(line.amount) && line.amount > 0)).toBe(true);
        }
      }),
    );
  });

  it('adds refund protection as a percent of the whole price in the quote currency, rounded once', () => {
    fc.assert(
      fc.property(pricing, fc.integer({ min: 0, max: 2_000 }), ({ net, markup, rates }, hundredths) => {
        const priced = priceQuote(net, markup, rates);
        const covered = withRefundProtection(priced, hundredths / 100);
        // Exact in integers: the amount is the product rounded half up, whatever its size.
        const exact = BigInt(priced.total) * BigInt(hundredths);
        const protection = BigInt(lineOf(covered.lines, 'refund_protection'));
        expect(exact - protection * 10_000n).toBeGreaterThanOrEqual(-5_000n);
        expect(exact - protection * 10_000n).toBeLessThan(5_000n);
        expect(covered.lines.filter((line) => line.kind !== 'refund_protection')).toEqual(priced.lines);
      }),
    );
  });

  it('keeps a fixed markup and a fee exact in the currency they were set in, whatever the supplier currency', () => {
    fc.assert(
      fc.property(
        currency,
        netPrice(currency),
        fc.oneof(fixedMarkup(fc.constant('')), percentMarkup(fc.constant(''))),
        rate,
        (quoteCurrency, net, settings, netRate) => {
          const markup = { ...settings, currency: quoteCurrency };
          const rates = { currency: quoteCurrency, net: net.currency === quoteCurrency ? 1 : netRate, markup: 1 };
          const priced = priceQuote(net, markup, rates);
          if (markup.markupType === 'fixed') expect(lineOf(priced.lines, 'markup')).toBe(markup.markupValue);
          expect(lineOf(priced.lines, 'agency_fee')).toBe(markup.agencyFee);
        },
      ),
    );
  });

  it('converts a fixed markup and the fee once, directly from their currency at the locked rate', () => {
    fc.assert(
      fc.property(
        currency,
        fixedMarkup(currency),
        rate,
        netPrice(currency),
        netPrice(currency),
        rate,
        (quoteCurrency, markup, anyRate, net, otherNet, netRate) => {
          const markupRate = markup.currency === quoteCurrency ? 1 : anyRate;
          const rates = { currency: quoteCurrency, net: netRate, markup: markupRate };
          const priced = priceQuote(net, markup, rates);
          const direct = (amount: number) => convertMinorUnits(amount, markup.currency, quoteCurrency, markupRate);
          expect(lineOf(priced.lines, 'markup')).toBe(direct(markup.markupValue));
          expect(lineOf(priced.lines, 'agency_fee')).toBe(direct(markup.agencyFee));
          // Within half a minor unit of the exact value: no coarser currency in between.
          const scale = 10 ** (currencyDecimals(quoteCurrency) - currencyDecimals(markup.currency));
          const exact = markup.markupValue * markupRate * scale;
          expect(Math.abs(lineOf(priced.lines, 'markup') - exact)).toBeLessThanOrEqual(0.5 + exact * 1e-12);
          // The supplier's currency and price play no part in the markup and the fee.
          const other = priceQuote(otherNet, markup, { ...rates, net: netRate * 1.37 });
          expect(lineOf(other.lines, 'markup')).toBe(lineOf(priced.lines, 'markup'));
          expect(lineOf(other.lines, 'agency_fee')).toBe(lineOf(priced.lines, 'agency_fee'));
        },
      ),
    );
  });

  it('takes a percent markup of the net as shown in the quote currency, rounded once', () => {
    fc.assert(
      fc.property(
        currency,
        netPrice(currency),
        percentMarkup(currency),
        rate,
        rate,
        (quoteCurrency, net, markup, netRate, markupRate) => {
          const rates = { currency: quoteCurrency, net: netRate, markup: markupRate };
          const priced = priceQuote(net, markup, rates);
          const shownNet = lineOf(priced.lines, 'base_fare') + lineOf(priced.lines, 'taxes');
          expect(lineOf(priced.lines, 'markup')).toBe(roundMinorUnits((shownNet * markup.markupValue) / 100));
        },
      ),
    );
  });

  it('converts the net total once and puts the remainder on the largest base fare line only', () => {
    fc.assert(
      fc.property(pricing, ({ net, markup, rates }) => {
        const priced = priceQuote(net, markup, rates);
        // Each (kind, passenger type) is one line; a line converted to 0 is left out of the answer.
        const key = (line: { kind: string; passengerType: string | null }) => `${line.kind}:${line.passengerType}`;
        const shown = new Map(priced.lines.map((line) => [key(line), line.amount]));
        const kept = net.lines.filter((line) => line.amount !== 0);
        const exact = kept.map((line) => convertMinorUnits(line.amount, net.currency, rates.currency, rates.net));
        const differing = kept.filter((line, index) => (shown.get(key(line)) ?? 0) !== exact[index]);
        expect(differing.length).toBeLessThanOrEqual(1);
        const netTotal = kept.reduce((sum, line) => sum + line.amount, 0);
        const convertedTotal = convertMinorUnits(netTotal, net.currency, rates.currency, rates.net);
        const shownTotal = lineOf(priced.lines, 'base_fare') + lineOf(priced.lines, 'taxes');
        const bases = exact.filter((_, index) => kept[index]?.kind === REMAINDER_LINE);
        if (bases.length > 0 && Math.max(...bases) >= kept.length) {
          expect(shownTotal).toBe(convertedTotal);
          expect(differing.every((line) => line.kind === REMAINDER_LINE)).toBe(true);
        }
      }),
    );
  });
});

describe('priceQuoteTotal', () => {
  it("is priceQuote's total, tiny amounts and 0-, 2-, 3- and 4-decimal currencies included", () => {
    fc.assert(
      fc.property(pricing, ({ net, markup, rates }) => {
        expect(priceQuoteTotal(net, markup, rates)).toBe(priceQuote(net, markup, rates).total);
      }),
      { numRuns: 2_000 },
    );
  });
  it('prices lines too small to take the remainder in full', () => {
    // At 0.5, each 1-fils line rounds to 1 (4 in all) while their 4 convert to 2: no line can
    // take the remainder of -2, so the total is the rounded lines' sum.
    const net: NetPrice = {
      currency: 'KWD',
      lines: [
        { kind: 'base_fare', passengerType: 'ADT', count: 1, amount: 1 },
        { kind: 'taxes', passengerType: 'ADT', count: 1, amount: 1 },
        { kind: 'base_fare', passengerType: 'CHD', count: 1, amount: 1 },
        { kind: 'taxes', passengerType: 'CHD', count: 1, amount: 1 },
      ],
    };
    const rates = { currency: 'BHD', net: 0.5, markup: 1 };
    const none: MarkupSettings = { markupType: 'percent', markupValue: 0, agencyFee: 0, currency: 'BHD' };
    expect(priceQuote(net, none, rates).total).toBe(4);
    expect(priceQuoteTotal(net, none, rates)).toBe(4);
  });
});

describe('lockRates', () => {
  it('locks the direct rates between the currencies from a table per 1 USD', () => {
    const table = { USD: 1, BRL: 5.34, KWD: 0.3072 };
    const rates: LockedRates = lockRates(table, 'BRL', 'USD', 'KWD');
    expect(rates).toEqual({ currency: 'BRL', net: 5.34, markup: 5.34 / 0.3072 });
    expect(lockRates(table, 'KWD', 'USD', 'KWD').markup).toBe(1);
  });
  it('refuses a currency the table has no rate for', () => {
    expect(() => lockRates({ USD: 1 }, 'OMR', 'USD', 'USD')).toThrow(RangeError);
  });
});

describe('the issue 18 examples, at the rates the check used', () => {
  // LIS-MAD one way: 105.80 USD of fare and 10.00 USD of taxes for one adult.
  const net: NetPrice = {
    currency: 'USD',
    lines: [
      { kind: 'base_fare', passengerType: 'ADT', count: 1, amount: 10_580 },
      { kind: 'taxes', passengerType: 'ADT', count: 1, amount: 1_000 },
    ],
  };
  const table = { USD: 1, BRL: 5.34, KWD: 0.3072, BHD: 0.376, HUF: 331 };
  it.each([
    ['BRL', 1000, 250],
    ['KWD', 1234, 500],
    ['BHD', 5000, 1234],
  ])('%s %i / %i are shown as set', (code, value, fee) => {
    const markup: MarkupSettings = { markupType: 'fixed', markupValue: value, agencyFee: fee, currency: code };
    const priced = priceQuote(net, markup, lockRates(table, code, 'USD', code));
    expect([lineOf(priced.lines, 'markup'), lineOf(priced.lines, 'agency_fee')]).toEqual([value, fee]);
  });
  it('converts 119.03 USD to 39 398.93 HUF (2 decimals, as ISO 4217 has it)', () => {
    expect(convertMinorUnits(11_903, 'USD', 'HUF', 331)).toBe(3_939_893);
  });
});

describe('applicableMarkup (client and agent overrides)', () => {
  const layer = fc.option(anyMarkup, { nil: null });
  it("is the agent's own, else the client's, else the agency's", () => {
    fc.assert(
      fc.property(anyMarkup, layer, layer, (agency, client, agent) => {
        const chosen = applicableMarkup({ agency, client, agent });
        expect(chosen).toBe(agent ?? client ?? agency);
      }),
    );
  });
});

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { currencyDecimals, isIsoCurrency, ISO_CURRENCIES } from './currencies';
import { formatMoney, majorUnitsOf, minorUnitsOf } from './money';

/** Code -> minor unit ('2', or 'N.A.') as ISO publishes them in the XML the package ships. */
function publishedList(): Map<string, string> {
  const file = createRequire(import.meta.url).resolve('currency-codes/iso-4217-list-one.xml');
  const entries = new Map<string, string>();
  for (const [, body = ''] of readFileSync(file, 'utf8').matchAll(/<CcyNtry>([\s\S]*?)<\/CcyNtry>/g)) {
    const code = /<Ccy>(\w+)<\/Ccy>/.exec(body)?.[1];
    const units = /<CcyMnrUnts>([^<]+)<\/CcyMnrUnts>/.exec(body)?.[1];
    if (code && units) entries.set(code, units);
  }
  return entries;
}

describe('the ISO 4217 table', () => {
  const published = publishedList();

  it('has every currency ISO publishes with a minor unit, at that exponent', () => {
    const money = [...published].filter(([, units]) => units !== 'N.A.');
    expect(money.length).toBeGreaterThan(150);
    for (const [code, units] of money) expect([code, currencyDecimals(code)]).toEqual([code, Number(units)]);
    expect(ISO_CURRENCIES).toEqual(money.map(([code]) => code).sort());
  });

  it('leaves out the units ISO gives no minor unit (metals, SDR, testing)', () => {
    for (const [code, units] of published) expect([code, isIsoCurrency(code)]).toEqual([code, units !== 'N.A.']);
    expect(() => currencyDecimals('XAU')).toThrow(RangeError);
    expect(() => currencyDecimals('ZZZ')).toThrow(RangeError);
  });

  it.each([
    ['JPY', 0],
    ['KRW', 0],
    ['USD', 2],
    ['HUF', 2],
    ['IDR', 2],
    ['COP', 2],
    ['KWD', 3],
    ['BHD', 3],
    ['OMR', 3],
    ['JOD', 3],
    ['TND', 3],
    ['CLF', 4],
  ])('gives %s %i decimals', (code, decimals) => {
    expect(currencyDecimals(code)).toBe(decimals);
  });
});

describe('money in minor units of ISO exponents', () => {
  it('formats with the ISO decimals, not the runtime locale data', () => {
    // Intl separates a code from the amount with a no-break space.
    const format = (amount: number, currency: string) => formatMoney({ amount, currency }, 'en').replace('\u00a0', ' ');
    expect(format(3_939_893, 'HUF')).toBe('HUF 39,398.93');
    expect(format(1234, 'KWD')).toBe('KWD 1.234');
    expect(format(1500, 'JPY')).toBe('¥1,500');
  });
  it('reads and writes major units with the ISO exponent', () => {
    expect(minorUnitsOf(1.234, 'BHD')).toBe(1234);
    expect(majorUnitsOf(1250, 'IDR')).toBe(12.5);
  });
});

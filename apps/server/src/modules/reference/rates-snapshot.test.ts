import { isIsoCurrency } from '@travel/contracts';
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from './countries';
import { checkRateTable } from './rate-table';
import { RATES_SNAPSHOT } from './rates-snapshot';

describe('the stored starting rates', () => {
  it('are a valid rate table of ISO 4217 currencies, USD at 1', () => {
    expect(checkRateTable(RATES_SNAPSHOT).problems).toEqual([]);
    expect(RATES_SNAPSHOT.USD).toBe(1);
  });

  it('price every ISO currency a visitor may pick by country, the 3-decimal ones included', () => {
    const chosen = [...new Set(COUNTRIES.map((country) => country.currency))].filter(isIsoCurrency);
    expect(chosen.length).toBeGreaterThan(140);
    expect(chosen.filter((code) => !(RATES_SNAPSHOT[code] && RATES_SNAPSHOT[code] > 0))).toEqual([]);
    for (const code of ['KWD', 'BHD', 'OMR', 'JOD', 'TND']) expect(RATES_SNAPSHOT[code]).toBeGreaterThan(0);
  });
});

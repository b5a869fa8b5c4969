import { describe, expect, it } from 'vitest';
import { currencySymbol } from './currency-symbol';

describe('currencySymbol', () => {
  it.each([
    ['USD', '$'],
    ['EUR', '€'],
    ['GBP', '£'],
    ['JPY', '¥'],
    ['BRL', 'R$'],
  ])('gives %s its sign %s', (currency, symbol) => {
    expect(currencySymbol(currency, 'en')).toBe(symbol);
  });

  it('gives none where the sign would only repeat the code, or the code is unknown', () => {
    expect(currencySymbol('CHF', 'en')).toBeNull();
    expect(currencySymbol('XYZ1', 'en')).toBeNull();
  });
});

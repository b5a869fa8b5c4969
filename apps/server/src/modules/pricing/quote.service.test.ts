import { priceQuote, type NetPrice } from '@travel/contracts';
import { describe, expect, it } from 'vitest';
import { pricerOf } from './pricing.service';
import { priceOf } from './quote.service';

// Rates per 1 USD, as the exchange table holds them.
const TABLE = { USD: 1, EUR: 0.9, BRL: 5 };
const NET: NetPrice = {
  currency: 'USD',
  lines: [
    { kind: 'base_fare', passengerType: 'ADT', count: 2, amount: 40_000 },
    { kind: 'taxes', passengerType: 'ADT', count: 2, amount: 6_001 },
  ],
};

describe('priceOf', () => {
  it('prices a net price in the quote currency and keeps the rates it locked', () => {
    const markup = { markupType: 'percent' as const, markupValue: 7.5, agencyFee: 1_000, currency: 'BRL' };
    const price = priceOf(pricerOf(markup, TABLE, 'EUR'), NET);
    const rates = { currency: 'EUR', net: 0.9, markup: 0.9 / 5 };
    expect(price).toEqual({
      currency: 'EUR',
      exchangeRate: '0.9',
      supplierCurrency: 'USD',
      breakdown: priceQuote(NET, markup, rates),
      markupType: 'percent',
      markupValue: '7.50',
      markupCurrency: 'BRL',
      markupRate: 0.9 / 5,
    });
    expect(price.breakdown.total).toBe(price.breakdown.lines.reduce((sum, line) => sum + line.amount, 0));
  });

  it('keeps a fixed markup as charged, in minor units of the quote currency', () => {
    // BRL 25.00 at 0.18 EUR per BRL is EUR 4.50.
    const markup = { markupType: 'fixed' as const, markupValue: 2_500, agencyFee: 0, currency: 'BRL' };
    const price = priceOf(pricerOf(markup, TABLE, 'EUR'), NET);
    expect(price.breakdown.lines.filter((line) => line.kind === 'markup')).toEqual([
      { kind: 'markup', passengerType: null, count: 1, amount: 450 },
    ]);
    expect(price.markupValue).toBe('450.00');
  });
});

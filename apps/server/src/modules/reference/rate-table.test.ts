import { describe, expect, it } from 'vitest';
import { checkRateTable, isKnownCurrency, parseRateFlags, parseRatesFile } from './rate-table';

describe('checkRateTable', () => {
  it('accepts known currencies with finite rates above 0, and USD at 1', () => {
    expect(checkRateTable({ EUR: 0.92, GBP: 0.79, JPY: 150, USD: 1 })).toEqual({
      rates: { EUR: 0.92, GBP: 0.79, JPY: 150, USD: 1 },
      problems: [],
    });
  });

  it('names every problem at once, each by its currency', () => {
    const { rates, problems } = checkRateTable({
      EUR: 0,
      GBP: -0.79,
      JPY: Number.POSITIVE_INFINITY,
      BRL: Number.NaN,
      MXN: '18.4',
      XYZ: 1,
      eur: 0.9,
      USD: 1.1,
      CAD: 1.38,
    });
    expect(rates).toBeNull();
    expect(problems).toEqual([
      'EUR: must be more than 0',
      'GBP: must be more than 0',
      'JPY: must be a finite number',
      'BRL: must be a finite number',
      'MXN: must be a finite number',
      'XYZ: is not an ISO 4217 currency code (three capitals, e.g. EUR)',
      'eur: is not an ISO 4217 currency code (three capitals, e.g. EUR)',
      'USD: is the base currency: its rate stays 1',
    ]);
  });

  it('refuses an empty table and anything that is not an object', () => {
    expect(checkRateTable({}).problems).toEqual(['no rate given']);
    expect(checkRateTable([0.92]).problems).toHaveLength(1);
    expect(checkRateTable(null).problems).toEqual([
      'the rates must be an object of currency codes to units per 1 USD, e.g. {"EUR": 0.92}',
    ]);
  });

  it('knows the ISO 4217 currencies in use and no made-up code', () => {
    for (const code of ['USD', 'EUR', 'GBP', 'BRL', 'JPY', 'CHF', 'INR']) expect(isKnownCurrency(code)).toBe(true);
    for (const code of ['XYZ', 'usd', 'EURO', '']) expect(isKnownCurrency(code)).toBe(false);
  });
});

describe('parseRateFlags', () => {
  it('reads CODE=RATE flags, the last of a currency winning', () => {
    expect(parseRateFlags(['EUR=0.92', ' GBP = 0.79 ', 'EUR=0.93'])).toEqual({
      entries: { EUR: 0.93, GBP: 0.79 },
      problems: [],
    });
  });

  it('turns a rate that is not a number into one the table check refuses', () => {
    const { entries } = parseRateFlags(['EUR=abc', 'GBP=1e999']);
    expect(checkRateTable(entries).problems).toEqual(['EUR: must be a finite number', 'GBP: must be a finite number']);
  });

  it('says how to write a flag without a rate', () => {
    expect(parseRateFlags(['EUR', 'GBP=', '=0.5']).problems).toEqual([
      '--rate "EUR": write CODE=RATE, e.g. --rate EUR=0.92',
      '--rate "GBP=": write CODE=RATE, e.g. --rate EUR=0.92',
      '--rate "=0.5": write CODE=RATE, e.g. --rate EUR=0.92',
    ]);
  });
});

describe('parseRatesFile', () => {
  it('reads a JSON object of currency codes to rates', () => {
    expect(parseRatesFile('rates.json', '{"EUR": 0.92, "GBP": 0.79}')).toEqual({
      entries: { EUR: 0.92, GBP: 0.79 },
      problems: [],
    });
  });

  it('says when the file is not JSON or not an object', () => {
    expect(parseRatesFile('rates.json', '{"EUR": 0.92,').problems[0]).toMatch(/^rates\.json is not valid JSON: /);
    for (const text of ['[0.92]', '0.92', 'null']) {
      expect(parseRatesFile('rates.json', text).problems).toEqual([
        'rates.json must hold a JSON object of currency codes to units per 1 USD, e.g. {"EUR": 0.92}',
      ]);
    }
  });

  it('reads an overflowing number as Infinity, which the table check refuses', () => {
    const { entries } = parseRatesFile('rates.json', '{"EUR": 1e999}');
    expect(checkRateTable(entries).problems).toEqual(['EUR: must be a finite number']);
  });
});

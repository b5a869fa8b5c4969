import { describe, expect, it } from 'vitest';
import { formatMarkup } from './markup';

describe('formatMarkup', () => {
  it('shows a percent markup as a percent of the page language', () => {
    expect(formatMarkup({ markupType: 'percent', markup: 8 }, 'EUR', 'en')).toBe('8%');
    expect(formatMarkup({ markupType: 'percent', markup: 7.5 }, 'EUR', 'en')).toBe('7.5%');
    expect(formatMarkup({ markupType: 'percent', markup: 7.5 }, 'EUR', 'pt')).toBe('7,5%');
  });

  it('shows a fixed markup as money of the quote currency, from its minor units', () => {
    expect(formatMarkup({ markupType: 'fixed', markup: 2301 }, 'EUR', 'en')).toBe('€23.01');
    expect(formatMarkup({ markupType: 'fixed', markup: 2301 }, 'USD', 'en')).toBe('$23.01');
    expect(formatMarkup({ markupType: 'fixed', markup: 2300 }, 'JPY', 'en')).toBe('¥2,300');
  });
});

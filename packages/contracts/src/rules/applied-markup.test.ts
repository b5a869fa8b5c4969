import { describe, expect, it } from 'vitest';
import { adoptMarkup, type AppliedMarkup } from './applied-markup';

const PREVIOUS: AppliedMarkup = { markupType: 'percent', markup: 8 };

describe('adoptMarkup', () => {
  it('takes the type and the value of an answer that carries both', () => {
    expect(adoptMarkup(PREVIOUS, { markupType: 'fixed', markup: 2301 })).toEqual({ markupType: 'fixed', markup: 2301 });
    expect(adoptMarkup(null, { markupType: 'percent', markup: 7.5 })).toEqual({ markupType: 'percent', markup: 7.5 });
  });

  it('takes a markup of zero: zero is a value, not a missing one', () => {
    expect(adoptMarkup(PREVIOUS, { markupType: 'percent', markup: 0 })).toEqual({ markupType: 'percent', markup: 0 });
  });

  it('keeps the previous markup when the type or the value is missing', () => {
    expect(adoptMarkup(PREVIOUS, { markupType: 'fixed' })).toBe(PREVIOUS);
    expect(adoptMarkup(PREVIOUS, { markup: 2301 })).toBe(PREVIOUS);
    expect(adoptMarkup(PREVIOUS, { markupType: null, markup: 2301 })).toBe(PREVIOUS);
    expect(adoptMarkup(PREVIOUS, { markupType: 'fixed', markup: null })).toBe(PREVIOUS);
    expect(adoptMarkup(PREVIOUS, {})).toBe(PREVIOUS);
    expect(adoptMarkup(null, { markupType: 'fixed' })).toBeNull();
  });
});

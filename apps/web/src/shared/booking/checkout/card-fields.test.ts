import { describe, expect, it } from 'vitest';
import {
  cardBrandOf,
  cardFieldError,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  isPlainlyWrong,
  type CardValues,
} from './card-fields';

const TODAY = new Date(2026, 10, 24);
const VALID: CardValues = { name: 'Ana Silva', number: '4242 4242 4242 4242', expiry: '12/29', cvc: '123' };
const errorOf = (field: keyof CardValues, value: string, values: Partial<CardValues> = {}) =>
  cardFieldError(field, { ...VALID, ...values, [field]: value }, TODAY);

describe('card number', () => {
  it('groups the digits as printed on the card: fours, and 4-6-5 for American Express', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('3782 822463 10005')).toBe('3782 822463 10005');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
  });

  it("drops what is not a digit and stops at the brand's longest number", () => {
    expect(formatCardNumber('4242-4242 abc 4242')).toBe('4242 4242 4242');
    expect(formatCardNumber('5555555555554444999')).toBe('5555 5555 5555 4444');
  });

  it('names the brand from the first digits', () => {
    expect(cardBrandOf('42')?.name).toBe('Visa');
    // '4' alone could still be Visa, Elo or Maestro.
    expect(cardBrandOf('4')).toBeNull();
    expect(cardBrandOf('5555 55')?.name).toBe('Mastercard');
    expect(cardBrandOf('37')).toMatchObject({ name: 'American Express', codeSize: 4 });
    expect(cardBrandOf('')).toBeNull();
  });

  it('passes a number of the right length whose Luhn check sums, and refuses others', () => {
    expect(errorOf('number', '4242 4242 4242 4242')).toBeNull();
    expect(errorOf('number', '4242 4242 4242 4241')).toBe('card.invalid.number');
    expect(errorOf('number', '4242 4242 4242')).toBe('card.invalid.number');
    expect(errorOf('number', '')).toBe('card.required.number');
  });

  it('tells a wrong number while typing only once it can no longer become right', () => {
    expect(isPlainlyWrong('number', { ...VALID, number: '4242 4242' }, TODAY)).toBe(false);
    expect(isPlainlyWrong('number', { ...VALID, number: '4242 4242 4242 4241' }, TODAY)).toBe(true);
  });
});

describe('card expiry', () => {
  it('shapes what is typed as MM/YY', () => {
    expect(formatExpiry('1229')).toBe('12/29');
    expect(formatExpiry('122')).toBe('12/2');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('429')).toBe('04/29');
    expect(formatExpiry('12/2029')).toBe('12/29');
    expect(formatExpiry('1/2030')).toBe('01/30');
  });

  it('wants a month 01 to 12 and a date not in the past', () => {
    expect(errorOf('expiry', '13/29')).toBe('card.invalid.month');
    expect(errorOf('expiry', '00/29')).toBe('card.invalid.month');
    expect(errorOf('expiry', '10/26')).toBe('card.invalid.expired');
    expect(errorOf('expiry', '11/26')).toBeNull();
    expect(errorOf('expiry', '12/2')).toBe('card.invalid.expiry');
    expect(errorOf('expiry', '12/99')).toBe('card.invalid.expiry');
    expect(errorOf('expiry', '')).toBe('card.required.expiry');
  });

  it('tells a wrong month at once and a past date once the year is typed', () => {
    expect(isPlainlyWrong('expiry', { ...VALID, expiry: '13' }, TODAY)).toBe(true);
    expect(isPlainlyWrong('expiry', { ...VALID, expiry: '1' }, TODAY)).toBe(false);
    expect(isPlainlyWrong('expiry', { ...VALID, expiry: '10/2' }, TODAY)).toBe(false);
    expect(isPlainlyWrong('expiry', { ...VALID, expiry: '10/25' }, TODAY)).toBe(true);
  });
});

describe('card security code', () => {
  it('keeps digits only, as many as the brand uses', () => {
    const visa = cardBrandOf('4242');
    const amex = cardBrandOf('3782');
    expect(formatCvc('12a34', visa)).toBe('123');
    expect(formatCvc('12a34', amex)).toBe('1234');
  });

  it('wants 3 digits for Visa and 4 for American Express', () => {
    expect(errorOf('cvc', '123')).toBeNull();
    expect(errorOf('cvc', '12')).toBe('card.invalid.cvcLength');
    expect(errorOf('cvc', '123', { number: '3782 822463 10005' })).toBe('card.invalid.cvcLength');
    expect(errorOf('cvc', '1234', { number: '3782 822463 10005' })).toBeNull();
    expect(errorOf('cvc', '')).toBe('card.required.cvc');
  });
});

describe('name on card', () => {
  it('is required', () => {
    expect(errorOf('name', '  ')).toBe('card.invalid.name');
    expect(errorOf('name', 'Ana Silva')).toBeNull();
  });
});

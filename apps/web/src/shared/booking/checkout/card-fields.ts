import cardValidator from 'card-validator';

/** The card form's fields, in the order they are shown (the first invalid one takes the focus). */
export const CARD_FIELDS = ['name', 'number', 'expiry', 'cvc'] as const;
export type CardField = (typeof CARD_FIELDS)[number];
export type CardValues = Record<CardField, string>;

/** A card brand as the number's first digits tell it (card-validator's brand table). */
export interface CardBrand {
  /** 'visa', 'mastercard', 'american-express'... */
  type: string;
  /** 'Visa', 'Mastercard', 'American Express'... */
  name: string;
  /** Digits of its security code: 4 for American Express, 3 for most. */
  codeSize: number;
  /** Where the number's groups end: [4, 8, 12] for 4-4-4-4, [4, 10] for Amex 4-6-5. */
  gaps: number[];
  /** The lengths its numbers may have. */
  lengths: number[];
}

const MAX_DIGITS = 19;
/** How far ahead an expiry may be: a date further out is a typing mistake. */
const MAX_YEARS_AHEAD = 20;

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** The brand of a (partly) typed number, once its first digits name one brand only. */
export function cardBrandOf(number: string): CardBrand | null {
  const { card } = cardValidator.number(digitsOf(number));
  if (!card) return null;
  return { type: card.type, name: card.niceType, codeSize: card.code.size, gaps: card.gaps, lengths: card.lengths };
}

/** The number as typed, digits only, cut at the brand's longest length and grouped as printed on the card. */
export function formatCardNumber(value: string): string {
  const brand = cardBrandOf(value);
  const digits = digitsOf(value).slice(0, brand ? Math.max(...brand.lengths) : MAX_DIGITS);
  const gaps = brand?.gaps ?? [4, 8, 12, 16];
  let grouped = '';
  for (const [index, digit] of [...digits].entries()) {
    if (index > 0 && gaps.includes(index)) grouped += ' ';
    grouped += digit;
  }
  return grouped;
}

/**
 * The expiry as typed, shaped MM/YY: '1229' becomes '12/29', a first digit above 1 is a month
 * ('4' becomes '04'), and an autofilled '12/2029' keeps its year's last two digits.
 */
export function formatExpiry(value: string): string {
  const long = /^\s*(\d{1,2})\s*\/\s*(\d{4})\s*$/.exec(value);
  if (long) return `${(long[1] ?? '').padStart(2, '0')}/${(long[2] ?? '').slice(2)}`;
  let digits = digitsOf(value).slice(0, 4);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The security code as typed: digits only, at most the brand's length (4 when unknown). */
export function formatCvc(value: string, brand: CardBrand | null): string {
  return digitsOf(value).slice(0, brand?.codeSize ?? 4);
}

/** The expiry's month and four-digit year, once complete (MM/YY). */
export function expiryParts(expiry: string): { month: number; year: number } | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry);
  if (!match) return null;
  return { month: Number(match[1]), year: 2000 + Number(match[2]) };
}

/** What is wrong with one field: a message key of the checkout namespace, or null. */
export function cardFieldError(field: CardField, values: CardValues, today: Date): string | null {
  const value = values[field].trim();
  switch (field) {
    case 'name':
      return value ? null : 'card.invalid.name';
    case 'number': {
      if (!value) return 'card.required.number';
      return cardValidator.number(digitsOf(value)).isValid ? null : 'card.invalid.number';
    }
    case 'expiry': {
      if (!value) return 'card.required.expiry';
      const month = Number(value.slice(0, 2));
      if (value.length >= 2 && (month < 1 || month > 12)) return 'card.invalid.month';
      const parts = expiryParts(value);
      if (!parts) return 'card.invalid.expiry';
      const months = parts.year * 12 + parts.month;
      const current = today.getFullYear() * 12 + today.getMonth() + 1;
      if (months < current) return 'card.invalid.expired';
      return months > current + MAX_YEARS_AHEAD * 12 ? 'card.invalid.expiry' : null;
    }
    case 'cvc': {
      if (!value) return 'card.required.cvc';
      const brand = cardBrandOf(values.number);
      if (brand) return value.length === brand.codeSize ? null : 'card.invalid.cvcLength';
      return /^\d{3,4}$/.test(value) ? null : 'card.invalid.cvc';
    }
  }
}

/**
 * Whether a field being typed can already be told wrong, before it is left: a number that no
 * brand starts with or that fails the Luhn check once it has its brand's usual length, a month outside 01-12, an
 * expiry in the past. An unfinished value is not wrong yet.
 */
export function isPlainlyWrong(field: CardField, values: CardValues, today: Date): boolean {
  const value = values[field];
  if (!value) return false;
  if (field === 'number') {
    const digits = digitsOf(value);
    const check = cardValidator.number(digits);
    const shortest = check.card ? Math.min(...check.card.lengths) : MAX_DIGITS;
    return !check.isPotentiallyValid || (digits.length >= shortest && !check.isValid);
  }
  if (field === 'expiry') {
    const error = cardFieldError('expiry', values, today);
    return error === 'card.invalid.month' || (expiryParts(value) !== null && error !== null);
  }
  return false;
}

/** What a test card does when charged. */
export type CardScenario = 'succeed' | 'decline' | 'insufficient_funds' | 'challenge';

/**
 * The sandbox gateway's test cards (documented in the README and shown at checkout in sandbox
 * mode). Any other valid card number succeeds.
 */
export const TEST_CARDS: Record<string, CardScenario> = {
  '4242424242424242': 'succeed',
  '5555555555554444': 'succeed',
  '4000000000000002': 'decline',
  '4000000000009995': 'insufficient_funds',
  '4000000000003220': 'challenge',
};

/** Luhn check of a card number. */
export function isLuhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'card';
}

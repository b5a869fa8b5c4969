import { currencyDecimals } from './currencies';

export { currencyDecimals, isIsoCurrency, ISO_CURRENCIES } from './currencies';

/** Money is an integer of minor units and an ISO 4217 code; never a float. */
export interface Money {
  amount: number;
  currency: string;
}

/** Formats minor units for display, e.g. 123456 USD -> '$1,234.56'. */
export function formatMoney(money: Money, locale = 'en'): string {
  const decimals = currencyDecimals(money.currency);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: money.currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(money.amount / 10 ** decimals);
}

/** Rounds half away from zero, the usual commercial rounding. */
export function roundHalfAwayFromZero(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/**
 * Minor units of an amount written in major units (12.5 USD -> 1250, 1500 JPY -> 1500). An
 * amount with more decimals than the currency has stays fractional, for validation to refuse.
 */
export function minorUnitsOf(major: number, currency: string): number {
  const minor = major * 10 ** currencyDecimals(currency);
  return Math.abs(minor - Math.round(minor)) < 1e-6 ? Math.round(minor) : minor;
}

/** Major units of an amount in minor units (1250 USD -> 12.5), for a form to show. */
export function majorUnitsOf(minor: number, currency: string): number {
  return minor / 10 ** currencyDecimals(currency);
}

import { data as ISO_4217 } from 'currency-codes';

/**
 * ISO 4217 codes that are units but not money: precious metals, bond market units, the SDR, the
 * testing code and "no currency". ISO gives them no minor unit ("N.A."), which the package reads
 * as 0; nothing is priced or paid in them.
 */
const NOT_MONEY = new Set(['XAG', 'XAU', 'XBA', 'XBB', 'XBC', 'XBD', 'XDR', 'XPD', 'XPT', 'XSU', 'XTS', 'XUA', 'XXX']);

/**
 * Minor-unit exponent of every ISO 4217 currency (list one, from the maintained `currency-codes`
 * package): 0 for JPY and KRW, 2 for USD, HUF and IDR, 3 for KWD, BHD and OMR, 4 for CLF. The
 * one table for server, contracts and web; the runtime's Intl data is not used, as it differs
 * from ISO for some currencies (HUF, IDR and COP have 0 decimals there).
 */
const EXPONENTS: ReadonlyMap<string, number> = new Map(
  ISO_4217.filter((entry) => !NOT_MONEY.has(entry.code)).map((entry) => [entry.code, entry.digits]),
);

/** Every ISO 4217 currency code of money, sorted. */
export const ISO_CURRENCIES: readonly string[] = [...EXPONENTS.keys()].sort();

/** True for a code of the ISO 4217 table that is money ('EUR'; not 'XAU', 'XTS' or 'EURO'). */
export function isIsoCurrency(code: string): boolean {
  return EXPONENTS.has(code);
}

/**
 * Minor-unit exponent of an ISO 4217 currency (2 for USD, 0 for JPY, 3 for KWD). Throws a
 * RangeError for a code not in the table: money is only ever in an ISO currency.
 */
export function currencyDecimals(currency: string): number {
  const digits = EXPONENTS.get(currency);
  if (digits === undefined) throw new RangeError(`${currency} is not an ISO 4217 currency`);
  return digits;
}

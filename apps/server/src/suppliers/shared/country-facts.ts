import countries from 'world-countries';
import { intHash } from './prng';

/**
 * What the sandbox needs to know of a country: that it exists (nationality), its telephone
 * prefix (world-countries), its price level and its room tax (figures of decision records 011 (hotels) and 022 (cars)).
 */

const PHONE_PREFIX = new Map(
  countries.map((country) => [
    country.cca2,
    `${country.idd.root}${country.idd.suffixes.length === 1 ? (country.idd.suffixes[0] ?? '') : ''}`,
  ]),
);

/** Whether an ISO alpha-2 code names a country (upper case). */
export function isCountry(code: string): boolean {
  return PHONE_PREFIX.has(code);
}

/** A telephone number in international format for the country ('+351 21 345 6789'). */
export function phoneNumberOf(countryCode: string, key: string): string {
  const prefix = PHONE_PREFIX.get(countryCode) || '+1';
  return `${prefix} ${intHash(`${key}|p1`, 20, 99)} ${intHash(`${key}|p2`, 100, 999)} ${intHash(`${key}|p3`, 1000, 9999)}`;
}

const EXPENSIVE = new Set(['CH', 'NO', 'IS', 'DK', 'LU', 'MC', 'SG', 'HK', 'AE', 'QA', 'BM', 'MV']);
const DEAR = new Set([
  'US',
  'GB',
  'IE',
  'FR',
  'NL',
  'BE',
  'DE',
  'AT',
  'SE',
  'FI',
  'AU',
  'NZ',
  'CA',
  'JP',
  'IL',
  'IT',
  'KR',
  'TW',
]);
const CHEAP = new Set([
  'IN',
  'PK',
  'BD',
  'NP',
  'LK',
  'VN',
  'ID',
  'PH',
  'KH',
  'LA',
  'MM',
  'EG',
  'NG',
  'ET',
  'KE',
  'TZ',
  'UG',
  'BO',
  'NI',
  'HN',
  'GT',
  'UZ',
  'KG',
  'TJ',
]);

/** Price level of a country (about 1 in southern Europe). */
export function countryPriceLevel(countryCode: string): number {
  if (EXPENSIVE.has(countryCode)) return 1.45;
  if (DEAR.has(countryCode)) return 1.2;
  if (CHEAP.has(countryCode)) return 0.55;
  return countryCode === 'PT' || countryCode === 'ES' || countryCode === 'GR' ? 1 : 0.8;
}

/** Tax on rooms and rentals (VAT and the like) of a country, 6 to 20 percent: a deterministic stand-in. */
export function localTaxPercent(countryCode: string): number {
  return intHash(`tax|${countryCode}`, 6, 20);
}

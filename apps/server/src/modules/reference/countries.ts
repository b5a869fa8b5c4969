import countries from 'world-countries';
import type { Country } from '@travel/contracts';

function unicodeOf(emoji: string): string {
  return Array.from(emoji)
    .map((char) => `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase()}`)
    .join(' ');
}

/** The country table (spec section 3), built once from the maintained world-countries data. */
export const COUNTRIES: readonly Country[] = countries
  .map((country) => {
    const [currency = '', details] = Object.entries(country.currencies ?? {})[0] ?? [];
    return {
      name: country.name.common,
      code: country.cca2,
      currency,
      emoji: country.flag,
      unicode: unicodeOf(country.flag),
      image: `/flags/${country.cca2.toLowerCase()}.svg`,
      symbol: details?.symbol ?? '',
    };
  })
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

const CCA3_BY_CCA2 = new Map(countries.map((country) => [country.cca2.toLowerCase(), country.cca3.toLowerCase()]));

/** The world-countries SVG file name of a flag, or null for an unknown code. */
export function flagFileOf(cca2: string): string | null {
  const cca3 = CCA3_BY_CCA2.get(cca2.toLowerCase());
  return cca3 ? `${cca3}.svg` : null;
}

export function isCountryCode(code: string): boolean {
  return CCA3_BY_CCA2.has(code.toLowerCase());
}

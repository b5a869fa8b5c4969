import { createRequire } from 'node:module';

/*
 * Raw rows of city-timezones (MIT; Natural Earth's populated places with an IANA zone per
 * city): 7,329 cities and towns. Narrowed from `unknown` field by field; the package is
 * CommonJS JSON, so it is loaded with require and dropped once the places are built.
 */
const require = createRequire(import.meta.url);

export interface CityRow {
  /** The dataset's spelling, often with accents ('Zürich'). */
  name: string;
  /** ASCII spelling ('Zurich'); sometimes shortened by the dataset, so only an alias. */
  asciiName: string;
  region: string;
  /** ISO alpha-2, upper case; '' when the dataset has none. */
  countryCode: string;
  /** The dataset's English country name. */
  countryName: string;
  latitude: number;
  longitude: number;
  /** 0 when the dataset's figure is missing or negative. */
  population: number;
  /** IANA zone, '' when missing. */
  timeZone: string;
}

/** Countries the dataset lists without a code: the codes in common use. */
const MISSING_CODES: Record<string, string> = { Kosovo: 'XK', Somaliland: 'SO' };

type Row = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function isRow(value: unknown): value is Row {
  return typeof value === 'object' && value !== null;
}

export function loadCityRows(): CityRow[] {
  const rows: unknown = require('city-timezones/data/cityMap.json');
  if (!Array.isArray(rows)) throw new Error('city-timezones: cityMap.json is not an array');
  return rows.filter(isRow).map((row) => {
    const countryName = text(row.country);
    const iso2 = text(row.iso2).toUpperCase();
    const population = Number(row.pop);
    return {
      name: text(row.city),
      asciiName: text(row.city_ascii),
      region: text(row.province),
      countryCode: /^[A-Z]{2}$/.test(iso2) ? iso2 : (MISSING_CODES[countryName] ?? ''),
      countryName,
      latitude: Number(row.lat),
      longitude: Number(row.lng),
      population: Number.isFinite(population) && population > 0 ? Math.round(population) : 0,
      timeZone: text(row.timezone),
    };
  });
}

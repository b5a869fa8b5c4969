import { AirportIndex, type IndexedAirport } from './airport-index';
import { loadAirportRows, loadCityRows, type AirportRow, type CityRow } from './package-data';

/** An airport with scheduled passenger service. */
export interface Airport {
  /** IATA code, e.g. 'LIS'. */
  code: string;
  name: string;
  /** The city (municipality) it serves, e.g. 'Lisbon'. */
  city: string;
  /** ISO 3166-1 alpha-2 country code. */
  countryCode: string;
  /** Continent code: AF, AN, AS, EU, NA, OC, SA. */
  continent: string;
  /** Decimal degrees. */
  latitude: number;
  longitude: number;
  /** IANA time zone, e.g. 'Europe/Lisbon'. */
  timeZone: string;
  /** OurAirports classification; small airports and heliports are left out. */
  size: 'large' | 'medium';
}

type IndexedRecord = Airport & IndexedAirport;

const SEARCH_LIMIT_MAX = 50;

function isUsableTimeZone(zone: string, canonical: ReadonlySet<string>): boolean {
  if (canonical.has(zone)) return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Keeps airports with an IATA code, a large or medium size and scheduled service in both
 * sources; the city comes from the second source, so an airport missing there is left out.
 */
function buildAirports(rows: AirportRow[], cities: CityRow[]): IndexedRecord[] {
  const cityByCode = new Map(cities.filter((row) => row.hasScheduledService).map((row) => [row.iata, row]));
  const canonicalZones = new Set(Intl.supportedValuesOf('timeZone'));
  const airports: IndexedRecord[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    const city = cityByCode.get(row.iata);
    const size = row.type === 'large_airport' ? 'large' : row.type === 'medium_airport' ? 'medium' : null;
    if (!city || !size || !row.hasScheduledService || seen.has(row.iata)) continue;
    if (!/^[A-Z]{3}$/.test(row.iata) || !Number.isFinite(row.latitude) || !Number.isFinite(row.longitude)) continue;
    if (!isUsableTimeZone(row.timeZone, canonicalZones)) continue;
    seen.add(row.iata);
    airports.push({
      code: row.iata,
      name: row.name || city.name,
      city: city.city || row.name,
      countryCode: row.countryCode,
      continent: row.continent,
      latitude: row.latitude,
      longitude: row.longitude,
      timeZone: row.timeZone,
      size,
      aliases: city.name && city.name !== row.name ? [city.name, ...city.keywords] : city.keywords,
      sizeRank: size === 'large' ? 2 : 1,
      runwayFt: row.runwayFt,
    });
  }
  return airports.sort((a, b) => a.code.localeCompare(b.code));
}

function toAirport(record: IndexedRecord): Airport {
  const { code, name, city, countryCode, continent, latitude, longitude, timeZone, size } = record;
  return { code, name, city, countryCode, continent, latitude, longitude, timeZone, size };
}

// Loaded once when the module is first imported (airport-data-js only has an async API).
const RECORDS = buildAirports(await loadAirportRows(), loadCityRows());
const INDEX = new AirportIndex(RECORDS);
const AIRPORT_BY_CODE = new Map(RECORDS.map((record) => [record.code, toAirport(record)]));

/** Every airport, sorted by code. */
export const AIRPORTS: readonly Airport[] = [...AIRPORT_BY_CODE.values()];

/** The airport with that IATA code (any case), or undefined. */
export function findAirport(code: string): Airport | undefined {
  const record = INDEX.find(code);
  return record ? AIRPORT_BY_CODE.get(record.code) : undefined;
}

/**
 * Airports matching free text, best first: the exact IATA code, then city, then name, then
 * other names; case- and accent-insensitive ('sao paulo' finds São Paulo). limit is 1 to 50.
 */
export function searchAirports(text: string, limit = 10): Airport[] {
  const bounded = Math.min(Math.max(Math.trunc(limit), 1), SEARCH_LIMIT_MAX);
  return INDEX.search(text, bounded).flatMap((record) => AIRPORT_BY_CODE.get(record.code) ?? []);
}

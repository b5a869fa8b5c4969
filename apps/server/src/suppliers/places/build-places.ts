import { foldText } from '../shared/fold-text';
import { greatCircleKm } from '../shared/geo';
import type { CityRow } from './city-rows';
import type { Place } from './place';

/** An airport as the flights' reference gives it. */
export interface AirportInput {
  code: string;
  name: string;
  city: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  timeZone: string;
}

/** A place with what its name can be searched by. */
export interface SearchablePlace {
  place: Place;
  /** Names it is found by: the display name, then other spellings (ASCII, the airport's city). */
  names: string[];
}

const AIRPORT_CITY_KM = 60;
const ZONE_BORROW_KM = 1000;

const slug = (value: string): string => foldText(value).replaceAll(' ', '-');

function isUsableZone(zone: string, known: ReadonlySet<string>): boolean {
  if (known.has(zone)) return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zone of the nearest city of the same country that has one (the dataset misses a few). */
function borrowZone(row: CityRow, zoned: readonly CityRow[]): string {
  let best = '';
  let bestKm = ZONE_BORROW_KM;
  for (const other of zoned) {
    if (other.countryCode !== row.countryCode) continue;
    const km = greatCircleKm(row, other);
    if (km < bestKm) [best, bestKm] = [other.timeZone, km];
  }
  return best;
}

/**
 * Cities of the dataset as places: rows without a country, a usable zone (even a borrowed
 * one: Antarctic stations have none) or coordinates are left out; ids are made unique in the
 * dataset's order.
 */
export function buildCities(rows: readonly CityRow[]): SearchablePlace[] {
  const zones = new Set(Intl.supportedValuesOf('timeZone'));
  const valid = rows.filter(
    (row) =>
      row.name !== '' && row.countryCode !== '' && Number.isFinite(row.latitude) && Number.isFinite(row.longitude),
  );
  const zoned = valid.filter((row) => row.timeZone !== '' && isUsableZone(row.timeZone, zones));
  const seen = new Set<string>();
  const cities: SearchablePlace[] = [];
  for (const row of valid) {
    const timeZone = row.timeZone !== '' && isUsableZone(row.timeZone, zones) ? row.timeZone : borrowZone(row, zoned);
    if (timeZone === '') continue;
    const base = ['c', row.countryCode, row.region, row.name]
      .map(slug)
      .filter((part) => part !== '')
      .join('-');
    let id = base;
    for (let n = 2; seen.has(id); n += 1) id = `${base}-${n}`;
    seen.add(id);
    const place: Place = {
      id,
      kind: 'city',
      name: row.name,
      region: row.region,
      countryCode: row.countryCode,
      latitude: row.latitude,
      longitude: row.longitude,
      timeZone,
      population: row.population,
      iataCode: null,
      cityId: null,
    };
    const names =
      row.asciiName !== '' && foldText(row.asciiName) !== foldText(row.name) ? [row.name, row.asciiName] : [row.name];
    cities.push({ place, names });
  }
  return cities;
}

/** Cities by whole degree of latitude, to look only at the bands near an airport. */
function byLatitudeBand(cities: readonly Place[]): Map<number, Place[]> {
  const bands = new Map<number, Place[]>();
  for (const city of cities) {
    const band = Math.floor(city.latitude);
    const members = bands.get(band);
    if (members) members.push(city);
    else bands.set(band, [city]);
  }
  return bands;
}

/** The city an airport serves: the nearest within 60 km, preferring its own country. */
function cityOf(airport: AirportInput, bands: ReadonlyMap<number, Place[]>): Place | null {
  let best: Place | null = null;
  let bestScore = Infinity;
  const band = Math.floor(airport.latitude);
  const nearby = [band - 1, band, band + 1].flatMap((near) => bands.get(near) ?? []);
  for (const city of nearby) {
    const km = greatCircleKm(airport, city);
    if (km > AIRPORT_CITY_KM) continue;
    const score = km + (city.countryCode === airport.countryCode ? 0 : AIRPORT_CITY_KM);
    if (score < bestScore) [best, bestScore] = [city, score];
  }
  return best;
}

/** Airports as places, each linked to the city it serves. */
export function buildAirports(airports: readonly AirportInput[], cities: readonly Place[]): SearchablePlace[] {
  const bands = byLatitudeBand(cities);
  return airports.map((airport) => {
    const city = cityOf(airport, bands);
    const place: Place = {
      id: `a-${airport.code.toLowerCase()}`,
      kind: 'airport',
      name: airport.name,
      region: city?.region ?? '',
      countryCode: airport.countryCode,
      latitude: airport.latitude,
      longitude: airport.longitude,
      timeZone: airport.timeZone,
      population: city?.population ?? 0,
      iataCode: airport.code,
      cityId: city?.id ?? null,
    };
    const names = [airport.name, airport.city, ...(city && city.name !== airport.city ? [city.name] : [])];
    return { place, names: names.filter((name) => name !== '') };
  });
}

import type { Place } from '../../places/places';
import { destinationPoint } from '../../shared/geo';
import { unitHash } from '../../shared/prng';
import { areaId } from './ids';

/**
 * How a city's hotels are laid out: how many (in proportion to its size), how far from the
 * centre they spread, and its districts (areas). Figures: the decision record 'Sandbox hotel figures'.
 */

export const MAX_HOTELS_PER_CITY = 800;

/** Hotels in a city of that population: 15 at 100,000 inhabitants, ~140 at 1.7 million, capped at 800. */
export function hotelCountOf(population: number): number {
  const count = Math.round(15 * (Math.max(population, 1_000) / 100_000) ** 0.8);
  return Math.min(MAX_HOTELS_PER_CITY, Math.max(1, count));
}

/** The farthest any city's hotels lie from its centre, km. */
export const MAX_SPREAD_KM = 25;

/** How far from the centre a city's hotels lie at most, km: 1.5 for a village, ~6.7 for Lisbon, at most 25. */
export function spreadKmOf(population: number): number {
  return Math.min(MAX_SPREAD_KM, 1.5 + Math.sqrt(Math.max(population, 0)) / 250);
}

export interface Area {
  id: string;
  /** Stable key within the city ('old-town'). */
  key: string;
  /** English name ('Old Town'). */
  name: string;
  cityId: string;
  latitude: number;
  longitude: number;
  radiusKm: number;
}

/** Districts every city may have, in order: the centre first; bigger cities get more. */
export const AREA_NAMES: readonly (readonly [key: string, name: string])[] = [
  ['city-centre', 'City Centre'],
  ['old-town', 'Old Town'],
  ['waterfront', 'Waterfront'],
  ['business-district', 'Business District'],
  ['university-quarter', 'University Quarter'],
  ['station-quarter', 'Station Quarter'],
];
export const AREA_KEYS: readonly string[] = AREA_NAMES.map(([key]) => key);

function areaCountOf(population: number): number {
  if (population < 50_000) return 1;
  if (population < 500_000) return 3;
  if (population < 2_000_000) return 5;
  return 6;
}

/** The city's districts: the centre at the city's point, the others around it. */
export function areasOf(city: Place): Area[] {
  const spread = spreadKmOf(city.population);
  return AREA_NAMES.slice(0, areaCountOf(city.population)).map(([key, name], index) => {
    const point =
      index === 0
        ? { latitude: city.latitude, longitude: city.longitude }
        : destinationPoint(
            city,
            spread * (0.35 + 0.3 * unitHash(`${city.id}|${key}|d`)),
            index * 60 + 40 * unitHash(`${city.id}|${key}|b`),
          );
    return {
      id: areaId(city.id, key),
      key,
      name,
      cityId: city.id,
      latitude: point.latitude,
      longitude: point.longitude,
      radiusKm: index === 0 ? Math.max(1, spread * 0.3) : Math.max(0.8, spread * 0.25),
    };
  });
}

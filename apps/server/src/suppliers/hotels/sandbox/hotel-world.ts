import type { Place, PlaceIndex } from '../../places/places';
import { greatCircleKm, type LatLon } from '../../shared/geo';
import { AREA_KEYS, areasOf, hotelCountOf, MAX_SPREAD_KM, type Area } from './city-layout';
import { generateCityHotels } from './hotel-generator';
import type { HotelRecord } from './hotel-record';
import { parseAreaId, parseHotelId } from './ids';

/** A city with its districts and hotels. */
export interface CityHotels {
  city: Place;
  areas: Area[];
  hotels: HotelRecord[];
}

/** A hotel found around a point. */
export interface HotelNearby {
  record: HotelRecord;
  distanceKm: number;
}

/** Hotels kept generated at once; cities beyond are dropped least recently used first. */
const CACHED_HOTELS_MAX = 6_000;

/**
 * The sandbox's world of hotels, shared by its vendors: each city's hotels are generated on
 * first use (deterministically, so every node has the same) and kept while recently used.
 */
export class HotelWorld {
  private readonly cache = new Map<string, CityHotels>();
  private cachedHotels = 0;

  constructor(readonly places: PlaceIndex) {}

  /** A city's districts and hotels, or undefined when the id is not a city. */
  cityHotels(cityId: string): CityHotels | undefined {
    const cached = this.cache.get(cityId);
    if (cached) {
      this.cache.delete(cityId);
      this.cache.set(cityId, cached);
      return cached;
    }
    const city = this.places.get(cityId);
    if (!city || city.kind !== 'city') return undefined;
    const areas = areasOf(city);
    const entry = { city, areas, hotels: generateCityHotels(city, areas, hotelCountOf(city.population)) };
    this.remember(cityId, entry);
    return entry;
  }

  hotel(id: string): HotelRecord | undefined {
    const parsed = parseHotelId(id);
    return parsed ? this.cityHotels(parsed.cityId)?.hotels[parsed.index - 1] : undefined;
  }

  area(id: string): Area | undefined {
    const parsed = parseAreaId(id, AREA_KEYS);
    return parsed ? this.cityHotels(parsed.cityId)?.areas.find((area) => area.key === parsed.key) : undefined;
  }

  /** Hotels within radiusKm of a point, from every city whose hotels can reach it; nearest first. */
  hotelsWithin(point: LatLon, radiusKm: number): HotelNearby[] {
    const cities = this.places.nearby(point, radiusKm + MAX_SPREAD_KM, { kinds: ['city'], limit: 500 });
    const found: HotelNearby[] = [];
    for (const { place } of cities) {
      for (const record of this.cityHotels(place.id)?.hotels ?? []) {
        const distanceKm = greatCircleKm(point, record.summary);
        if (distanceKm <= radiusKm) found.push({ record, distanceKm });
      }
    }
    return found.sort((a, b) => a.distanceKm - b.distanceKm || a.record.summary.id.localeCompare(b.record.summary.id));
  }

  private remember(cityId: string, entry: CityHotels): void {
    this.cache.set(cityId, entry);
    this.cachedHotels += entry.hotels.length;
    for (const [key, old] of this.cache) {
      if (this.cachedHotels <= CACHED_HOTELS_MAX || key === cityId) break;
      this.cache.delete(key);
      this.cachedHotels -= old.hotels.length;
    }
  }
}

let sharedWorld: Promise<HotelWorld> | null = null;

/** The process's one world of hotels, on the places loaded once (see loadPlaces). */
export function loadHotelWorld(): Promise<HotelWorld> {
  sharedWorld ??= import('../../places/places')
    .then(({ loadPlaces }) => loadPlaces())
    .then((places) => new HotelWorld(places))
    .catch((error: unknown) => {
      sharedWorld = null;
      throw error;
    });
  return sharedWorld;
}

import type { Place, PlaceIndex } from '../../places/places';
import { countryName } from '../../places/places';
import { foldText } from '../../shared/fold-text';
import type { SupplierDestination } from '../port';

/**
 * The sandbox's destinations: every city of 50,000 people or more in the places dataset (the
 * one the hotels and cars use), under its region and its country. A city's id is its place's
 * ('c-pt-lisboa-lisbon'), a region's 'r-<country>-<region>', a country's its code in lower case.
 * A city's product count grows with its size (decision record 023).
 */

const MIN_POPULATION = 50_000;
const MIN_PRODUCTS = 12;
const MAX_PRODUCTS = 300;
/** A region's or a country's products are those of its largest cities. */
const CITIES_PER_AREA = 30;

/** Products of a city: 12 + sqrt(population) / 8, at most 300 (Lisbon about 100, Tokyo 300). */
export function productCountOf(population: number): number {
  return Math.min(MAX_PRODUCTS, Math.max(MIN_PRODUCTS, Math.round(MIN_PRODUCTS + Math.sqrt(population) / 8)));
}

const TYPE_ORDER = { CITY: 0, REGION: 1, COUNTRY: 2 } as const;

const slug = (value: string) => foldText(value).replace(/ /g, '-');

export interface CityDestination extends SupplierDestination {
  destinationType: 'CITY';
  /** The city's number within its country (product codes carry it). */
  ordinal: number;
  place: Place;
}

export class Destinations {
  private readonly byId = new Map<string, SupplierDestination>();
  private readonly cities = new Map<string, CityDestination>();
  /** Cities of a region or a country, by its id. */
  private readonly citiesUnder = new Map<string, CityDestination[]>();
  private readonly byCountryOrdinal = new Map<string, CityDestination>();
  private readonly folded: Array<{ words: string[]; destination: SupplierDestination }> = [];

  constructor(places: PlaceIndex) {
    const all = places
      .all('city')
      .filter((place) => place.population >= MIN_POPULATION)
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const ordinals = new Map<string, number>();
    for (const place of all) {
      const country = place.countryCode.toLowerCase();
      const countryDestination = this.ensure(country, () => ({
        destinationId: country,
        destinationName: countryName(place.countryCode),
        destinationType: 'COUNTRY',
        parentId: null,
        countryCode: place.countryCode,
        path: countryName(place.countryCode),
        timeZone: place.timeZone,
        productCount: 0,
        latitude: place.latitude,
        longitude: place.longitude,
      }));
      const regionId = place.region ? `r-${country}-${slug(place.region)}` : null;
      const region = regionId
        ? this.ensure(regionId, () => ({
            destinationId: regionId,
            destinationName: place.region,
            destinationType: 'REGION',
            parentId: country,
            countryCode: place.countryCode,
            path: `${place.region}, ${countryDestination.destinationName}`,
            timeZone: place.timeZone,
            productCount: 0,
            latitude: place.latitude,
            longitude: place.longitude,
          }))
        : null;
      const ordinal = (ordinals.get(country) ?? 0) + 1;
      ordinals.set(country, ordinal);
      const city: CityDestination = {
        destinationId: place.id,
        destinationName: place.name,
        destinationType: 'CITY',
        parentId: regionId ?? country,
        countryCode: place.countryCode,
        path: [place.name, place.region, countryDestination.destinationName].filter(Boolean).join(', '),
        timeZone: place.timeZone,
        productCount: productCountOf(place.population),
        latitude: place.latitude,
        longitude: place.longitude,
        ordinal,
        place,
      };
      this.byId.set(city.destinationId, city);
      this.cities.set(city.destinationId, city);
      this.byCountryOrdinal.set(`${place.countryCode}${ordinal.toString(36).toUpperCase()}`, city);
      for (const parent of [countryDestination, region]) {
        if (!parent) continue;
        const list = this.citiesUnder.get(parent.destinationId) ?? [];
        list.push(city);
        this.citiesUnder.set(parent.destinationId, list);
      }
      this.citiesUnder.set(city.destinationId, [city]);
    }
    for (const destination of this.byId.values()) {
      if (destination.destinationType !== 'CITY')
        destination.productCount = this.citiesOf(destination.destinationId).reduce((sum, c) => sum + c.productCount, 0);
      this.folded.push({ words: foldText(destination.destinationName).split(' '), destination });
    }
  }

  get(id: string): SupplierDestination | undefined {
    return this.byId.get(id);
  }

  city(id: string): CityDestination | undefined {
    return this.cities.get(id);
  }

  /** The city of a product code's prefix ('PT3' -> the third city of Portugal). */
  cityOfKey(key: string): CityDestination | undefined {
    return this.byCountryOrdinal.get(key);
  }

  /** The cities of a destination (itself for a city), largest first; a region's or a country's 30 largest. */
  citiesOf(id: string): CityDestination[] {
    return [...(this.citiesUnder.get(id) ?? [])]
      .sort((a, b) => b.place.population - a.place.population)
      .slice(0, CITIES_PER_AREA);
  }

  /**
   * Destinations whose name, or a word of it, starts with the text: whole-name matches first,
   * cities before regions before countries, then the larger (more products) first.
   */
  search(text: string, limit: number): SupplierDestination[] {
    const query = foldText(text);
    if (query === '') return [];
    const found: Array<{ rank: number; destination: SupplierDestination }> = [];
    for (const { words, destination } of this.folded) {
      const name = words.join(' ');
      const rank = name.startsWith(query) ? 0 : words.some((word) => word.startsWith(query)) ? 1 : -1;
      if (rank >= 0) found.push({ rank, destination });
    }
    return found
      .sort(
        (a, b) =>
          a.rank - b.rank ||
          TYPE_ORDER[a.destination.destinationType] - TYPE_ORDER[b.destination.destinationType] ||
          b.destination.productCount - a.destination.productCount,
      )
      .slice(0, limit)
      .map(({ destination }) => destination);
  }

  private ensure(id: string, make: () => SupplierDestination): SupplierDestination {
    let destination = this.byId.get(id);
    if (!destination) {
      destination = make();
      this.byId.set(id, destination);
    }
    return destination;
  }
}

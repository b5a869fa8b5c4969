import { countryName, type Place } from '../../places/places';
import { foldText } from '../../shared/fold-text';
import type { HotelPlace } from '../content';
import { HotelSupplierError } from '../errors';
import { spreadKmOf, type Area } from './city-layout';
import type { HotelRecord } from './hotel-record';
import type { HotelWorld } from './hotel-world';
import type { SandboxVendorCode } from './vendors';

/** Places and hotels by name or id, as one vendor sees them (only the hotels it sells count). */

export const AIRPORT_RADIUS_KM = 15;
export const HOTEL_RADIUS_KM = 2;
const SUGGEST_LIMIT_MAX = 20;

const round2 = (value: number): number => Math.round(value * 100) / 100;
const sells = (vendor: SandboxVendorCode) => (record: HotelRecord) => record.vendors.includes(vendor);

function where(...parts: string[]): string {
  return parts.filter((part, index) => part !== '' && parts.indexOf(part) === index).join(', ');
}

export class PlaceFinder {
  constructor(
    private readonly world: HotelWorld,
    private readonly vendor: SandboxVendorCode,
  ) {}

  cityPlace(city: Place): HotelPlace {
    const hotels = this.world.cityHotels(city.id)?.hotels.filter(sells(this.vendor)).length ?? 0;
    return {
      id: city.id,
      kind: 'city',
      name: city.name,
      description: where(city.region === city.name ? '' : city.region, countryName(city.countryCode)),
      countryCode: city.countryCode,
      latitude: city.latitude,
      longitude: city.longitude,
      timeZone: city.timeZone,
      cityId: city.id,
      radiusKm: round2(spreadKmOf(city.population)),
      hotelCount: hotels,
    };
  }

  areaPlace(area: Area, city: Place): HotelPlace {
    const hotels = this.world.cityHotels(city.id)?.hotels ?? [];
    return {
      id: area.id,
      kind: 'area',
      name: area.name,
      description: where(city.name, countryName(city.countryCode)),
      countryCode: city.countryCode,
      latitude: area.latitude,
      longitude: area.longitude,
      timeZone: city.timeZone,
      cityId: city.id,
      radiusKm: round2(area.radiusKm),
      hotelCount: hotels.filter((record) => record.summary.areaId === area.id && record.vendors.includes(this.vendor))
        .length,
    };
  }

  airportPlace(airport: Place): HotelPlace {
    const city = airport.cityId ? this.world.places.get(airport.cityId) : undefined;
    const near = this.world.hotelsWithin(airport, AIRPORT_RADIUS_KM).filter(({ record }) => sells(this.vendor)(record));
    return {
      id: airport.id,
      kind: 'airport',
      name: airport.iataCode ? `${airport.name} (${airport.iataCode})` : airport.name,
      description: where(city?.name ?? airport.region, countryName(airport.countryCode)),
      countryCode: airport.countryCode,
      latitude: airport.latitude,
      longitude: airport.longitude,
      timeZone: airport.timeZone,
      cityId: airport.cityId,
      radiusKm: AIRPORT_RADIUS_KM,
      hotelCount: near.length,
    };
  }

  hotelPlace(record: HotelRecord): HotelPlace {
    const { summary } = record;
    return {
      id: summary.id,
      kind: 'hotel',
      name: summary.name,
      description: where(summary.address.city, countryName(summary.address.countryCode)),
      countryCode: summary.address.countryCode,
      latitude: summary.latitude,
      longitude: summary.longitude,
      timeZone: summary.timeZone,
      cityId: summary.cityId,
      radiusKm: HOTEL_RADIUS_KM,
      hotelCount: 1,
    };
  }

  /** A place or hotel by id; UNKNOWN_PLACE when unknown or a hotel this vendor does not sell. */
  place(id: string): HotelPlace {
    const found = typeof id === 'string' ? this.find(id) : undefined;
    if (!found) throw HotelSupplierError.invalid('UNKNOWN_PLACE', 'id', `No place or hotel ${String(id)}`);
    return found;
  }

  /** The hotel with that id if this vendor sells it. */
  hotel(id: string): HotelRecord | undefined {
    const record = this.world.hotel(id);
    return record && sells(this.vendor)(record) ? record : undefined;
  }

  /**
   * Cities and airports by name (a city named in full brings its districts), then, when the
   * text is a city and other words ('lisbon old town', 'aurora lisbon'), that city's districts
   * and the hotels this vendor sells there whose names have those words.
   */
  suggest(text: string, limit: number): HotelPlace[] {
    const bounded = Math.min(Math.max(Math.trunc(limit), 1), SUGGEST_LIMIT_MAX);
    const query = foldText(typeof text === 'string' ? text.slice(0, 100) : '');
    if (query.length < 2) return [];
    const found: HotelPlace[] = [];
    for (const { place } of this.world.places.search(query, { limit: bounded })) {
      if (place.kind === 'airport') {
        found.push(this.airportPlace(place));
        continue;
      }
      found.push(this.cityPlace(place));
      if (query === foldText(place.name)) {
        found.push(...(this.world.cityHotels(place.id)?.areas ?? []).map((area) => this.areaPlace(area, place)));
      }
    }
    const named = this.cityAndWords(query.split(' '));
    if (named) {
      const { city, words } = named;
      const hasWords = (name: string) => {
        const parts = foldText(name).split(' ');
        return words.every((word) => parts.some((part) => part.startsWith(word)));
      };
      const { areas = [], hotels = [] } = this.world.cityHotels(city.id) ?? {};
      found.push(...areas.filter((area) => hasWords(area.name)).map((area) => this.areaPlace(area, city)));
      const sold = hotels.filter((record) => record.vendors.includes(this.vendor) && hasWords(record.summary.name));
      found.push(...sold.slice(0, 5).map((record) => this.hotelPlace(record)));
    }
    return found.slice(0, bounded);
  }

  /** The city a text names with other words before or after it ('aurora lisbon', 'lisbon old'). */
  private cityAndWords(words: string[]): { city: Place; words: string[] } | null {
    for (let split = words.length - 1; split >= 1; split -= 1) {
      const options: [string[], string[]][] = [
        [words.slice(0, split), words.slice(split)],
        [words.slice(words.length - split), words.slice(0, words.length - split)],
      ];
      for (const [cityWords, rest] of options) {
        const match = this.world.places.search(cityWords.join(' '), { kinds: ['city'], limit: 1 })[0];
        if (match && match.rank <= 2) return { city: match.place, words: rest };
      }
    }
    return null;
  }

  private find(id: string): HotelPlace | undefined {
    if (id.startsWith('h-')) {
      const record = this.hotel(id);
      return record ? this.hotelPlace(record) : undefined;
    }
    if (id.startsWith('d-')) {
      const area = this.world.area(id);
      const city = area ? this.world.places.get(area.cityId) : undefined;
      return area && city ? this.areaPlace(area, city) : undefined;
    }
    const place = this.world.places.get(id);
    if (!place) return undefined;
    return place.kind === 'airport' ? this.airportPlace(place) : this.cityPlace(place);
  }
}

import type { CarLocation } from '@travel/contracts';
import type { LatLon } from '../../shared/geo';
import { unitHash } from '../../shared/prng';
import type { Place, PlaceIndex } from '../../places/places';

/**
 * Where the sandbox rents cars: a counter at every airport the flights know (in the terminal, or
 * a shuttle to a lot off the airport) and an office in every city of 100,000 people or more.
 * A location's id is its place's ('a-lis', 'c-pt-lisboa-lisbon'), its zone the place's.
 */

/** A city gets an office from this many inhabitants. */
const CITY_OFFICE_POPULATION = 100_000;
/** Airports of cities this big have every company, a counter in the terminal, open round the clock. */
const MAJOR_POPULATION = 1_000_000;
/** How far from the searched point the nearest location may be. */
const NEARBY_KM = 60;

export interface RentalLocation extends CarLocation {
  /** A big airport: every company, every category, open round the clock. */
  isMajor: boolean;
}

const ROUND_THE_CLOCK = Array.from({ length: 7 }, () => '00:00-24:00');
const AIRPORT_HOURS = Array.from({ length: 7 }, () => '06:00-23:30');
/** Sunday closed, Saturday mornings, weekdays 08:00 to 19:00. */
const OFFICE_HOURS = [null, '08:00-19:00', '08:00-19:00', '08:00-19:00', '08:00-19:00', '08:00-19:00', '09:00-13:00'];

/** The rental location of a place, or null when none is there. */
export function rentalLocationOf(place: Place): RentalLocation | null {
  const base = {
    id: place.id,
    countryCode: place.countryCode,
    latitude: place.latitude,
    longitude: place.longitude,
    timeZone: place.timeZone,
  };
  if (place.kind === 'airport') {
    const isMajor = place.population >= MAJOR_POPULATION;
    const shuttle = !isMajor && unitHash(`${place.id}|shuttle`) < 0.3;
    return {
      ...base,
      name: place.name,
      address: `${place.name}${place.iataCode ? ` (${place.iataCode})` : ''}${shuttle ? ', shuttle to the car park' : ', arrivals hall'}`,
      counterType: shuttle ? 'shuttle' : 'in_terminal',
      iataCode: place.iataCode,
      openingHours: isMajor ? [...ROUND_THE_CLOCK] : [...AIRPORT_HOURS],
      isMajor,
    };
  }
  if (place.population < CITY_OFFICE_POPULATION) return null;
  return {
    ...base,
    name: `${place.name} downtown`,
    address: `${place.name} city centre${place.region ? `, ${place.region}` : ''}, ${place.countryCode}`,
    counterType: 'city_office',
    iataCode: null,
    openingHours: [...OFFICE_HOURS],
    isMajor: false,
  };
}

/** The rental locations over the places index. */
export class RentalLocations {
  constructor(private readonly places: PlaceIndex) {}

  get(id: string): RentalLocation | null {
    const place = this.places.get(id);
    return place ? rentalLocationOf(place) : null;
  }

  /** The nearest location to a point within 60 km. */
  nearest(point: LatLon): RentalLocation | null {
    for (const { place } of this.places.nearby(point, NEARBY_KM, { limit: 50 })) {
      const location = rentalLocationOf(place);
      if (location) return location;
    }
    return null;
  }

  /** Locations whose name matches the text, best match first. */
  find(text: string, limit: number): RentalLocation[] {
    const found: RentalLocation[] = [];
    for (const { place } of this.places.search(text, { limit: 50 })) {
      const location = rentalLocationOf(place);
      if (location) found.push(location);
      if (found.length >= limit) break;
    }
    return found;
  }
}

/**
 * Whether the counter is open at a local time: the weekday's hours (0 Sunday), 'HH:mm-HH:mm'.
 * Out of hours a company still hands over the car, for a fee.
 */
export function isOpenAt(location: CarLocation, weekday: number, minuteOfDay: number): boolean {
  const hours = location.openingHours[weekday];
  if (!hours) return false;
  const [from = 0, to = 0] = hours.split('-').map((time) => {
    const [h = 0, m = 0] = time.split(':').map(Number);
    return h * 60 + m;
  });
  return minuteOfDay >= from && minuteOfDay <= to;
}

/**
 * A place people travel to: a city from the world cities dataset or an airport the flights
 * know. Hotels search around one, car offices (later) sit in one, activities (later) happen in
 * one. Every field is plain data; a place never changes while the process runs.
 */

/** What kind of place: a city (or town) or an airport. */
export type PlaceKind = 'city' | 'airport';

export interface Place {
  /**
   * Stable id, URL-safe: cities `c-<country>-<region>-<name>` ('c-pt-lisboa-lisbon'), airports
   * `a-<iata>` ('a-lis'). Built from the dataset's names, so it survives restarts and nodes;
   * only a renamed city in a new dataset version gets a new id.
   */
  id: string;
  kind: PlaceKind;
  /** Display name in the place's own spelling ('Zürich', 'São Paulo', 'Humberto Delgado Airport'). */
  name: string;
  /** First-level region (province, state), '' when the dataset has none. */
  region: string;
  /** ISO 3166-1 alpha-2 country code ('PT'; 'XK' for Kosovo). */
  countryCode: string;
  /** Decimal degrees. */
  latitude: number;
  longitude: number;
  /** IANA time zone ('Europe/Lisbon'): times at the place are shown in it. */
  timeZone: string;
  /** Inhabitants (the city's for an airport; 0 when unknown): larger places rank first. */
  population: number;
  /** IATA code of an airport ('LIS'); null for a city. */
  iataCode: string | null;
  /** The city an airport serves (the nearest within 60 km, same country first); null for a city or when none. */
  cityId: string | null;
}

/** A place found by name: its match quality (lower is better) decides the order before population. */
export interface PlaceMatch {
  place: Place;
  /** 0 exact IATA code, 1 name starts with the text, 2 a later word of the name does, 3 name then region or country words. */
  rank: number;
}

/** A place found near a point. */
export interface PlaceNearby {
  place: Place;
  /** Great-circle distance from the point, km (unrounded). */
  distanceKm: number;
}

export interface PlaceSearchOptions {
  /** Most places returned, 1 to 50; default 10. */
  limit?: number;
  /** Only these kinds; default both. */
  kinds?: readonly PlaceKind[];
  /** Only places in this country (ISO alpha-2). */
  countryCode?: string;
}

export interface NearbyOptions {
  /** Most places returned, 1 to 500; default 20. */
  limit?: number;
  kinds?: readonly PlaceKind[];
}

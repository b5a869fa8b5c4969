import { buildAirports, buildCities } from './build-places';
import { loadCityRows } from './city-rows';
import { PlaceIndex } from './place-index';

export { countryName, PlaceIndex } from './place-index';
export type { NearbyOptions, Place, PlaceKind, PlaceMatch, PlaceNearby, PlaceSearchOptions } from './place';

let loading: Promise<PlaceIndex> | null = null;

/**
 * The world's places: about 7,300 cities and towns (city-timezones) and the airports the flights
 * know, loaded on the first call and shared by every later one (the same promise). The raw
 * dataset is dropped once indexed. Callers keep the index and use its synchronous methods:
 *
 *   const places = await loadPlaces();
 *   places.get('c-pt-lisboa-lisbon'); places.search('lisb'); places.nearby(point, 25);
 */
export function loadPlaces(): Promise<PlaceIndex> {
  loading ??= buildIndex().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

async function buildIndex(): Promise<PlaceIndex> {
  const cities = buildCities(loadCityRows());
  // The flights' airport reference loads its own packages when first imported.
  const { AIRPORTS } = await import('../flights/reference/airports');
  const airports = buildAirports(
    AIRPORTS,
    cities.map(({ place }) => place),
  );
  return new PlaceIndex([...cities, ...airports]);
}

/**
 * Ids of the sandbox's generated places and hotels, derived from the city's place id so any
 * node reads them back without storage: city 'c-pt-lisboa-lisbon' has areas
 * 'd-pt-lisboa-lisbon-old-town' and hotels 'h-pt-lisboa-lisbon-42' (1-based).
 */

const CITY_PREFIX = 'c-';

const slugOfCity = (cityId: string): string | null =>
  cityId.startsWith(CITY_PREFIX) && cityId.length > CITY_PREFIX.length ? cityId.slice(CITY_PREFIX.length) : null;

export function hotelId(cityId: string, index: number): string {
  return `h-${slugOfCity(cityId) ?? cityId}-${index}`;
}

/** The city and 1-based index of a hotel id, or null when it cannot be one. */
export function parseHotelId(id: string): { cityId: string; index: number } | null {
  const match = /^h-([a-z0-9-]+)-(\d{1,4})$/.exec(id);
  if (!match?.[1] || !match[2]) return null;
  const index = Number(match[2]);
  return index >= 1 ? { cityId: `${CITY_PREFIX}${match[1]}`, index } : null;
}

export function areaId(cityId: string, key: string): string {
  return `d-${slugOfCity(cityId) ?? cityId}-${key}`;
}

/** The city of an area id and the area's key (its last words are tried against the known keys). */
export function parseAreaId(id: string, keys: readonly string[]): { cityId: string; key: string } | null {
  if (!id.startsWith('d-')) return null;
  for (const key of keys) {
    const suffix = `-${key}`;
    if (id.endsWith(suffix) && id.length > 2 + suffix.length) {
      return { cityId: `${CITY_PREFIX}${id.slice(2, -suffix.length)}`, key };
    }
  }
  return null;
}

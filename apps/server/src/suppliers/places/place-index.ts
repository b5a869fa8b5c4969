import { foldText } from '../shared/fold-text';
import { greatCircleKm, type LatLon } from '../shared/geo';
import type { SearchablePlace } from './build-places';
import type { NearbyOptions, Place, PlaceKind, PlaceMatch, PlaceNearby, PlaceSearchOptions } from './place';

/**
 * Places by id, by name and by coordinates, built once. Names: a sorted array of folded words
 * (accent- and case-insensitive) searched by binary search for the text's first word, each hit
 * then checked against the whole text. Coordinates: a grid of 1-degree cells.
 */

const KM_PER_DEGREE = 111.2;
const SEARCH_LIMIT_MAX = 50;
const NEARBY_LIMIT_MAX = 500;
/** Words a query may add after a name: the region and the country in these languages. */
const COUNTRY_NAME_LANGUAGES = ['en', 'pt', 'es'] as const;

interface Entry {
  place: Place;
  /** Folded names, display name first. */
  names: string[];
  /** Folded region words. */
  region: string[];
}

const clamp = (value: number, min: number, max: number): number => Math.min(Math.max(Math.trunc(value), min), max);
const cellOf = (latitude: number, longitude: number): number =>
  (clamp(Math.floor(latitude), -90, 89) + 90) * 360 + (((Math.floor(longitude) % 360) + 540) % 360);

export class PlaceIndex {
  private readonly entries: Entry[];
  private readonly byId = new Map<string, number>();
  private readonly byIata = new Map<string, number>();
  /** Sorted folded words and, at the same position, the entry and the name they belong to. */
  private readonly words: string[];
  private readonly wordEntry: Int32Array;
  private readonly wordName: Uint8Array;
  private readonly grid = new Map<number, number[]>();
  /** Folded country words (names in en, pt, es and the code) by country code. */
  private readonly countryWords = new Map<string, string[]>();

  constructor(places: readonly SearchablePlace[]) {
    this.entries = places.map(({ place, names }) => ({
      place,
      names: names.map(foldText).filter((name) => name !== ''),
      region: foldText(place.region).split(' ').filter(Boolean),
    }));
    const tokens: [string, number, number][] = [];
    this.entries.forEach((entry, index) => {
      const { place } = entry;
      if (this.byId.has(place.id)) throw new Error(`duplicate place id ${place.id}`);
      this.byId.set(place.id, index);
      if (place.iataCode) this.byIata.set(place.iataCode.toLowerCase(), index);
      entry.names.forEach((name, nameIndex) => {
        for (const word of new Set(name.split(' '))) tokens.push([word, index, nameIndex]);
      });
      const cell = cellOf(place.latitude, place.longitude);
      const members = this.grid.get(cell);
      if (members) members.push(index);
      else this.grid.set(cell, [index]);
      this.addCountry(place.countryCode);
    });
    tokens.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    this.words = tokens.map(([word]) => word);
    this.wordEntry = Int32Array.from(tokens, ([, entry]) => entry);
    this.wordName = Uint8Array.from(tokens, ([, , name]) => Math.min(name, 255));
  }

  /** How many places there are. */
  get size(): number {
    return this.entries.length;
  }

  /** The place with that id, or undefined. */
  get(id: string): Place | undefined {
    const index = this.byId.get(id);
    return index === undefined ? undefined : this.entries[index]?.place;
  }

  /** Every place of a kind, in the dataset's order (for building catalogues, not for requests). */
  all(kind?: PlaceKind): Place[] {
    return this.entries.flatMap(({ place }) => (kind === undefined || place.kind === kind ? [place] : []));
  }

  /**
   * Places whose name starts with the text, or has a word that does, accent- and
   * case-insensitive ('sao p' finds São Paulo); an airport also by its IATA code and by the city
   * it serves. Words after a name may narrow by region or country in English, Portuguese or
   * Spanish ('porto portugal', 'paris franca'). Best match first, then larger population.
   */
  search(text: string, options: PlaceSearchOptions = {}): PlaceMatch[] {
    const query = foldText(text);
    if (query === '') return [];
    const limit = clamp(options.limit ?? 10, 1, SEARCH_LIMIT_MAX);
    const queryWords = query.split(' ');
    const best = new Map<number, number>();
    const exact = this.byIata.get(query);
    if (exact !== undefined) best.set(exact, 0);
    const first = queryWords[0] ?? query;
    for (let i = this.lowerBound(first); i < this.words.length && (this.words[i] ?? '').startsWith(first); i += 1) {
      const index = this.wordEntry[i] ?? -1;
      const entry = this.entries[index];
      const name = entry?.names[this.wordName[i] ?? 0];
      if (!entry || name === undefined) continue;
      const rank = this.rankOf(entry, name, query, queryWords);
      const previous = best.get(index);
      if (rank !== null && (previous === undefined || rank < previous)) best.set(index, rank);
    }
    const matches: PlaceMatch[] = [];
    for (const [index, rank] of best) {
      const place = this.entries[index]?.place;
      if (!place || !this.isWanted(place, options.kinds, options.countryCode)) continue;
      matches.push({ place, rank });
    }
    return matches.sort(compareMatches).slice(0, limit);
  }

  /** Places within radiusKm of a point, nearest first. */
  nearby(point: LatLon, radiusKm: number, options: NearbyOptions = {}): PlaceNearby[] {
    if (!Number.isFinite(radiusKm) || radiusKm < 0) return [];
    const limit = clamp(options.limit ?? 20, 1, NEARBY_LIMIT_MAX);
    const found: PlaceNearby[] = [];
    for (const cell of this.cellsAround(point, radiusKm)) {
      for (const index of this.grid.get(cell) ?? []) {
        const place = this.entries[index]?.place;
        if (!place || !this.isWanted(place, options.kinds)) continue;
        const distanceKm = greatCircleKm(point, place);
        if (distanceKm <= radiusKm) found.push({ place, distanceKm });
      }
    }
    return found.sort((a, b) => a.distanceKm - b.distanceKm || a.place.id.localeCompare(b.place.id)).slice(0, limit);
  }

  private rankOf(entry: Entry, name: string, query: string, queryWords: string[]): number | null {
    if (name.startsWith(query)) return 1;
    if (name.includes(` ${query}`)) return 2;
    // A name followed by region or country words: 'lisbon portugal', 'springfield missouri'.
    for (let split = queryWords.length - 1; split >= 1; split -= 1) {
      const head = queryWords.slice(0, split).join(' ');
      if (!name.startsWith(head) && !name.includes(` ${head}`)) continue;
      const qualifiers = queryWords.slice(split);
      const country = this.countryWords.get(entry.place.countryCode) ?? [];
      const matches = (word: string) =>
        entry.region.some((part) => part.startsWith(word)) || country.some((part) => part.startsWith(word));
      if (qualifiers.every(matches)) return 3;
    }
    return null;
  }

  private isWanted(place: Place, kinds?: readonly PlaceKind[], countryCode?: string): boolean {
    return (!kinds || kinds.includes(place.kind)) && (!countryCode || place.countryCode === countryCode.toUpperCase());
  }

  private addCountry(code: string): void {
    if (this.countryWords.has(code)) return;
    const words = new Set<string>([code.toLowerCase()]);
    for (const language of COUNTRY_NAME_LANGUAGES) {
      const name = countryName(code, language);
      for (const word of foldText(name).split(' ')) if (word.length > 2) words.add(word);
    }
    this.countryWords.set(code, [...words]);
  }

  private cellsAround(point: LatLon, radiusKm: number): number[] {
    const latSpan = radiusKm / KM_PER_DEGREE;
    const south = Math.max(-90, point.latitude - latSpan);
    const north = Math.min(89.999, point.latitude + latSpan);
    const widest = Math.max(Math.abs(south), Math.abs(north));
    const lonSpan = widest >= 89 ? 180 : latSpan / Math.cos((widest * Math.PI) / 180);
    const cells: number[] = [];
    const west = lonSpan >= 180 ? -180 : Math.floor(point.longitude - lonSpan);
    const east = lonSpan >= 180 ? 179 : Math.floor(point.longitude + lonSpan);
    for (let lat = Math.floor(south); lat <= Math.floor(north); lat += 1) {
      for (let lon = west; lon <= east; lon += 1) cells.push(cellOf(lat, lon));
    }
    return [...new Set(cells)];
  }

  private lowerBound(word: string): number {
    let low = 0;
    let high = this.words.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.words[middle] ?? '') < word) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

function compareMatches(a: PlaceMatch, b: PlaceMatch): number {
  return (
    a.rank - b.rank ||
    b.place.population - a.place.population ||
    (a.place.kind === b.place.kind ? 0 : a.place.kind === 'city' ? -1 : 1) ||
    a.place.id.localeCompare(b.place.id)
  );
}

const displayNames = new Map<string, Intl.DisplayNames>();

/** The country's name in a language ('PT', 'es' -> 'Portugal'), from the runtime's CLDR data; the code when unknown. */
export function countryName(code: string, language = 'en'): string {
  let names = displayNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
    displayNames.set(language, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

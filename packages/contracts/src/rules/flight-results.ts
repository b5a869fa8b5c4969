import { FLIGHT_TIME_BANDS } from '../constants';
import { lowestBy, matchesGroup } from './filters';

/**
 * Filters, sorts and lowest prices of the flight results page (spec section 4). Work that does not
 * depend on the visitor's choices (each itinerary's keys and the three sort orders) is done once
 * per search by `indexFlightResults`; a filter or sort change is then one pass over the results.
 */

/** Stops options: '0' Direct, '1' 1 Stop, '2+' 2+ Stops. 'Any' is the empty selection. */
export const FLIGHT_STOPS_OPTIONS = ['0', '1', '2+'] as const;
export type StopsOption = (typeof FLIGHT_STOPS_OPTIONS)[number];

/** Sort orders of the results: Cheapest (the default), Best, Quickest. */
export const FLIGHT_SORTS = ['cheapest', 'best', 'quickest'] as const;
export type FlightSort = (typeof FLIGHT_SORTS)[number];

export type TimeBandKey = (typeof FLIGHT_TIME_BANDS)[number]['key'];

/** The fields of one leg the rules read (the API's flight leg has them all). */
export interface RankedLeg {
  /** Local time at the origin, 'YYYY-MM-DDTHH:mm'. */
  departureTime: string;
  /** Local time at the destination, 'YYYY-MM-DDTHH:mm'. */
  arrivalTime: string;
  /** Minutes from the first takeoff to the last landing. */
  duration: number;
  stops: readonly unknown[];
  cabin: string;
  airlineCode: string;
}

/** The fields of one itinerary the rules read. */
export interface RankedItinerary {
  /** Minor units of the quote currency. */
  totalAmount: number;
  flights: readonly RankedLeg[];
}

/** A selection per filter group; an empty list means the group does not filter ('Any'). */
export interface FlightFilters {
  stops: readonly StopsOption[];
  cabins: readonly string[];
  /** Airline codes. */
  airlines: readonly string[];
  departureBands: readonly TimeBandKey[];
  arrivalBands: readonly TimeBandKey[];
}

export const NO_FLIGHT_FILTERS: FlightFilters = Object.freeze({
  stops: [],
  cabins: [],
  airlines: [],
  departureBands: [],
  arrivalBands: [],
});

/** What the filters and sorts compare, computed once per itinerary. Lists hold one value per leg. */
export interface FlightKeys {
  stops: StopsOption[];
  cabins: string[];
  airlines: string[];
  departureBands: TimeBandKey[];
  arrivalBands: TimeBandKey[];
  price: number;
  /** The first leg's duration: what Quickest compares. */
  duration: number;
}

export function stopsOption(stopCount: number): StopsOption {
  if (stopCount <= 0) return '0';
  return stopCount === 1 ? '1' : '2+';
}

/** Minutes since local midnight of a 'YYYY-MM-DDTHH:mm' time; NaN when it has no time. */
export function minuteOfDay(localDateTime: string): number {
  const match = /T(\d{2}):(\d{2})/.exec(localDateTime);
  if (!match) return Number.NaN;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** The time band of a local time (spec section 9): 04:59 is Early Morning, 05:00 Morning... */
export function timeBandOf(localDateTime: string): TimeBandKey | undefined {
  const minute = minuteOfDay(localDateTime);
  return FLIGHT_TIME_BANDS.find((band) => minute >= band.fromMinute && minute <= band.toMinute)?.key;
}

function isDefined<T>(value: T | undefined): value is T {
  return value !== undefined;
}

export function flightKeys(itinerary: RankedItinerary): FlightKeys {
  const legs = itinerary.flights;
  return {
    stops: legs.map((leg) => stopsOption(leg.stops.length)),
    cabins: legs.map((leg) => leg.cabin),
    airlines: legs.map((leg) => leg.airlineCode),
    departureBands: legs.map((leg) => timeBandOf(leg.departureTime)).filter(isDefined),
    arrivalBands: legs.map((leg) => timeBandOf(leg.arrivalTime)).filter(isDefined),
    price: itinerary.totalAmount,
    duration: legs[0]?.duration ?? Number.POSITIVE_INFINITY,
  };
}

/**
 * Whether an itinerary passes the filters. Groups combine with AND. Stops hold only when every
 * leg's stops option is selected (Direct out and 1 stop back needs both Direct and 1 Stop);
 * cabins, airlines and time bands hold when any leg matches.
 */
export function matchesFlightFilters(keys: FlightKeys, filters: FlightFilters): boolean {
  return (
    matchesGroup(filters.stops, keys.stops, 'every') &&
    matchesGroup(filters.cabins, keys.cabins, 'any') &&
    matchesGroup(filters.airlines, keys.airlines, 'any') &&
    matchesGroup(filters.departureBands, keys.departureBands, 'any') &&
    matchesGroup(filters.arrivalBands, keys.arrivalBands, 'any')
  );
}

/**
 * Best: the lowest sum of price relative to the cheapest itinerary and first-leg duration
 * relative to the quickest one, `price / cheapest + duration / quickest`, both over the whole
 * search (so an itinerary keeps its score whatever the filters). Price and time weigh the same:
 * 10% dearer is worth 10% quicker, so the cheapest itinerary (score 1 + its duration ratio) wins
 * unless another is quicker by a larger share than it is dearer. Ratios, not min-max scaling, so
 * one very long or very dear outlier does not flatten the others' differences.
 */
export function bestScores(keys: readonly FlightKeys[]): number[] {
  let cheapest = Number.POSITIVE_INFINITY;
  let quickest = Number.POSITIVE_INFINITY;
  for (const key of keys) {
    if (key.price > 0) cheapest = Math.min(cheapest, key.price);
    if (key.duration > 0) quickest = Math.min(quickest, key.duration);
  }
  // Zero or missing values would divide by zero: fall back to 1 (no scaling).
  const priceScale = Number.isFinite(cheapest) ? cheapest : 1;
  const durationScale = Number.isFinite(quickest) ? quickest : 1;
  return keys.map((key) => key.price / priceScale + key.duration / durationScale);
}

/** Indexes of `keys` in the sort's order; equal values keep their original order. */
export function sortOrder(keys: readonly FlightKeys[], sort: FlightSort): number[] {
  const indexes = keys.map((_, index) => index);
  if (sort === 'best') {
    const scores = bestScores(keys);
    return indexes.sort((a, b) => (scores[a] ?? 0) - (scores[b] ?? 0) || a - b);
  }
  const field = sort === 'cheapest' ? 'price' : 'duration';
  return indexes.sort((a, b) => (keys[a]?.[field] ?? 0) - (keys[b]?.[field] ?? 0) || a - b);
}

/** One itinerary's keys as bit sets (one bit per option) for the per-change pass. */
interface PackedKeys {
  legs: number;
  stops: number;
  cabins: number;
  departureBands: number;
  arrivalBands: number;
  /** Positions in the index's airline table. */
  airlines: number[];
}

/** A search's itineraries with their keys and the three sort orders, built once per search. */
export interface FlightResultIndex<T> {
  items: readonly T[];
  keys: readonly FlightKeys[];
  orders: Readonly<Record<FlightSort, readonly number[]>>;
  packed: readonly PackedKeys[];
  /** Bit positions of each cabin and time band, and table positions of each airline code. */
  codes: { cabins: Map<string, number>; bands: Map<string, number>; airlines: Map<string, number> };
}

function codeOf(table: Map<string, number>, value: string): number {
  let code = table.get(value);
  if (code === undefined) {
    code = table.size;
    table.set(value, code);
  }
  return code;
}

function bits(table: Map<string, number>, values: readonly string[]): number {
  let mask = 0;
  for (const value of values) {
    const code = table.get(value);
    // More than 30 distinct values cannot be bits: such a value simply never matches.
    if (code !== undefined && code < 31) mask |= 1 << code;
  }
  return mask;
}

export function indexFlightResults<T extends RankedItinerary>(items: readonly T[]): FlightResultIndex<T> {
  const keys = items.map(flightKeys);
  const codes = {
    cabins: new Map<string, number>(),
    bands: new Map<string, number>(FLIGHT_TIME_BANDS.map((band, position) => [band.key, position])),
    airlines: new Map<string, number>(),
  };
  const stopCodes = new Map<string, number>(FLIGHT_STOPS_OPTIONS.map((option, position) => [option, position]));
  const packed = keys.map((key) => {
    for (const cabin of key.cabins) codeOf(codes.cabins, cabin);
    return {
      legs: key.stops.length,
      stops: bits(stopCodes, key.stops),
      cabins: bits(codes.cabins, key.cabins),
      departureBands: bits(codes.bands, key.departureBands),
      arrivalBands: bits(codes.bands, key.arrivalBands),
      airlines: key.airlines.map((airline) => codeOf(codes.airlines, airline)),
    };
  });
  return {
    items,
    keys,
    packed,
    codes,
    orders: {
      cheapest: sortOrder(keys, 'cheapest'),
      best: sortOrder(keys, 'best'),
      quickest: sortOrder(keys, 'quickest'),
    },
  };
}

export interface FlightSelection<T> {
  /** The itineraries passing the filters, in the chosen order. */
  items: T[];
  /** The first passing itinerary of each order: what the Cheapest, Best and Quickest cards show. */
  top: Record<FlightSort, T | undefined>;
}

/** Which itineraries pass: `matchesFlightFilters` over the packed keys, one flag per itinerary. */
function passingFlags<T>(index: FlightResultIndex<T>, filters: FlightFilters): Uint8Array {
  const stopCodes = new Map<string, number>(FLIGHT_STOPS_OPTIONS.map((option, position) => [option, position]));
  const stops = bits(stopCodes, filters.stops);
  const cabins = bits(index.codes.cabins, filters.cabins);
  const departure = bits(index.codes.bands, filters.departureBands);
  const arrival = bits(index.codes.bands, filters.arrivalBands);
  const airlines = new Uint8Array(index.codes.airlines.size);
  for (const airline of filters.airlines) {
    const code = index.codes.airlines.get(airline);
    if (code !== undefined) airlines[code] = 1;
  }
  const hasAirlines = filters.airlines.length > 0;
  const flags = new Uint8Array(index.packed.length);
  index.packed.forEach((keys, position) => {
    const passes =
      (filters.stops.length === 0 || (keys.legs > 0 && (keys.stops & ~stops) === 0)) &&
      (filters.cabins.length === 0 || (keys.cabins & cabins) !== 0) &&
      (filters.departureBands.length === 0 || (keys.departureBands & departure) !== 0) &&
      (filters.arrivalBands.length === 0 || (keys.arrivalBands & arrival) !== 0) &&
      (!hasAirlines || keys.airlines.some((code) => airlines[code] === 1));
    flags[position] = passes ? 1 : 0;
  });
  return flags;
}

/** One pass over the results: filter once, then read the precomputed orders. */
export function selectFlightResults<T>(
  index: FlightResultIndex<T>,
  filters: FlightFilters,
  sort: FlightSort,
): FlightSelection<T> {
  const flags = passingFlags(index, filters);
  const firstOf = (order: readonly number[]) => {
    const position = order.find((candidate) => flags[candidate] === 1);
    return position === undefined ? undefined : index.items[position];
  };
  const items: T[] = [];
  for (const position of index.orders[sort]) {
    const item = index.items[position];
    if (flags[position] === 1 && item !== undefined) items.push(item);
  }
  return {
    items,
    top: {
      cheapest: firstOf(index.orders.cheapest),
      best: firstOf(index.orders.best),
      quickest: firstOf(index.orders.quickest),
    },
  };
}

/** The lowest price next to each filter option: what 'Only' on that option would start from. */
export interface FlightLowestPrices {
  /** The lowest of all itineraries, shown next to 'Any'. */
  any: number | undefined;
  stops: Map<StopsOption, number>;
  cabins: Map<string, number>;
  airlines: Map<string, number>;
  departureBands: Map<TimeBandKey, number>;
  arrivalBands: Map<TimeBandKey, number>;
}

/**
 * Lowest price per option, over the whole search. An itinerary counts for a stops option only
 * when all its legs have it (the stops filter's every-leg rule), and for each cabin, airline and
 * time band of any of its legs. `priceOf` picks the amount shown (the visitor's currency).
 */
export function lowestFlightPrices<T>(index: FlightResultIndex<T>, priceOf: (item: T) => number): FlightLowestPrices {
  const entries = index.items.map((item, position) => ({ item, keys: index.keys[position] }));
  const price = (entry: (typeof entries)[number]) => priceOf(entry.item);
  const sameStops = (keys: FlightKeys | undefined): StopsOption[] => {
    const first = keys?.stops[0];
    return first !== undefined && keys?.stops.every((option) => option === first) ? [first] : [];
  };
  const all = lowestBy(entries, () => 'any', price).get('any');
  return {
    any: all,
    stops: lowestBy(entries, (entry) => sameStops(entry.keys), price),
    cabins: lowestBy(entries, (entry) => entry.keys?.cabins ?? [], price),
    airlines: lowestBy(entries, (entry) => entry.keys?.airlines ?? [], price),
    departureBands: lowestBy(entries, (entry) => entry.keys?.departureBands ?? [], price),
    arrivalBands: lowestBy(entries, (entry) => entry.keys?.arrivalBands ?? [], price),
  };
}

/**
 * A group offering 'Any' as a checkbox (stops, cabins): the list it shows, where 'Any' stands for
 * the empty selection.
 */
export function withAnyOption<T>(selected: readonly T[], any: T): T[] {
  return selected.length === 0 ? [any] : [...selected];
}

/**
 * The selection after a change in a group offering 'Any': ticking 'Any' (or 'Only' on it) removes
 * the filter; ticking another option drops 'Any'.
 */
export function fromAnyOption<T>(shown: readonly T[], next: readonly T[], any: T): T[] {
  const isAnyTicked = next.includes(any) && !shown.includes(any);
  return isAnyTicked ? [] : next.filter((value) => value !== any);
}

/**
 * Airlines: 'Select all' and 'Remove all' both clear the list (spec section 4), so a selection
 * of every airline is stored as no airline filter.
 */
export function clearIfEveryOption<T>(selected: readonly T[], options: readonly T[]): T[] {
  return options.length > 0 && options.every((option) => selected.includes(option)) ? [] : [...selected];
}

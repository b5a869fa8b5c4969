import { HOTEL_PAGE_SIZE } from '../constants';

/**
 * Filters, sorts and pages of the hotel results (spec sections 4 and 9). The same rules as the
 * search's filter URL (the server's SQL), run over the hotels the page has loaded: a filter or
 * sort change is one pass over results already in order, inside one frame (decision 021).
 */

/** The sorts of the results, as the server names them: 'best' is the filter default. */
export type HotelResultSort = 'best' | 'rating desc, price desc' | 'price' | 'price desc' | 'rating' | 'distance';

/** The fields of one hotel the rules read (the API's hotel result has them all). */
export interface RankedHotel {
  hotelId: string;
  stars: number;
  guestScore: number;
  distanceKm: number;
  facilities: readonly string[];
  vendor: string;
  /** The whole stay in minor units of the search's currency. */
  price: { amount: number };
  boards: readonly string[];
  hasFreeCancellation: boolean;
}

/** Every filter of the results; an empty list or null does not filter. */
export interface HotelResultFilters {
  /** Minor units, the whole stay. */
  priceMin: number | null;
  priceMax: number | null;
  /** Any of these star ratings. */
  stars: readonly number[];
  minGuestScore: number | null;
  /** Every one of these facilities. */
  facilities: readonly string[];
  maxDistanceKm: number | null;
  /** Any of these boards offered. */
  boards: readonly string[];
  freeCancellation: boolean;
  /** Offered by any of these vendors. */
  vendors: readonly string[];
}

export const NO_HOTEL_FILTERS: HotelResultFilters = Object.freeze({
  priceMin: null,
  priceMax: null,
  stars: [],
  minGuestScore: null,
  facilities: [],
  maxDistanceKm: null,
  boards: [],
  freeCancellation: false,
  vendors: [],
});

/** Whether any filter is set (the 'Reset filters' action and the count's wording). */
export function hasHotelFilters(filters: HotelResultFilters): boolean {
  return (
    filters.priceMin !== null ||
    filters.priceMax !== null ||
    filters.stars.length > 0 ||
    filters.minGuestScore !== null ||
    filters.facilities.length > 0 ||
    filters.maxDistanceKm !== null ||
    filters.boards.length > 0 ||
    filters.freeCancellation ||
    filters.vendors.length > 0
  );
}

export function matchesHotelFilters(hotel: RankedHotel, filters: HotelResultFilters): boolean {
  const price = hotel.price.amount;
  if (filters.priceMin !== null && price < filters.priceMin) return false;
  if (filters.priceMax !== null && price > filters.priceMax) return false;
  if (filters.stars.length > 0 && !filters.stars.includes(hotel.stars)) return false;
  if (filters.minGuestScore !== null && hotel.guestScore < filters.minGuestScore) return false;
  if (filters.maxDistanceKm !== null && hotel.distanceKm > filters.maxDistanceKm) return false;
  if (filters.freeCancellation && !hotel.hasFreeCancellation) return false;
  if (filters.vendors.length > 0 && !filters.vendors.includes(hotel.vendor)) return false;
  if (filters.boards.length > 0 && !filters.boards.some((board) => hotel.boards.includes(board))) return false;
  return filters.facilities.every((facility) => hotel.facilities.includes(facility));
}

const byId = (a: RankedHotel, b: RankedHotel) => (a.hotelId < b.hotelId ? -1 : a.hotelId > b.hotelId ? 1 : 0);
/** 'best': guest score and stars per (log) unit of price, as the server ranks it. */
const valueOf = (hotel: RankedHotel) => (hotel.guestScore + hotel.stars) / Math.log(hotel.price.amount + 3);

/** The order of each sort, the server's; every one ends on the hotel id so the order is total. */
export function compareHotels(sort: HotelResultSort): (a: RankedHotel, b: RankedHotel) => number {
  switch (sort) {
    case 'best':
      return (a, b) => valueOf(b) - valueOf(a) || a.price.amount - b.price.amount || byId(a, b);
    case 'rating desc, price desc':
      return (a, b) => b.guestScore - a.guestScore || b.price.amount - a.price.amount || byId(a, b);
    case 'price':
      return (a, b) => a.price.amount - b.price.amount || byId(a, b);
    case 'price desc':
      return (a, b) => b.price.amount - a.price.amount || byId(a, b);
    case 'rating':
      return (a, b) => b.guestScore - a.guestScore || a.price.amount - b.price.amount || byId(a, b);
    case 'distance':
      return (a, b) => a.distanceKm - b.distanceKm || a.price.amount - b.price.amount || byId(a, b);
  }
}

/**
 * The loaded hotels with each sort's order worked out once, when first asked: a filter change
 * is then one pass over an order already made, a sort change the same once each sort was seen.
 */
export interface HotelResultsIndex<T extends RankedHotel> {
  hotels: readonly T[];
  sorted(sort: HotelResultSort): readonly T[];
}

export function indexHotelResults<T extends RankedHotel>(hotels: readonly T[]): HotelResultsIndex<T> {
  const orders = new Map<HotelResultSort, readonly T[]>();
  return {
    hotels,
    sorted(sort) {
      let order = orders.get(sort);
      if (!order) {
        order = [...hotels].sort(compareHotels(sort));
        orders.set(sort, order);
      }
      return order;
    },
  };
}

/** The hotels passing the filters, in the sort's order. */
export function selectHotelResults<T extends RankedHotel>(
  index: HotelResultsIndex<T>,
  filters: HotelResultFilters,
  sort: HotelResultSort,
): readonly T[] {
  const order = index.sorted(sort);
  return hasHotelFilters(filters) ? order.filter((hotel) => matchesHotelFilters(hotel, filters)) : order;
}

/**
 * The spec's rule for a page that arrives: appended when at least a page (50) is already loaded
 * and the page is the next one the last answer announced; otherwise it replaces what was loaded
 * (a poll's first page while vendors still answer, a new search). An appended page never
 * repeats a hotel already loaded.
 */
export function mergeHotelPage<T extends { hotelId: string }>(
  loaded: readonly T[],
  announcedNextPage: number | null,
  from: number,
  hotels: readonly T[],
): T[] {
  const isNextPage = announcedNextPage !== null && from === announcedNextPage;
  if (loaded.length < HOTEL_PAGE_SIZE || !isNextPage) return [...hotels];
  const known = new Set(loaded.map((hotel) => hotel.hotelId));
  return [...loaded, ...hotels.filter((hotel) => !known.has(hotel.hotelId))];
}

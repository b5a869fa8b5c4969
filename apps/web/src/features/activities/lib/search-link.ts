import {
  ACTIVITY_DESTINATION_TYPES,
  ACTIVITY_DURATION_FILTERS,
  ACTIVITY_POPULARITY_FILTERS,
  ACTIVITY_SORT_ORDERS,
  ACTIVITY_SPECIAL_FILTERS,
  ACTIVITY_TIME_OF_DAY,
  minorUnitsOf,
  type ActivityDurationFilter,
  type ActivityPopularityFilter,
  type ActivitySearchBody,
  type ActivitySpecialFilter,
  type ActivityTimeOfDay,
} from '@travel/contracts';

/** The spec's selectedLocation: a destination, or one product found by its title (with its destination). */
export interface ActivityLocation {
  destinationId: string;
  destinationName: string;
  destinationType: (typeof ACTIVITY_DESTINATION_TYPES)[number];
  productName?: string;
  productCode?: string;
}

export type ActivitySort = (typeof ACTIVITY_SORT_ORDERS)[number];

/** The filters the server applies (spec section 9's buckets), as the results page keeps them. */
export interface ActivityFilters {
  tagIds: number[];
  durations: ActivityDurationFilter[];
  timesOfDay: ActivityTimeOfDay[];
  specials: ActivitySpecialFilter[];
  popularity: ActivityPopularityFilter[];
  /** Whole amounts of the visitor's currency, as typed; null: no bound. */
  minPrice: number | null;
  maxPrice: number | null;
  /** The lowest rating shown (3, 3.5, 4, 4.5); null: any. */
  minRating: number | null;
}

/** A search as the URL keeps it: where, the words of the title, the filters and the sort. */
export interface ActivitySearch {
  location: ActivityLocation;
  /** Words of the title or description (the spec's searchedText); '' for none. */
  searchedText: string;
  sort: ActivitySort;
  filters: ActivityFilters;
}

export const NO_ACTIVITY_FILTERS: ActivityFilters = {
  tagIds: [],
  durations: [],
  timesOfDay: [],
  specials: [],
  popularity: [],
  minPrice: null,
  maxPrice: null,
  minRating: null,
};

/** The lowest ratings a visitor may ask for. */
export const ACTIVITY_MIN_RATINGS = [3, 3.5, 4, 4.5] as const;

export const DURATION_KEYS = ACTIVITY_DURATION_FILTERS.map((filter) => filter.key);
export const TIME_OF_DAY_KEYS = ACTIVITY_TIME_OF_DAY.map((band) => band.key);

export function isFiltered(filters: ActivityFilters): boolean {
  return (
    filters.tagIds.length > 0 ||
    filters.durations.length > 0 ||
    filters.timesOfDay.length > 0 ||
    filters.specials.length > 0 ||
    filters.popularity.length > 0 ||
    filters.minPrice !== null ||
    filters.maxPrice !== null ||
    filters.minRating !== null
  );
}

/** The values of a comma list that belong to `allowed`, once each, in the list's order; the rest is dropped. */
function listOf<T extends string>(value: string | null, allowed: readonly T[]): T[] {
  const items = (value ?? '').split(',').filter((item): item is T => (allowed as readonly string[]).includes(item));
  return [...new Set(items)];
}

function amountOf(value: string | null): number | null {
  if (value === null || !/^\d{1,6}$/.test(value)) return null;
  return Number(value);
}

function setList(params: URLSearchParams, name: string, values: readonly (string | number)[]) {
  if (values.length > 0) params.set(name, values.join(','));
}

/** The search's query string: a reload or a shared link runs the same search. */
export function toActivitySearchQuery(search: ActivitySearch): string {
  const { location, filters } = search;
  const params = new URLSearchParams();
  params.set('destinationId', location.destinationId);
  params.set('destinationName', location.destinationName);
  params.set('destinationType', location.destinationType);
  if (location.productCode) {
    params.set('productCode', location.productCode);
    params.set('productName', location.productName ?? location.productCode);
  }
  if (search.searchedText.trim()) params.set('text', search.searchedText.trim());
  if (search.sort !== 'RECOMMENDED') params.set('sort', search.sort);
  setList(params, 'tags', filters.tagIds);
  setList(params, 'durations', filters.durations);
  setList(params, 'times', filters.timesOfDay);
  setList(params, 'specials', filters.specials);
  setList(params, 'popularity', filters.popularity);
  if (filters.minPrice !== null) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== null) params.set('maxPrice', String(filters.maxPrice));
  if (filters.minRating !== null) params.set('rating', String(filters.minRating));
  return params.toString();
}

/**
 * The search in a link, or null when it names no destination. Values that cannot be read
 * (an unknown filter, a bad amount) are dropped: they would only be refused by the server.
 */
export function parseActivitySearchQuery(query: string): ActivitySearch | null {
  const params = new URLSearchParams(query);
  const destinationId = params.get('destinationId')?.trim();
  if (!destinationId) return null;
  const type = params.get('destinationType');
  const productCode = params.get('productCode')?.trim();
  const sort = params.get('sort');
  const rating = Number(params.get('rating'));
  return {
    location: {
      destinationId,
      destinationName: params.get('destinationName') ?? destinationId,
      destinationType: (ACTIVITY_DESTINATION_TYPES as readonly string[]).includes(type ?? '')
        ? (type as ActivityLocation['destinationType'])
        : 'CITY',
      ...(productCode ? { productCode, productName: params.get('productName') ?? productCode } : {}),
    },
    searchedText: params.get('text') ?? '',
    sort: (ACTIVITY_SORT_ORDERS as readonly string[]).includes(sort ?? '') ? (sort as ActivitySort) : 'RECOMMENDED',
    filters: {
      tagIds: [
        ...new Set(
          (params.get('tags') ?? '')
            .split(',')
            .filter((tag) => /^\d{1,6}$/.test(tag) && Number(tag) > 0)
            .map(Number),
        ),
      ],
      durations: listOf(params.get('durations'), DURATION_KEYS),
      timesOfDay: listOf(params.get('times'), TIME_OF_DAY_KEYS),
      specials: listOf(params.get('specials'), ACTIVITY_SPECIAL_FILTERS),
      popularity: listOf(params.get('popularity'), ACTIVITY_POPULARITY_FILTERS),
      minPrice: amountOf(params.get('minPrice')),
      maxPrice: amountOf(params.get('maxPrice')),
      minRating: (ACTIVITY_MIN_RATINGS as readonly number[]).includes(rating) ? rating : null,
    },
  };
}

/** The search body (POST /api/activities/search) of a search, without its page. */
export function toActivitySearchBody(search: ActivitySearch, currency: string): ActivitySearchBody {
  const { location, filters } = search;
  let { minPrice, maxPrice } = filters;
  // Bounds typed the wrong way round mean the range between them.
  if (minPrice !== null && maxPrice !== null && maxPrice < minPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  const text = search.searchedText.trim();
  return {
    selectedLocation: {
      destinationId: location.destinationId,
      destinationName: location.destinationName,
      destinationType: location.destinationType,
      ...(location.productCode ? { productCode: location.productCode, productName: location.productName } : {}),
    },
    ...(text ? { searchedText: text } : {}),
    activeTagIds: filters.tagIds,
    filterItem: { sortOrder: search.sort },
    durations: filters.durations,
    timesOfDay: filters.timesOfDay,
    specials: filters.specials,
    popularity: filters.popularity,
    ...(minPrice !== null ? { minPrice: minorUnitsOf(minPrice, currency) } : {}),
    ...(maxPrice !== null ? { maxPrice: minorUnitsOf(maxPrice, currency) } : {}),
    ...(filters.minRating !== null ? { minRating: filters.minRating } : {}),
    currency,
  };
}

/** A search kept for a deep link (POST search-store answers it for `?searchId=`). */
export interface StoredActivitySearch {
  selectedLocation: { destinationId: string } & Partial<Omit<ActivityLocation, 'destinationId'>>;
  searchedText?: string;
  activeTagIds?: number[];
  filterItem?: { sortOrder?: ActivitySort };
}

/** The search a kept state stands for, its other filters unset. */
export function fromStoredSearch(state: StoredActivitySearch): ActivitySearch {
  const { selectedLocation: place } = state;
  return {
    location: {
      destinationId: place.destinationId,
      destinationName: place.destinationName ?? place.destinationId,
      destinationType: place.destinationType ?? 'CITY',
      ...(place.productCode
        ? { productCode: place.productCode, productName: place.productName ?? place.productCode }
        : {}),
    },
    searchedText: state.searchedText ?? '',
    sort: state.filterItem?.sortOrder ?? 'RECOMMENDED',
    filters: { ...NO_ACTIVITY_FILTERS, tagIds: state.activeTagIds ?? [] },
  };
}

import { HOTEL_DEFAULT_FILTER_SORT, HOTEL_DEFAULT_SORT, type HotelResultSort } from '@travel/contracts';

/** The sorts offered, each with the key of its label in hotels' `sort`. */
export const HOTEL_SORT_OPTIONS: readonly { value: HotelResultSort; key: string }[] = [
  { value: 'rating desc, price desc', key: 'topRated' },
  { value: 'best', key: 'best' },
  { value: 'price', key: 'priceLow' },
  { value: 'price desc', key: 'priceHigh' },
  { value: 'rating', key: 'rating' },
  { value: 'distance', key: 'distance' },
];

/**
 * The sort in force: the visitor's pick, else the spec's defaults, 'rating desc, price desc'
 * for the search and 'best' once a filter is set.
 */
export function effectiveSort(picked: HotelResultSort | null, isFiltered: boolean): HotelResultSort {
  if (picked) return picked;
  return isFiltered ? (HOTEL_DEFAULT_FILTER_SORT as HotelResultSort) : (HOTEL_DEFAULT_SORT as HotelResultSort);
}

import { CAR_CAPACITY_BUCKETS, CAR_PRICE_BUCKETS } from '../constants';
import { majorUnitsOf } from '../money';
import { matchesGroup } from './filters';

/**
 * Filters and sort of the car results (spec sections 4 and 9): filters built from the results,
 * groups combined with AND, options within a group with OR, an empty group no filter ('Only'
 * is `onlyOption` of ./filters); sort 'Cheapest' (the default) or 'Highest'.
 */

export type CarPriceBucket = (typeof CAR_PRICE_BUCKETS)[number]['key'];
export type CarPassengerBucket = (typeof CAR_CAPACITY_BUCKETS)['passengers'][number]['key'];
export type CarBagBucket = (typeof CAR_CAPACITY_BUCKETS)['bags'][number]['key'];

export const CAR_SORTS = ['cheapest', 'highest'] as const;
export type CarSort = (typeof CAR_SORTS)[number];

/** The fields of an offer the rules read (the API's car offer has them all). */
export interface RankedCar {
  carId: string;
  /** Minor units of `currencyCode`. */
  price: number;
  currencyCode: string;
  passangerCapacity: number;
  bagCapacity: number;
  vendorName: string;
  size: string;
  transmissionType: string;
  isACavailable: boolean;
  isMileageUnlimited: boolean;
  cancellationPolicy: { charge: { includedRateInd: boolean } };
}

/**
 * The price bucket of an amount in major units: under 200 (below 200), 200 to 300 (200 and 300
 * included), 300 to 400 (above 300, 400 included), over 400 (above 400). The words decide the
 * ends: 200 is not 'under 200' and 400 is not 'over 400'; 300 belongs to the first range that
 * names it.
 */
export function priceBucketOf(major: number): CarPriceBucket {
  if (major < 200) return 'under200';
  if (major <= 300) return '200to300';
  if (major <= 400) return '300to400';
  return 'over400';
}

/** The price bucket of an offer (its price in the display currency's major units). */
export function carPriceBucket(car: Pick<RankedCar, 'price' | 'currencyCode'>): CarPriceBucket {
  return priceBucketOf(majorUnitsOf(car.price, car.currencyCode));
}

/** The bucket a count falls in, bounds inclusive; null below the first (no seats, no bags). */
function capacityBucket<K extends string>(
  buckets: readonly { key: K; min: number; max?: number }[],
  value: number,
): K | null {
  return (
    buckets.find((bucket) => value >= bucket.min && (bucket.max === undefined || value <= bucket.max))?.key ?? null
  );
}

export const passengerBucketOf = (passengers: number): CarPassengerBucket | null =>
  capacityBucket(CAR_CAPACITY_BUCKETS.passengers, passengers);
export const bagBucketOf = (bags: number): CarBagBucket | null => capacityBucket(CAR_CAPACITY_BUCKETS.bags, bags);

/** A selection per group; an empty list does not filter. */
export interface CarFilters {
  price: readonly CarPriceBucket[];
  passengers: readonly CarPassengerBucket[];
  bags: readonly CarBagBucket[];
  vendors: readonly string[];
  sizes: readonly string[];
  transmissions: readonly string[];
  /** 'ac' or 'noAc'. */
  airConditioning: readonly ('ac' | 'noAc')[];
  /** 'unlimited' or 'limited'. */
  mileage: readonly ('unlimited' | 'limited')[];
  /** 'free': free cancellation included. */
  cancellation: readonly 'free'[];
}

export const NO_CAR_FILTERS: CarFilters = Object.freeze({
  price: [],
  passengers: [],
  bags: [],
  vendors: [],
  sizes: [],
  transmissions: [],
  airConditioning: [],
  mileage: [],
  cancellation: [],
});

const listOf = <T>(value: T | null): T[] => (value === null ? [] : [value]);

/** Whether an offer passes every group (AND), each group by any of its options (OR). */
export function matchesCarFilters(car: RankedCar, filters: CarFilters): boolean {
  return (
    matchesGroup(filters.price, [carPriceBucket(car)], 'any') &&
    matchesGroup(filters.passengers, listOf(passengerBucketOf(car.passangerCapacity)), 'any') &&
    matchesGroup(filters.bags, listOf(bagBucketOf(car.bagCapacity)), 'any') &&
    matchesGroup(filters.vendors, [car.vendorName], 'any') &&
    matchesGroup(filters.sizes, [car.size], 'any') &&
    matchesGroup(filters.transmissions, [car.transmissionType], 'any') &&
    matchesGroup(filters.airConditioning, [car.isACavailable ? 'ac' : 'noAc'], 'any') &&
    matchesGroup(filters.mileage, [car.isMileageUnlimited ? 'unlimited' : 'limited'], 'any') &&
    matchesGroup(filters.cancellation, car.cancellationPolicy.charge.includedRateInd ? ['free'] : [], 'any')
  );
}

/** Cheapest first (the default) or highest first; equal prices keep a stable order by id. */
export function sortCars<T extends RankedCar>(cars: readonly T[], sort: CarSort = 'cheapest'): T[] {
  const sign = sort === 'highest' ? -1 : 1;
  return [...cars].sort((a, b) => sign * (a.price - b.price) || (a.carId < b.carId ? -1 : a.carId > b.carId ? 1 : 0));
}

/** The filtered and sorted results. */
export function filterAndSortCars<T extends RankedCar>(cars: readonly T[], filters: CarFilters, sort: CarSort): T[] {
  return sortCars(
    cars.filter((car) => matchesCarFilters(car, filters)),
    sort,
  );
}

/** The options of each group, built from the results (only what some offer has), in a stable order. */
export function carFilterOptions(cars: readonly RankedCar[]) {
  const distinct = <T>(values: T[]) => [...new Set(values)];
  const ordered = <T extends string>(all: readonly T[], present: (T | null)[]) =>
    all.filter((k) => present.includes(k));
  return {
    price: ordered(
      CAR_PRICE_BUCKETS.map((b) => b.key),
      cars.map(carPriceBucket),
    ),
    passengers: ordered(
      CAR_CAPACITY_BUCKETS.passengers.map((b) => b.key),
      cars.map((car) => passengerBucketOf(car.passangerCapacity)),
    ),
    bags: ordered(
      CAR_CAPACITY_BUCKETS.bags.map((b) => b.key),
      cars.map((car) => bagBucketOf(car.bagCapacity)),
    ),
    vendors: distinct(cars.map((car) => car.vendorName)).sort(),
    sizes: distinct(cars.map((car) => car.size)),
    transmissions: distinct(cars.map((car) => car.transmissionType)).sort(),
  };
}

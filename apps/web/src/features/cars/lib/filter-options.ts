import {
  bagBucketOf,
  CAR_CAPACITY_BUCKETS,
  CAR_PRICE_BUCKETS,
  CAR_SIZES,
  carPriceBucket,
  passengerBucketOf,
  type CarFilters,
  type RankedCar,
} from '@travel/contracts';

/** One option of a filter group, with how many of the loaded offers have it. */
export interface CarFilterCount<T extends string = string> {
  value: T;
  count: number;
}

/** The options of every filter group, built from the results (only what some offer has), with counts. */
export type CarFilterOptions = { [Group in keyof CarFilters]: CarFilterCount<CarFilters[Group][number]>[] };

function counter<T extends string>() {
  const counts = new Map<T, number>();
  return {
    add(value: T | null) {
      if (value !== null) counts.set(value, (counts.get(value) ?? 0) + 1);
    },
    /** In the given order (the vocabulary's), else by name; only the options some offer has. */
    list(order?: readonly T[]): CarFilterCount<T>[] {
      const values = order ? order.filter((value) => counts.has(value)) : [...counts.keys()].sort();
      return values.map((value) => ({ value, count: counts.get(value) ?? 0 }));
    },
  };
}

/**
 * Counts each option of each group over the offers, with the contracts' bucket rules: price
 * (the display currency's major units), passengers, bags, vendor, size, transmission, AC,
 * mileage, free cancellation. Sizes run smallest first, buckets in their order, names A to Z.
 */
export function carFilterCounts(cars: readonly RankedCar[]): CarFilterOptions {
  const price = counter<CarFilters['price'][number]>();
  const passengers = counter<CarFilters['passengers'][number]>();
  const bags = counter<CarFilters['bags'][number]>();
  const vendors = counter<string>();
  const sizes = counter<string>();
  const transmissions = counter<string>();
  const airConditioning = counter<'ac' | 'noAc'>();
  const mileage = counter<'unlimited' | 'limited'>();
  const cancellation = counter<'free'>();
  for (const car of cars) {
    price.add(carPriceBucket(car));
    passengers.add(passengerBucketOf(car.passangerCapacity));
    bags.add(bagBucketOf(car.bagCapacity));
    vendors.add(car.vendorName);
    sizes.add(car.size);
    transmissions.add(car.transmissionType);
    airConditioning.add(car.isACavailable ? 'ac' : 'noAc');
    mileage.add(car.isMileageUnlimited ? 'unlimited' : 'limited');
    cancellation.add(car.cancellationPolicy.charge.includedRateInd ? 'free' : null);
  }
  return {
    price: price.list(CAR_PRICE_BUCKETS.map((bucket) => bucket.key)),
    passengers: passengers.list(CAR_CAPACITY_BUCKETS.passengers.map((bucket) => bucket.key)),
    bags: bags.list(CAR_CAPACITY_BUCKETS.bags.map((bucket) => bucket.key)),
    vendors: vendors.list(),
    sizes: sizes.list([...new Set<string>([...CAR_SIZES, ...cars.map((car) => car.size)])]),
    transmissions: transmissions.list(),
    airConditioning: airConditioning.list(['ac', 'noAc']),
    mileage: mileage.list(['unlimited', 'limited']),
    cancellation: cancellation.list(['free']),
  };
}

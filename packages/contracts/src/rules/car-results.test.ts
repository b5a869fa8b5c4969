import { describe, expect, it } from 'vitest';
import {
  bagBucketOf,
  carFilterOptions,
  carPriceBucket,
  filterAndSortCars,
  matchesCarFilters,
  NO_CAR_FILTERS,
  passengerBucketOf,
  priceBucketOf,
  sortCars,
  type RankedCar,
} from './car-results';
import { onlyOption, toggleOption } from './filters';

const car = (carId: string, over: Partial<RankedCar> = {}): RankedCar => ({
  carId,
  price: 15_000,
  currencyCode: 'EUR',
  passangerCapacity: 5,
  bagCapacity: 3,
  vendorName: 'Sol Rent',
  size: 'Compact',
  transmissionType: 'Manual',
  isACavailable: true,
  isMileageUnlimited: true,
  cancellationPolicy: { charge: { includedRateInd: true } },
  ...over,
});

describe('car price buckets', () => {
  it('puts the boundaries 200, 300 and 400 in the range whose words include them', () => {
    expect(priceBucketOf(199.99)).toBe('under200');
    expect(priceBucketOf(200)).toBe('200to300');
    expect(priceBucketOf(300)).toBe('200to300');
    expect(priceBucketOf(300.01)).toBe('300to400');
    expect(priceBucketOf(400)).toBe('300to400');
    expect(priceBucketOf(400.01)).toBe('over400');
  });

  it('reads the price in the major units of its currency', () => {
    expect(carPriceBucket({ price: 20_000, currencyCode: 'EUR' })).toBe('200to300');
    expect(carPriceBucket({ price: 19_999, currencyCode: 'EUR' })).toBe('under200');
    // Yen have no minor unit: 250 yen is 250.
    expect(carPriceBucket({ price: 250, currencyCode: 'JPY' })).toBe('200to300');
  });
});

describe('car capacity buckets', () => {
  it('splits passengers at 4 and 5', () => {
    expect(passengerBucketOf(4)).toBe('1to4');
    expect(passengerBucketOf(5)).toBe('5plus');
    expect(passengerBucketOf(0)).toBeNull();
  });

  it('splits bags at 2/3 and 4/5', () => {
    expect(bagBucketOf(2)).toBe('1to2');
    expect(bagBucketOf(3)).toBe('3to4');
    expect(bagBucketOf(4)).toBe('3to4');
    expect(bagBucketOf(5)).toBe('5plus');
  });
});

describe('car filters', () => {
  const auto7 = car('a', { transmissionType: 'Automatic', passangerCapacity: 7, vendorName: 'Atlas Drive' });
  const manual4 = car('b', { passangerCapacity: 4 });
  const auto4 = car('c', { transmissionType: 'Automatic', passangerCapacity: 4 });
  const cars = [auto7, manual4, auto4];

  it('lets everything through with empty groups', () => {
    expect(cars.filter((c) => matchesCarFilters(c, NO_CAR_FILTERS))).toHaveLength(3);
  });

  it('combines groups with AND', () => {
    const filters = { ...NO_CAR_FILTERS, transmissions: ['Automatic'], passengers: ['5plus' as const] };
    expect(cars.filter((c) => matchesCarFilters(c, filters)).map((c) => c.carId)).toEqual(['a']);
  });

  it('combines the options of a group with OR', () => {
    const filters = { ...NO_CAR_FILTERS, passengers: toggleOption(['1to4' as const], '5plus' as const) };
    expect(cars.filter((c) => matchesCarFilters(c, filters))).toHaveLength(3);
  });

  it("'Only' keeps just that option of the group", () => {
    const filters = { ...NO_CAR_FILTERS, vendors: onlyOption('Atlas Drive') };
    expect(cars.filter((c) => matchesCarFilters(c, filters)).map((c) => c.carId)).toEqual(['a']);
  });

  it('filters free cancellation, air conditioning and mileage', () => {
    const strict = car('d', {
      cancellationPolicy: { charge: { includedRateInd: false } },
      isACavailable: false,
      isMileageUnlimited: false,
    });
    expect(matchesCarFilters(strict, { ...NO_CAR_FILTERS, cancellation: ['free'] })).toBe(false);
    expect(matchesCarFilters(strict, { ...NO_CAR_FILTERS, airConditioning: ['noAc'] })).toBe(true);
    expect(matchesCarFilters(strict, { ...NO_CAR_FILTERS, mileage: ['unlimited'] })).toBe(false);
  });

  it('builds the options from the results only', () => {
    const options = carFilterOptions(cars);
    expect(options.passengers).toEqual(['1to4', '5plus']);
    expect(options.bags).toEqual(['3to4']);
    expect(options.vendors).toEqual(['Atlas Drive', 'Sol Rent']);
  });
});

describe('car sort', () => {
  const cars = [car('b', { price: 300 }), car('a', { price: 100 }), car('c', { price: 300 })];

  it("sorts 'Cheapest' ascending by default, ties by id", () => {
    expect(sortCars(cars).map((c) => c.carId)).toEqual(['a', 'b', 'c']);
  });

  it("sorts 'Highest' descending", () => {
    expect(sortCars(cars, 'highest').map((c) => c.carId)).toEqual(['b', 'c', 'a']);
  });

  it('filters then sorts', () => {
    const filters = { ...NO_CAR_FILTERS, price: ['under200' as const] };
    expect(filterAndSortCars(cars, filters, 'highest').map((c) => c.carId)).toEqual(['b', 'c', 'a']);
  });
});

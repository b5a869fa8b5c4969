import { describe, expect, it } from 'vitest';
import { carOffer } from '../testing/car-fixtures';
import { carFilterCounts } from './filter-options';

describe('carFilterCounts', () => {
  it('counts every option some offer has, in the vocabularies’ order, with the buckets’ boundaries', () => {
    const cars = [
      carOffer(1, { price: 19_999, passangerCapacity: 4, bagCapacity: 2, size: 'Economy' }),
      carOffer(2, { price: 20_000, passangerCapacity: 5, bagCapacity: 3, vendorName: 'Pico Rent' }),
      carOffer(3, { price: 30_000, bagCapacity: 4, size: 'Mini', transmissionType: 'Automatic' }),
      carOffer(4, {
        price: 40_001,
        passangerCapacity: 7,
        bagCapacity: 5,
        size: 'Luxury',
        isACavailable: false,
        isMileageUnlimited: false,
        cancellationPolicy: { charge: { includedRateInd: false }, freeUntil: '', freeUntilLocal: '' },
      }),
    ];
    expect(carFilterCounts(cars)).toEqual({
      price: [
        { value: 'under200', count: 1 },
        { value: '200to300', count: 2 },
        { value: 'over400', count: 1 },
      ],
      passengers: [
        { value: '1to4', count: 1 },
        { value: '5plus', count: 3 },
      ],
      bags: [
        { value: '1to2', count: 1 },
        { value: '3to4', count: 2 },
        { value: '5plus', count: 1 },
      ],
      vendors: [
        { value: 'Atlas Drive', count: 3 },
        { value: 'Pico Rent', count: 1 },
      ],
      sizes: [
        { value: 'Mini', count: 1 },
        { value: 'Economy', count: 1 },
        { value: 'Compact', count: 1 },
        { value: 'Luxury', count: 1 },
      ],
      transmissions: [
        { value: 'Automatic', count: 1 },
        { value: 'Manual', count: 3 },
      ],
      airConditioning: [
        { value: 'ac', count: 3 },
        { value: 'noAc', count: 1 },
      ],
      mileage: [
        { value: 'unlimited', count: 3 },
        { value: 'limited', count: 1 },
      ],
      cancellation: [{ value: 'free', count: 3 }],
    });
  });

  it('offers nothing to filter on without offers', () => {
    expect(Object.values(carFilterCounts([])).every((options) => options.length === 0)).toBe(true);
  });
});

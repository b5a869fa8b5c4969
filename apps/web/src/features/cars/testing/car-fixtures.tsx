import type { CarLocation, CarOffer, CarSearchResult } from '@travel/contracts';
import type { ApiHandlers } from '../../../testing/mock-api';
import { signInAs, testClient } from '../../../testing/session';

export const LISBON_AIRPORT: CarLocation = {
  id: 'a-lis',
  name: 'Lisbon Humberto Delgado Airport (LIS)',
  address: 'Humberto Delgado Airport (LIS), Lisbon',
  countryCode: 'PT',
  latitude: 38.77,
  longitude: -9.13,
  timeZone: 'Europe/Lisbon',
  counterType: 'in_terminal',
  iataCode: 'LIS',
  openingHours: Array.from({ length: 7 }, () => '00:00-24:00'),
};

export const PORTO_AIRPORT: CarLocation = {
  ...LISBON_AIRPORT,
  id: 'a-opo',
  name: 'Porto Francisco Sá Carneiro Airport (OPO)',
  address: 'Francisco Sá Carneiro Airport (OPO), Porto',
  iataCode: 'OPO',
};

/** One offer; `n` makes its id and, unless given, its price ($100 + n). */
export function carOffer(n: number, overrides: Partial<CarOffer> = {}): CarOffer {
  return {
    carId: `car-offer-${String(n).padStart(4, '0')}`,
    price: 10_000 + n * 100,
    currencyCode: 'USD',
    payAtCounter: { amount: 0, currency: 'EUR' },
    supplierPrice: { amount: 9_000 + n * 100, currency: 'EUR' },
    size: 'Compact',
    vehicleType: 'Hatchback',
    acriss: 'CDMR',
    name: 'Volkswagen Golf or similar',
    image: '/sandbox-cars/images/CDMR.svg',
    vendorName: 'Atlas Drive',
    vendorCode: 'ATL',
    cancellationPolicy: {
      charge: { includedRateInd: true },
      freeUntil: '2026-11-28T10:00:00.000Z',
      freeUntilLocal: '2026-11-28T10:00',
    },
    passangerCapacity: 5,
    bagCapacity: 3,
    smallBags: 2,
    largeBags: 1,
    milage: 'Unlimited',
    isMileageUnlimited: true,
    isACavailable: true,
    transmissionType: 'Manual',
    noOfDoors: 4,
    fuelPolicy: 'Full to Full',
    rentalDays: 3,
    pickUpDateTime: '2026-11-30T10:00',
    returnDateTime: '2026-12-03T10:00',
    pickUpAt: '2026-11-30T10:00:00.000Z',
    returnAt: '2026-12-03T10:00:00.000Z',
    driverAge: 25,
    countryOfResidence: 'US',
    carsLeft: 3,
    expiresAt: '2099-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The availableCars answer for these offers, at Lisbon airport. */
export function carResult(
  cars: CarOffer[],
  overrides: Partial<CarSearchResult> = {},
): { body: { data: CarSearchResult } } {
  return {
    body: {
      data: {
        cars,
        totalCars: cars.length,
        currency: 'USD',
        pickup: LISBON_AIRPORT,
        dropoff: LISBON_AIRPORT,
        rentalDays: 3,
        ...overrides,
      },
    },
  };
}

const COUNTRIES = {
  EN: [
    { name: 'Portugal', alpha2Code: 'PT', value: 'PT' },
    { name: 'United States', alpha2Code: 'US', value: 'US' },
  ],
  PT: [
    { name: 'Portugal', alpha2Code: 'PT', value: 'PT' },
    { name: 'Estados Unidos', alpha2Code: 'US', value: 'US' },
  ],
};

/** A signed-in client; locations and countries answered; `handlers` add the search's calls. */
export function mockCarsApi(handlers: ApiHandlers = {}) {
  return signInAs(testClient(), {
    'GET /api/car-rental/locations': (_body, url) => ({
      body: {
        data: [LISBON_AIRPORT, PORTO_AIRPORT].filter((location) =>
          location.name.toLowerCase().includes((url.searchParams.get('text') ?? '').toLowerCase()),
        ),
      },
    }),
    'GET /api/car-rental/findCountries/EN': () => ({ body: { data: COUNTRIES.EN } }),
    'GET /api/car-rental/findCountries/PT': () => ({ body: { data: COUNTRIES.PT } }),
    ...handlers,
  });
}

// Filter and sort changes on the car results over 1,000 offers, measured in the page (system
// Chromium; see results-page.mjs for the server and the timing). The search call answers 1,000
// synthetic offers; the page filters and sorts them itself (as the hotels do, decision 021).
// Target: <= 16 ms per change.
import path from 'node:path';
import {
  FRAME_BUDGET_MS,
  logInClient,
  printChangeTimes,
  seededRandom,
  timeChanges,
  withBuiltApp,
} from './results-page.mjs';

export { FRAME_BUDGET_MS };
const ROOT = path.resolve(import.meta.dirname, '..');
const OFFER_COUNT = 1000;
const VENDORS = [
  ['ATL', 'Atlas Drive'],
  ['SUN', 'Sunroad Rentals'],
  ['NWC', 'Northwind Cars'],
  ['PIC', 'Pico Rent'],
  ['HBA', 'Harbour Auto'],
];
const CATEGORIES = [
  ['MBMR', 'Mini', 'Hatchback', 'Fiat 500', 4, 3, 1, 1],
  ['EDMR', 'Economy', 'Hatchback', 'Renault Clio', 5, 5, 1, 1],
  ['CDMR', 'Compact', 'Hatchback', 'Volkswagen Golf', 5, 5, 2, 1],
  ['CDAR', 'Compact', 'Hatchback', 'Volkswagen Golf', 5, 5, 2, 1],
  ['IDAR', 'Intermediate', 'Sedan', 'Toyota Corolla', 5, 4, 2, 2],
  ['IFAR', 'Intermediate', 'SUV', 'Nissan Qashqai', 5, 5, 2, 2],
  ['SWMR', 'Standard', 'Estate', 'Skoda Octavia Estate', 5, 5, 2, 3],
  ['FDAR', 'Fullsize', 'Sedan', 'Volkswagen Passat', 5, 4, 2, 3],
  ['PVAR', 'Premium', 'Van', 'Mercedes-Benz Vito', 9, 4, 3, 4],
  ['LDAR', 'Luxury', 'Sedan', 'BMW 5 Series', 5, 4, 2, 3],
];

/** 1,000 offers at Lisbon airport, as availableCars answers them, in US dollars. */
export function syntheticCars(count = OFFER_COUNT, pickUp, dropOff) {
  const next = seededRandom(12);
  const expiresAt = new Date(Date.now() + 20 * 60_000).toISOString();
  return Array.from({ length: count }, (_, index) => {
    const [vendorCode, vendorName] = VENDORS[index % VENDORS.length];
    const [acriss, size, vehicleType, model, seats, doors, smallBags, largeBags] =
      CATEGORIES[Math.floor(next() * CATEGORIES.length)];
    const free = next() < 0.65;
    const unlimited = next() < 0.75;
    return {
      carId: `bench-car-${String(index).padStart(5, '0')}`,
      price: Math.round(90 + next() * 600) * 100,
      currencyCode: 'USD',
      payAtCounter: { amount: next() < 0.3 ? Math.round(next() * 80) * 100 : 0, currency: 'EUR' },
      supplierPrice: { amount: Math.round(80 + next() * 550) * 100, currency: 'EUR' },
      size,
      vehicleType,
      acriss,
      name: `${model} or similar`,
      image: `/sandbox-cars/images/${acriss}.svg`,
      vendorName,
      vendorCode,
      cancellationPolicy: {
        charge: { includedRateInd: free },
        freeUntil: `${pickUp}:00.000Z`,
        freeUntilLocal: pickUp,
      },
      passangerCapacity: seats,
      bagCapacity: smallBags + largeBags,
      smallBags,
      largeBags,
      milage: unlimited ? 'Unlimited' : '200 km/day',
      isMileageUnlimited: unlimited,
      isACavailable: next() < 0.9,
      transmissionType: acriss[2] === 'A' ? 'Automatic' : 'Manual',
      noOfDoors: doors,
      fuelPolicy: next() < 0.8 ? 'Full to Full' : 'Pre-purchase',
      rentalDays: 3,
      pickUpDateTime: pickUp,
      returnDateTime: dropOff,
      pickUpAt: `${pickUp}:00.000Z`,
      returnAt: `${dropOff}:00.000Z`,
      driverAge: 25,
      countryOfResidence: 'US',
      carsLeft: 1 + Math.floor(next() * 8),
      expiresAt,
    };
  });
}

const LISBON_AIRPORT = {
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

/** Each change names a control the way a visitor finds it (see runChanges); the sequence ends where it began. */
const SORT = 'Sort by';
const CHANGES = [
  ['transmission: Automatic', { checkbox: 'Automatic', group: 'Transmission' }],
  ['passengers: 5 or more', { checkbox: '5 or more passengers' }],
  ['sort: Highest', { option: 'Highest', opener: SORT }],
  ['price: Over $400', { checkbox: 'Over $400' }],
  ['vendor: Only Atlas Drive', { button: 'Only Atlas Drive' }],
  ['bags: 3 to 4', { checkbox: '3 to 4 bags' }],
  ['air conditioning: with', { checkbox: 'With air conditioning' }],
  ['mileage: unlimited', { checkbox: 'Unlimited mileage' }],
  ['cancellation: free', { checkbox: 'Free cancellation', group: 'Cancellation' }],
  ['filters: Clear', { text: 'Clear filters' }],
  ['sort: Cheapest', { option: 'Cheapest', opener: SORT }],
  ['size: Compact', { checkbox: 'Compact', group: 'Car size' }],
  ['transmission: Only Manual', { button: 'Only Manual' }],
  ['filters: Clear', { text: 'Clear filters' }],
];

/** Opens the car results on 1,000 offers and times each filter and sort change. */
export async function measureCarFilters({
  distDir = process.env.WEB_DIST_DIR ?? path.join(ROOT, 'apps/web/dist'),
} = {}) {
  return withBuiltApp({ distDir, chunk: 'car-search-page', what: 'car search page' }, async (page, base) => {
    const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const pickUp = `${day(30)}T10:00`;
    const dropOff = `${day(33)}T10:00`;
    const cars = syntheticCars(OFFER_COUNT, pickUp, dropOff);
    await page.route('**/api/car-rental/availableCars', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          data: {
            cars,
            totalCars: cars.length,
            currency: 'USD',
            pickup: LISBON_AIRPORT,
            dropoff: LISBON_AIRPORT,
            rentalDays: 3,
          },
        }),
      }),
    );
    await logInClient(page, base);
    const query = new URLSearchParams({
      pickup: LISBON_AIRPORT.id,
      pickupName: LISBON_AIRPORT.name,
      pickupCountry: 'PT',
      pickUpDateTime: pickUp,
      returnDateTime: dropOff,
      age: '25',
      countryOfResidence: 'US',
    });
    await page.goto(`${base}/booknow/cars/search?${query}`);
    await page
      .getByTestId('results-count')
      .filter({ hasText: `${OFFER_COUNT} cars` })
      .waitFor({ timeout: 60_000 });
    return { offers: OFFER_COUNT, ...(await timeChanges(page, CHANGES)) };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printChangeTimes(await measureCarFilters());
}

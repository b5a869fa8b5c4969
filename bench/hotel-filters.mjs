// Filter and sort changes on the hotel results over 2,000 hotels, measured in the page (system
// Chromium; see results-page.mjs for the server and the timing). The search's calls answer
// 2,000 synthetic hotels: the page polls them in, then filters and sorts them itself (decision
// 021). Target: <= 16 ms per change.
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
const HOTEL_COUNT = 2000;
const CORELATION_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const VENDORS = ['atlas', 'meridian', 'solstice'];
const VENDOR_NAMES = { atlas: 'Atlas Beds', meridian: 'Meridian Stays', solstice: 'Solstice Rooms' };
const BOARDS = ['RO', 'BB', 'HB', 'FB', 'AI'];
const FACILITIES = ['wifi', 'parking', 'pool', 'spa', 'gym', 'restaurant', 'bar', 'room_service', 'accessible'];

/** 2,000 hotels around Lisbon, as the search's pages carry them, in the polled order. */
export function syntheticHotels(count = HOTEL_COUNT) {
  const next = seededRandom(7);
  const hotels = Array.from({ length: count }, (_, index) => {
    const stars = 1 + Math.floor(next() * 5);
    const boards = BOARDS.filter((_, board) => board === 0 || next() < 0.45);
    return {
      hotelId: `bench-hotel-${String(index).padStart(5, '0')}`,
      name: `Bench Hotel ${index + 1}`,
      propertyType: 'Hotel',
      stars,
      guestScore: Math.round((5 + next() * 5) * 10) / 10,
      reviewCount: Math.floor(next() * 3000),
      chain: null,
      address: { line: 'Rua Augusta 1', postalCode: '1100-048', city: 'Lisbon', region: 'Lisbon', countryCode: 'PT' },
      latitude: 38.72,
      longitude: -9.14,
      timeZone: 'Europe/Lisbon',
      distanceKm: Math.round(next() * 150) / 10,
      facilities: FACILITIES.filter(() => next() < 0.5),
      thumbnailUrl: '/favicon.ico',
      vendor: VENDORS[Math.floor(next() * VENDORS.length)],
      price: { amount: Math.round((150 + next() * 900) * stars) * 100, currency: 'EUR' },
      cheapestBoard: boards[0],
      cheapestRefundable: next() < 0.6,
      boards,
      hasFreeCancellation: next() < 0.6,
      roomsLeft: 1 + Math.floor(next() * 8),
    };
  });
  // Atlas's totals leave the taxes to pay at the hotel (decision 011).
  for (const hotel of hotels) hotel.hasPropertyCharges = hotel.vendor === 'atlas';
  return hotels.sort((a, b) => b.guestScore - a.guestScore || b.price.amount - a.price.amount);
}

function pageOf(hotels, { from = 0, size = 50 }) {
  const nextPage = from + size < hotels.length ? from + size : null;
  return {
    data: {
      corelationId: CORELATION_ID,
      hotels: hotels.slice(from, from + size),
      hotelCount: hotels.length,
      nextPage,
      hasMore: nextPage !== null,
      facilities: [],
      maxDistance: 15,
      priceRange: null,
      currency: 'EUR',
      sortBy: 'rating desc, price desc',
      vendors: VENDORS.map((vendor) => ({ vendor, name: VENDOR_NAMES[vendor], status: 'done', hotels: 700 })),
      pollCompleted: true,
      timedOut: false,
      expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
    },
  };
}

/** Each change names a control the way a visitor finds it (see runChanges). */
const SORT = 'Sort by';
const CHANGES = [
  ['stars: 4 stars', { checkbox: '4 stars' }],
  ['stars: + 5 stars', { checkbox: '5 stars' }],
  ['board: Breakfast included', { checkbox: 'Breakfast included' }],
  ['sort: Price (lowest first)', { option: 'Price (lowest first)', opener: SORT }],
  ['facilities: Swimming pool', { checkbox: 'Swimming pool' }],
  ['guest score: 8+', { checkbox: '8+' }],
  ['distance: Within 3 km', { checkbox: 'Within 3 km' }],
  ['sort: Distance', { option: 'Distance from the centre', opener: SORT }],
  ['stars: Only 3 stars', { button: 'Only 3 stars' }],
  ['vendor: Atlas Beds', { checkbox: 'Atlas Beds' }],
  ['filters: Reset', { text: 'Reset filters' }],
  ['sort: Best value', { option: 'Best value', opener: SORT }],
  ['facilities: Spa', { checkbox: 'Spa' }],
  ['filters: Reset', { text: 'Reset filters' }],
  ['sort: Top rated', { option: 'Top rated', opener: SORT }],
];

/** Opens the hotel results on 2,000 hotels and times each filter and sort change. */
export async function measureHotelFilters({
  distDir = process.env.WEB_DIST_DIR ?? path.join(ROOT, 'apps/web/dist'),
} = {}) {
  return withBuiltApp({ distDir, chunk: 'hotel-search-page', what: 'hotel search page' }, async (page, base) => {
    const hotels = syntheticHotels();
    await page.route('**/api/v2/hotel/searchasync', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          data: {
            corelationId: CORELATION_ID,
            searchUrl: `/api/v2/hotel/searchasync/search?corelationId=${CORELATION_ID}`,
            filterUrl: `/api/v2/hotel/searchasync/filter?corelationId=${CORELATION_ID}`,
            vendors: VENDORS,
            deadlineAt: new Date(Date.now() + 60_000).toISOString(),
            expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
          },
        }),
      }),
    );
    await page.route('**/api/v2/hotel/searchasync/search?*', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify(pageOf(hotels, route.request().postDataJSON() ?? {})),
      }),
    );
    await logInClient(page, base);
    const checkIn = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const checkOut = new Date(Date.now() + 33 * 86_400_000).toISOString().slice(0, 10);
    await page.goto(
      `${base}/booknow/hotels/search?place=c-pt-lisboa-lisbon&checkIn=${checkIn}&checkOut=${checkOut}&room=2&nationality=PT`,
    );
    await page
      .getByTestId('results-count')
      .filter({ hasText: `${HOTEL_COUNT} hotels` })
      .waitFor({ timeout: 60_000 });
    await page.getByTestId('search-progress').filter({ hasText: /^$/ }).waitFor({ state: 'attached', timeout: 60_000 });
    return { hotels: HOTEL_COUNT, ...(await timeChanges(page, CHANGES)) };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printChangeTimes(await measureHotelFilters());
}

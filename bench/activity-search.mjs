// POST /api/activities/search for a page of 50 in big cities (their 100 to 300 products filtered,
// priced for the client and sorted), and GET /api/activities/availableDates/{id} (a product's 90
// days of slots with the places every booking shares), the experience suppliers' latency off,
// timed from a client on the same machine after a warm-up: the server's p50 and p95.
import { timeSearches } from './timed-searches.mjs';

const CITIES = [
  'c-pt-lisboa-lisbon',
  'c-gb-westminster-london',
  'c-fr-ile-de-france-paris',
  'c-es-comunidad-de-madrid-madrid',
  'c-it-lazio-rome',
];
const SORTS = ['RECOMMENDED', 'PRICE_LOW_TO_HIGH', 'RATING'];

export async function measureActivitySearch({ rounds = 12 } = {}) {
  const { counts, ...timing } = await timeSearches({
    path: '/api/activities/search',
    rounds,
    bodies: (round) =>
      CITIES.map((destinationId) => ({
        selectedLocation: { destinationId },
        filterItem: { sortOrder: SORTS[round % SORTS.length] },
        offset: round % 2 === 0 ? 0 : 50,
        limit: 50,
        currency: 'EUR',
      })),
    count: (json) => json.data?.products?.length ?? 0,
  });
  return { ...timing, minProducts: Math.min(...counts) };
}

export async function measureActivityCalendar({ rounds = 12 } = {}) {
  // Lisbon's products: its code prefix is PT5 (Portugal's fifth city by id, decision record 023).
  const { counts, ...timing } = await timeSearches({
    method: 'GET',
    path: (body) => `/api/activities/availableDates/${body.code}?currency=EUR`,
    rounds,
    bodies: (round) => [1, 2, 3, 4, 5].map((n) => ({ code: `PT5-${n + 5 * (round % 6)}` })),
    count: (json) => json.data?.availableDaysData?.length ?? 0,
  });
  return { ...timing, minDays: Math.min(...counts) };
}

// Filter and sort changes on the flight results page over 5000 itineraries, measured in the page
// (system Chromium; see results-page.mjs for the server and the timing), POST /api/flight/search
// answered with synthetic itineraries. Target: <= 16 ms per change.
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
const ITINERARY_COUNT = 5000;

// --- synthetic search answer ----------------------------------------------------------------

const AIRLINES = [
  ['TP', 'TAP Portugal'],
  ['IB', 'Iberia'],
  ['UA', 'United Airlines'],
  ['AA', 'American Airlines'],
  ['DL', 'Delta Air Lines'],
  ['BA', 'British Airways'],
  ['AF', 'Air France'],
  ['KL', 'KLM'],
  ['LH', 'Lufthansa'],
  ['AC', 'Air Canada'],
  ['EI', 'Aer Lingus'],
  ['B6', 'JetBlue Airways'],
  ['UX', 'Air Europa'],
  ['LX', 'Swiss'],
  ['SN', 'Brussels Airlines'],
  ['AZ', 'ITA Airways'],
];
const HUBS = ['MAD', 'LHR', 'CDG', 'AMS', 'FRA', 'YUL', 'BOS', 'EWR', 'ORD', 'DUB', 'ZRH'];
const CABINS = ['Economy', 'Premium', 'Business', 'First'];

function pad(value) {
  return String(value).padStart(2, '0');
}

function localTime(date, minutes) {
  const day = Math.floor(minutes / 1440);
  const base = new Date(`${date}T00:00:00Z`);
  base.setUTCDate(base.getUTCDate() + day);
  const minute = minutes % 1440;
  return { local: `${base.toISOString().slice(0, 10)}T${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`, day };
}

function syntheticLeg(next, origin, destination, date) {
  const [airlineCode, airlineName] = AIRLINES[Math.floor(next() * AIRLINES.length)];
  const stopCount = next() < 0.35 ? 0 : next() < 0.7 ? 1 : 2;
  const cabin = CABINS[Math.min(3, Math.floor(next() ** 1.6 * 4))];
  const departure = Math.floor(next() * 288) * 5;
  const flying = 380 + Math.floor(next() * 120);
  const stops = Array.from({ length: stopCount }, () => ({
    airport: HUBS[Math.floor(next() * HUBS.length)],
    durationMinutes: 50 + Math.floor(next() * 200),
  }));
  const duration = flying + stops.reduce((sum, stop) => sum + stop.durationMinutes + 60, 0);
  const arrival = localTime(date, departure + duration - 300);
  const points = [origin, ...stops.map((stop) => stop.airport), destination];
  const segmentMinutes = Math.round(flying / points.length);
  return {
    origin,
    destination,
    departureTime: localTime(date, departure).local,
    arrivalTime: arrival.local,
    arrivalDayOffset: arrival.day,
    duration,
    stops,
    cabin,
    airlineCode,
    airlineName,
    segments: points.slice(0, -1).map((from, index) => {
      const leaves = localTime(date, departure + index * (segmentMinutes + 90));
      const lands = localTime(date, departure + index * (segmentMinutes + 90) + segmentMinutes);
      const endpoint = (airport, time) => ({
        airport,
        local: time.local,
        at: `${time.local}:00.000Z`,
        dayOffset: time.day,
        timeZone: 'UTC',
      });
      return {
        airlineCode,
        airlineName,
        flightNumber: String(100 + Math.floor(next() * 8900)),
        aircraft: 'Airbus A321neo',
        cabin,
        departure: endpoint(from, leaves),
        arrival: endpoint(points[index + 1], lands),
        durationMinutes: segmentMinutes,
      };
    }),
  };
}

export function syntheticSearch(count = ITINERARY_COUNT) {
  const next = seededRandom(42);
  const expiresAt = new Date(Date.now() + 30 * 60_000).toISOString();
  const data = Array.from({ length: count }, (_, index) => {
    const flights = [syntheticLeg(next, 'LIS', 'JFK', '2026-12-01'), syntheticLeg(next, 'JFK', 'LIS', '2026-12-08')];
    const cabinFactor = { Economy: 1, Premium: 1.8, Business: 3.5, First: 6 };
    const total = Math.round(
      (40_000 + next() * 60_000) *
        Math.max(...flights.map((leg) => cabinFactor[leg.cabin])) *
        (1 - 0.08 * flights[0].stops.length),
    );
    return {
      id: `bench-offer-${index}-0123456789`,
      totalAmount: total,
      currency: 'USD',
      displayAmount: total,
      displayCurrency: 'USD',
      cabin: flights[0].cabin,
      airlineCode: flights[0].airlineCode,
      airlineName: flights[0].airlineName,
      seatsLeft: 1 + Math.floor(next() * 9),
      expiresAt,
      flights,
      fares: [
        { fareFamily: 'Basic', totalAmount: total, displayAmount: total },
        { fareFamily: 'Standard', totalAmount: Math.round(total * 1.2), displayAmount: Math.round(total * 1.2) },
        { fareFamily: 'Flex', totalAmount: Math.round(total * 1.55), displayAmount: Math.round(total * 1.55) },
      ],
    };
  });
  return {
    data,
    fareFamilies: [
      { code: 'Basic', name: 'Basic', description: 'Lowest fare.' },
      { code: 'Standard', name: 'Standard', description: 'Checked bag included.' },
      { code: 'Flex', name: 'Flex', description: 'Free changes, refundable.' },
    ],
    searchedAt: new Date().toISOString(),
    expiresAt,
  };
}

// --- the changes, run inside the page -------------------------------------------------------

/** Each change names a control the way a visitor finds it: a checkbox label, an 'Only' button... */
const CHANGES = [
  ['stops: Direct', { checkbox: 'Direct' }],
  ['stops: + 1 Stop', { checkbox: '1 Stop' }],
  ['stops: Any', { checkbox: 'Any', group: 'Stops' }],
  ['stops: Only 2+ Stops', { button: 'Only 2+ Stops' }],
  ['sort: Quickest', { testId: 'sort-quickest' }],
  ['stops: Any', { checkbox: 'Any', group: 'Stops' }],
  ['cabins: Business', { checkbox: 'Business' }],
  ['cabins: + Premium', { checkbox: 'Premium' }],
  ['sort: Best', { testId: 'sort-best' }],
  ['cabins: Any', { checkbox: 'Any', group: 'Cabins' }],
  ['airlines: Iberia', { checkbox: 'Iberia' }],
  ['airlines: + KLM', { checkbox: 'KLM' }],
  ['airlines: Only TAP Portugal', { button: 'Only TAP Portugal' }],
  ['airlines: Select all', { text: 'Select all' }],
  ['departure: Morning', { checkbox: 'Morning 05:00AM-11:59AM', group: 'Departure time' }],
  ['departure: + Evening', { checkbox: 'Evening 06:00PM-11:59PM', group: 'Departure time' }],
  ['arrival: Afternoon', { checkbox: 'Afternoon 12:00PM-05:59PM', group: 'Arrival time' }],
  ['sort: Cheapest', { testId: 'sort-cheapest' }],
  ['stops: Direct', { checkbox: 'Direct' }],
  ['filters: Reset', { text: 'Reset filters' }],
  ['sort: Quickest', { testId: 'sort-quickest' }],
  ['sort: Cheapest', { testId: 'sort-cheapest' }],
];

/** Opens the results page on 5000 itineraries and times each filter and sort change. */
export async function measureFlightFilters({
  distDir = process.env.WEB_DIST_DIR ?? path.join(ROOT, 'apps/web/dist'),
} = {}) {
  return withBuiltApp({ distDir, chunk: 'flight-results-page', what: 'flight results page' }, async (page, base) => {
    const answer = JSON.stringify(syntheticSearch());
    await page.route('**/api/flight/search', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: answer }),
    );
    await logInClient(page, base);
    const query =
      'type=Round-Trip&cabin=NoPreference&aircraft=Commercial&adults=1&children=0&infants=0&from=LIS&to=JFK&date=2026-12-01&return=2026-12-08';
    await page.goto(`${base}/booknow/flights/search-details?${query}`);
    await page
      .getByTestId('results-count')
      .filter({ hasText: `${ITINERARY_COUNT} flights found` })
      .waitFor({ timeout: 60_000 });
    return { itineraries: ITINERARY_COUNT, ...(await timeChanges(page, CHANGES)) };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printChangeTimes(await measureFlightFilters());
}

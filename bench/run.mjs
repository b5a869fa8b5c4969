// `npm run bench`: prints every performance figure of the project. Figures are compared as
// ratios within one run (this machine's timings are noisy), never asserted in unit tests.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { measureApi } from './api-throughput.mjs';
import { measureFirstPaint, meetsTargets, TARGETS } from './lighthouse.mjs';
import { measureRoutes } from './bundle-size.mjs';
import { FRAME_BUDGET_MS, measureFlightFilters } from './flight-filters.mjs';
import { measureFlightSearch } from './flight-search.mjs';
import { measureHotelFilters } from './hotel-filters.mjs';
import { measureHotelPlaces } from './hotel-places.mjs';
import { measureHotelSearch } from './hotel-search.mjs';
import { measureCarFilters } from './car-filters.mjs';
import { measureCarSearch } from './car-search.mjs';
import { measureActivityCalendar, measureActivitySearch } from './activity-search.mjs';
import { formatLayout, measureClusterThroughput } from './cluster-throughput.mjs';
import { measureBackofficeReports } from './backoffice-reports.mjs';

const root = path.resolve(import.meta.dirname, '..');
if (
  !existsSync(path.join(root, 'apps/web/dist/.vite/manifest.json')) ||
  !existsSync(path.join(root, 'apps/server/dist/main.js'))
) {
  spawnSync('npm', ['run', 'build:quiet'], { cwd: root, stdio: 'inherit' });
}

console.log('\nLanding and shell pages: initial JavaScript (brotli), target <= 100 KB');
for (const r of measureRoutes()) {
  console.log(
    `  ${r.route.padEnd(20)} ${r.kilobytes.toFixed(1).padStart(6)} KB in ${r.files} files  ${r.kilobytes <= 100 ? 'ok' : 'OVER'}`,
  );
}

console.log(
  `\nFirst paint on a phone (Lighthouse, mobile simulation): score >= ${TARGETS.score}, LCP <= ${TARGETS.lcpMs / 1000} s, CLS <= ${TARGETS.cls}, script <= ${TARGETS.scriptKb} KB`,
);
try {
  for (const r of await measureFirstPaint()) {
    console.log(
      `  ${r.name.padEnd(24)} score ${String(r.score).padStart(3)}  LCP ${(r.lcpMs / 1000).toFixed(2)} s  CLS ${r.cls.toFixed(3)}  script ${r.scriptKb.toFixed(1).padStart(5)} KB in ${r.scriptFiles} files  ${meetsTargets(r) ? 'ok' : 'MISSED'}`,
    );
  }
} catch (error) {
  console.log(`  skipped: ${error instanceof Error ? error.message : String(error)}`);
}

console.log(
  '\nGET /api/agency, logging as shipped (LOG_LEVEL default) to a file, vs a bare Fastify route (100 connections), target >= 60%',
);
const api = await measureApi();
console.log(
  `  full app   ${api.full.rps.toFixed(0).padStart(7)} req/s  p99 ${api.full.p99} ms  errors ${api.full.errors}`,
);
console.log(
  `  bare route ${api.baseline.rps.toFixed(0).padStart(7)} req/s  p99 ${api.baseline.p99} ms  errors ${api.baseline.errors}`,
);
console.log(`  ratio      ${(api.ratio * 100).toFixed(1)}%  ${api.ratio >= 0.6 ? 'ok' : 'UNDER'}`);
console.log(
  `  log        ${api.logLinesPerRequest.toFixed(2)} lines, ${api.logBytesPerRequest.toFixed(0)} bytes per request`,
);

console.log('\nPOST /api/flight/search, up to 1000 itineraries, sandbox latency off, target p95 <= 100 ms');
const search = await measureFlightSearch();
console.log(
  `  p50 ${search.p50.toFixed(0)} ms  p95 ${search.p95.toFixed(0)} ms  over ${search.samples} searches (largest answer ${search.maxItineraries} itineraries)  ${search.p95 <= 100 ? 'ok' : 'OVER'}`,
);

console.log('\nPOST /api/car-rental/availableCars, 300 offers at big airports, latency off, target p95 <= 100 ms');
const cars = await measureCarSearch();
console.log(
  `  p50 ${cars.p50.toFixed(0)} ms  p95 ${cars.p95.toFixed(0)} ms  over ${cars.samples} searches (at least ${cars.minOffers} offers each)  ${cars.p95 <= 100 ? 'ok' : 'OVER'}`,
);

console.log('\nPOST /api/activities/search, a page of 50 in big cities, latency off, target p95 <= 100 ms');
const activitySearch = await measureActivitySearch();
console.log(
  `  p50 ${activitySearch.p50.toFixed(0)} ms  p95 ${activitySearch.p95.toFixed(0)} ms  over ${activitySearch.samples} searches (at least ${activitySearch.minProducts} products each)  ${activitySearch.p95 <= 100 ? 'ok' : 'OVER'}`,
);

console.log('\nGET /api/activities/availableDates/{id}, 90 days of slots, latency off, target p95 <= 50 ms');
const activityCalendar = await measureActivityCalendar();
console.log(
  `  p50 ${activityCalendar.p50.toFixed(0)} ms  p95 ${activityCalendar.p95.toFixed(0)} ms  over ${activityCalendar.samples} calendars (at least ${activityCalendar.minDays} days each)  ${activityCalendar.p95 <= 50 ? 'ok' : 'OVER'}`,
);

console.log(
  '\nAgency back-office on 100,000 bookings of every vertical (the demo agency, seeded by the bench): dashboard p95 <= 100 ms, a list page of 50 p95 <= 50 ms',
);
try {
  const r = await measureBackofficeReports();
  const line = (label, m, target) =>
    console.log(
      `  ${label.padEnd(34)} p50 ${m.p50.toFixed(0).padStart(4)} ms  p95 ${m.p95.toFixed(0).padStart(4)} ms  over ${m.samples}  ${target === null ? '' : m.p95 <= target ? 'ok' : 'OVER'}`,
    );
  line('dashboard, last 30 days (owner)', r.dashboard30, 100);
  line('dashboard, last 30 days (restricted)', r.dashboardRestricted, 100);
  line('dashboard, a whole year (owner)', r.dashboardYear, 100);
  line('bookings lists, pages of 50', r.lists, 50);
  line('search box, pages of 50', r.search, 50);
  console.log(
    `  bookings CSV, every booking: ${r.csv.rows} rows, ${(r.csv.bytes / 1e6).toFixed(1)} MB in ${r.csv.chunks} chunks, ${(r.csv.ms / 1000).toFixed(1)} s`,
  );
} catch (error) {
  console.log(`  skipped: ${error instanceof Error ? error.message : String(error)}`);
}

/** A results page's filter and sort changes in Chromium: the median and the worst change against one frame. */
async function reportResultsPage(title, measure) {
  console.log(`\n${title} (Chromium): work per filter or sort change, target <= ${FRAME_BUDGET_MS} ms`);
  try {
    const result = await measure();
    const verdict = (ms) => (ms <= FRAME_BUDGET_MS ? 'ok' : 'OVER');
    console.log(`  median ${result.median.toFixed(1).padStart(5)} ms  ${verdict(result.median)}`);
    console.log(
      `  worst  ${result.worst.toFixed(1).padStart(5)} ms  ${verdict(result.worst)}  (${result.changes.length} changes, best of ${result.passes} passes each)`,
    );
  } catch (error) {
    console.log(`  skipped: ${error instanceof Error ? error.message : String(error)}`);
  }
}

await reportResultsPage('Flight results over 5000 itineraries', measureFlightFilters);
await reportResultsPage('Hotel results over 2000 hotels', measureHotelFilters);
await reportResultsPage('Car results over 1000 offers', measureCarFilters);

console.log('\nPlaces and the sandbox hotel world (first load in a fresh process; figures to watch, no target yet)');
const hotels = await measureHotelPlaces();
console.log(
  `  airports (flights' reference) ${hotels.airportsMs.toFixed(0)} ms, ${hotels.airportsMb.toFixed(1)} MB heap; places on top ${hotels.placesMs.toFixed(0)} ms, ${hotels.placesMb.toFixed(1)} MB for ${hotels.places} places`,
);
console.log(
  `  name look-up p50 ${(hotels.suggestP50 * 1000).toFixed(0)} us p95 ${(hotels.suggestP95 * 1000).toFixed(0)} us; 50 km around a point p50 ${(hotels.nearbyP50 * 1000).toFixed(0)} us`,
);
console.log(
  `  Tokyo, one vendor: ${hotels.tokyoHotels} hotels, first search ${hotels.firstSearchMs.toFixed(0)} ms (generates the city), then p50 ${hotels.searchP50.toFixed(0)} ms; the world keeps ${hotels.worldMb.toFixed(1)} MB`,
);

console.log(
  '\nHotel search polled, big cities, default vendor latencies: first 50 hotels <= 0.8 s, complete <= 3 s, poll p95 <= 50 ms',
);
try {
  const h = await measureHotelSearch();
  console.log(
    `  start ${h.startWorstMs.toFixed(0)} ms; first 50 ${h.first50WorstMs.toFixed(0)} ms ${h.first50WorstMs <= 800 ? 'ok' : 'OVER'}; complete ${h.completeWorstMs.toFixed(0)} ms ${h.completeWorstMs <= 3000 ? 'ok' : 'OVER'} (worst of the searches, up to ${h.hotels} hotels)`,
  );
  console.log(
    `  poll while vendors answer p50 ${h.pollP50.toFixed(1)} ms p95 ${h.pollP95.toFixed(1)} ms over ${h.polls} polls  ${h.pollP95 <= 50 ? 'ok' : 'OVER'}`,
  );
  console.log(
    `  poll once complete p50 ${h.settledP50.toFixed(1)} ms p95 ${h.settledP95.toFixed(1)} ms over ${h.settledPolls} polls  ${h.settledP95 <= 50 ? 'ok' : 'OVER'}`,
  );
} catch (error) {
  console.log(`  skipped: ${error instanceof Error ? error.message : String(error)}`);
}

console.log(
  '\nScale-out: mixed reads (agency, airports, flight search as a client) through HAProxy, 32 connections, on this machine (2 cores shared with the load generator)',
);
try {
  for (const layout of await measureClusterThroughput()) console.log(formatLayout(layout));
} catch (error) {
  console.log(`  skipped: ${error instanceof Error ? error.message : String(error)}`);
}

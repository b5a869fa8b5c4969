// `npm run bench`: prints every performance figure of the project. Figures are compared as
// ratios within one run (this machine's timings are noisy), never asserted in unit tests.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { measureApi } from './api-throughput.mjs';
import { measureRoutes } from './bundle-size.mjs';
import { FRAME_BUDGET_MS, measureFlightFilters } from './flight-filters.mjs';
import { measureFlightSearch } from './flight-search.mjs';

const root = path.resolve(import.meta.dirname, '..');
if (!existsSync(path.join(root, 'apps/web/dist/.vite/manifest.json'))) {
  spawnSync('npm', ['run', 'build', '-w', '@travel/web'], { cwd: root, stdio: 'inherit' });
}

console.log('\nLanding and shell pages: initial JavaScript (brotli), target <= 100 KB');
for (const r of measureRoutes()) {
  console.log(
    `  ${r.route.padEnd(20)} ${r.kilobytes.toFixed(1).padStart(6)} KB in ${r.files} files  ${r.kilobytes <= 100 ? 'ok' : 'OVER'}`,
  );
}

console.log('\nGET /api/agency vs a bare Fastify route (100 connections), target >= 60%');
const api = await measureApi();
console.log(
  `  full app   ${api.full.rps.toFixed(0).padStart(7)} req/s  p99 ${api.full.p99} ms  errors ${api.full.errors}`,
);
console.log(
  `  bare route ${api.baseline.rps.toFixed(0).padStart(7)} req/s  p99 ${api.baseline.p99} ms  errors ${api.baseline.errors}`,
);
console.log(`  ratio      ${(api.ratio * 100).toFixed(1)}%  ${api.ratio >= 0.6 ? 'ok' : 'UNDER'}`);

console.log('\nPOST /api/flight/search, up to 1000 itineraries, sandbox latency off, target p95 <= 100 ms');
const search = await measureFlightSearch();
console.log(
  `  p50 ${search.p50.toFixed(0)} ms  p95 ${search.p95.toFixed(0)} ms  over ${search.samples} searches (largest answer ${search.maxItineraries} itineraries)  ${search.p95 <= 100 ? 'ok' : 'OVER'}`,
);

console.log(
  `\nFlight results over 5000 itineraries (Chromium): work per filter or sort change, target <= ${FRAME_BUDGET_MS} ms`,
);
try {
  const flights = await measureFlightFilters();
  const verdict = (ms) => (ms <= FRAME_BUDGET_MS ? 'ok' : 'OVER');
  console.log(`  median ${flights.median.toFixed(1).padStart(5)} ms  ${verdict(flights.median)}`);
  console.log(
    `  worst  ${flights.worst.toFixed(1).padStart(5)} ms  ${verdict(flights.worst)}  (${flights.changes.length} changes, best of ${flights.passes} passes each)`,
  );
} catch (error) {
  console.log(`  skipped: ${error instanceof Error ? error.message : String(error)}`);
}

/**
 * Hand-run timing check (not a test): how long the sandbox takes to build 1000 itineraries
 * and to price and sign them as offers.
 *
 *   npx tsx apps/server/src/suppliers/flights/sandbox/measure-search.ts
 */
import type { FlightSearchRequest, PassengerCounts } from '../port';
import { ScheduleCache } from './leg-schedule';
import { OfferCodec } from './offer-codec';
import { searchOffers } from './search';
import { validateSearch } from './search-request';
import { buildSliceOptions } from './slice-options';

const ROUNDS = 60;
const NOW = Date.parse('2026-11-20T10:00:00Z');
const codec = new OfferCodec('measure-search-secret-0123');
const ROUTES = [
  ['JFK', 'LHR'],
  ['LAX', 'NRT'],
  ['CDG', 'JFK'],
  ['ORD', 'FRA'],
  ['SIN', 'SYD'],
];

function requestFor(round: number, passengers: PassengerCounts): FlightSearchRequest {
  const [origin = 'JFK', destination = 'LHR'] = ROUTES[round % ROUTES.length] ?? [];
  const day = String(1 + (round % 28)).padStart(2, '0');
  return {
    slices: [
      { origin, destination, departureDate: `2027-01-${day}` },
      { origin: destination, destination: origin, departureDate: `2027-02-${day}` },
    ],
    passengers,
    cabin: 'NoPreference',
  };
}

function summary(label: string, samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(1);
  return `${label}: median ${at(0.5)} ms, p90 ${at(0.9)} ms, min ${at(0)} ms`;
}

function measure(label: string, passengers: PassengerCounts): void {
  const itineraries: number[] = [];
  const offers: number[] = [];
  // CPU time as well as wall time: on a shared machine, wall time mostly measures the neighbours.
  const offersCpu: number[] = [];
  for (let round = 0; round < ROUNDS + 10; round += 1) {
    const search = validateSearch(requestFor(round, passengers), NOW);
    let start = performance.now();
    const cache = new ScheduleCache();
    const built = search.slices.map((s) =>
      buildSliceOptions({ origin: s.origin, destination: s.destination, date: s.date, notBeforeUtc: NOW }, cache),
    );
    const itineraryMs = performance.now() - start;
    start = performance.now();
    const cpuStart = process.cpuUsage();
    const result = searchOffers(search, NOW, codec);
    const offerMs = performance.now() - start;
    const cpu = process.cpuUsage(cpuStart);
    if (result.offers.length !== 1000) throw new Error(`expected 1000 offers, got ${result.offers.length}`);
    if (built.some((options) => options.length === 0)) throw new Error('a slice had no flights');
    if (round >= 10) {
      itineraries.push(itineraryMs);
      offers.push(offerMs);
      offersCpu.push((cpu.user + cpu.system) / 1000);
    }
  }
  console.log(`${ROUNDS} round-trip searches of 1000 offers (all cabins, 3 fare families), ${label}:`);
  console.log(summary('  slice itineraries (schedules and connections)', itineraries));
  console.log(summary('  full search (itineraries, prices, signed ids)', offers));
  console.log(summary('  full search, process CPU time (GC threads included)', offersCpu));
}

measure('1 adult', { adults: 1, children: 0, infants: 0 });
measure('2 adults, 1 child, 1 infant', { adults: 2, children: 1, infants: 1 });

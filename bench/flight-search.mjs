// POST /api/flight/search answering 1000 itineraries (sandbox latency off), timed from a client
// on the same machine after a warm-up, from sending to the answer's last byte: the server's p50
// and p95 per search.
import { day, timeSearches } from './timed-searches.mjs';

const ROUTES = [
  ['LIS', 'JFK'],
  ['LHR', 'JFK'],
  ['CDG', 'DXB'],
  ['FRA', 'SIN'],
  ['MAD', 'GRU'],
];

export async function measureFlightSearch({ rounds = 12 } = {}) {
  const { counts, ...timing } = await timeSearches({
    path: '/api/flight/search',
    rounds,
    bodies: (round) =>
      ROUTES.map(([origin, destination]) => ({
        routeType: 'Round-Trip',
        slices: [
          { origin, destination, departureDate: day(20 + round) },
          { origin: destination, destination: origin, departureDate: day(27 + round) },
        ],
        passengers: { adults: 2, children: 1, infants: 0 },
        currency: 'EUR',
      })),
    count: (json) => json.data?.length ?? 0,
  });
  return { ...timing, maxItineraries: Math.max(...counts) };
}

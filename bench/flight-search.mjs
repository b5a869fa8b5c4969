// POST /api/flight/search answering 1000 itineraries (sandbox latency off), timed from a client
// on the same machine after a warm-up, from sending to the answer's last byte: the server's p50
// and p95 per search.
import { forkApp } from './fork-app.mjs';
import { timedPost as post } from './timed-post.mjs';

const ROUTES = [
  ['LIS', 'JFK'],
  ['LHR', 'JFK'],
  ['CDG', 'DXB'],
  ['FRA', 'SIN'],
  ['MAD', 'GRU'],
];

function day(offset) {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

export async function measureFlightSearch({ rounds = 12 } = {}) {
  const app = await forkApp();
  const login = await post(app.port, '/api/user/login', { email: 'client@demo.test', password: 'Travel!2026' });
  // The session lives only in the HttpOnly cookie (decision record 013).
  const token = login.session;
  const times = [];
  const counts = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const [origin, destination] of ROUTES) {
      const body = {
        routeType: 'Round-Trip',
        slices: [
          { origin, destination, departureDate: day(20 + round) },
          { origin: destination, destination: origin, departureDate: day(27 + round) },
        ],
        passengers: { adults: 2, children: 1, infants: 0 },
        currency: 'EUR',
      };
      const { json, elapsed } = await post(app.port, '/api/flight/search', body, token);
      if (round > 0) times.push(elapsed);
      counts.push(json.data?.length ?? 0);
    }
  }
  app.stop();
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { p50: at(0.5), p95: at(0.95), samples: times.length, maxItineraries: Math.max(...counts) };
}

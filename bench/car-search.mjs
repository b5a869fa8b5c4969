// POST /api/car-rental/availableCars at big airports (300 offers each: five companies, twenty
// categories, three rates), the rental companies' latency off, timed from a client on the same
// machine after a warm-up, from sending to the answer's last byte: the server's p50 and p95.
import { forkApp } from './fork-app.mjs';
import { timedPost as post } from './timed-post.mjs';

const AIRPORTS = ['a-lis', 'a-lhr', 'a-cdg', 'a-jfk', 'a-fra'];

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export async function measureCarSearch({ rounds = 12 } = {}) {
  const app = await forkApp();
  const login = await post(app.port, '/api/user/login', { email: 'client@demo.test', password: 'Travel!2026' });
  const token = login.session;
  const times = [];
  const counts = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const airport of AIRPORTS) {
      const body = {
        location: { value: airport },
        pickUpDateTime: `${day(20 + round)}T10:00`,
        returnDateTime: `${day(24 + round)}T10:00`,
        age: 30,
        countryOfResidence: 'PT',
        currency: 'EUR',
      };
      const { json, elapsed } = await post(app.port, '/api/car-rental/availableCars', body, token);
      // The first round loads the places: not counted.
      if (round > 0) times.push(elapsed);
      counts.push(json.data?.totalCars ?? 0);
    }
  }
  app.stop();
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { p50: at(0.5), p95: at(0.95), samples: times.length, minOffers: Math.min(...counts) };
}

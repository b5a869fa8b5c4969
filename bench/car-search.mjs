// POST /api/car-rental/availableCars at big airports (300 offers each: five companies, twenty
// categories, three rates), the rental companies' latency off, timed from a client on the same
// machine after a warm-up, from sending to the answer's last byte: the server's p50 and p95.
import { day, timeSearches } from './timed-searches.mjs';

const AIRPORTS = ['a-lis', 'a-lhr', 'a-cdg', 'a-jfk', 'a-fra'];

export async function measureCarSearch({ rounds = 12 } = {}) {
  const { counts, ...timing } = await timeSearches({
    path: '/api/car-rental/availableCars',
    rounds,
    bodies: (round) =>
      AIRPORTS.map((airport) => ({
        location: { value: airport },
        pickUpDateTime: `${day(20 + round)}T10:00`,
        returnDateTime: `${day(24 + round)}T10:00`,
        age: 30,
        countryOfResidence: 'PT',
        currency: 'EUR',
      })),
    count: (json) => json.data?.totalCars ?? 0,
  });
  return { ...timing, minOffers: Math.min(...counts) };
}

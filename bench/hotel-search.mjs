// The polled hotel search of a big city with the default vendor latencies (300 ms, 900 ms, 2 s):
// from POST searchasync, when the first 50 hotels are answerable and when the search is complete,
// and each poll's time from sending to the answer's last byte (the server's time, same machine).
import { forkApp } from './fork-app.mjs';
import { timedPost as post } from './timed-post.mjs';

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const CITIES = ['c-jp-tokyo-tokyo', 'c-gb-westminster-london', 'c-fr-ile-de-france-paris'];

export async function measureHotelSearch({ rounds = 2 } = {}) {
  const app = await forkApp();
  try {
    const login = await post(app.port, '/api/user/login', { email: 'client@demo.test', password: 'Travel!2026' });
    const token = login.session;
    const searches = [];
    const polls = [];
    // Polls of a complete search: the same queries without the in-process sandbox vendors
    // computing their answers on the same event loop.
    const settledPolls = [];
    for (let round = 0; round < rounds; round += 1) {
      for (const locationId of CITIES) {
        const body = {
          locationId,
          stayPeriod: { start: day(30 + round), end: day(33 + round) },
          occupancies: [{ numOfRoom: 1, numOfAdults: 2, childAges: [] }],
          nationality: { alpha2Code: 'GB' },
          currency: 'EUR',
        };
        const started = performance.now();
        const start = await post(app.port, '/api/v2/hotel/searchasync', body, token);
        const corelationId = start.json.data?.corelationId;
        if (!corelationId) throw new Error(`searchasync: ${JSON.stringify(start.json)}`);
        let first50 = null;
        let page;
        do {
          page = await post(
            app.port,
            `/api/v2/hotel/searchasync/search?corelationId=${corelationId}`,
            { from: 0, size: 50 },
            token,
          );
          // The first round of each city generates the city's hotels: its polls are not counted.
          if (round > 0) (page.json.data.pollCompleted ? settledPolls : polls).push(page.elapsed);
          if (first50 === null && page.json.data.hotelCount >= 50) first50 = performance.now() - started;
          if (!page.json.data.pollCompleted) await sleep(50);
        } while (!page.json.data.pollCompleted);
        if (round > 0) {
          for (let i = 0; i < 10; i += 1) {
            const again = await post(
              app.port,
              `/api/v2/hotel/searchasync/search?corelationId=${corelationId}`,
              { from: 0, size: 50 },
              token,
            );
            settledPolls.push(again.elapsed);
          }
        }
        if (round > 0)
          searches.push({
            startMs: start.elapsed,
            first50Ms: first50,
            completeMs: performance.now() - started,
            hotels: page.json.data.hotelCount,
          });
      }
    }
    polls.sort((a, b) => a - b);
    settledPolls.sort((a, b) => a - b);
    const at = (list, q) => list[Math.min(list.length - 1, Math.floor(q * list.length))];
    const worst = (key) => Math.max(...searches.map((s) => s[key] ?? Infinity));
    return {
      startWorstMs: worst('startMs'),
      first50WorstMs: worst('first50Ms'),
      completeWorstMs: worst('completeMs'),
      hotels: Math.max(...searches.map((s) => s.hotels)),
      pollP50: at(polls, 0.5),
      pollP95: at(polls, 0.95),
      polls: polls.length,
      settledP50: at(settledPolls, 0.5),
      settledP95: at(settledPolls, 0.95),
      settledPolls: settledPolls.length,
    };
  } finally {
    app.stop();
  }
}

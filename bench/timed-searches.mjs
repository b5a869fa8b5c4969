// Times a search call of the forked app as the demo client, after a warm-up round: from sending
// to the answer's last byte (the server's time, same machine). The flight, car and activity benches.
import { forkApp } from './fork-app.mjs';
import { timedPost as post } from './timed-post.mjs';

export const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * POSTs `bodies(round)` to `path` (a function of the body for each call), `rounds` times; the
 * first round (places and caches loading) is not counted. With `method` 'GET' the bodies only
 * make the paths. Answers p50 and p95 in ms, the samples, and `count(json)` of every answer.
 */
export async function timeSearches({ path, rounds, bodies, count, method = 'POST' }) {
  const app = await forkApp();
  const login = await post(app.port, '/api/user/login', { email: 'client@demo.test', password: 'Travel!2026' });
  // The session lives only in the HttpOnly cookie (decision record 013).
  const token = login.session;
  const times = [];
  const counts = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const body of bodies(round)) {
      const url = typeof path === 'function' ? path(body) : path;
      const { json, elapsed } = await post(app.port, url, body, token, method);
      if (round > 0) times.push(elapsed);
      counts.push(count(json));
    }
  }
  app.stop();
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { p50: at(0.5), p95: at(0.95), samples: times.length, counts };
}

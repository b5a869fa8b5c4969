// The agency back-office on the demo agency with 100,000 bookings of every vertical (seeded by
// bench/backoffice-seed.mjs in the forked server): GET /api/agency/dashboards (the default 30
// days and a whole year), each vertical's list page of 50 at several depths, the search box's
// page of 50, as the owner and as a restricted agent, timed from a client on the same machine
// after a warm-up; and the whole bookings CSV (streamed) once.
import { forkApp } from './fork-app.mjs';
import { timedPost as call } from './timed-post.mjs';
import { request } from 'node:http';

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function time(port, token, urls, rounds) {
  const times = [];
  for (let round = 0; round < rounds; round += 1)
    for (const url of urls) {
      const { elapsed } = await call(port, url, undefined, token, 'GET');
      if (round > 0) times.push(elapsed);
    }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { p50: at(0.5), p95: at(0.95), samples: times.length };
}

/** The CSV of every booking: time to the last byte, bytes and rows. */
function download(port, token, path) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, headers: { host: 'demo.localhost', cookie: `x-access-token=${token}` } },
      (res) => {
        let bytes = 0;
        let rows = 0;
        let chunks = 0;
        res.on('data', (chunk) => {
          bytes += chunk.length;
          chunks += 1;
          for (const byte of chunk) if (byte === 10) rows += 1;
        });
        res.on('end', () => resolve({ ms: performance.now() - started, bytes, rows: rows - 1, chunks }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

export async function measureBackofficeReports({ bookings = 100_000, rounds = 8 } = {}) {
  const app = await forkApp(['reports', String(bookings)]);
  try {
    const login = (email) =>
      call(app.port, '/api/user/login', { email, password: 'Travel!2026' }).then((r) => r.session);
    const owner = await login('owner@demo.test');
    const restricted = await login('restricted@demo.test');
    const year = `startDate=${day(-364)}&endDate=${day(0)}`;
    const lists = ['flights', 'hotels', 'cars', 'activities'].flatMap((vertical) =>
      [0, 50, 1000, 5000].map((offSet) => `/api/agency/${vertical}/bookings?offSet=${offSet}&limit=50`),
    );
    const searches = ['client 17', 'jfk', 'lisbon', 'FL-'].map(
      (q) => `/api/agency/search/services?searchQuery=${encodeURIComponent(q)}&size=50`,
    );
    const result = {
      dashboard30: await time(app.port, owner, ['/api/agency/dashboards'], rounds * 4),
      dashboardYear: await time(app.port, owner, [`/api/agency/dashboards?${year}`], rounds * 2),
      dashboardRestricted: await time(app.port, restricted, ['/api/agency/dashboards'], rounds * 2),
      lists: await time(app.port, owner, lists, rounds),
      search: await time(app.port, owner, searches, rounds),
      csv: await download(app.port, owner, '/api/agency/bookings/download.csv'),
    };
    return result;
  } finally {
    app.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await measureBackofficeReports({ bookings: Number(process.argv[2] ?? 100_000) });
  console.log(JSON.stringify(r, null, 2));
}

// Scale-out on this machine: a mixed read workload (the agency, an airport look-up, a flight
// search as a signed-in client) through HAProxy with 1, 2 and 3 app nodes on one PostgreSQL and
// Redis (scripts/cluster.mjs), the load generator on the same 2 cores. Requests per second per
// layout and the ratio to one node, as a client sees each request (the nodes run as shipped:
// production mode, one log line per request).
import autocannon from 'autocannon';
import { DEFAULT_DATABASE_URL, startCluster } from '../scripts/cluster.mjs';

const DEMO_PASSWORD = 'Travel!2026'; // the demo seed's (apps/server/src/seed/demo-content.ts)

/** A database of the bench's own beside DATABASE_URL's (or the machine's default). */
function benchDatabaseUrl() {
  const url = new URL(process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL);
  url.pathname = `${url.pathname.replace(/\/$/, '')}_bench_cluster`;
  return url.toString();
}

async function logIn(port) {
  const response = await fetch(`http://127.0.0.1:${port}/api/user/login`, {
    method: 'POST',
    headers: { host: 'demo.localhost', 'content-type': 'application/json', 'x-requested-with': 'fetch' },
    body: JSON.stringify({ email: 'client@demo.test', password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`log-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

const searchBody = (days) =>
  JSON.stringify({
    routeType: 'One-Way',
    slices: [
      {
        origin: 'LIS',
        destination: 'MAD',
        departureDate: new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10),
      },
    ],
    passengers: { adults: 1, children: 0, infants: 0 },
    currency: 'EUR',
  });

async function load(port, cookie, seconds) {
  const headers = { host: 'demo.localhost', cookie, 'x-requested-with': 'fetch' };
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: 32,
    duration: seconds,
    requests: [
      { method: 'GET', path: '/api/agency', headers },
      { method: 'GET', path: '/api/flight/airports?search=lis', headers },
      { method: 'GET', path: '/api/agency', headers },
      {
        method: 'POST',
        path: '/api/flight/search',
        headers: { ...headers, 'content-type': 'application/json' },
        body: searchBody(40),
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** Requests per second through the load balancer with 1, 2 and 3 nodes. */
export async function measureClusterThroughput({ seconds = Number(process.env.BENCH_SECONDS ?? 8) } = {}) {
  const layouts = [];
  for (const count of [1, 2, 3]) {
    const cluster = await startCluster({
      count,
      build: false,
      databaseUrl: benchDatabaseUrl(),
      env: { NODE_ENV: 'production', SEED_DEMO: 'true', LOG_LEVEL: 'info', APP_SECRET: 'x'.repeat(40) },
      log: () => undefined,
    });
    try {
      const cookie = await logIn(cluster.port);
      await load(cluster.port, cookie, 2); // warm-up: JIT, pools, caches
      layouts.push({ nodes: count, ...(await load(cluster.port, cookie, seconds)) });
    } finally {
      await cluster.stop();
    }
  }
  const one = layouts[0]?.rps ?? 1;
  return layouts.map((layout) => ({ ...layout, ratio: layout.rps / one }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of await measureClusterThroughput())
    console.log(
      `  ${r.nodes} node${r.nodes > 1 ? 's' : ''}: ${r.rps.toFixed(0)} req/s (x${r.ratio.toFixed(2)})  p50 ${r.p50} ms  p99 ${r.p99} ms  errors ${r.errors}`,
    );
}

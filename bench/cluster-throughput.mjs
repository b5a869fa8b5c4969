// Scale-out on this machine: a mixed read workload (the agency, an airport look-up, a flight
// search as a signed-in client) through HAProxy with 1, 2 and 3 app nodes on one PostgreSQL and
// Redis (scripts/cluster.mjs), the load generator on the same 2 cores. Requests per second per
// layout and the ratio to one node, as a client sees each request (the nodes run as shipped:
// production mode, one log line per request).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import http from 'node:http';
import autocannon from 'autocannon';
import { DEFAULT_DATABASE_URL, freePort, haproxyBinary, haproxyConfig, startCluster } from '../scripts/cluster.mjs';

const DEMO_PASSWORD = 'Travel!2026'; // the demo seed's (apps/server/src/seed/demo-content.ts)

/** A database of the bench's own beside DATABASE_URL's (or the machine's default). */
function benchDatabaseUrl() {
  const url = new URL(process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL);
  url.pathname = `${url.pathname.replace(/\/$/, '')}_bench_cluster`;
  return url.toString();
}

/** The demo client's session cookie, logged in through the load balancer as demo.localhost. */
function logIn(port) {
  const body = JSON.stringify({ email: 'client@demo.test', password: DEMO_PASSWORD });
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/user/login',
        method: 'POST',
        headers: {
          host: `demo.localhost:${port}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-requested-with': 'fetch',
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => {
          if (response.statusCode !== 200) return reject(new Error(`log-in failed: ${response.statusCode} ${text}`));
          resolve((response.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]).join('; '));
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
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
  const headers = { host: `demo.localhost:${port}`, cookie, 'x-requested-with': 'fetch' };
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

const TICK_MS = 10; // Linux's USER_HZ is 100

/** CPU time (ms) used so far by each process group: app nodes, PostgreSQL, Redis, HAProxy. */
function cpuByGroup(nodePids) {
  const groups = { app: 0, postgres: 0, redis: 0, haproxy: 0 };
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    // utime, stime, cutime, cstime (fields 14 to 17): ended backends count in the postmaster's.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    const group = nodePids.has(Number(entry))
      ? 'app'
      : comm === 'postgres' || comm.startsWith('postgres:')
        ? 'postgres'
        : comm.startsWith('redis-server')
          ? 'redis'
          : comm === 'haproxy'
            ? 'haproxy'
            : null;
    if (group) groups[group] += ticks * TICK_MS;
  }
  return groups;
}

/** A second HAProxy in front of the first `count` nodes only (same configuration as the cluster's). */
async function balancerFor(nodes, count, directory) {
  const port = await freePort();
  const file = path.join(directory, `haproxy-${count}.cfg`);
  writeFileSync(file, haproxyConfig({ port, nodes: nodes.slice(0, count) }));
  const child = spawn(haproxyBinary(), ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'ignore'] });
  for (let tries = 0; tries < 100; tries += 1) {
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { port, count, child };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Requests per second through HAProxy in front of 1, 2 and 3 of the same three nodes, and CPU
 * per request. The layouts take turns (1, 2, 3, 3, 2, 1, ...) and each reports its median
 * round, so a neighbour's burst on this shared machine does not land on one layout only.
 */
export async function measureClusterThroughput({
  seconds = Number(process.env.BENCH_SECONDS ?? 5),
  rounds = Number(process.env.BENCH_ROUNDS ?? 3),
} = {}) {
  const cluster = await startCluster({
    count: 3,
    build: false,
    databaseUrl: benchDatabaseUrl(),
    env: { NODE_ENV: 'production', SEED_DEMO: 'true', LOG_LEVEL: 'info', APP_SECRET: 'x'.repeat(40) },
    log: () => undefined,
  });
  const directory = mkdtempSync(path.join(tmpdir(), 'travel-bench-balancers-'));
  const balancers = [];
  try {
    for (const count of [1, 2, 3]) balancers.push(await balancerFor(cluster.nodes, count, directory));
    const cookie = await logIn(cluster.port);
    const pids = new Set(cluster.nodes.map((node) => node.child.pid));
    const samples = new Map(balancers.map((balancer) => [balancer.count, []]));
    for (const balancer of balancers) await load(balancer.port, cookie, 2); // warm-up: JIT, pools, caches
    for (let round = 0; round < rounds; round += 1) {
      const order = round % 2 === 0 ? balancers : [...balancers].reverse();
      for (const balancer of order) {
        const before = cpuByGroup(pids);
        const generator = process.cpuUsage();
        const result = await load(balancer.port, cookie, seconds);
        const after = cpuByGroup(pids);
        const used = process.cpuUsage(generator);
        const requests = Math.max(1, result.rps * seconds);
        const perRequest = (ms) => ms / requests;
        samples.get(balancer.count).push({
          ...result,
          cpuMsPerRequest: {
            app: perRequest(after.app - before.app),
            postgres: perRequest(after.postgres - before.postgres),
            redis: perRequest(after.redis - before.redis),
            // Both balancers' processes are haproxy: the idle ones add their health checks only.
            haproxy: perRequest(after.haproxy - before.haproxy),
            generator: perRequest((used.user + used.system) / 1000),
          },
        });
      }
    }
    const layouts = [...samples].map(([nodes, runs]) => {
      const middle = runs.find((run) => run.rps === median(runs.map((r) => r.rps))) ?? runs[0];
      return { nodes, rounds: runs.length, ...middle };
    });
    const one = layouts[0]?.rps ?? 1;
    return layouts.map((layout) => ({ ...layout, ratio: layout.rps / one }));
  } finally {
    for (const balancer of balancers) balancer.child.kill('SIGTERM');
    await cluster.stop();
    rmSync(directory, { recursive: true, force: true });
  }
}

/** One line per layout, for `npm run bench` and this script. */
export function formatLayout(r) {
  const cpu = r.cpuMsPerRequest;
  return (
    `  ${r.nodes} node${r.nodes > 1 ? 's' : ' '} (median of ${r.rounds}): ${r.rps.toFixed(0).padStart(5)} req/s (x${r.ratio.toFixed(2)})  p50 ${r.p50} ms  p99 ${r.p99} ms  errors ${r.errors}` +
    `  CPU ms/request: app ${cpu.app.toFixed(2)}, PostgreSQL ${cpu.postgres.toFixed(2)}, Redis ${cpu.redis.toFixed(3)}, HAProxy ${cpu.haproxy.toFixed(2)}, load generator ${cpu.generator.toFixed(2)}`
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of await measureClusterThroughput()) console.log(formatLayout(r));
}

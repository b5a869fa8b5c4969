// Database outage drill: runs the server on a throwaway PostgreSQL cluster of its own (never the
// machine's shared one), loads it with public, session and readiness calls, stops the database
// for a while under that load, starts it again and reports status codes and times per phase.
//
//   node --import tsx scripts/outage-drill.mjs [--server apps/server] [--down 10] [--workers 16]
//
// Traffic goes to 127.0.0.1 only, in bounded loops that end by themselves.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startThrowawayPostgres } from '../apps/server/src/testing/throwaway-postgres.ts';

const root = path.resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    server: { type: 'string', default: path.join(root, 'apps/server') },
    down: { type: 'string', default: '10' },
    warm: { type: 'string', default: '5' },
    after: { type: 'string', default: '10' },
    workers: { type: 'string', default: '16' },
  },
});
const DOWN_S = Number(args.down);
const WARM_S = Number(args.warm);
const AFTER_S = Number(args.after);
const WORKERS = Number(args.workers);
const CLIENT_TIMEOUT_MS = 30_000;
const HOST = 'demo.localhost';

const agent = new Agent({ keepAlive: true, maxSockets: WORKERS * 2 });
function call(port, method, pathName, { body, cookie } = {}) {
  return new Promise((resolve) => {
    const started = performance.now();
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: pathName,
        agent,
        timeout: CLIENT_TIMEOUT_MS,
        headers: {
          host: HOST,
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            ms: performance.now() - started,
            retryAfter: res.headers['retry-after'] ?? null,
            code: /"code":"([A-Z_]+)"/.exec(text)?.[1] ?? null,
            setCookie: res.headers['set-cookie'] ?? [],
          }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error('client timeout')));
    req.on('error', (error) =>
      resolve({ status: error.message === 'client timeout' ? 'timeout' : 'error', ms: performance.now() - started }),
    );
    req.end(payload);
  });
}

function startServer(serverDir, env) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 180_000);
    const check = setInterval(() => {
      const match = /Owner \(marketing landing\): http:\/\/[^:]+:(\d+)/.exec(output);
      if (match) {
        clearInterval(check);
        clearTimeout(timer);
        resolve({ child, port: Number(match[1]), output: () => output });
      }
    }, 100);
    child.on('exit', (code) => {
      clearInterval(check);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

const percentile = (values, p) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

const pg = await startThrowawayPostgres();
const dataDir = mkdtempSync(path.join(tmpdir(), 'travel-drill-'));
let server;
try {
  server = await startServer(args.server, {
    DATABASE_URL: pg.url,
    PORT: '0',
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    LOG_LEVEL: 'fatal',
    SEED_DEMO: 'true',
    RATE_LIMITS: 'false',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
  });
  const { port } = server;
  const login = await call(port, 'POST', '/api/user/login', {
    body: { email: 'client@demo.test', password: 'Travel!2026' },
  });
  const cookie = login.setCookie.map((c) => c.split(';')[0]).join('; ');
  if (login.status !== 200) throw new Error(`log-in failed: ${login.status}`);

  const routes = [
    ['public GET /api/agency', 'GET', '/api/agency', {}],
    ['session GET /api/user/getProfile', 'GET', '/api/user/getProfile', { cookie }],
    ['session GET /api/flight/bookings/all', 'GET', '/api/flight/bookings/all', { cookie }],
    ['GET /readyz', 'GET', '/readyz', {}],
  ];
  const results = [];
  const t0 = performance.now();
  const marks = { stop: Infinity, start: Infinity };
  let running = true;
  const worker = async (index) => {
    let i = index;
    while (running) {
      const [name, method, pathName, options] = routes[i % routes.length];
      i += 1;
      const sentAt = performance.now() - t0;
      const answer = await call(port, method, pathName, options);
      results.push({ name, sentAt, ...answer });
      if (answer.status === 'error') await new Promise((r) => setTimeout(r, 50));
    }
  };
  const workers = Array.from({ length: WORKERS }, (_, index) => worker(index));
  await new Promise((r) => setTimeout(r, WARM_S * 1000));
  marks.stop = performance.now() - t0;
  await pg.stop();
  marks.stopped = performance.now() - t0;
  await new Promise((r) => setTimeout(r, DOWN_S * 1000));
  marks.start = performance.now() - t0;
  await pg.start();
  marks.started = performance.now() - t0;
  await new Promise((r) => setTimeout(r, AFTER_S * 1000));
  running = false;
  await Promise.all(workers);

  const phaseOf = (r) => (r.sentAt < marks.stop ? 'before' : r.sentAt < marks.started ? 'down' : 'after');
  console.log(
    `\nDatabase stopped at ${(marks.stop / 1000).toFixed(1)} s (down at ${(marks.stopped / 1000).toFixed(1)} s), started at ${(marks.start / 1000).toFixed(1)} s (up at ${(marks.started / 1000).toFixed(1)} s); ${WORKERS} workers\n`,
  );
  for (const [name] of routes) {
    for (const phase of ['before', 'down', 'after']) {
      const rows = results.filter((r) => r.name === name && phaseOf(r) === phase);
      const statuses = {};
      for (const r of rows) {
        const key = `${r.status}${r.code ? ` ${r.code}` : ''}${r.retryAfter ? ` retry-after ${r.retryAfter}` : ''}`;
        statuses[key] = (statuses[key] ?? 0) + 1;
      }
      const ms = rows.map((r) => r.ms);
      console.log(
        `${name.padEnd(38)} ${phase.padEnd(6)} n=${String(rows.length).padEnd(5)} p50 ${percentile(ms, 50).toFixed(0).padStart(5)} ms  p95 ${percentile(ms, 95).toFixed(0).padStart(5)} ms  max ${Math.max(
          0,
          ...ms,
        )
          .toFixed(0)
          .padStart(5)} ms  ${JSON.stringify(statuses)}`,
      );
    }
  }
  // Recovery: from the database being up again to the last failed answer of a call sent after it.
  const sessionAfter = results.filter((r) => r.name.startsWith('session') && r.sentAt >= marks.started);
  const lastFailure = Math.max(
    marks.started,
    ...sessionAfter.filter((r) => r.status !== 200).map((r) => r.sentAt + r.ms),
  );
  console.log(`\nRecovery after the database was up again: ${((lastFailure - marks.started) / 1000).toFixed(2)} s`);
} finally {
  server?.child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  server?.child.kill('SIGKILL');
  await pg.destroy();
  rmSync(dataDir, { recursive: true, force: true });
  agent.destroy();
}

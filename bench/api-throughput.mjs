// GET /api/agency through the whole app (host resolution, session and permission hooks,
// validation, security headers) next to a bare Fastify route answering the same JSON: 100
// connections each, servers in their own processes, loaded in alternating rounds of one run.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { closeSync, createReadStream, mkdtempSync, openSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A target in its own process. Its stdout (the app's log lines) goes to a file, as a server's
 * log usually does, and is counted afterwards: the app is measured writing its logs.
 */
function startTarget(args) {
  const logDir = mkdtempSync(path.join(tmpdir(), 'travel-bench-log-'));
  const logFile = path.join(logDir, 'stdout.log');
  const out = openSync(logFile, 'w');
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'serve.mjs'), ...args], {
    stdio: ['ignore', out, 'inherit', 'ipc'],
  });
  closeSync(out);
  return new Promise((resolve, reject) => {
    child.on('message', (message) => {
      resolve({
        port: message.port,
        logBytes: () => statSync(logFile).size,
        logLinesFrom: (start) => countLines(logFile, start),
        stop: () => {
          child.kill('SIGTERM');
          rmSync(logDir, { recursive: true, force: true });
        },
      });
    });
    child.on('exit', (code) => reject(new Error(`benchmark server exited with ${code}`)));
  });
}

async function countLines(file, start) {
  let lines = 0;
  for await (const chunk of createReadStream(file, { start })) {
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  return lines;
}

async function blast(port, headers, duration) {
  const url = `http://127.0.0.1:${port}/api/agency`;
  const result = await autocannon({ url, connections: 100, duration, headers });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    requests: result.requests.total,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Both servers run side by side and are loaded in turns (full, bare, full, bare...), a few
 * seconds each: anything else the machine does lands on both alike, and the ratio is the median
 * of the rounds' ratios.
 */
export async function measureApi() {
  const app = await startTarget(['app']);
  const logBytesAtStart = app.logBytes();
  const agency = await new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: app.port, path: '/api/agency', headers: { host: 'demo.localhost' } }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve(JSON.parse(body)));
      })
      .on('error', reject);
  });
  const bare = await startTarget(['bare', JSON.stringify(agency)]);
  const seconds = Number(process.env.BENCH_SECONDS ?? 8);
  const rounds = Math.max(3, Math.round(seconds / 2));
  const perRound = Math.max(2, Math.round((seconds * 2) / rounds));
  // Warm both up (JIT, connections) before counting.
  const warm = await blast(app.port, { host: 'demo.localhost' }, 2);
  await blast(bare.port, {}, 2);
  const fulls = [];
  const bares = [];
  for (let round = 0; round < rounds; round += 1) {
    fulls.push(await blast(app.port, { host: 'demo.localhost' }, perRound));
    bares.push(await blast(bare.port, {}, perRound));
  }
  const sent = warm.requests + fulls.reduce((sum, r) => sum + r.requests, 0);
  // What the app logged while loaded (warm-up included), per request sent.
  const logLinesPerRequest = (await app.logLinesFrom(logBytesAtStart)) / sent;
  const logBytesPerRequest = (app.logBytes() - logBytesAtStart) / sent;
  app.stop();
  bare.stop();
  const summary = (results) => ({
    rps: median(results.map((r) => r.rps)),
    p99: median(results.map((r) => r.p99)),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
  });
  return {
    full: summary(fulls),
    baseline: summary(bares),
    ratio: median(fulls.map((full, i) => full.rps / (bares[i]?.rps ?? Infinity))),
    rounds,
    logLinesPerRequest,
    logBytesPerRequest,
  };
}

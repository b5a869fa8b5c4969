// GET /api/agency through the whole app (host resolution, validation, security headers) next
// to a bare Fastify route answering the same JSON: 100 connections each, servers in their own
// processes, in one run.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import path from 'node:path';

function startTarget(args) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'serve.mjs'), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /PORT (\d+)/.exec(output);
      if (match) resolve({ port: Number(match[1]), stop: () => child.kill('SIGTERM') });
    });
    child.on('exit', (code) => reject(new Error(`benchmark server exited with ${code}`)));
  });
}

async function blast(port, headers) {
  const url = `http://127.0.0.1:${port}/api/agency`;
  const duration = Number(process.env.BENCH_SECONDS ?? 8);
  await autocannon({ url, connections: 100, duration: 2, headers });
  const result = await autocannon({ url, connections: 100, duration, headers });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

export async function measureApi() {
  const app = await startTarget(['app']);
  const agency = await (
    await fetch(`http://127.0.0.1:${app.port}/api/agency`, { headers: { host: 'demo.localhost' } })
  ).json();
  const full = await blast(app.port, { host: 'demo.localhost' });
  app.stop();
  const bare = await startTarget(['bare', JSON.stringify(agency)]);
  const baseline = await blast(bare.port, {});
  bare.stop();
  return { full, baseline, ratio: full.rps / baseline.rps };
}

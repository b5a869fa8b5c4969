// A benchmark target in its own process, so the load generator does not share its CPU:
// `app` is the whole API on a fresh embedded database with the demo seed, logging as shipped
// (LOG_LEVEL's default) to its stdout; `bare` is a lone Fastify route answering the same agency
// JSON. Tells the parent its port over IPC when listening.
import Fastify from 'fastify';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServerForBench } from './server-harness.mjs';

const [kind, agencyJson] = process.argv.slice(2);
let app;
if (kind === 'app' || kind === 'reports') {
  const server = await createServerForBench(mkdtempSync(path.join(tmpdir(), 'travel-bench-')), { logLevel: null });
  ({ app } = server);
  // `reports N`: the demo agency with N bookings of every vertical (bench/backoffice-reports.mjs).
  if (kind === 'reports') await (await import('./backoffice-seed.mjs')).seedBookings(server, Number(agencyJson));
} else {
  const agency = JSON.parse(agencyJson ?? '{}');
  app = Fastify({ logger: false });
  app.get('/api/agency', async () => agency);
}
await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ port: app.server.address().port });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));

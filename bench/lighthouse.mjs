// First paint on a phone: Lighthouse (mobile form factor, simulated slow 4G and 4x CPU slowdown,
// its defaults) in the system Chromium against the built app served as `npm start` serves it
// (its own process, fresh embedded database, demo seed). Each page is loaded cold, in its own
// Chromium; the figure per page is the median run by performance score.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/** What issue 9 asks of every agency landing and the log-in modal. */
export const TARGETS = { score: 95, lcpMs: 1800, cls: 0.05, scriptKb: 100 };

/** Agency landings (the owner's marketing page, a video hero, an image hero, an inactive agency) and log-ins. */
export const PAGES = [
  { name: 'owner landing', host: null, path: '/' },
  { name: 'demo landing', host: 'demo', path: '/' },
  { name: 'coastal landing', host: 'coastal', path: '/' },
  { name: 'inactive landing', host: 'inactive', path: '/' },
  { name: 'demo log-in modal', host: 'demo', path: '/login' },
  { name: 'coastal log-in (split)', host: 'coastal', path: '/login' },
];

function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 3300));
    });
  });
}

/** The built server (`node apps/server/dist/main.js`), as `npm start` runs it after its build. */
async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'travel-lighthouse-'));
  const child = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/main.js')], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  await new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('is running')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  child.stdout.resume();
  return {
    origin: (host) => `http://${host ? `${host}.` : ''}localhost:${port}`,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function audit(url, chromiumPath) {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-extensions'],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
    const { lhr } = result;
    const scripts = lhr.audits['resource-summary'].details.items.find((item) => item.resourceType === 'script');
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      // What the largest paint was (its markup, shortened), to know what to speed up.
      lcpElement:
        lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
      lcpPhases:
        lhr.audits['largest-contentful-paint-element']?.details?.items?.[1]?.items
          ?.map((i) => `${i.phase} ${Math.round(i.timing)}`)
          .join(', ') ?? null,
      scriptKb: (scripts?.transferSize ?? 0) / 1024,
      scriptFiles: scripts?.requestCount ?? 0,
      error: lhr.runtimeError?.message,
    };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse figures per page; throws when Chromium or the build is missing. */
export async function measureFirstPaint() {
  const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromiumPath)) throw new Error(`no Chromium at ${chromiumPath} (set CHROMIUM_PATH)`);
  if (!existsSync(path.join(ROOT, 'apps/server/dist/main.js'))) throw new Error('server not built: npm run build');
  const server = await startServer();
  try {
    const results = [];
    for (const page of PAGES.filter(
      (p) => !process.env.BENCH_PAGES || process.env.BENCH_PAGES.split(',').some((n) => p.name.includes(n)),
    )) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1)
        runs.push(await audit(server.origin(page.host) + page.path, chromiumPath));
      const middle = runs.find((r) => r.score === median(runs.map((x) => x.score))) ?? runs[0];
      results.push({ ...page, ...middle, runs: runs.length });
    }
    return results;
  } finally {
    server.stop();
  }
}

export function meetsTargets(result) {
  return (
    result.score >= TARGETS.score &&
    result.lcpMs <= TARGETS.lcpMs &&
    result.cls <= TARGETS.cls &&
    result.scriptKb <= TARGETS.scriptKb
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of await measureFirstPaint()) {
    console.log(
      `${r.name.padEnd(24)} score ${String(r.score).padStart(3)}  LCP ${(r.lcpMs / 1000).toFixed(2)} s  CLS ${r.cls.toFixed(3)}  script ${r.scriptKb.toFixed(1)} KB in ${r.scriptFiles} files  ${meetsTargets(r) ? 'ok' : 'MISSED'}`,
    );
  }
}

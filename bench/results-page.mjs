// What the results-page benchmarks (flight-, hotel- and car-filters.mjs) share: the built web
// app served by the real server in its own process (fresh embedded database, demo seed), the
// client's log-in, and the in-page timing of one control's change: from the click to the DOM
// committed and laid out, plus the main-thread work of the next frame (animation-frame
// callbacks, resize observers, style, layout, paint), without the wait for the frame itself.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
export const FRAME_BUDGET_MS = 16;
export const PASSES = Number(process.env.BENCH_PASSES ?? 3);

/** A small deterministic generator, so every run measures the same results. */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

async function serve(dataDir, distDir) {
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { parseConfig } = await import('../apps/server/src/config.ts');
  const { openPglite } = await import('../apps/server/src/platform/db/client.ts');
  const { createMemoryStore } = await import('../apps/server/src/platform/cache/kv.ts');
  const { seedDemo } = await import('../apps/server/src/seed/seed.ts');
  // Development mode: plain-http cookies and no https upgrade of the page's assets.
  const config = parseConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: distDir,
  });
  const database = await openPglite({ dataDir });
  await database.migrate();
  await seedDemo(database.db);
  const { app, services } = await buildApp({ config, database, kv: createMemoryStore() });
  await services.exchange.seedMissing();
  await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`PORT ${app.server.address().port}`);
  process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
}

/** The app serving the built web app from `distDir`, in its own process; resolves with its port. */
export function startWebServer(distDir) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'travel-results-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', import.meta.filename, 'serve', dataDir, distDir], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /PORT (\d+)/.exec(output);
      if (match)
        resolve({
          port: Number(match[1]),
          stop: () => {
            child.kill('SIGTERM');
            rmSync(dataDir, { recursive: true, force: true });
          },
        });
    });
    child.on('exit', (code) => reject(new Error(`results bench server exited with ${code}`)));
  });
}

/** System Chromium, as the end-to-end journeys run it. */
export async function launchChromium() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/** Logs the demo client in through the log-in page. */
export async function logInClient(page, base) {
  await page.goto(`${base}/login`);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('client@demo.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Travel!2026');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.getByText('Logged in successfully').waitFor();
}

/* global document, requestAnimationFrame -- runChanges is serialised and runs in the page. */
/**
 * Runs in the page: clicks each control and times the work until the next frame is done. A
 * control is named the way a visitor finds it: a checkbox or radio label (within a fieldset's
 * legend), an 'Only' button's name, a button's text, a test id, or a list's option once its
 * list is opened (the opening is not timed).
 */
export async function runChanges(changes) {
  const macrotask = () =>
    new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    });
  const nextFrame = () =>
    new Promise((resolve) =>
      requestAnimationFrame(() => {
        const start = performance.now();
        // A task queued in the frame runs once the frame (observers, style, layout, paint) is done.
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now() - start);
        channel.port2.postMessage(null);
      }),
    );
  const labelled = (text, group) => {
    const scope = group
      ? [...document.querySelectorAll('fieldset')].find(
          (fieldset) => fieldset.querySelector('legend')?.textContent === group,
        )
      : document;
    const label = [...(scope?.querySelectorAll('label') ?? [])].find((candidate) => candidate.textContent === text);
    return label ? document.getElementById(label.htmlFor) : null;
  };
  const find = (target) => {
    if (target.testId) return document.querySelector(`[data-testid="${target.testId}"]`);
    if (target.button) return document.querySelector(`button[aria-label="${target.button}"]`);
    if (target.text)
      return [...document.querySelectorAll('button')].find((button) => button.textContent === target.text);
    if (target.option)
      return [...document.querySelectorAll('[role="option"]')].find((option) => option.textContent === target.option);
    return labelled(target.checkbox, target.group);
  };
  const results = [];
  for (const [name, target] of changes) {
    if (target.opener) {
      labelled(target.opener)?.click();
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    await nextFrame();
    const element = find(target);
    if (!element) throw new Error(`control not found: ${name}`);
    const start = performance.now();
    element.click();
    await macrotask();
    document.documentElement.getBoundingClientRect();
    const committed = performance.now() - start;
    const frame = await nextFrame();
    const count = document.querySelector('[data-testid="results-count"]')?.textContent ?? '';
    results.push({ name, committed, total: committed + frame, count });
  }
  return results;
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * One pass to warm the code paths, then measured passes; each sequence ends where it began.
 * Each change keeps its quickest pass: other processes on the machine only ever add time.
 */
export async function timeChanges(page, changes) {
  await page.evaluate(runChanges, changes);
  const passes = [];
  for (let pass = 0; pass < PASSES; pass++) passes.push(await page.evaluate(runChanges, changes));
  const timed = changes.map(([name], position) => {
    const runs = passes.map((run) => run[position]);
    const best = runs.reduce((a, b) => (b.total < a.total ? b : a));
    return { ...best, name, worstPass: Math.max(...runs.map((run) => run.total)) };
  });
  const totals = timed.map((change) => change.total);
  const committed = timed.map((change) => change.committed);
  return {
    passes: PASSES,
    changes: timed,
    medianAllPasses: median(passes.flat().map((run) => run.total)),
    median: median(totals),
    worst: Math.max(...totals),
    medianCommitted: median(committed),
    worstCommitted: Math.max(...committed),
  };
}

/**
 * Serves the built web app from `distDir` (whose build must hold the `chunk` of the page measured,
 * `what` in the error otherwise), opens Chromium at 1280 x 900 and runs `measure(page, base)`,
 * `base` the demo agency's address; closes both whatever happens.
 */
export async function withBuiltApp({ distDir, chunk, what }, measure) {
  const manifest = path.join(distDir, '.vite/manifest.json');
  if (!existsSync(manifest) || !readFileSync(manifest, 'utf8').includes(chunk))
    throw new Error(`${distDir} has no built ${what}: run \`npx vite build\` in apps/web`);
  const server = await startWebServer(distDir);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    return await measure(page, `http://demo.localhost:${server.port}`);
  } finally {
    await browser.close();
    server.stop();
  }
}

/** Prints each change's time and the summary, for a bench run on its own. */
export function printChangeTimes(result) {
  for (const change of result.changes)
    console.log(
      `  ${change.name.padEnd(30)} ${change.total.toFixed(1).padStart(6)} ms  (${change.committed.toFixed(1)} to commit, slowest pass ${change.worstPass.toFixed(1)})  ${change.count}`,
    );
  console.log(
    `median ${result.median.toFixed(1)} ms, worst ${result.worst.toFixed(1)} ms (best of ${result.passes} passes per change; median of all passes ${result.medianAllPasses.toFixed(1)} ms), target <= ${FRAME_BUDGET_MS} ms`,
  );
}

if (process.argv[2] === 'serve') await serve(process.argv[3], process.argv[4]);

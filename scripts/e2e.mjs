// Runs the Playwright journeys: builds the app when needed, picks a free port and a fresh data
// directory, and uses the system Chromium. Without Chromium it says so loudly and skips, except
// with CI=true, where a missing browser is a failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const isCi = process.env.CI === 'true' || process.env.CI === '1';

if (!existsSync(chromium)) {
  const message = [
    '',
    '!!! END-TO-END TESTS SKIPPED: no Chromium at ' + chromium,
    '!!! Install it with: sudo apt-get install -y chromium   (or set CHROMIUM_PATH)',
    '',
  ].join('\n');
  console.error(message);
  process.exit(isCi ? 1 : 0);
}

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

if (
  !existsSync(path.join(root, 'apps/web/dist/index.html')) ||
  !existsSync(path.join(root, 'apps/server/dist/main.js')) ||
  process.env.E2E_REBUILD !== '0'
) {
  if (run('npm', ['run', 'build']) !== 0) process.exit(1);
}

function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 3100));
    });
  });
}
const port = await freePort();
const oauthPort = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'travel-e2e-'));
const status = run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
  E2E_PORT: String(port),
  E2E_OAUTH_PORT: String(oauthPort),
  E2E_DATA_DIR: dataDir,
});
rmSync(dataDir, { recursive: true, force: true });
process.exit(status);

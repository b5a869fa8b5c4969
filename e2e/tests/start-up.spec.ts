import { expect, test } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const MAIN = path.resolve(import.meta.dirname, '../../apps/server/dist/main.js');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 3190));
    });
  });
}

test.describe('start-up', () => {
  test('the banner with the URLs and logins is the last thing printed, after the demo bookings are made', async () => {
    test.setTimeout(120_000);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'travel-start-up-'));
    const port = await freePort();
    // As `npm start` runs it: defaults (LOG_LEVEL info, demo seed), its own embedded database.
    const unset = new Set(['DATABASE_URL', 'REDIS_URL', 'LOG_LEVEL', 'SEED_DEMO', 'NODE_ENV']);
    const env: NodeJS.ProcessEnv = {
      ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !unset.has(name))),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    };
    const child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      await expect.poll(() => output, { timeout: 90_000 }).toContain('owner@coastal.test');
      // Anything printed later would show within this pause.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const lines = output.trim().split('\n');
      const bannerStart = lines.indexOf('Travel platform is running.');
      expect(bannerStart).toBeGreaterThanOrEqual(0);
      // No JSON log line before the banner (the demo bookings' requests, 'Server listening'), none after it.
      expect(lines.filter((line) => line.startsWith('{'))).toEqual([]);
      expect(lines.at(-1)).toContain('owner@coastal.test');
      expect(lines.slice(bannerStart)).toContain(`  Demo agency:               http://demo.localhost:${port}`);

      // Requests are logged from then on, one line each.
      const status = await new Promise<number | undefined>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: '/api/agency', headers: { host: 'demo.localhost' } }, (res) => {
            res.resume();
            resolve(res.statusCode);
          })
          .on('error', reject);
      });
      expect(status).toBe(200);
      await expect
        .poll(() => output.split('\n').filter((line) => line.includes('"url":"/api/agency"')))
        .toHaveLength(1);
      expect(output).toContain('"msg":"request completed"');
      expect(output).not.toContain('"msg":"incoming request"');
    } finally {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const oauthPort = Number(process.env.E2E_OAUTH_PORT ?? 3199);
const oauth = `http://127.0.0.1:${oauthPort}`;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Journeys in the system Chromium (never a downloaded browser) against the built app, served
 * on a free port with its own database and the demo seed.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { outputFolder: '../playwright-report', open: 'never' }]],
  use: {
    baseURL: `http://demo.localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      command: 'node support/oauth-provider.mjs',
      url: `${oauth}/health`,
      reuseExistingServer: false,
      env: { OAUTH_PORT: String(oauthPort) },
    },
    {
      command: 'node ../apps/server/dist/main.js',
      url: `http://localhost:${port}/readyz`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'true',
        DATA_DIR: process.env.E2E_DATA_DIR ?? '',
        ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
        ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
        GOOGLE_CLIENT_ID: 'e2e-google-client',
        GOOGLE_CLIENT_SECRET: 'e2e-google-secret',
        GOOGLE_AUTH_URL: `${oauth}/authorize`,
        GOOGLE_TOKEN_URL: `${oauth}/token`,
        GOOGLE_USERINFO_URL: `${oauth}/userinfo`,
      },
    },
  ],
});

/** The URL of an agency host on the test server. */
export function hostUrl(subdomain: string | null, path = '/'): string {
  return `http://${subdomain ? `${subdomain}.` : ''}localhost:${port}${path}`;
}

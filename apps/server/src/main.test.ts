import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './seed/demo-content';
import { call, runServerToExit, startServer, type ServerProcess } from './testing/server-process';

const PRODUCTION = { NODE_ENV: 'production', APP_SECRET: 'p'.repeat(40), LOG_LEVEL: 'info' };

const logIn = (server: ServerProcess) =>
  call(server.port, 'demo.localhost', {
    method: 'POST',
    path: '/api/user/login',
    body: { email: 'client@demo.test', password: DEMO_PASSWORD },
  });

describe('npm start in production', () => {
  it('refuses to start without Redis unless SINGLE_NODE=true says one node is intended', async () => {
    const { code, output } = await runServerToExit(PRODUCTION);
    expect(code).toBe(1);
    expect(output).toContain('REDIS_URL: required in production');
  });

  describe('with the defaults', () => {
    let server: ServerProcess;
    beforeAll(async () => {
      server = await startServer({ ...PRODUCTION, SINGLE_NODE: 'true' });
    }, 90_000);
    afterAll(() => server.stop());

    it('has no demo users: the public demo password logs nobody in, and no password is printed', async () => {
      const res = await logIn(server);
      // No demo agency either: the host is unknown.
      expect(res.status).toBe(404);
      expect(server.output()).not.toContain(DEMO_PASSWORD);
      expect(server.output()).not.toContain('client@demo.test');
    });
  });

  describe('with SEED_DEMO=true asked for', () => {
    let server: ServerProcess;
    beforeAll(async () => {
      server = await startServer({ ...PRODUCTION, SINGLE_NODE: 'true', SEED_DEMO: 'true' });
    }, 90_000);
    afterAll(() => server.stop());

    it('seeds the demo but never prints its password', async () => {
      const res = await logIn(server);
      expect(res.status).toBe(200);
      expect(server.output()).toContain('client@demo.test');
      expect(server.output()).not.toContain(DEMO_PASSWORD);
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/seed';
import { DEMO } from '../../testing/auth-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'true' } });
  await seedDemo(t.db);
});
afterAll(() => t.close());

const askReset = (ip: string, host = DEMO) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/forgotPasswordLink',
    headers: { host },
    remoteAddress: ip,
    payload: { email: 'nobody@example.test' },
  });

describe('rate limits on routes that send mail', () => {
  it('answers 429 with a translated message once a caller spends the budget, and counts per caller', async () => {
    for (let call = 0; call < 10; call += 1) expect((await askReset('10.0.0.1')).statusCode).toBe(200);
    const refused = await askReset('10.0.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too many requests. Please try again later.', code: 'RATE_LIMITED' });
    expect((await askReset('10.0.0.2')).statusCode).toBe(200);
  });

  it('counts each agency apart', async () => {
    for (let call = 0; call < 10; call += 1) await askReset('10.0.0.3');
    expect((await askReset('10.0.0.3')).statusCode).toBe(429);
    expect((await askReset('10.0.0.3', 'coastal.localhost')).statusCode).toBe(200);
  });
});

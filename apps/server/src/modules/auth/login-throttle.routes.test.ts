import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/seed';
import {
  agencyByCode,
  COASTAL,
  createUser,
  DEMO,
  login,
  STRONG_PASSWORD,
  uniqueEmail,
} from '../../testing/auth-helpers';
import { ADDRESS_TRIES_PER_MINUTE } from '../../platform/security/throttle';
import { createTestApp, type TestApp } from '../../testing/test-app';

const RATE_LIMITED = { code: 'RATE_LIMITED', message: 'Too many attempts. Please try again in a minute.' };
const RATE_LIMITED_PT = { code: 'RATE_LIMITED', message: 'Muitas tentativas. Tente novamente em um minuto.' };
const WRONG = 'Wrong#Guess1';

/**
 * The same behaviour on both counter stores: in process, and Redis (shared by every app node),
 * which CI provides through REDIS_URL.
 */
function describeThrottle(store: 'memory' | 'redis') {
  let t: TestApp;
  let ipSequence = 0;
  const nextIp = () => `10.2.${Math.floor(++ipSequence / 250)}.${ipSequence % 250}`;

  beforeAll(async () => {
    t = await createTestApp({ redis: store === 'redis' });
    await seedDemo(t.db);
  });
  afterAll(() => t.close());

  it('uses the expected counter store', () => {
    expect(t.kv.kind).toBe(store);
  });

  it('refuses an account after 10 failed log-ins in a minute, even from other IPs, with a translated 429', async () => {
    const user = await createUser(t, 'demo', { password: STRONG_PASSWORD });
    for (let i = 0; i < 10; i += 1) {
      const res = await login(t, DEMO, user.email, WRONG, { ip: nextIp() });
      expect(res.statusCode, `try ${i + 1}`).toBe(400);
      expect(res.json().code).toBe('INVALID_CREDENTIALS');
    }
    const blocked = await login(t, DEMO, user.email, STRONG_PASSWORD, { ip: nextIp() });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(RATE_LIMITED);
    expect(blocked.cookies).toEqual([]);
    const inPortuguese = await login(t, DEMO, user.email, STRONG_PASSWORD, {
      ip: nextIp(),
      language: 'pt-BR,pt;q=0.9',
    });
    expect(inPortuguese.statusCode).toBe(429);
    expect(inPortuguese.json()).toEqual(RATE_LIMITED_PT);

    // The count is the agency's account: the same e-mail at another agency is not blocked.
    const agency = await agencyByCode(t, 'demo');
    expect(await t.kv.get(`login-fail:account:${agency.id}:${user.email}`)).toBe('10');
    const other = await createUser(t, 'coastal', { email: user.email, password: STRONG_PASSWORD });
    expect((await login(t, COASTAL, other.email, STRONG_PASSWORD, { ip: nextIp() })).statusCode).toBe(200);
  });

  it("does not lock an office out for one colleague's typos: 11 failures of one account leave the others of the same address free", async () => {
    const office = nextIp();
    const typist = await createUser(t, 'demo', { password: STRONG_PASSWORD });
    for (let i = 0; i < 11; i += 1) await login(t, DEMO, typist.email, WRONG, { ip: office });
    expect((await login(t, DEMO, typist.email, STRONG_PASSWORD, { ip: office })).statusCode).toBe(429);
    for (let i = 0; i < 3; i += 1) {
      const colleague = await createUser(t, 'demo', { password: STRONG_PASSWORD });
      expect((await login(t, DEMO, colleague.email, STRONG_PASSWORD, { ip: office })).statusCode).toBe(200);
    }
    const elsewhere = await createUser(t, 'coastal', { password: STRONG_PASSWORD });
    expect((await login(t, COASTAL, elsewhere.email, STRONG_PASSWORD, { ip: office })).statusCode).toBe(200);
  });

  it(`counts failures per address across e-mails with a ceiling of ${ADDRESS_TRIES_PER_MINUTE} a minute`, async () => {
    const ip = nextIp();
    for (let i = 0; i < ADDRESS_TRIES_PER_MINUTE; i += 1) {
      const res = await login(t, DEMO, uniqueEmail('spray'), WRONG, { ip });
      expect(res.statusCode, `try ${i + 1}`).toBe(400);
    }
    const user = await createUser(t, 'demo', { password: STRONG_PASSWORD });
    const blocked = await login(t, DEMO, user.email, STRONG_PASSWORD, { ip });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(RATE_LIMITED);
    const elsewhere = await login(t, DEMO, user.email, STRONG_PASSWORD, { ip: nextIp() });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('lets no more than 10 tries through when they are sent all at once', async () => {
    const user = await createUser(t, 'demo', { password: STRONG_PASSWORD });
    const onAccount = await Promise.all(
      Array.from({ length: 30 }, () => login(t, DEMO, user.email, WRONG, { ip: nextIp() })),
    );
    expect(onAccount.filter((res) => res.statusCode === 400)).toHaveLength(10);
    expect(onAccount.filter((res) => res.statusCode === 429)).toHaveLength(20);

    const ip = nextIp();
    const fromIp = await Promise.all(
      Array.from({ length: ADDRESS_TRIES_PER_MINUTE + 20 }, () => login(t, DEMO, uniqueEmail('burst'), WRONG, { ip })),
    );
    expect(fromIp.filter((res) => res.statusCode === 400)).toHaveLength(ADDRESS_TRIES_PER_MINUTE);
    expect(fromIp.filter((res) => res.statusCode === 429)).toHaveLength(20);
  });

  it("does not spend the IP's budget on successful log-ins", async () => {
    const ip = nextIp();
    const user = await createUser(t, 'demo', { password: STRONG_PASSWORD });
    for (let i = 0; i < 15; i += 1) {
      expect((await login(t, DEMO, user.email, STRONG_PASSWORD, { ip })).statusCode, `log-in ${i + 1}`).toBe(200);
    }
    for (let i = 0; i < ADDRESS_TRIES_PER_MINUTE; i += 1)
      expect((await login(t, DEMO, uniqueEmail('after'), WRONG, { ip })).statusCode).toBe(400);
    expect((await login(t, DEMO, user.email, STRONG_PASSWORD, { ip })).statusCode).toBe(429);
  });

  it("resets the account's count after a successful log-in", async () => {
    const user = await createUser(t, 'demo', { password: STRONG_PASSWORD });
    const failTimes = async (n: number) => {
      for (let i = 0; i < n; i += 1)
        expect((await login(t, DEMO, user.email, WRONG, { ip: nextIp() })).statusCode).toBe(400);
    };
    await failTimes(9);
    expect((await login(t, DEMO, user.email, STRONG_PASSWORD, { ip: nextIp() })).statusCode).toBe(200);
    await failTimes(9);
    // 18 failures in the minute, but only 9 since the success.
    expect((await login(t, DEMO, user.email, STRONG_PASSWORD, { ip: nextIp() })).statusCode).toBe(200);
    await failTimes(10);
    expect((await login(t, DEMO, user.email, STRONG_PASSWORD, { ip: nextIp() })).statusCode).toBe(429);
  });
}

describe('log-in throttling (in-process counters)', () => {
  describeThrottle('memory');
});

const redisUrl = process.env.REDIS_URL;
if (!redisUrl) console.warn('REDIS_URL is not set: the log-in throttling tests on Redis do not run.');

describe.runIf(redisUrl)('log-in throttling (Redis counters)', () => {
  describeThrottle('redis');
});

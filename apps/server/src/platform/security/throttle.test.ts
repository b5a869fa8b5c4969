import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../cache/kv';
import { ADDRESS_TRIES_PER_MINUTE, LoginThrottle } from './throttle';

const AGENCY = 'agency-1';

function setUp() {
  let now = 0;
  const throttle = new LoginThrottle(createMemoryStore(() => now));
  const fail = async (email: string, ip = '203.0.113.7') => {
    const allowed = await throttle.acquire(AGENCY, email, ip);
    if (allowed) await throttle.recordFailure(AGENCY, email, ip);
    return allowed;
  };
  return { throttle, fail, advance: (seconds: number) => (now += seconds * 1000) };
}

describe('LoginThrottle', () => {
  it('backs an account off progressively: 1 minute after 10 failures, then 2, then 4', async () => {
    const { throttle, fail, advance } = setUp();
    for (let i = 0; i < 10; i += 1) expect(await fail('ana@example.test'), `try ${i + 1}`).toBe(true);
    expect(await throttle.acquire(AGENCY, 'ana@example.test', '198.51.100.1')).toBe(false);
    advance(59);
    expect(await throttle.acquire(AGENCY, 'ana@example.test', '198.51.100.1')).toBe(false);
    advance(2);
    expect(await fail('ana@example.test')).toBe(true);
    advance(61);
    expect(await throttle.acquire(AGENCY, 'ana@example.test', '198.51.100.1')).toBe(false);
    advance(60);
    expect(await fail('ana@example.test')).toBe(true);
    advance(200);
    expect(await throttle.acquire(AGENCY, 'ana@example.test', '198.51.100.1')).toBe(false);
    advance(41);
    expect(await throttle.acquire(AGENCY, 'ana@example.test', '198.51.100.1')).toBe(true);
  });

  it('forgets the run of failures after a success', async () => {
    const { throttle, fail, advance } = setUp();
    for (let i = 0; i < 9; i += 1) await fail('ana@example.test');
    expect(await throttle.acquire(AGENCY, 'ana@example.test', '203.0.113.7')).toBe(true);
    await throttle.recordSuccess(AGENCY, 'ana@example.test', '203.0.113.7');
    advance(61);
    for (let i = 0; i < 9; i += 1) expect(await fail('ana@example.test')).toBe(true);
    expect(await throttle.acquire(AGENCY, 'ana@example.test', '203.0.113.7')).toBe(true);
  });

  it("lets one colleague's typos lock only their own account, not the office's address", async () => {
    const { throttle, fail } = setUp();
    for (let i = 0; i < 12; i += 1) await fail('typo@agency.test');
    expect(await throttle.acquire(AGENCY, 'typo@agency.test', '203.0.113.7')).toBe(false);
    for (const colleague of ['bea', 'caio', 'duda']) {
      expect(await throttle.acquire(AGENCY, `${colleague}@agency.test`, '203.0.113.7')).toBe(true);
      await throttle.recordSuccess(AGENCY, `${colleague}@agency.test`, '203.0.113.7');
    }
  });

  it('refuses an address past 100 failures a minute across accounts, and again a minute later', async () => {
    const { throttle, fail, advance } = setUp();
    for (let i = 0; i < ADDRESS_TRIES_PER_MINUTE; i += 1) expect(await fail(`spray${i}@example.test`)).toBe(true);
    expect(await throttle.acquire(AGENCY, 'next@example.test', '203.0.113.7')).toBe(false);
    expect(await throttle.acquire(AGENCY, 'next@example.test', '198.51.100.9')).toBe(true);
    advance(61);
    expect(await throttle.acquire(AGENCY, 'next@example.test', '203.0.113.7')).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/seed';
import {
  createUser,
  DEMO,
  getUser,
  openSession,
  signIn,
  snapshotAccounts,
  withCookie,
} from '../../testing/auth-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
});
afterAll(() => t.close());

const FORBIDDEN = { code: 'FORBIDDEN', message: 'You are not allowed to do this' };

const getProfile = (options: Parameters<typeof withCookie>[1] = {}) =>
  t.request(DEMO, { method: 'GET', url: '/api/user/getProfile', ...options });

describe('cross-site requests (CSRF)', () => {
  const editName = (name: string, options: Parameters<typeof withCookie>[1]) =>
    t.request(DEMO, { method: 'POST', url: '/api/user/editProfile', payload: { name }, ...options });

  it.each([
    ['sec-fetch-site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    [
      "sec-fetch-site: same-site (another agency's subdomain)",
      { 'sec-fetch-site': 'same-site', origin: 'http://coastal.localhost' },
    ],
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['an unparsable Origin', { origin: 'null' }],
  ])('refuses a cookie-authenticated write with %s and changes nothing', async (_label, headers) => {
    const user = await createUser(t, 'demo', { name: 'Before Change' });
    const token = await openSession(t, 'demo', user.email);
    const before = await snapshotAccounts(t.db);
    const res = await editName('After Change', withCookie(token, { headers }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(FORBIDDEN);
    expect(await snapshotAccounts(t.db)).toEqual(before);

    const logout = await t.request(DEMO, withCookie(token, { method: 'POST', url: '/api/user/logout', headers }));
    expect(logout.statusCode).toBe(403);
    expect((await getProfile(withCookie(token))).statusCode).toBe(200);
  });

  it('allows a same-origin write by cookie', async () => {
    const user = await createUser(t, 'demo', { name: 'Before Change' });
    const token = await openSession(t, 'demo', user.email);
    for (const headers of [{ 'sec-fetch-site': 'same-origin' }, { origin: 'http://demo.localhost' }, {}]) {
      const res = await editName('Same Origin', withCookie(token, { headers }));
      expect(res.statusCode).toBe(200);
    }
    expect((await getUser(t, 'demo', user.email)).name).toBe('Same Origin');
  });

  it('takes no session from an x-access-token header: a cross-site write with one is 401 and changes nothing', async () => {
    const user = await createUser(t, 'demo', { name: 'Before Change' });
    const token = await openSession(t, 'demo', user.email);
    const res = await editName('By Header', {
      headers: { 'x-access-token': token, 'sec-fetch-site': 'cross-site', origin: 'https://portal.example' },
    });
    expect(res.statusCode).toBe(401);
    expect((await getUser(t, 'demo', user.email)).name).toBe('Before Change');
  });

  it('lets cross-site reads through (GET changes nothing)', async () => {
    const token = await signIn(t, DEMO, 'client@demo.test');
    const res = await getProfile(withCookie(token, { headers: { 'sec-fetch-site': 'cross-site' } }));
    expect(res.statusCode).toBe(200);
  });
});

describe('GET /api/user/changeLanguage/{lang} (a GET that writes)', () => {
  const changeLanguage = (lang: string, options: Parameters<typeof withCookie>[1]) =>
    t.request(DEMO, { method: 'GET', url: `/api/user/changeLanguage/${lang}`, ...options });

  it.each([
    ['sec-fetch-site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    [
      "sec-fetch-site: same-site (another agency's subdomain)",
      { 'sec-fetch-site': 'same-site', origin: 'http://coastal.localhost' },
    ],
    ['a foreign Origin', { origin: 'https://evil.example' }],
  ])('refuses a cookie-authenticated call with %s and keeps the language', async (_label, headers) => {
    const user = await createUser(t, 'demo', { language: 'en' });
    const token = await openSession(t, 'demo', user.email);
    const res = await changeLanguage('pt', withCookie(token, { headers }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(FORBIDDEN);
    expect((await getUser(t, 'demo', user.email)).language).toBe('en');
  });

  it('changes the language on a same-origin call by cookie', async () => {
    const user = await createUser(t, 'demo', { language: 'en' });
    const token = await openSession(t, 'demo', user.email);
    const res = await changeLanguage('es', withCookie(token, { headers: { 'sec-fetch-site': 'same-origin' } }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect((await getUser(t, 'demo', user.email)).language).toBe('es');
  });

  it('changes the language on a call carrying the API header (no cross-site page can add it)', async () => {
    const user = await createUser(t, 'demo', { language: 'en' });
    const token = await openSession(t, 'demo', user.email);
    const res = await changeLanguage('pt', withCookie(token, { headers: { 'x-requested-with': 'fetch' } }));
    expect(res.statusCode).toBe(200);
    expect((await getUser(t, 'demo', user.email)).language).toBe('pt');
  });

  it('refuses a cookie-authenticated call that proves no origin at all (an old browser following a link)', async () => {
    const user = await createUser(t, 'demo', { language: 'en' });
    const token = await openSession(t, 'demo', user.email);
    for (const headers of [{}, { 'sec-fetch-site': 'none' }, { referer: 'https://evil.example/page' }]) {
      const res = await changeLanguage('pt', withCookie(token, { headers }));
      expect(res.statusCode).toBe(403);
    }
    const res = await changeLanguage(
      'es',
      withCookie(token, { headers: { referer: 'http://demo.localhost/account' } }),
    );
    expect(res.statusCode).toBe(200);
    expect((await getUser(t, 'demo', user.email)).language).toBe('es');
  });
});

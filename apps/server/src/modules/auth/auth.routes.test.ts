import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../platform/db/schema';
import { seedDemo } from '../../seed/seed';
import {
  COASTAL,
  cookieOf,
  createUser,
  DEMO,
  DEMO_PASSWORD,
  getUser,
  login,
  signIn,
  snapshotAccounts,
  STRONG_PASSWORD,
  withCookie,
  sessionTokenOf,
} from '../../testing/auth-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let ipSequence = 0;
/** Failed log-ins count per IP too: each test that fails log-ins uses addresses of its own. */
const nextIp = () => `10.1.${Math.floor(++ipSequence / 250)}.${ipSequence % 250}`;

const UNAUTHORIZED = { code: 'UNAUTHORIZED', message: 'Your session has expired, Please login again.' };

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
});
afterAll(() => t.close());

const getProfile = (options: Parameters<typeof withCookie>[1] = {}) =>
  t.request(DEMO, { method: 'GET', url: '/api/user/getProfile', ...options });

describe('POST /api/user/login', () => {
  it('answers the login result of spec section 3 and sets the session cookies', async () => {
    const owner = await getUser(t, 'demo', 'owner@demo.test');
    const res = await login(t, DEMO, 'Owner@Demo.test', DEMO_PASSWORD, { ip: nextIp() });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(Object.keys(data).sort()).toEqual(
      [
        '_id',
        'agencyName',
        'code',
        'isSubscribed',
        'isTravelAgent',
        'loginCount',
        'navigateTo',
        'requireEmailVerification',
        'userType',
      ].sort(),
    );
    expect(data).toEqual({
      isTravelAgent: true,
      isSubscribed: true,
      loginCount: owner.loginCount + 1,
      userType: 'AgencyOwner',
      code: 'demo',
      agencyName: 'Blue Horizon Travel',
      navigateTo: null,
      requireEmailVerification: false,
      _id: owner.id,
    });

    const session = cookieOf(res, 'x-access-token');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', maxAge: 604800, path: '/' });
    expect(session?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // No readable copy of the secret: the body carries no token (decision record 013).
    expect(data.token).toBeUndefined();
    expect(res.body).not.toContain(session?.value ?? '');
    expect(session?.secure).toBeUndefined();
    const hint = cookieOf(res, 'has-session');
    expect(hint).toMatchObject({ value: '1', sameSite: 'Lax', maxAge: 604800, path: '/' });
    expect(hint?.httpOnly).toBeUndefined();
  });

  it('answers a client as no travel agent, with the agency subscription flag', async () => {
    const res = await login(t, COASTAL, 'owner@coastal.test', DEMO_PASSWORD, { ip: nextIp() });
    expect(res.json().data).toMatchObject({
      isTravelAgent: true,
      isSubscribed: false,
      code: 'coastal',
      agencyName: 'Coastal Escapes',
    });
    const client = await login(t, DEMO, 'client@demo.test', DEMO_PASSWORD, { ip: nextIp() });
    expect(client.json().data).toMatchObject({ isTravelAgent: false, userType: 'Client', isSubscribed: true });
  });

  it('stores only the SHA-256 of the token, with a 7-day expiry', async () => {
    const token = await signIn(t, DEMO, 'agent@demo.test');
    const digest = createHash('sha256').update(token).digest('hex');
    const [row] = await t.db.select().from(sessions).where(eq(sessions.tokenHash, digest));
    expect(row).toBeDefined();
    expect(JSON.stringify(await t.db.select().from(sessions))).not.toContain(token);
    const lifetime = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(Math.abs(lifetime - 604_800_000)).toBeLessThan(60_000);
  });

  it('gives a new token at every log-in and counts log-ins', async () => {
    const first = await login(t, DEMO, 'admin@demo.test', DEMO_PASSWORD, { ip: nextIp() });
    const second = await login(t, DEMO, 'admin@demo.test', DEMO_PASSWORD, { ip: nextIp() });
    expect(sessionTokenOf(second)).not.toBe(sessionTokenOf(first));
    expect(second.json().data.loginCount).toBe(first.json().data.loginCount + 1);
    // Both sessions stay open: one per browser.
    for (const res of [first, second]) expect((await getProfile(withCookie(sessionTokenOf(res)))).statusCode).toBe(200);
  });

  it('accepts the session only as the HttpOnly cookie, never as an x-access-token header', async () => {
    const token = await signIn(t, DEMO, 'client@demo.test');
    const byCookie = await getProfile(withCookie(token));
    expect(byCookie.statusCode).toBe(200);
    expect(byCookie.json().data).toMatchObject({
      email: 'client@demo.test',
      userType: 'Client',
      agencyName: 'Blue Horizon Travel',
    });
    const byHeader = await getProfile({ headers: { 'x-access-token': token } });
    expect(byHeader.statusCode).toBe(401);
    expect(byHeader.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('refuses a wrong password and an unknown e-mail with the same answer', async () => {
    const wrong = await login(t, DEMO, 'client@demo.test', 'Wrong!Pass1', { ip: nextIp() });
    const unknown = await login(t, DEMO, 'nobody@demo.test', DEMO_PASSWORD, { ip: nextIp() });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
      expect(cookieOf(res, 'x-access-token')).toBeUndefined();
    }
  });

  it('refuses a deactivated account', async () => {
    const user = await createUser(t, 'demo', { password: STRONG_PASSWORD, status: 'inactive' });
    const res = await login(t, DEMO, user.email, STRONG_PASSWORD, { ip: nextIp() });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'ACCOUNT_INACTIVE',
      message: 'Your account is inactive, Please contact the administrator',
    });
  });

  it('stores passwords as Argon2id with 19 MiB, 2 passes and 1 lane', async () => {
    const owner = await getUser(t, 'demo', 'owner@demo.test');
    expect(owner.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it.each([
    [{ email: '', password: DEMO_PASSWORD }, 'email', 'Required'],
    [{ password: DEMO_PASSWORD }, 'email', 'Required'],
    [{ email: 'client.demo.test', password: DEMO_PASSWORD }, 'email', 'Please include an @ in the email address'],
    [{ email: 'client@demo', password: DEMO_PASSWORD }, 'email', 'The entered email is not valid'],
    [{ email: 'client@demo.test', password: '' }, 'password', 'Required'],
    [{ email: 'client@demo.test', password: 'Travel! 2026' }, 'password', 'Password does not contain white space'],
  ])('refuses %j: 400 naming %s, nothing changed', async (payload, field, message) => {
    const before = await snapshotAccounts(t.db);
    const res = await t.request(DEMO, { method: 'POST', url: '/api/user/login', payload, remoteAddress: nextIp() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Please check the highlighted fields',
      details: { [field]: message },
    });
    expect(await snapshotAccounts(t.db)).toEqual(before);
  });

  it('translates validation messages by Accept-Language', async () => {
    const res = await t.request(DEMO, {
      method: 'POST',
      url: '/api/user/login',
      payload: { email: '', password: 'x' },
      headers: { 'accept-language': 'pt-BR' },
    });
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Verifique os campos destacados' });
  });
});

describe('sessions', () => {
  it('answers 401 without a token, or with a token nobody issued', async () => {
    for (const options of [{}, withCookie('not-a-real-token'), withCookie('x'.repeat(43))]) {
      const res = await getProfile(options);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(UNAUTHORIZED);
    }
  });

  it('revokes the session on logout: the old token then gets 401', async () => {
    const token = await signIn(t, DEMO, 'client@demo.test');
    const res = await t.request(DEMO, withCookie(token, { method: 'POST', url: '/api/user/logout' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Logged out' });
    const cleared = cookieOf(res, 'x-access-token');
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
    expect(cookieOf(res, 'has-session')?.value).toBe('');

    const digest = createHash('sha256').update(token).digest('hex');
    const [row] = await t.db.select().from(sessions).where(eq(sessions.tokenHash, digest));
    expect(row?.revokedAt).toBeInstanceOf(Date);
    for (const options of [withCookie(token), withCookie(token)]) {
      const after = await getProfile(options);
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual(UNAUTHORIZED);
    }
  });

  it('logs out only the session it was called with', async () => {
    const kept = await signIn(t, DEMO, 'agent@demo.test');
    const ended = await signIn(t, DEMO, 'agent@demo.test');
    await t.request(DEMO, withCookie(ended, { method: 'POST', url: '/api/user/logout' }));
    expect((await getProfile(withCookie(kept))).statusCode).toBe(200);
    expect((await getProfile(withCookie(ended))).statusCode).toBe(401);
  });

  it("does not end another agency's session sent to this host", async () => {
    const coastal = await signIn(t, COASTAL, 'owner@coastal.test');
    const res = await t.request(DEMO, withCookie(coastal, { method: 'POST', url: '/api/user/logout' }));
    expect(res.statusCode).toBe(200);
    const still = await t.request(COASTAL, withCookie(coastal, { method: 'GET', url: '/api/user/getProfile' }));
    expect(still.statusCode).toBe(200);
  });

  it('answers logout without a session too, clearing the cookies', async () => {
    const res = await t.request(DEMO, { method: 'POST', url: '/api/user/logout' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Logged out' });
    expect(cookieOf(res, 'x-access-token')?.value).toBe('');
  });

  it('refuses an expired session', async () => {
    const token = await signIn(t, DEMO, 'client@demo.test');
    const digest = createHash('sha256').update(token).digest('hex');
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, digest));
    const res = await getProfile(withCookie(token));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHORIZED);
  });

  it('ends the sessions of a deactivated account', async () => {
    const user = await createUser(t, 'demo', { password: STRONG_PASSWORD });
    const token = await signIn(t, DEMO, user.email, STRONG_PASSWORD);
    await t.db.update(users).set({ status: 'inactive' }).where(eq(users.id, user.id));
    expect((await getProfile(withCookie(token))).statusCode).toBe(401);
  });

  it("is not a session on another agency's host", async () => {
    const coastal = await signIn(t, COASTAL, 'owner@coastal.test');
    expect(
      (await t.request(COASTAL, withCookie(coastal, { method: 'GET', url: '/api/user/getProfile' }))).statusCode,
    ).toBe(200);
    for (const options of [withCookie(coastal), withCookie(coastal)]) {
      const res = await getProfile(options);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(UNAUTHORIZED);
    }
  });
});

describe('in production', () => {
  it('marks the session cookies Secure', async () => {
    const production = await createTestApp({
      env: { NODE_ENV: 'production', APP_SECRET: 's'.repeat(40), SINGLE_NODE: 'true' },
    });
    try {
      await seedDemo(production.db);
      const res = await login(production, DEMO, 'client@demo.test');
      expect(res.statusCode).toBe(200);
      expect(cookieOf(res, 'x-access-token')).toMatchObject({
        secure: true,
        httpOnly: true,
        sameSite: 'Lax',
        maxAge: 604800,
      });
      expect(cookieOf(res, 'has-session')).toMatchObject({ secure: true, maxAge: 604800 });
    } finally {
      await production.close();
    }
  });
});

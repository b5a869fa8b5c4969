import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencies, users } from '../../platform/db/schema';
import { seedDemo } from '../../seed/seed';
import {
  COASTAL,
  cookieOf,
  createUser,
  DEMO,
  findUser,
  getUser,
  login,
  mintSsoToken,
  snapshotAccounts,
  STRONG_PASSWORD,
  uniqueEmail,
  withCookie,
  sessionTokenOf,
} from '../../testing/auth-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
});
afterAll(() => t.close());

const SSO_FAILED = { code: 'SSO_FAILED', message: 'Error during sso' };
const now = () => Math.floor(Date.now() / 1000);

const sso = (payload: Record<string, unknown>, host = DEMO) =>
  t.request(host, { method: 'POST', url: '/api/sso', payload });

describe('POST /api/sso', () => {
  it('signs in an existing user with a valid token and follows a relative deep link', async () => {
    const client = await getUser(t, 'demo', 'client@demo.test');
    const res = await sso({
      token: await mintSsoToken({ email: 'Client@Demo.test' }),
      deepLink: '/booknow/flights?from=LIS',
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toEqual({
      isTravelAgent: false,
      isSubscribed: true,
      loginCount: client.loginCount + 1,
      userType: 'Client',
      code: 'demo',
      agencyName: 'Blue Horizon Travel',
      navigateTo: '/booknow/flights?from=LIS',
      requireEmailVerification: false,
      _id: client.id,
    });
    expect(data.token).toBeUndefined();
    expect(cookieOf(res, 'x-access-token')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: 604800,
    });
    const profile = await t.request(
      DEMO,
      withCookie(sessionTokenOf(res), { method: 'GET', url: '/api/user/getProfile' }),
    );
    expect(profile.json().data.email).toBe('client@demo.test');
  });

  it('creates a verified client on first use', async () => {
    const email = uniqueEmail('sso');
    const res = await sso({ token: await mintSsoToken({ email, name: 'Sofia Santos' }) });
    expect(res.statusCode).toBe(200);
    const user = await getUser(t, 'demo', email);
    expect(user).toMatchObject({
      name: 'Sofia Santos',
      userType: 'Client',
      status: 'Active',
      passwordHash: null,
      loginCount: 1,
    });
    expect(user.emailVerifiedAt).toBeInstanceOf(Date);
    expect(res.json().data).toMatchObject({ _id: user.id, navigateTo: null, loginCount: 1 });
    // A second token signs the same account in.
    const again = await sso({ token: await mintSsoToken({ email }) });
    expect(again.json().data).toMatchObject({ _id: user.id, loginCount: 2 });
  });

  it('verifies an existing account that was waiting for its e-mail link: the signed token vouches for it', async () => {
    const user = await createUser(t, 'demo', { emailVerifiedAt: null, password: STRONG_PASSWORD });
    const before = await login(t, DEMO, user.email, STRONG_PASSWORD);
    expect(before.json().code).toBe('EMAIL_NOT_VERIFIED');

    const res = await sso({ token: await mintSsoToken({ email: user.email }) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: user.id, requireEmailVerification: false });
    expect((await getUser(t, 'demo', user.email)).emailVerifiedAt).toBeInstanceOf(Date);
    // The password log-in of the same account now goes through.
    expect((await login(t, DEMO, user.email, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('names a new user after the e-mail when the token has no name', async () => {
    const email = uniqueEmail('noname');
    await sso({ token: await mintSsoToken({ email }) });
    expect((await getUser(t, 'demo', email)).name).toBe(email.split('@')[0]);
  });

  it("creates the demo account for a coastal user's e-mail, never opening the coastal account", async () => {
    const coastalOwner = await getUser(t, 'coastal', 'owner@coastal.test');
    const res = await sso({ token: await mintSsoToken({ email: 'owner@coastal.test' }) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data._id).not.toBe(coastalOwner.id);
    expect(res.json().data.code).toBe('demo');
    expect((await getUser(t, 'demo', 'owner@coastal.test')).id).toBe(res.json().data._id);
  });

  it.each([
    ['//evil.example', null],
    ['https://evil.example/steal', null],
    ['/\\evil.example', null],
    ['javascript:alert(1)', null],
    ['/dashboard', '/dashboard'],
  ])('gives navigateTo %j -> %j', async (deepLink, navigateTo) => {
    const res = await sso({ token: await mintSsoToken({ email: 'client@demo.test' }), deepLink });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.navigateTo).toBe(navigateTo);
  });

  describe('refuses with 400 SSO_FAILED and changes nothing', () => {
    const cases: Array<[string, () => Promise<string>]> = [
      [
        'a wrong secret',
        () => mintSsoToken({ email: uniqueEmail(), secret: 'another-secret-another-secret-another-secret!' }),
      ],
      ['a wrong audience', () => mintSsoToken({ email: uniqueEmail(), audience: 'coastal' })],
      ['an expired token', () => mintSsoToken({ email: uniqueEmail(), iat: now() - 120, exp: now() - 60 })],
      [
        'a token older than 5 minutes',
        () => mintSsoToken({ email: uniqueEmail(), iat: now() - 301, exp: now() + 600 }),
      ],
      ['another algorithm', () => mintSsoToken({ email: uniqueEmail(), alg: 'HS512' })],
      ['no e-mail', () => mintSsoToken({ name: 'No Mail' })],
      ['a malformed e-mail', () => mintSsoToken({ email: 'not-an-email' })],
      ['a token that is no JWT', async () => 'definitely.not.a-jwt'],
    ];
    it.each(cases)('%s', async (_label, mint) => {
      const token = await mint();
      const before = await snapshotAccounts(t.db);
      const res = await sso({ token, deepLink: '/dashboard' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(SSO_FAILED);
      expect(res.cookies).toEqual([]);
      expect(await snapshotAccounts(t.db)).toEqual(before);
    });
  });

  it('refuses a replayed token (its id is single-use)', async () => {
    const token = await mintSsoToken({ email: 'client@demo.test', jti: randomUUID() });
    expect((await sso({ token })).statusCode).toBe(200);
    const before = await snapshotAccounts(t.db);
    const replay = await sso({ token });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual(SSO_FAILED);
    expect(await snapshotAccounts(t.db)).toEqual(before);
  });

  it('refuses a replayed id even in a new token', async () => {
    const jti = randomUUID();
    expect((await sso({ token: await mintSsoToken({ email: 'client@demo.test', jti }) })).statusCode).toBe(200);
    expect((await sso({ token: await mintSsoToken({ email: 'agent@demo.test', jti }) })).json()).toEqual(SSO_FAILED);
  });

  it('refuses on an agency without SSO', async () => {
    const coastal = await t.db.select().from(agencies).where(eq(agencies.code, 'coastal'));
    expect(coastal[0]?.isSsoEnabled).toBe(false);
    const email = uniqueEmail('nosso');
    const token = await mintSsoToken({
      email,
      audience: 'coastal',
      secret: 'whatever-secret-whatever-secret-whatever-secret',
    });
    const res = await sso({ token }, COASTAL);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(SSO_FAILED);
    expect(await findUser(t, 'coastal', email)).toBeNull();
  });

  it('refuses once the agency turns SSO off', async () => {
    await t.db.update(agencies).set({ isSsoEnabled: false }).where(eq(agencies.code, 'demo'));
    await t.services.agencies.invalidate();
    try {
      const res = await sso({ token: await mintSsoToken({ email: 'client@demo.test' }) });
      expect(res.json()).toEqual(SSO_FAILED);
    } finally {
      await t.db.update(agencies).set({ isSsoEnabled: true }).where(eq(agencies.code, 'demo'));
      await t.services.agencies.invalidate();
    }
    expect((await sso({ token: await mintSsoToken({ email: 'client@demo.test' }) })).statusCode).toBe(200);
  });

  it('refuses a deactivated account', async () => {
    const email = uniqueEmail('off');
    await sso({ token: await mintSsoToken({ email }) });
    await t.db.update(users).set({ status: 'inactive' }).where(eq(users.email, email));
    const res = await sso({ token: await mintSsoToken({ email }) });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ACCOUNT_INACTIVE');
  });

  it.each([
    [{ token: '' }, 'token', 'Required'],
    [{ token: 'x'.repeat(4001) }, 'token', 'Too long'],
    [{ token: 'a.b.c', deepLink: 5 }, 'deepLink', 'Invalid value'],
  ])('refuses %j with 400 naming %s', async (payload, field, message) => {
    const before = await snapshotAccounts(t.db);
    const res = await sso(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Please check the highlighted fields',
      details: { [field]: message },
    });
    expect(await snapshotAccounts(t.db)).toEqual(before);
  });
});

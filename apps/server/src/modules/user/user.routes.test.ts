import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/seed';
import {
  COASTAL,
  createUser,
  DEMO,
  getUser,
  lastMail,
  login,
  openSession,
  readOutbox,
  signIn,
  snapshotAccounts,
  STRONG_PASSWORD,
  withCookie,
} from '../../testing/auth-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
});
afterAll(() => t.close());

const UNAUTHORIZED = { code: 'UNAUTHORIZED', message: 'Your session has expired, Please login again.' };
const FORBIDDEN = { code: 'FORBIDDEN', message: 'You are not allowed to do this' };
const invalid = (field: string, message: string) => ({
  code: 'VALIDATION_FAILED',
  message: 'Please check the highlighted fields',
  details: { [field]: message },
});

describe('GET /api/user/getProfile', () => {
  it('answers the signed-in user with the fields of spec section 3', async () => {
    const token = await openSession(t, 'demo', 'restricted@demo.test');
    const user = await getUser(t, 'demo', 'restricted@demo.test');
    const res = await t.request(DEMO, withCookie(token, { method: 'GET', url: '/api/user/getProfile' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      _id: user.id,
      name: 'Rui Restricted',
      email: 'restricted@demo.test',
      userType: 'Agent',
      isTravelAgent: true,
      isSubscribed: true,
      isRestrictedAgent: true,
      language: 'en',
      loginCount: user.loginCount,
      phone: null,
      profileImage: null,
      isRewardWalletEnable: false,
      agencyName: 'Blue Horizon Travel',
      createdAt: user.createdAt.toISOString(),
    });
    expect(JSON.stringify(res.json())).not.toContain('argon2');
  });

  it('answers 401 without a session, and for a session of another agency', async () => {
    const coastal = await openSession(t, 'coastal', 'owner@coastal.test');
    for (const options of [{}, withCookie(coastal)]) {
      const res = await t.request(DEMO, { method: 'GET', url: '/api/user/getProfile', ...options });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(UNAUTHORIZED);
    }
  });
});

describe('POST /api/user/editProfile', () => {
  it('changes name, phone and photo and answers the profile', async () => {
    const user = await createUser(t, 'demo');
    const token = await openSession(t, 'demo', user.email);
    const res = await t.request(
      DEMO,
      withCookie(token, {
        method: 'POST',
        url: '/api/user/editProfile',
        payload: { name: '  Maria Souza', phone: '+351 21 555 0100', profileImage: '/media/uploads/a.png' },
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Maria Souza',
      phone: '+351 21 555 0100',
      profileImage: '/media/uploads/a.png',
    });
    expect(await getUser(t, 'demo', user.email)).toMatchObject({
      name: 'Maria Souza',
      phone: '+351 21 555 0100',
      email: user.email,
    });
  });

  it('clears an empty phone and photo', async () => {
    const user = await createUser(t, 'demo', { phone: '123', profileImage: '/x.png' });
    const token = await openSession(t, 'demo', user.email);
    const res = await t.request(
      DEMO,
      withCookie(token, {
        method: 'POST',
        url: '/api/user/editProfile',
        payload: { name: 'Ana Lima', phone: '', profileImage: '' },
      }),
    );
    expect(res.json().data).toMatchObject({ phone: null, profileImage: null });
  });

  it.each([
    [{ name: '' }, 'name', 'Required'],
    [{ name: 'R2D2' }, 'name', 'Only alphabets are allowed'],
    [{ name: 'Ana <b>' }, 'name', 'No special characters allowed'],
    [{ name: 'A' }, 'name', 'Name must be minimum of two characters'],
    [{ name: 'Ana Lima', phone: 'call me' }, 'phone', 'Invalid value'],
    [{ name: 'Ana Lima', phone: '1'.repeat(31) }, 'phone', 'Too long'],
  ])('refuses %j: 400 naming %s, nothing changed', async (payload, field, message) => {
    const token = await openSession(t, 'demo', 'client@demo.test');
    const before = await snapshotAccounts(t.db);
    const res = await t.request(DEMO, withCookie(token, { method: 'POST', url: '/api/user/editProfile', payload }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalid(field, message));
    expect(await snapshotAccounts(t.db)).toEqual(before);
  });

  it('answers 401 without a session and changes nothing', async () => {
    const before = await snapshotAccounts(t.db);
    const res = await t.request(DEMO, { method: 'POST', url: '/api/user/editProfile', payload: { name: 'Ana Lima' } });
    expect(res.statusCode).toBe(401);
    expect(await snapshotAccounts(t.db)).toEqual(before);
  });
});

describe('POST /api/user/changePassword', () => {
  const NEW = 'Better#Pass77';

  it('changes the password, ends the other sessions, keeps this one and mails a notice', async () => {
    const user = await createUser(t, 'demo', { password: STRONG_PASSWORD });
    const current = await signIn(t, DEMO, user.email, STRONG_PASSWORD);
    const other = await signIn(t, DEMO, user.email, STRONG_PASSWORD);
    const res = await t.request(
      DEMO,
      withCookie(current, {
        method: 'POST',
        url: '/api/user/changePassword',
        payload: { currentPassword: STRONG_PASSWORD, newPassword: NEW },
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password changed successfully' });
    const profile = (token: string) =>
      t.request(DEMO, withCookie(token, { method: 'GET', url: '/api/user/getProfile' }));
    expect((await profile(current)).statusCode).toBe(200);
    expect((await profile(other)).statusCode).toBe(401);
    expect((await login(t, DEMO, user.email, STRONG_PASSWORD)).statusCode).toBe(400);
    expect((await login(t, DEMO, user.email, NEW)).statusCode).toBe(200);
    expect((await getUser(t, 'demo', user.email)).passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await lastMail(t, user.email, 'password-changed')).subject).toBe(
      'Your Blue Horizon Travel password was changed',
    );
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const user = await createUser(t, 'demo', { password: STRONG_PASSWORD });
    const token = await openSession(t, 'demo', user.email);
    const before = await snapshotAccounts(t.db);
    const res = await t.request(
      DEMO,
      withCookie(token, {
        method: 'POST',
        url: '/api/user/changePassword',
        payload: { currentPassword: 'Not#Mine123', newPassword: NEW },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'WRONG_PASSWORD', message: 'The current password is not correct' });
    expect(await snapshotAccounts(t.db)).toEqual(before);
  });

  it.each([
    [{ currentPassword: '', newPassword: NEW }, 'currentPassword', 'Required'],
    [{ currentPassword: STRONG_PASSWORD, newPassword: 'weak' }, 'newPassword', 'Password must be valid'],
    [
      { currentPassword: STRONG_PASSWORD, newPassword: 'Has Space#1' },
      'newPassword',
      'Password does not contain white space',
    ],
    [{ currentPassword: STRONG_PASSWORD }, 'newPassword', 'Required'],
  ])('refuses %j: 400 naming %s, nothing changed', async (payload, field, message) => {
    const user = await createUser(t, 'demo', { password: STRONG_PASSWORD });
    const token = await openSession(t, 'demo', user.email);
    const before = await snapshotAccounts(t.db);
    const res = await t.request(DEMO, withCookie(token, { method: 'POST', url: '/api/user/changePassword', payload }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalid(field, message));
    expect(await snapshotAccounts(t.db)).toEqual(before);
  });
});

/** As the app's pages call it: a same-origin fetch (a GET that changes data requires the proof, see csrf.test.ts). */
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

describe('GET /api/user/changeLanguage/:lang', () => {
  it("persists the user's language and answers in it", async () => {
    const user = await createUser(t, 'demo');
    const token = await openSession(t, 'demo', user.email);
    const res = await t.request(
      DEMO,
      withCookie(token, { method: 'GET', url: '/api/user/changeLanguage/pt', headers: SAME_ORIGIN }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Idioma alterado' });
    expect((await getUser(t, 'demo', user.email)).language).toBe('pt');
    const profile = await t.request(DEMO, withCookie(token, { method: 'GET', url: '/api/user/getProfile' }));
    expect(profile.json().data.language).toBe('pt');

    const back = await t.request(
      DEMO,
      withCookie(token, { method: 'GET', url: '/api/user/changeLanguage/en', headers: SAME_ORIGIN }),
    );
    expect(back.json()).toEqual({ message: 'Language changed' });
    expect((await getUser(t, 'demo', user.email)).language).toBe('en');
  });

  it('mails the user in the chosen language afterwards', async () => {
    const user = await createUser(t, 'demo', { password: STRONG_PASSWORD });
    const token = await openSession(t, 'demo', user.email);
    await t.request(
      DEMO,
      withCookie(token, { method: 'GET', url: '/api/user/changeLanguage/es', headers: SAME_ORIGIN }),
    );
    await t.request(DEMO, { method: 'POST', url: '/api/user/forgotPasswordLink', payload: { email: user.email } });
    expect((await lastMail(t, user.email, 'reset-password')).subject).toBe(
      'Restablezca su contraseña de Blue Horizon Travel',
    );
  });

  it('refuses an unsupported language with 400 and keeps the old one', async () => {
    const user = await createUser(t, 'demo', { language: 'es' });
    const token = await openSession(t, 'demo', user.email);
    const before = await snapshotAccounts(t.db);
    const res = await t.request(
      DEMO,
      withCookie(token, { method: 'GET', url: '/api/user/changeLanguage/fr', headers: SAME_ORIGIN }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalid('lang', 'Invalid value'));
    expect(await snapshotAccounts(t.db)).toEqual(before);
  });

  it('answers 401 without a session', async () => {
    const res = await t.request(DEMO, { method: 'GET', url: '/api/user/changeLanguage/pt' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHORIZED);
  });
});

describe('GET /api/user/list/email', () => {
  const search = (token: string | null, text: string, host = DEMO) =>
    t.request(host, {
      method: 'GET',
      url: `/api/user/list/email?text=${encodeURIComponent(text)}`,
      ...(token ? withCookie(token) : {}),
    });

  it("lists the agency's users whose e-mail starts with the text, for agents", async () => {
    const client = await getUser(t, 'demo', 'client@demo.test');
    for (const email of ['agent@demo.test', 'restricted@demo.test', 'admin@demo.test', 'owner@demo.test']) {
      const res = await search(await openSession(t, 'demo', email), 'CLIENT@');
      expect(res.statusCode, email).toBe(200);
      expect(res.json().data).toEqual([
        { _id: client.id, name: 'Clara Client', email: 'client@demo.test', userType: 'Client' },
      ]);
    }
  });

  it('never lists users of another agency', async () => {
    const token = await openSession(t, 'demo', 'agent@demo.test');
    const res = await search(token, 'owner@');
    expect(res.json().data.map((user: { email: string }) => user.email)).toEqual(['owner@demo.test']);
  });

  it('treats % and _ as plain characters', async () => {
    const token = await openSession(t, 'demo', 'agent@demo.test');
    expect((await search(token, '%')).json().data).toEqual([]);
    expect((await search(token, '_')).json().data).toEqual([]);
  });

  it('refuses a client with 403', async () => {
    const res = await search(await openSession(t, 'demo', 'client@demo.test'), 'a');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(FORBIDDEN);
  });

  it('answers 401 without a session, and for a coastal session on demo', async () => {
    for (const token of [null, await openSession(t, 'coastal', 'owner@coastal.test')]) {
      const res = await search(token, 'a');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(UNAUTHORIZED);
    }
    expect((await search(await openSession(t, 'coastal', 'owner@coastal.test'), 'owner', COASTAL)).statusCode).toBe(
      200,
    );
  });

  it('refuses an empty text with 400 naming it', async () => {
    const token = await openSession(t, 'demo', 'agent@demo.test');
    for (const url of ['/api/user/list/email?text=', '/api/user/list/email']) {
      const res = await t.request(DEMO, withCookie(token, { method: 'GET', url }));
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toHaveProperty('text');
    }
  });
});

describe('mail of profile changes', () => {
  it('writes nothing to the outbox for a profile edit', async () => {
    const user = await createUser(t, 'demo');
    const token = await openSession(t, 'demo', user.email);
    await t.request(
      DEMO,
      withCookie(token, { method: 'POST', url: '/api/user/editProfile', payload: { name: 'Quiet Change' } }),
    );
    expect(await readOutbox(t, { to: user.email })).toEqual([]);
  });
});

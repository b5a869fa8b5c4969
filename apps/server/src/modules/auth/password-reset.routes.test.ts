import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens } from '../../platform/db/schema';
import { hashToken } from '../../platform/security/tokens';
import { seedDemo } from '../../seed/seed';
import {
  COASTAL,
  createUser,
  DEMO,
  getUser,
  lastMail,
  login,
  readOutbox,
  signIn,
  snapshotAccounts,
  STRONG_PASSWORD,
  tokenFromLink,
  uniqueEmail,
  withCookie,
} from '../../testing/auth-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
});
afterAll(() => t.close());

const LINK_SENT = 'If an account exists for this e-mail, we have sent a link to reset the password.';
const TOKEN_INVALID = { code: 'TOKEN_INVALID', message: 'This link has expired or was already used' };
const NEW_PASSWORD = 'Fresh#Start42';

const askLink = (host: string, email: string) =>
  t.request(host, { method: 'POST', url: '/api/user/forgotPasswordLink', payload: { email } });
const isValid = async (host: string, token: string) => {
  const res = await t.request(host, { method: 'POST', url: '/api/user/forgotPwdValidity', payload: { token } });
  expect(res.statusCode).toBe(200);
  return res.json().data.isValid as boolean;
};
const reset = (host: string, token: string, password = NEW_PASSWORD) =>
  t.request(host, { method: 'POST', url: '/api/user/forgotPassword', payload: { token, password } });

/** A verified client with a password, and the token of a fresh reset link for them. */
async function userWithResetLink(host = DEMO, agency = 'demo') {
  const user = await createUser(t, agency, { password: STRONG_PASSWORD });
  expect((await askLink(host, user.email)).statusCode).toBe(200);
  const token = tokenFromLink(await lastMail(t, user.email, 'reset-password'), `http://${host}`, '/newPassword');
  return { user, token };
}

describe('POST /api/user/forgotPasswordLink', () => {
  it('answers the same whether or not the e-mail exists, and mails only an existing account', async () => {
    const user = await createUser(t, 'demo', { password: STRONG_PASSWORD });
    const unknown = uniqueEmail('ghost');
    const known = await askLink(DEMO, user.email.toUpperCase());
    const missing = await askLink(DEMO, unknown);
    for (const res of [known, missing]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: LINK_SENT });
    }
    expect(await readOutbox(t, { to: unknown })).toEqual([]);
    const mail = await lastMail(t, user.email, 'reset-password');
    expect(mail.subject).toBe('Reset your Blue Horizon Travel password');
    const token = tokenFromLink(mail, 'http://demo.localhost', '/newPassword');
    expect(mail.html).toContain(`http://demo.localhost/newPassword?token=${token}`);
  });

  it('mails nobody for an account of another agency', async () => {
    const res = await askLink(DEMO, 'owner@coastal.test');
    expect(res.json()).toEqual({ message: LINK_SENT });
    expect(await readOutbox(t, { to: 'owner@coastal.test', template: 'reset-password' })).toEqual([]);
  });

  it('mails nobody for a deactivated account, with the same answer', async () => {
    const user = await createUser(t, 'demo', { password: STRONG_PASSWORD, status: 'inactive' });
    const res = await askLink(DEMO, user.email);
    expect(res.json()).toEqual({ message: LINK_SENT });
    expect(await readOutbox(t, { to: user.email })).toEqual([]);
  });

  it('makes a link valid for 1 hour, stored hashed', async () => {
    const { token } = await userWithResetLink();
    const [row] = await t.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
    expect(row?.purpose).toBe('reset_password');
    const lifetime = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(Math.abs(lifetime - 3_600_000)).toBeLessThan(60_000);
  });

  it('replaces an earlier link with the new one', async () => {
    const { user, token: first } = await userWithResetLink();
    await askLink(DEMO, user.email);
    const second = tokenFromLink(
      await lastMail(t, user.email, 'reset-password'),
      'http://demo.localhost',
      '/newPassword',
    );
    expect(await isValid(DEMO, first)).toBe(false);
    expect(await isValid(DEMO, second)).toBe(true);
  });

  it.each([
    ['', 'Please enter email address'],
    ['ana@@example.com', '@@ are not allowed'],
    ['ana@example.com.', 'Dot are not allowed at the end of email address'],
    ['ana@.example.com', 'Dot are not allowed before domain name'],
    ['ana lima@example.com', 'Space are not allowed in email address'],
    ['ana.example.com', 'Please include an @ in the email address'],
    ['ana@example', 'The entered email is not valid'],
  ])('refuses %j with %j and mails nothing', async (email, message) => {
    const before = await snapshotAccounts(t.db);
    const res = await askLink(DEMO, email);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Please check the highlighted fields',
      details: { email: message },
    });
    expect(await snapshotAccounts(t.db)).toEqual(before);
  });
});

describe('POST /api/user/forgotPwdValidity', () => {
  it('answers true for a live link and false for an unknown, expired, used or foreign one', async () => {
    const { token } = await userWithResetLink();
    expect(await isValid(DEMO, token)).toBe(true);
    expect(await isValid(DEMO, 'b'.repeat(43))).toBe(false);
    expect(await isValid(COASTAL, token)).toBe(false);

    const { token: expired } = await userWithResetLink();
    await t.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.tokenHash, hashToken(expired)));
    expect(await isValid(DEMO, expired)).toBe(false);

    expect((await reset(DEMO, token)).statusCode).toBe(200);
    expect(await isValid(DEMO, token)).toBe(false);
  });

  it('refuses a malformed token with 400 naming it', async () => {
    const res = await t.request(DEMO, { method: 'POST', url: '/api/user/forgotPwdValidity', payload: { token: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: { token: 'Invalid value' } });
  });
});

describe('POST /api/user/forgotPassword', () => {
  it('sets the new password, ends every session and mails a notice', async () => {
    const { user, token } = await userWithResetLink();
    const sessions = [
      await signIn(t, DEMO, user.email, STRONG_PASSWORD),
      await signIn(t, DEMO, user.email, STRONG_PASSWORD),
    ];

    const res = await reset(DEMO, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your password has been reset. You can now log in.' });

    for (const session of sessions) {
      expect(
        (await t.request(DEMO, withCookie(session, { method: 'GET', url: '/api/user/getProfile' }))).statusCode,
      ).toBe(401);
    }
    expect((await login(t, DEMO, user.email, STRONG_PASSWORD)).statusCode).toBe(400);
    expect((await login(t, DEMO, user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await getUser(t, 'demo', user.email)).passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const notice = await lastMail(t, user.email, 'password-changed');
    expect(notice.subject).toBe('Your Blue Horizon Travel password was changed');
  });

  it('works once', async () => {
    const { token } = await userWithResetLink();
    expect((await reset(DEMO, token)).statusCode).toBe(200);
    const again = await reset(DEMO, token, 'Another#Pass5');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(TOKEN_INVALID);
  });

  it('refuses an expired link and keeps the old password', async () => {
    const { user, token } = await userWithResetLink();
    await t.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
    const res = await reset(DEMO, token);
    expect(res.json()).toEqual(TOKEN_INVALID);
    expect((await login(t, DEMO, user.email, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it("does not take another agency's link", async () => {
    const { user, token } = await userWithResetLink(COASTAL, 'coastal');
    const before = await snapshotAccounts(t.db);
    const res = await reset(DEMO, token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(TOKEN_INVALID);
    expect(await snapshotAccounts(t.db)).toEqual(before);
    expect((await login(t, COASTAL, user.email, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    ['password', 'weakpass', 'Password must be valid'],
    ['password', '', 'Required'],
    ['password', 'Has Space1!', 'Password does not contain white space'],
    ['token', 'short', 'Invalid value'],
  ])('refuses %s %j with 400, keeping the link', async (field, value, message) => {
    const { token } = await userWithResetLink();
    const before = await snapshotAccounts(t.db);
    const res = await t.request(DEMO, {
      method: 'POST',
      url: '/api/user/forgotPassword',
      payload: { token, password: NEW_PASSWORD, [field]: value },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Please check the highlighted fields',
      details: { [field]: message },
    });
    expect(await snapshotAccounts(t.db)).toEqual(before);
    expect(await isValid(DEMO, token)).toBe(true);
  });
});

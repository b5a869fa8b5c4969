import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens } from '../../platform/db/schema';
import { hashToken } from '../../platform/security/tokens';
import { seedDemo } from '../../seed/seed';
import {
  COASTAL,
  DEMO,
  findUser,
  getUser,
  lastMail,
  login,
  openSession,
  readOutbox,
  snapshotAccounts,
  STRONG_PASSWORD,
  tokenFromLink,
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

const TOKEN_INVALID = { code: 'TOKEN_INVALID', message: 'This link has expired or was already used' };
const FORBIDDEN = { code: 'FORBIDDEN', message: 'You are not allowed to do this' };

const invite = (token: string | null, payload: Record<string, unknown>, host = DEMO) =>
  t.request(host, { method: 'POST', url: '/api/agency/invitations', payload, ...(token ? withCookie(token) : {}) });
const lookup = (token: string, host = DEMO) =>
  t.request(host, { method: 'GET', url: `/api/agency/invitations/${token}` });
const accept = (payload: Record<string, unknown>, host = DEMO) =>
  t.request(host, { method: 'POST', url: '/api/agency/agents', payload });

/** An invitation by the demo owner; answers the invited e-mail and the link's token. */
async function invited(isRestrictedAgent?: boolean, host = DEMO, manager = 'owner@demo.test', agency = 'demo') {
  const email = uniqueEmail('invited');
  const payload = isRestrictedAgent === undefined ? { email } : { email, isRestrictedAgent };
  const res = await invite(await openSession(t, agency, manager), payload, host);
  expect(res.statusCode, res.body).toBe(200);
  const token = tokenFromLink(await lastMail(t, email, 'invitation'), `http://${host}`, '/signup', 'invite');
  return { email, token };
}

describe('POST /api/agency/invitations', () => {
  it.each(['owner@demo.test', 'admin@demo.test'])(
    'lets %s invite an agent by e-mail; the mail links to the agency sign-up',
    async (manager) => {
      const email = uniqueEmail('invitee');
      const res = await invite(await openSession(t, 'demo', manager), {
        email: email.toUpperCase(),
        isRestrictedAgent: true,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Invitation sent' });
      const mail = await lastMail(t, email, 'invitation');
      const inviter = (await getUser(t, 'demo', manager)).name;
      expect(mail.subject).toBe(`${inviter} invited you to join Blue Horizon Travel`);
      const token = tokenFromLink(mail, 'http://demo.localhost', '/signup', 'invite');
      const [row] = await t.db
        .select()
        .from(oneTimeTokens)
        .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
      expect(row).toMatchObject({ purpose: 'invitation', usedAt: null, data: { email, isRestrictedAgent: true } });
    },
  );

  it.each(['agent@demo.test', 'restricted@demo.test', 'client@demo.test'])(
    'refuses %s with 403 and mails nothing',
    async (email) => {
      const invitee = uniqueEmail('nope');
      const token = await openSession(t, 'demo', email);
      const before = await snapshotAccounts(t.db);
      const res = await invite(token, { email: invitee });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN);
      expect(await snapshotAccounts(t.db)).toEqual(before);
    },
  );

  it('refuses an e-mail that already has an account at the agency with 409', async () => {
    const res = await invite(await openSession(t, 'demo', 'owner@demo.test'), { email: 'client@demo.test' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'EMAIL_TAKEN', message: 'An account with this e-mail already exists' });
  });

  it.each([
    [{ email: '' }, 'email', 'Required'],
    [{ email: 'agent.example.com' }, 'email', 'Please include an @ in the email address'],
    [{ email: uniqueEmail(), isRestrictedAgent: 'yes' }, 'isRestrictedAgent', 'Invalid value'],
  ])('refuses %j with 400 naming %s', async (payload, field, message) => {
    const token = await openSession(t, 'demo', 'owner@demo.test');
    const before = await snapshotAccounts(t.db);
    const res = await invite(token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Please check the highlighted fields',
      details: { [field]: message },
    });
    expect(await snapshotAccounts(t.db)).toEqual(before);
  });

  it('answers 401 without a session, and for a coastal session on demo', async () => {
    for (const token of [null, await openSession(t, 'coastal', 'owner@coastal.test')]) {
      const res = await invite(token, { email: uniqueEmail() });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    }
  });
});

describe('GET /api/agency/invitations/:token', () => {
  it('shows the invited e-mail, the restricted flag and the agency', async () => {
    const { email, token } = await invited(true);
    const res = await lookup(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { email, isRestrictedAgent: true, agencyName: 'Blue Horizon Travel' } });
  });

  it("does not find another agency's invitation, or an expired one", async () => {
    const { token } = await invited(false, COASTAL, 'owner@coastal.test', 'coastal');
    expect((await lookup(token, COASTAL)).statusCode).toBe(200);
    const foreign = await lookup(token);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual(TOKEN_INVALID);

    const { token: old } = await invited();
    await t.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.tokenHash, hashToken(old)));
    expect((await lookup(old)).json()).toEqual(TOKEN_INVALID);
  });

  it('refuses a malformed token with 400 naming it', async () => {
    const res = await lookup('short');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: { token: 'Invalid value' } });
  });
});

describe('POST /api/agency/agents', () => {
  it('creates a verified agent, keeping the restricted flag, who can log in at once', async () => {
    const { email, token } = await invited(true);
    const res = await accept({ token, name: 'Rita Reis', password: STRONG_PASSWORD, checked: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your account is ready. You can now log in.' });
    const agent = await getUser(t, 'demo', email);
    expect(agent).toMatchObject({ name: 'Rita Reis', userType: 'Agent', isRestrictedAgent: true, status: 'Active' });
    expect(agent.emailVerifiedAt).toBeInstanceOf(Date);
    expect(agent.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const loggedIn = await login(t, DEMO, email, STRONG_PASSWORD);
    expect(loggedIn.statusCode).toBe(200);
    expect(loggedIn.json().data).toMatchObject({ userType: 'Agent', isTravelAgent: true, _id: agent.id });
    const profile = await t.request(
      DEMO,
      withCookie(sessionTokenOf(loggedIn), { method: 'GET', url: '/api/user/getProfile' }),
    );
    expect(profile.json().data).toMatchObject({ isRestrictedAgent: true, isTravelAgent: true });
  });

  it('creates an unrestricted agent by default', async () => {
    const { email, token } = await invited();
    expect((await accept({ token, name: 'Nuno Neves', password: STRONG_PASSWORD, checked: true })).statusCode).toBe(
      200,
    );
    expect((await getUser(t, 'demo', email)).isRestrictedAgent).toBe(false);
  });

  it('works once', async () => {
    const { token } = await invited();
    expect((await accept({ token, name: 'Once Only', password: STRONG_PASSWORD, checked: true })).statusCode).toBe(200);
    const before = await snapshotAccounts(t.db);
    const again = await accept({ token, name: 'Twice Over', password: STRONG_PASSWORD, checked: true });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(TOKEN_INVALID);
    expect(await snapshotAccounts(t.db)).toEqual(before);
    expect((await lookup(token)).json()).toEqual(TOKEN_INVALID);
  });

  it("does not take another agency's invitation", async () => {
    const { email, token } = await invited(false, COASTAL, 'owner@coastal.test', 'coastal');
    const res = await accept({ token, name: 'Wrong Site', password: STRONG_PASSWORD, checked: true });
    expect(res.json()).toEqual(TOKEN_INVALID);
    expect(await findUser(t, 'demo', email)).toBeNull();
    expect(await findUser(t, 'coastal', email)).toBeNull();
  });

  it.each([
    ['name', 'R2', 'Only alphabets are allowed'],
    ['name', '', 'Required'],
    ['password', 'weakpass', 'Password must be valid'],
    ['checked', false, 'Please accept the terms and conditions'],
    ['token', 'short', 'Invalid value'],
  ])('refuses %s %j with 400, keeping the invitation', async (field, value, message) => {
    const { token } = await invited();
    const before = await snapshotAccounts(t.db);
    const res = await accept({ token, name: 'Ana Lima', password: STRONG_PASSWORD, checked: true, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Please check the highlighted fields',
      details: { [field]: message },
    });
    expect(await snapshotAccounts(t.db)).toEqual(before);
    expect((await lookup(token)).statusCode).toBe(200);
  });

  it('mails nothing when the agent signs up', async () => {
    const { email, token } = await invited();
    await accept({ token, name: 'Silent Signup', password: STRONG_PASSWORD, checked: true });
    expect((await readOutbox(t, { to: email })).map((mail) => mail.template)).toEqual(['invitation']);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { oneTimeTokens } from '../../platform/db/schema';
import { hashToken } from '../../platform/security/tokens';
import { seedDemo } from '../../seed/seed';
import {
  COASTAL,
  DEMO,
  findUser,
  getUser,
  INACTIVE,
  lastMail,
  login,
  readOutbox,
  snapshotAccounts,
  STRONG_PASSWORD,
  tokenFromLink,
  uniqueEmail,
} from '../../testing/auth-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
});
afterAll(() => t.close());

const SIGNED_UP =
  'Thanks for registering. Please check your inbox for an email verification link to activate your account.';
const TOKEN_INVALID = { code: 'TOKEN_INVALID', message: 'This link has expired or was already used' };

function signUp(host: string, overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return t.request(host, {
    method: 'POST',
    url: '/api/user/signUp',
    headers,
    payload: {
      name: 'Ana Lima',
      email: uniqueEmail('signup'),
      password: STRONG_PASSWORD,
      hostName: host,
      checked: true,
      ...overrides,
    },
  });
}

function verify(host: string, token: string) {
  return t.request(host, { method: 'POST', url: '/api/user/verify', payload: { token } });
}

describe('POST /api/user/signUp', () => {
  it('creates an unverified client and mails a verification link on the agency host', async () => {
    const email = uniqueEmail('new');
    const res = await signUp(DEMO, { email: email.toUpperCase(), name: '  Ana Lima' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: SIGNED_UP });

    const user = await getUser(t, 'demo', email);
    expect(user).toMatchObject({
      name: 'Ana Lima',
      email,
      userType: 'Client',
      status: 'Active',
      emailVerifiedAt: null,
      isRestrictedAgent: false,
    });
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const mails = await readOutbox(t, { to: email });
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail).toMatchObject({
      template: 'verify-email',
      subject: 'Confirm your e-mail for Blue Horizon Travel',
      status: 'pending',
    });
    if (!mail) throw new Error('no mail');
    const token = tokenFromLink(mail, 'http://demo.localhost', '/verify');
    expect(mail?.html).toContain(`http://demo.localhost/verify?token=${token}`);
    // Only the hash of the link's token is stored.
    const [row] = await t.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
    expect(row).toMatchObject({ purpose: 'verify_email', userId: user.id, usedAt: null });
    expect(JSON.stringify(await t.db.select().from(oneTimeTokens))).not.toContain(token);
  });

  it('writes the mail in the language of the visitor', async () => {
    const email = uniqueEmail('pt');
    const res = await signUp(DEMO, { email }, { 'accept-language': 'pt-BR' });
    expect(res.json().message).toBe(
      'Obrigado por se cadastrar. Verifique sua caixa de entrada para encontrar o link de verificação e ativar sua conta.',
    );
    expect((await getUser(t, 'demo', email)).language).toBe('pt');
    expect((await lastMail(t, email, 'verify-email')).subject).toBe('Confirme seu e-mail em Blue Horizon Travel');
  });

  it('keeps an unverified account out and mails a new link; every link works until one is used', async () => {
    const email = uniqueEmail('verify');
    await signUp(DEMO, { email });
    const first = tokenFromLink(await lastMail(t, email, 'verify-email'), 'http://demo.localhost', '/verify');

    const refused = await login(t, DEMO, email, STRONG_PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Please verify your e-mail address first. We have sent you a new verification link.',
    });
    expect(refused.cookies).toEqual([]);
    const mails = await readOutbox(t, { to: email, template: 'verify-email' });
    expect(mails).toHaveLength(2);
    const second = tokenFromLink(await lastMail(t, email, 'verify-email'), 'http://demo.localhost', '/verify');
    expect(second).not.toBe(first);

    // The re-send did not undo the first mail: its link verifies, and then no link works again.
    const verified = await verify(DEMO, first);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ message: 'Your e-mail is verified. You can now log in.' });
    expect((await getUser(t, 'demo', email)).emailVerifiedAt).toBeInstanceOf(Date);
    for (const used of [first, second]) {
      const again = await verify(DEMO, used);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual(TOKEN_INVALID);
    }

    const loggedIn = await login(t, DEMO, email, STRONG_PASSWORD);
    expect(loggedIn.statusCode).toBe(200);
    expect(loggedIn.json().data).toMatchObject({ userType: 'Client', isTravelAgent: false, loginCount: 1 });
  });

  it('rate limits verification mails: 3 an hour (sign-up included), then log-ins point to the links sent', async () => {
    const email = uniqueEmail('resend');
    await signUp(DEMO, { email });
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push((await login(t, DEMO, email, STRONG_PASSWORD)).json());
    expect(answers.map((answer) => answer.code)).toEqual(Array(5).fill('EMAIL_NOT_VERIFIED'));
    expect(answers.at(-1)?.message).toBe(
      'Please verify your e-mail address first, with the link we have already sent you. Check your spam folder too.',
    );
    const mails = await readOutbox(t, { to: email, template: 'verify-email' });
    expect(mails).toHaveLength(3);
    // Every link sent is still live: the middle one verifies.
    const links = mails.map((mail) => tokenFromLink(mail, 'http://demo.localhost', '/verify'));
    expect(new Set(links).size).toBe(3);
    expect((await verify(DEMO, links[1] ?? '')).statusCode).toBe(200);

    // An hour later an unverified account gets a new mail again.
    const other = uniqueEmail('resend-later');
    await signUp(DEMO, { email: other });
    for (let i = 0; i < 3; i += 1) await login(t, DEMO, other, STRONG_PASSWORD);
    expect(await readOutbox(t, { to: other, template: 'verify-email' })).toHaveLength(3);
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(Date.now() + 61 * 60_000);
    try {
      expect((await login(t, DEMO, other, STRONG_PASSWORD)).json().message).toBe(
        'Please verify your e-mail address first. We have sent you a new verification link.',
      );
    } finally {
      vi.useRealTimers();
    }
    expect(await readOutbox(t, { to: other, template: 'verify-email' })).toHaveLength(4);
  });

  it('expires the verification link after 24 hours', async () => {
    const email = uniqueEmail('expire');
    await signUp(DEMO, { email });
    const token = tokenFromLink(await lastMail(t, email, 'verify-email'), 'http://demo.localhost', '/verify');
    const [row] = await t.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
    const lifetime = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(Math.abs(lifetime - 24 * 3_600_000)).toBeLessThan(60_000);

    await t.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
    const res = await verify(DEMO, token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(TOKEN_INVALID);
    expect((await getUser(t, 'demo', email)).emailVerifiedAt).toBeNull();
  });

  it("does not verify with another agency's link", async () => {
    const email = uniqueEmail('cross');
    await signUp(COASTAL, { email });
    const token = tokenFromLink(await lastMail(t, email, 'verify-email'), 'http://coastal.localhost', '/verify');
    expect((await verify(DEMO, token)).json()).toEqual(TOKEN_INVALID);
    expect((await getUser(t, 'coastal', email)).emailVerifiedAt).toBeNull();
    expect((await verify(COASTAL, token)).statusCode).toBe(200);
  });

  it('refuses an e-mail already registered at the agency with 409, whatever its case, and changes nothing', async () => {
    const before = await snapshotAccounts(t.db);
    const res = await signUp(DEMO, { email: 'Client@Demo.Test' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'EMAIL_TAKEN', message: 'An account with this e-mail already exists' });
    expect(await snapshotAccounts(t.db)).toEqual(before);
  });

  it('answers 409 to all but one of simultaneous sign-ups with the same e-mail', async () => {
    for (let round = 0; round < 3; round += 1) {
      const email = uniqueEmail('race');
      const answers = await Promise.all([1, 2, 3].map(() => signUp(DEMO, { email })));
      const codes = answers.map((res) => `${res.statusCode} ${res.json().code ?? ''}`.trim()).sort();
      expect(codes).toEqual(['200', '409 EMAIL_TAKEN', '409 EMAIL_TAKEN']);
      expect(await readOutbox(t, { to: email })).toHaveLength(1);
    }
  });

  it('keeps the same e-mail at two agencies as two accounts; log-in on demo never opens the coastal one', async () => {
    const email = uniqueEmail('twice');
    const coastalPassword = 'Coastal#Pass7';
    expect((await signUp(DEMO, { email })).statusCode).toBe(200);
    expect((await signUp(COASTAL, { email, password: coastalPassword })).statusCode).toBe(200);
    const demoMail = (await readOutbox(t, { to: email })).find((mail) =>
      mail.text.includes('http://demo.localhost/verify'),
    );
    const coastalMail = (await readOutbox(t, { to: email })).find((mail) =>
      mail.text.includes('http://coastal.localhost/verify'),
    );
    if (!demoMail || !coastalMail) throw new Error('both agencies should have mailed a link');
    expect(coastalMail.subject).toBe('Confirm your e-mail for Coastal Escapes');
    expect((await verify(DEMO, tokenFromLink(demoMail, 'http://demo.localhost', '/verify'))).statusCode).toBe(200);
    expect((await verify(COASTAL, tokenFromLink(coastalMail, 'http://coastal.localhost', '/verify'))).statusCode).toBe(
      200,
    );

    const demoUser = await getUser(t, 'demo', email);
    const coastalUser = await getUser(t, 'coastal', email);
    expect(demoUser.id).not.toBe(coastalUser.id);

    const wrongAgency = await login(t, DEMO, email, coastalPassword);
    expect(wrongAgency.statusCode).toBe(400);
    expect(wrongAgency.json().code).toBe('INVALID_CREDENTIALS');
    const onDemo = await login(t, DEMO, email, STRONG_PASSWORD);
    expect(onDemo.json().data).toMatchObject({ _id: demoUser.id, code: 'demo' });
    const onCoastal = await login(t, COASTAL, email, coastalPassword);
    expect(onCoastal.json().data).toMatchObject({ _id: coastalUser.id, code: 'coastal' });
  });

  it.each([
    ['name', '', 'Required'],
    ['name', '   ', 'Required'],
    ['name', 'Ana2', 'Only alphabets are allowed'],
    ['name', 'Ana!', 'No special characters allowed'],
    ['name', 'A', 'Name must be minimum of two characters'],
    ['email', '', 'Required'],
    ['email', 'ana.example.com', 'Please include an @ in the email address'],
    ['email', 'ana@example', 'The entered email is not valid'],
    ['password', '', 'Required'],
    ['password', 'Sunny! Beach9', 'Password does not contain white space'],
    ['password', 'Sun!1a', 'Password must be valid'],
    ['password', 'Sunny!Beach9Sunny!Bea', 'Password must be valid'],
    ['password', 'sunny!beach9', 'Password must be valid'],
    ['password', 'SUNNY!BEACH9', 'Password must be valid'],
    ['password', 'Sunny!Beach', 'Password must be valid'],
    ['password', 'SunnyBeach99', 'Password must be valid'],
    ['checked', false, 'Please accept the terms and conditions'],
    ['checked', undefined, 'Please accept the terms and conditions'],
    ['hostName', 'coastal.localhost', 'Invalid value'],
  ])('refuses %s %j with its message and changes nothing', async (field, value, message) => {
    const before = await snapshotAccounts(t.db);
    const res = await signUp(DEMO, { [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Please check the highlighted fields',
      details: { [field]: message },
    });
    expect(await snapshotAccounts(t.db)).toEqual(before);
  });

  it('accepts a password of exactly 8 and of exactly 20 characters, with every allowed special', async () => {
    for (const password of ['Aa1!bcde', 'Aa1_bcdefghijklmnopq', 'Aa1@Bb2#Cc3$', 'Aa1%Bb^2&Cc*3']) {
      const res = await signUp(DEMO, { password });
      expect(res.statusCode, password).toBe(200);
    }
  });

  it('accepts a host name with a port', async () => {
    expect((await signUp(DEMO, { hostName: 'demo.localhost:3000' })).statusCode).toBe(200);
  });

  it('is refused on an inactive agency', async () => {
    const email = uniqueEmail('inactive');
    const res = await signUp(INACTIVE, { email });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'AGENCY_INACTIVE',
      message: 'Agency is inactive, Please contact the administrator',
    });
    expect(await findUser(t, 'inactive', email)).toBeNull();
  });
});

describe('POST /api/user/verify', () => {
  it.each([
    [{}, 'Required'],
    [{ token: 'short' }, 'Invalid value'],
  ])('refuses %j with 400 naming the token', async (payload, message) => {
    const res = await t.request(DEMO, { method: 'POST', url: '/api/user/verify', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: { token: message } });
  });

  it('answers TOKEN_INVALID for a token nobody issued', async () => {
    const res = await verify(DEMO, 'a'.repeat(43));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(TOKEN_INVALID);
  });
});

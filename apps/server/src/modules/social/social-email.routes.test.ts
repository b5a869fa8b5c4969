import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens, socialIdentities, users } from '../../platform/db/schema';
import { hashToken } from '../../platform/security/tokens';
import { buildAgency } from '../../seed/builders';
import { seedDemo } from '../../seed/seed';
import { agencyRepo } from '../agency/agency.repo';
import {
  codeFromMail,
  cookieOf,
  DEMO,
  findUser,
  getUser,
  lastMail,
  readOutbox,
  snapshotAccounts,
  uniqueEmail,
} from '../../testing/auth-helpers';
import { startOAuthProvider, type LocalOAuthProvider, type ProviderProfile } from '../../testing/oauth-provider';
import { profileFor, socialFlow } from '../../testing/social-flow';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let provider: LocalOAuthProvider;
let consent: Flow['consent'];
let complete: Flow['complete'];
type Flow = ReturnType<typeof socialFlow>;
/** A third agency with Google on, to show a registration of one agency is unknown at another. */
const SUNNY = 'sunny.localhost';

beforeAll(async () => {
  provider = await startOAuthProvider();
  t = await createTestApp({ env: provider.googleEnv() });
  await seedDemo(t.db);
  await agencyRepo.upsertByCode(
    t.db,
    buildAgency({ code: 'sunny', subdomain: 'sunny', agencyName: 'Sunny Days', isGoogleEnabled: true }),
  );
  ({ consent, complete } = socialFlow(t, provider));
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

describe('a profile without an e-mail', () => {
  /** Completes a provider sign-up (or log-in) whose profile has no e-mail; answers the registration token. */
  async function registration(
    host = DEMO,
    profile: ProviderProfile = profileFor(undefined, 'Noemi Nunes'),
    isSignup = true,
  ) {
    const res = await complete(await consent(profile, { host, isSignup }), { host, isSignup });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((cookie) => cookie.name === 'x-access-token')).toBeUndefined();
    return res.json().data as { requireEmailVerification: true; registrationToken: string; name: string };
  }
  const registerEmail = (registrationToken: string, email: string, host = DEMO) =>
    t.request(host, { method: 'POST', url: '/api/social/registerEmail', payload: { registrationToken, email } });
  const verifyCode = (registrationToken: string, code: string, host = DEMO) =>
    t.request(host, { method: 'POST', url: '/api/social/verifyCode', payload: { registrationToken, code } });
  const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('asks for an e-mail, mails a 6-digit code to it, and signs in with the code', async () => {
    const data = await registration();
    expect(data).toEqual({
      requireEmailVerification: true,
      registrationToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      name: 'Noemi Nunes',
    });

    const email = uniqueEmail('typed');
    const sent = await registerEmail(data.registrationToken, email);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: 'We sent a code to your e-mail address' });
    const mail = await lastMail(t, email, 'social-email-code');
    expect(mail.subject).toBe('Your Blue Horizon Travel verification code');
    const code = codeFromMail(mail);
    expect(code).toMatch(/^\d{6}$/);
    expect(await findUser(t, 'demo', email)).toBeNull();

    const res = await verifyCode(data.registrationToken, code);
    expect(res.statusCode).toBe(200);
    const user = await getUser(t, 'demo', email);
    expect(user).toMatchObject({ name: 'Noemi Nunes', userType: 'Client' });
    expect(user.emailVerifiedAt).toBeInstanceOf(Date);
    expect(res.json().data).toMatchObject({ _id: user.id, requireEmailVerification: false });
    expect(cookieOf(res, 'x-access-token')?.httpOnly).toBe(true);

    // The registration is used up.
    expect((await verifyCode(data.registrationToken, code)).json().code).toBe('TOKEN_INVALID');
  });

  it('treats an e-mail the provider did not verify as no e-mail', async () => {
    const data = await registration(DEMO, {
      sub: 'unverified-1',
      name: 'Vera Vaz',
      email: 'client@demo.test',
      email_verified: false,
    });
    expect(data.requireEmailVerification).toBe(true);
  });

  it('refuses a wrong code with 400 CODE_INVALID, and kills the code after 5 wrong ones', async () => {
    const { registrationToken } = await registration();
    const email = uniqueEmail('guess');
    await registerEmail(registrationToken, email);
    const code = codeFromMail(await lastMail(t, email, 'social-email-code'));
    for (let i = 0; i < 5; i += 1) {
      const res = await verifyCode(registrationToken, otherCode(code));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'CODE_INVALID', message: 'The code is not valid' });
    }
    const late = await verifyCode(registrationToken, code);
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('TOKEN_INVALID');
    expect(await findUser(t, 'demo', email)).toBeNull();
  });

  it('refuses the right code once 5 guesses are counted, even before the registration is marked dead', async () => {
    const { registrationToken } = await registration();
    const email = uniqueEmail('counted');
    await registerEmail(registrationToken, email);
    const code = codeFromMail(await lastMail(t, email, 'social-email-code'));
    // The state parallel guesses leave while the fifth wrong one is still being refused.
    await t.db
      .update(oneTimeTokens)
      .set({ attempts: 5 })
      .where(eq(oneTimeTokens.tokenHash, hashToken(registrationToken)));
    const res = await verifyCode(registrationToken, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'CODE_INVALID', message: 'The code is not valid' });
    expect(await findUser(t, 'demo', email)).toBeNull();
  });

  it('refuses a code before an e-mail was given', async () => {
    const { registrationToken } = await registration();
    const res = await verifyCode(registrationToken, '123456');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'TOKEN_INVALID', message: 'This link has expired or was already used' });
  });

  it("does not know another agency's registration", async () => {
    const { registrationToken } = await registration(SUNNY);
    const before = await readOutbox(t);
    const res = await registerEmail(registrationToken, uniqueEmail('elsewhere'));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('TOKEN_INVALID');
    expect(await readOutbox(t)).toEqual(before);
    expect((await registerEmail(registrationToken, uniqueEmail('sunny'), SUNNY)).statusCode).toBe(200);
  });

  it.each([
    [
      '/api/social/registerEmail',
      { registrationToken: 'short', email: 'a@b.co' },
      'registrationToken',
      'Invalid value',
    ],
    [
      '/api/social/registerEmail',
      { registrationToken: 'r'.repeat(43), email: 'ab.co' },
      'email',
      'Please include an @ in the email address',
    ],
    ['/api/social/verifyCode', { registrationToken: 'r'.repeat(43), code: '12ab56' }, 'code', 'Invalid value'],
    ['/api/social/verifyCode', { registrationToken: 'r'.repeat(43) }, 'code', 'Invalid value'],
  ])('%s refuses %j with 400 naming %s', async (url, payload, field, message) => {
    const before = await snapshotAccounts(t.db);
    const res = await t.request(DEMO, { method: 'POST', url, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Please check the highlighted fields',
      details: { [field]: message },
    });
    expect(await snapshotAccounts(t.db)).toEqual(before);
  });

  it('signs in the existing account when the typed e-mail has one', async () => {
    const { registrationToken } = await registration();
    await registerEmail(registrationToken, 'agent@demo.test');
    const code = codeFromMail(await lastMail(t, 'agent@demo.test', 'social-email-code'));
    const res = await verifyCode(registrationToken, code);
    const agent = await getUser(t, 'demo', 'agent@demo.test');
    expect(res.json().data).toMatchObject({ _id: agent.id, userType: 'Agent' });
    const count = await t.db.select().from(users).where(eq(users.email, 'agent@demo.test'));
    expect(count).toHaveLength(1);
  });

  /** Gives an e-mail and the mailed code for a registration; answers the verifyCode response. */
  async function proveEmail(registrationToken: string, email: string, host = DEMO) {
    expect((await registerEmail(registrationToken, email, host)).statusCode).toBe(200);
    return verifyCode(registrationToken, codeFromMail(await lastMail(t, email, 'social-email-code')), host);
  }
  /** A provider log-in (not a sign-up) as the browser sends it. */
  const logIn = async (profile: ProviderProfile, host = DEMO) => complete(await consent(profile, { host }), { host });

  it('signs the same profile straight in on its next log-in, without asking for an e-mail again', async () => {
    const profile = profileFor(undefined, 'Lia Lopes');
    const email = uniqueEmail('linked');
    const signedUp = await proveEmail((await registration(DEMO, profile)).registrationToken, email);
    expect(signedUp.statusCode).toBe(200);
    const user = await getUser(t, 'demo', email);
    const mailsBefore = await readOutbox(t, { to: email });

    const res = await logIn(profile);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: user.id, requireEmailVerification: false, loginCount: 2 });
    expect(cookieOf(res, 'x-access-token')?.httpOnly).toBe(true);
    expect(await readOutbox(t, { to: email })).toEqual(mailsBefore);
  });

  it('links an existing account once its e-mail is proven, so the next log-in goes straight in', async () => {
    const profile = profileFor(undefined, 'Rita Reis');
    const owner = await getUser(t, 'demo', 'owner@demo.test');
    const first = await proveEmail((await registration(DEMO, profile, false)).registrationToken, owner.email);
    expect(first.json().data).toMatchObject({ _id: owner.id });
    expect((await logIn(profile)).json().data).toMatchObject({ _id: owner.id, userType: 'AgencyOwner' });
  });

  it('answers a log-in whose proven e-mail has no account with 404 SOCIAL_ACCOUNT_NOT_FOUND, creating nothing', async () => {
    const profile = profileFor(undefined, 'Nina Neves');
    const { registrationToken } = await registration(DEMO, profile, false);
    const email = uniqueEmail('no-account');
    const res = await proveEmail(registrationToken, email);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: 'SOCIAL_ACCOUNT_NOT_FOUND',
      message: 'No account is linked to this profile. Please sign up first.',
    });
    expect(cookieOf(res, 'x-access-token')).toBeUndefined();
    expect(await findUser(t, 'demo', email)).toBeNull();
    expect(await t.db.select().from(socialIdentities).where(eq(socialIdentities.providerUserId, profile.sub))).toEqual(
      [],
    );
    // Not linked: the next log-in asks for an e-mail again.
    expect((await logIn(profile)).json().data).toMatchObject({ requireEmailVerification: true });
  });

  it("keeps the link to its agency: the same profile on another agency's host does not open the account", async () => {
    const profile = profileFor(undefined, 'Bia Barros');
    const email = uniqueEmail('demo-only');
    expect((await proveEmail((await registration(DEMO, profile)).registrationToken, email)).statusCode).toBe(200);
    const demoUser = await getUser(t, 'demo', email);

    const elsewhere = await logIn(profile, SUNNY);
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json().data).toMatchObject({ requireEmailVerification: true, name: 'Bia Barros' });
    expect(elsewhere.json().data).not.toHaveProperty('token');
    expect(cookieOf(elsewhere, 'x-access-token')).toBeUndefined();
    const links = await t.db.select().from(socialIdentities).where(eq(socialIdentities.providerUserId, profile.sub));
    expect(links).toEqual([expect.objectContaining({ agencyId: demoUser.agencyId, userId: demoUser.id })]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/seed';
import {
  COASTAL,
  cookieOf,
  createUser,
  DEMO,
  getUser,
  snapshotAccounts,
  uniqueEmail,
  withCookie,
  sessionTokenOf,
} from '../../testing/auth-helpers';
import { startOAuthProvider, type LocalOAuthProvider } from '../../testing/oauth-provider';
import { profileFor, socialFlow } from '../../testing/social-flow';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let provider: LocalOAuthProvider;
let authorize: Flow['authorize'];
let consent: Flow['consent'];
let complete: Flow['complete'];
type Flow = ReturnType<typeof socialFlow>;

beforeAll(async () => {
  provider = await startOAuthProvider();
  t = await createTestApp({ env: provider.googleEnv() });
  await seedDemo(t.db);
  ({ authorize, consent, complete } = socialFlow(t, provider));
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

const SOCIAL_FAILED = { code: 'SOCIAL_FAILED', message: 'Error during Social login' };
const NOT_LINKED = {
  code: 'SOCIAL_ACCOUNT_NOT_FOUND',
  message: 'No account is linked to this profile. Please sign up first.',
};

describe('GET /api/social/authorize/:type', () => {
  it('redirects to the provider with the client id, our redirect URI and a state also set as a cookie', async () => {
    for (const isSignup of ['true', 'false']) {
      const res = await authorize(DEMO, `?isSignup=${isSignup}`);
      expect(res.statusCode).toBe(302);
      const location = new URL(res.headers.location as string);
      expect(`${location.origin}${location.pathname}`).toBe(`${provider.url}/authorize`);
      const state = cookieOf(res, 'oauth-state');
      expect(state).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 600 });
      expect(state?.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(Object.fromEntries(location.searchParams)).toEqual({
        client_id: provider.clientId,
        redirect_uri: `http://demo.localhost/social?type=google&isSignup=${isSignup}`,
        response_type: 'code',
        scope: 'openid email profile',
        state: state?.value,
      });
    }
  });

  it('defaults to a log-in (isSignup=false) and gives a new state every time', async () => {
    const first = await authorize();
    const second = await authorize();
    expect(new URL(first.headers.location as string).searchParams.get('redirect_uri')).toBe(
      'http://demo.localhost/social?type=google&isSignup=false',
    );
    expect(cookieOf(first, 'oauth-state')?.value).not.toBe(cookieOf(second, 'oauth-state')?.value);
  });

  it('answers 404 on an agency without Google, and for a provider that is not configured', async () => {
    const coastal = await authorize(COASTAL);
    expect(coastal.statusCode).toBe(404);
    expect(coastal.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
    const facebook = await t.request(DEMO, { method: 'GET', url: '/api/social/authorize/facebook' });
    expect(facebook.statusCode).toBe(404);
  });

  it.each([
    ['/api/social/authorize/twitter', 'type'],
    ['/api/social/authorize/google?isSignup=maybe', 'isSignup'],
  ])('refuses %s with 400 naming %s', async (url, field) => {
    const res = await t.request(DEMO, { method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: { [field]: 'Invalid value' } });
    expect(cookieOf(res, 'oauth-state')).toBeUndefined();
  });
});

describe('POST /api/social and /api/social/signup', () => {
  it('signs in an existing user with the code and the state, using the same redirect URI', async () => {
    const client = await getUser(t, 'demo', 'client@demo.test');
    const flow = await consent(profileFor('client@demo.test'));
    expect(flow.back.origin + flow.back.pathname).toBe('http://demo.localhost/social');
    expect(flow.state).toBe(flow.cookieState);

    const res = await complete(flow);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      _id: client.id,
      userType: 'Client',
      code: 'demo',
      requireEmailVerification: false,
      navigateTo: null,
    });
    expect(cookieOf(res, 'x-access-token')).toMatchObject({ httpOnly: true, maxAge: 604800 });
    expect(data.token).toBeUndefined();
    expect(cookieOf(res, 'oauth-state')?.value).toBe('');
    expect(provider.tokenRequests.at(-1)).toMatchObject({
      grant_type: 'authorization_code',
      code: flow.code,
      redirect_uri: 'http://demo.localhost/social?type=google&isSignup=false',
      client_id: provider.clientId,
      client_secret: provider.clientSecret,
    });
    const profile = await t.request(
      DEMO,
      withCookie(sessionTokenOf(res), { method: 'GET', url: '/api/user/getProfile' }),
    );
    expect(profile.json().data.email).toBe('client@demo.test');
  });

  it('answers 404 SOCIAL_ACCOUNT_NOT_FOUND for an unknown e-mail without sign-up, creating nothing', async () => {
    const email = uniqueEmail('unknown');
    const flow = await consent(profileFor(email));
    const before = await snapshotAccounts(t.db);
    const res = await complete(flow);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(NOT_LINKED);
    expect(await snapshotAccounts(t.db)).toEqual(before);
  });

  it.each([
    ['/api/social/signup', false],
    ['/api/social', true],
  ] as const)('creates a verified client through %s (isSignup %s)', async (path, isSignup) => {
    const email = uniqueEmail('newsocial');
    const flow = await consent(profileFor(email, 'Gil Gama'), { isSignup: true });
    const res = await complete(flow, { path, isSignup });
    expect(res.statusCode).toBe(200);
    const user = await getUser(t, 'demo', email);
    expect(user).toMatchObject({ name: 'Gil Gama', userType: 'Client', passwordHash: null, status: 'Active' });
    expect(user.emailVerifiedAt).toBeInstanceOf(Date);
    expect(res.json().data).toMatchObject({ _id: user.id, isTravelAgent: false, loginCount: 1 });
    expect(provider.tokenRequests.at(-1)?.redirect_uri).toBe('http://demo.localhost/social?type=google&isSignup=true');
  });

  it('links the profile at sign-up: a later log-in finds the account by it, even once the provider gives no e-mail', async () => {
    const email = uniqueEmail('linked');
    const signup = profileFor(email, 'Lara Lima');
    expect((await complete(await consent(signup, { isSignup: true }), { isSignup: true })).statusCode).toBe(200);
    const user = await getUser(t, 'demo', email);
    const res = await complete(await consent({ sub: signup.sub, name: 'Lara Lima' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: user.id, requireEmailVerification: false, loginCount: 2 });
  });

  it('verifies an account that was waiting for its e-mail link', async () => {
    const user = await createUser(t, 'demo', { emailVerifiedAt: null });
    const res = await complete(await consent(profileFor(user.email)));
    expect(res.statusCode).toBe(200);
    expect((await getUser(t, 'demo', user.email)).emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('refuses a deactivated account', async () => {
    const user = await createUser(t, 'demo', { status: 'inactive' });
    const res = await complete(await consent(profileFor(user.email)));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ACCOUNT_INACTIVE');
  });

  it('refuses a wrong or missing state with 400 SOCIAL_FAILED, without calling the provider', async () => {
    const flow = await consent(profileFor('client@demo.test'));
    const calls = provider.tokenRequests.length;
    const before = await snapshotAccounts(t.db);
    const wrong = await complete(flow, { state: 'forged-state-value' });
    const noCookie = await t.request(DEMO, {
      method: 'POST',
      url: '/api/social',
      payload: { code: flow.code, type: 'google', isSignup: false, state: flow.state },
    });
    for (const res of [wrong, noCookie]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(SOCIAL_FAILED);
      expect(cookieOf(res, 'x-access-token')).toBeUndefined();
    }
    expect(provider.tokenRequests.length).toBe(calls);
    expect(await snapshotAccounts(t.db)).toEqual(before);
  });

  it.each(['token-error', 'userinfo-error'] as const)(
    'answers 400 SOCIAL_FAILED when the provider fails (%s)',
    async (behaviour) => {
      const flow = await consent(profileFor('client@demo.test'), { behaviour });
      const before = await snapshotAccounts(t.db);
      const res = await complete(flow);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(SOCIAL_FAILED);
      expect(await snapshotAccounts(t.db)).toEqual(before);
    },
  );

  it('answers 400 SOCIAL_FAILED for a code used twice', async () => {
    const flow = await consent(profileFor('client@demo.test'));
    expect((await complete(flow)).statusCode).toBe(200);
    expect((await complete(flow)).json()).toEqual(SOCIAL_FAILED);
  });

  it('answers 404 on an agency without Google', async () => {
    const flow = await consent(profileFor('owner@coastal.test'));
    const res = await complete(flow, { host: COASTAL });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it.each([
    [{ code: '', type: 'google', state: 's' }, 'code', 'Required'],
    [{ code: 'c', type: 'twitter', state: 's' }, 'type', 'Invalid value'],
    [{ code: 'c', type: 'google', state: '' }, 'state', 'Required'],
    [{ code: 'c', type: 'google', state: 's', isSignup: 'yes' }, 'isSignup', 'Invalid value'],
  ])('refuses %j with 400 naming %s', async (payload, field, message) => {
    const before = await snapshotAccounts(t.db);
    for (const url of ['/api/social', '/api/social/signup']) {
      const res = await t.request(DEMO, { method: 'POST', url, payload, cookies: { 'oauth-state': 's' } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'Please check the highlighted fields',
        details: { [field]: message },
      });
    }
    expect(await snapshotAccounts(t.db)).toEqual(before);
  });
});

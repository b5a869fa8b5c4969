import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS } from '@travel/contracts';
import { sessionRepo } from '../../modules/auth/session.repo';
import { seedDemo } from '../../seed/seed';
import {
  codeFromMail,
  createUser,
  DEMO,
  DEMO_PASSWORD,
  getUser,
  lastMail,
  mintSsoToken,
  STRONG_PASSWORD,
  tokenFromLink,
  uniqueEmail,
  withCookie,
} from '../../testing/auth-helpers';
import { startOAuthProvider, type LocalOAuthProvider } from '../../testing/oauth-provider';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { hashToken, randomToken } from '../security/tokens';

/**
 * The role walk: every call of the accounts issue, as nobody, each role of the demo agency, and
 * the owner of another agency sending their token to demo (which is then no session at all).
 */

const ACTORS = ['nobody', 'client', 'restricted', 'agent', 'admin', 'owner', 'coastalOwner'] as const;
type Actor = (typeof ACTORS)[number];
type Row = Record<Actor, number>;

/** Anyone, signed in or not; a foreign token changes nothing. */
const PUBLIC = (ok: number): Row => ({
  nobody: ok,
  client: ok,
  restricted: ok,
  agent: ok,
  admin: ok,
  owner: ok,
  coastalOwner: ok,
});
/** Any signed-in user of the agency. */
const SESSION = (ok: number): Row => ({
  nobody: 401,
  client: ok,
  restricted: ok,
  agent: ok,
  admin: ok,
  owner: ok,
  coastalOwner: 401,
});
/** Owners, admins and agents (restricted or not). */
const AGENT = (ok: number): Row => ({
  nobody: 401,
  client: 403,
  restricted: ok,
  agent: ok,
  admin: ok,
  owner: ok,
  coastalOwner: 401,
});
/** Owners and admins. */
const MANAGER = (ok: number): Row => ({
  nobody: 401,
  client: 403,
  restricted: 403,
  agent: 403,
  admin: ok,
  owner: ok,
  coastalOwner: 401,
});

let t: TestApp;
let provider: LocalOAuthProvider;
const userIds = new Map<Actor, string>();
let demoAgencyId: string;
let coastalAgencyId: string;
let statusTarget: string;

beforeAll(async () => {
  provider = await startOAuthProvider();
  t = await createTestApp({ env: provider.googleEnv() });
  await seedDemo(t.db);
  const seeded: Array<[Actor, string, string]> = [
    ['client', 'demo', 'client@demo.test'],
    ['restricted', 'demo', 'restricted@demo.test'],
    ['agent', 'demo', 'agent@demo.test'],
    ['admin', 'demo', 'admin@demo.test'],
    ['owner', 'demo', 'owner@demo.test'],
    ['coastalOwner', 'coastal', 'owner@coastal.test'],
  ];
  for (const [actor, agency, email] of seeded) userIds.set(actor, (await getUser(t, agency, email)).id);
  demoAgencyId = (await getUser(t, 'demo', 'client@demo.test')).agencyId;
  coastalAgencyId = (await getUser(t, 'coastal', 'owner@coastal.test')).agencyId;
  await createUser(t, 'demo', { email: 'walker@demo.test', password: STRONG_PASSWORD });
  statusTarget = (await createUser(t, 'demo')).id;
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

/** A fresh session for an actor, opened by user id (some calls change the actor's e-mail). */
async function sessionOf(actor: Actor): Promise<string | null> {
  const userId = userIds.get(actor);
  if (!userId) return null;
  const token = randomToken();
  await sessionRepo.create(t.db, {
    agencyId: actor === 'coastalOwner' ? coastalAgencyId : demoAgencyId,
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ACCESS_TOKEN_TTL_SECONDS * 1000),
    ip: null,
    userAgent: null,
  });
  return token;
}

/** A demo session as the demo owner, for setting up invitations. */
const ownerSession = async () => (await sessionOf('owner')) ?? '';
const post = (url: string, payload: unknown, extra: InjectOptions = {}): InjectOptions => ({
  method: 'POST',
  url,
  payload: payload as InjectOptions['payload'],
  ...extra,
});

async function invitationToken(): Promise<string> {
  const email = uniqueEmail('walk-invite');
  await t.request(DEMO, withCookie(await ownerSession(), post('/api/agency/invitations', { email })));
  return tokenFromLink(await lastMail(t, email, 'invitation'), 'http://demo.localhost', '/signup', 'invite');
}

async function resetToken(): Promise<string> {
  const user = await createUser(t, 'demo');
  await t.request(DEMO, post('/api/user/forgotPasswordLink', { email: user.email }));
  return tokenFromLink(await lastMail(t, user.email, 'reset-password'), 'http://demo.localhost', '/newPassword');
}

/** A social sign-up whose profile has no e-mail: answers the registration token. */
async function registrationToken(): Promise<string> {
  const code = provider.issueCode(
    { sub: randomToken(8), name: 'Walk Social' },
    'http://demo.localhost/social?type=google&isSignup=true',
  );
  const res = await t.request(
    DEMO,
    post(
      '/api/social/signup',
      { code, type: 'google', isSignup: true, state: 'walk' },
      { cookies: { 'oauth-state': 'walk' } },
    ),
  );
  return res.json().data.registrationToken;
}

interface Call {
  /** Method and path as in the OpenAPI document. */
  route: string;
  expected: Row;
  /** The request; `token` is the actor's demo session, if any (setup may use it). */
  build(actor: Actor, token: string | null): Promise<InjectOptions>;
}

const CALLS: Call[] = [
  {
    route: 'POST /api/user/login',
    expected: PUBLIC(200),
    build: async () => post('/api/user/login', { email: 'walker@demo.test', password: STRONG_PASSWORD }),
  },
  { route: 'POST /api/user/logout', expected: PUBLIC(200), build: async () => post('/api/user/logout', undefined) },
  {
    route: 'POST /api/user/signUp',
    expected: PUBLIC(200),
    build: async () =>
      post('/api/user/signUp', {
        name: 'Walk Signup',
        email: uniqueEmail('walk'),
        password: STRONG_PASSWORD,
        hostName: DEMO,
        checked: true,
      }),
  },
  {
    route: 'POST /api/user/verify',
    expected: PUBLIC(200),
    build: async () => {
      const email = uniqueEmail('walk-verify');
      await t.request(
        DEMO,
        post('/api/user/signUp', {
          name: 'Walk Verify',
          email,
          password: STRONG_PASSWORD,
          hostName: DEMO,
          checked: true,
        }),
      );
      return post('/api/user/verify', {
        token: tokenFromLink(await lastMail(t, email, 'verify-email'), 'http://demo.localhost', '/verify'),
      });
    },
  },
  {
    route: 'POST /api/user/forgotPasswordLink',
    expected: PUBLIC(200),
    build: async () => post('/api/user/forgotPasswordLink', { email: 'walker@demo.test' }),
  },
  {
    route: 'POST /api/user/forgotPwdValidity',
    expected: PUBLIC(200),
    build: async () => post('/api/user/forgotPwdValidity', { token: await resetToken() }),
  },
  {
    route: 'POST /api/user/forgotPassword',
    expected: PUBLIC(200),
    build: async () => post('/api/user/forgotPassword', { token: await resetToken(), password: STRONG_PASSWORD }),
  },
  {
    route: 'GET /api/user/getProfile',
    expected: SESSION(200),
    build: async () => ({ method: 'GET', url: '/api/user/getProfile' }),
  },
  {
    route: 'POST /api/user/editProfile',
    expected: SESSION(200),
    build: async () => post('/api/user/editProfile', { name: 'Walk Tester' }),
  },
  {
    route: 'POST /api/user/changePassword',
    expected: SESSION(200),
    build: async () => post('/api/user/changePassword', { currentPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD }),
  },
  {
    route: 'PATCH /api/user/email',
    expected: SESSION(200),
    build: async () => ({ method: 'PATCH', url: '/api/user/email', payload: { email: uniqueEmail('walk-new') } }),
  },
  {
    route: 'PATCH /api/user/verify-email-code',
    expected: SESSION(200),
    build: async (_actor, token) => {
      if (!token) return { method: 'PATCH', url: '/api/user/verify-email-code', payload: { code: '123456' } };
      const email = uniqueEmail('walk-code');
      await t.request(DEMO, withCookie(token, { method: 'PATCH', url: '/api/user/email', payload: { email } }));
      return {
        method: 'PATCH',
        url: '/api/user/verify-email-code',
        payload: { code: codeFromMail(await lastMail(t, email, 'email-change-code')) },
      };
    },
  },
  {
    route: 'GET /api/user/changeLanguage/{lang}',
    expected: SESSION(200),
    // A GET that changes data: sent as the app's API client sends it (see csrf.test.ts).
    build: async () => ({
      method: 'GET',
      url: '/api/user/changeLanguage/en',
      headers: { 'x-requested-with': 'fetch' },
    }),
  },
  {
    route: 'GET /api/user/list/email',
    expected: AGENT(200),
    build: async () => ({ method: 'GET', url: '/api/user/list/email?text=client' }),
  },
  {
    route: 'POST /api/user/updateUserActiveStatus',
    expected: MANAGER(200),
    build: async () => post('/api/user/updateUserActiveStatus', { userId: statusTarget, status: 'Active' }),
  },
  {
    route: 'GET /api/user/getUserBookingCount',
    expected: SESSION(200),
    build: async () => ({ method: 'GET', url: '/api/user/getUserBookingCount' }),
  },
  {
    route: 'GET /api/user/getRecentActivity',
    expected: SESSION(200),
    build: async () => ({ method: 'GET', url: '/api/user/getRecentActivity' }),
  },
  {
    route: 'POST /api/user/getUserTransactions',
    expected: SESSION(200),
    build: async () => post('/api/user/getUserTransactions', { offSet: 0, limit: 5 }),
  },
  {
    route: 'GET /api/user/bookings/download.csv',
    expected: SESSION(200),
    build: async () => ({ method: 'GET', url: '/api/user/bookings/download.csv' }),
  },
  {
    route: 'POST /api/agency/invitations',
    expected: MANAGER(200),
    build: async () => post('/api/agency/invitations', { email: uniqueEmail('walk-invitee') }),
  },
  {
    route: 'GET /api/agency/invitations/{token}',
    expected: PUBLIC(200),
    build: async () => ({ method: 'GET', url: `/api/agency/invitations/${await invitationToken()}` }),
  },
  {
    route: 'POST /api/agency/agents',
    expected: PUBLIC(200),
    build: async () =>
      post('/api/agency/agents', {
        token: await invitationToken(),
        name: 'Walk Agent',
        password: STRONG_PASSWORD,
        checked: true,
      }),
  },
  {
    route: 'POST /api/sso',
    expected: PUBLIC(200),
    build: async () =>
      post('/api/sso', { token: await mintSsoToken({ email: uniqueEmail('walk-sso') }), deepLink: '/dashboard' }),
  },
  {
    route: 'GET /api/social/authorize/{type}',
    expected: PUBLIC(302),
    build: async () => ({ method: 'GET', url: '/api/social/authorize/google?isSignup=false' }),
  },
  {
    route: 'POST /api/social',
    expected: PUBLIC(200),
    build: async () => {
      const code = provider.issueCode(
        { sub: 'walk-client', email: 'walker@demo.test' },
        'http://demo.localhost/social?type=google&isSignup=false',
      );
      return post(
        '/api/social',
        { code, type: 'google', isSignup: false, state: 'walk' },
        { cookies: { 'oauth-state': 'walk' } },
      );
    },
  },
  {
    route: 'POST /api/social/signup',
    expected: PUBLIC(200),
    build: async () => {
      const code = provider.issueCode(
        { sub: randomToken(8), email: uniqueEmail('walk-social') },
        'http://demo.localhost/social?type=google&isSignup=true',
      );
      return post(
        '/api/social/signup',
        { code, type: 'google', state: 'walk' },
        { cookies: { 'oauth-state': 'walk' } },
      );
    },
  },
  {
    route: 'POST /api/social/registerEmail',
    expected: PUBLIC(200),
    build: async () =>
      post('/api/social/registerEmail', {
        registrationToken: await registrationToken(),
        email: uniqueEmail('walk-typed'),
      }),
  },
  {
    route: 'POST /api/social/verifyCode',
    expected: PUBLIC(200),
    build: async () => {
      const token = await registrationToken();
      const email = uniqueEmail('walk-verified');
      await t.request(DEMO, post('/api/social/registerEmail', { registrationToken: token, email }));
      return post('/api/social/verifyCode', {
        registrationToken: token,
        code: codeFromMail(await lastMail(t, email, 'social-email-code')),
      });
    },
  },
  {
    route: 'PATCH /api/agency',
    expected: MANAGER(200),
    // The seeded overlay: the walk changes nothing the other calls see.
    build: async () => ({ method: 'PATCH', url: '/api/agency', payload: { backgroundOverlay: 35 } }),
  },
  {
    route: 'POST /api/aws/signed-url',
    expected: SESSION(200),
    build: async () => post('/api/aws/signed-url', { ext: 'png', fieldName: 'profileImage', fileType: 'image/png' }),
  },
  {
    route: 'POST /api/aws/signed-url (managers-only field)',
    expected: MANAGER(200),
    build: async () => post('/api/aws/signed-url', { ext: 'png', fieldName: 'logo', fileType: 'image/png' }),
  },
  {
    route: 'PUT /api/uploads/*',
    expected: PUBLIC(201),
    build: async () => {
      const storage = t.services.localStorage;
      if (!storage) throw new Error('local storage expected in tests');
      const signed = await storage.presignUpload(
        `${demoAgencyId}/document/${randomToken(8)}.pdf`,
        'application/pdf',
        1024,
      );
      return {
        method: 'PUT',
        url: signed.uploadUrl,
        payload: Buffer.from('%PDF-1.4'),
        headers: { 'content-type': 'application/pdf' },
      };
    },
  },
  {
    route: 'GET /dev/mailbox.json',
    expected: PUBLIC(200),
    build: async () => ({ method: 'GET', url: '/dev/mailbox.json' }),
  },
  { route: 'GET /dev/mailbox', expected: PUBLIC(200), build: async () => ({ method: 'GET', url: '/dev/mailbox' }) },
];

describe('the role walk', () => {
  it.each(CALLS.map((call) => [call.route, call] as const))(
    '%s answers each actor as its permission says',
    async (_route, call) => {
      const actual = {} as Row;
      for (const actor of ACTORS) {
        const token = await sessionOf(actor);
        const demoToken = actor === 'coastalOwner' ? null : token;
        const options = await call.build(actor, demoToken);
        const res = await t.request(DEMO, token ? withCookie(token, options) : options);
        actual[actor] = res.statusCode;
        if (res.statusCode === 401)
          expect(res.json()).toEqual({
            code: 'UNAUTHORIZED',
            message: 'Your session has expired, Please login again.',
          });
        if (res.statusCode === 403)
          expect(res.json()).toEqual({ code: 'FORBIDDEN', message: 'You are not allowed to do this' });
      }
      expect(actual).toEqual(call.expected);
    },
  );

  it('decides host and permission before looking at the input', async () => {
    const client = (await sessionOf('client')) ?? '';
    const cases: Array<[string, InjectOptions, number, string]> = [
      [DEMO, post('/api/user/editProfile', { name: '' }), 401, 'UNAUTHORIZED'],
      [DEMO, withCookie(client, post('/api/user/updateUserActiveStatus', { userId: 'x' })), 403, 'FORBIDDEN'],
      [
        DEMO,
        post(
          '/api/user/editProfile',
          { name: '' },
          { cookies: { 'x-access-token': client }, headers: { 'sec-fetch-site': 'cross-site' } },
        ),
        403,
        'FORBIDDEN',
      ],
      ['nowhere.localhost', post('/api/user/login', { email: '' }), 404, 'AGENCY_NOT_FOUND'],
      ['inactive.localhost', post('/api/user/signUp', {}), 403, 'AGENCY_INACTIVE'],
    ];
    for (const [host, options, status, code] of cases) {
      const res = await t.request(host, options);
      expect({ url: options.url, status: res.statusCode, code: res.json().code }).toEqual({
        url: options.url,
        status,
        code,
      });
      expect(res.json()).not.toHaveProperty('details');
    }
  });

  it('covers every documented accounts route', () => {
    const spec = t.app.swagger() as { paths: Record<string, Record<string, { tags?: string[] }>> };
    const documented = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.tags?.some((tag) => ['auth', 'user', 'agents', 'uploads'].includes(tag)))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    const walked = new Set(CALLS.map((call) => call.route));
    expect(documented.length).toBeGreaterThanOrEqual(28);
    expect(documented.filter((route) => !walked.has(route))).toEqual([]);
  });
});

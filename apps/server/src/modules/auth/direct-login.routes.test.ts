import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencies } from '../../platform/db/schema';
import { buildAgency } from '../../seed/builders';
import { seedDemo } from '../../seed/seed';
import { cookieOf, createUser, login, readOutbox, snapshotAccounts, STRONG_PASSWORD } from '../../testing/auth-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { agencyRepo } from '../agency/agency.repo';

/** An agency whose portal signs its clients in (SSO on, direct log-in not allowed for SSO users). */
const PORTAL = 'portal.localhost';
const DISABLED = { code: 'DIRECT_LOGIN_DISABLED', message: 'This agency signs you in through its portal' };

let t: TestApp;
let ipSequence = 0;
const nextIp = () => `10.7.${Math.floor(++ipSequence / 250)}.${ipSequence % 250}`;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  await agencyRepo.upsertByCode(
    t.db,
    buildAgency({
      code: 'portal',
      subdomain: 'portal',
      isSsoEnabled: true,
      isDirectLoginAllowedForSsoUsers: false,
      ssoSecret: 'portal-secret-portal-secret-portal-secret',
    }),
  );
});
afterAll(() => t.close());

async function setDirectLoginAllowed(isAllowed: boolean): Promise<void> {
  await t.db.update(agencies).set({ isDirectLoginAllowedForSsoUsers: isAllowed }).where(eq(agencies.code, 'portal'));
  await t.services.agencies.invalidate();
}

describe('POST /api/user/login on an SSO agency', () => {
  it('refuses a client (an SSO user) with 403 DIRECT_LOGIN_DISABLED when direct log-in is not allowed, opening no session', async () => {
    const client = await createUser(t, 'portal', { password: STRONG_PASSWORD });
    const before = await snapshotAccounts(t.db);
    const res = await login(t, PORTAL, client.email, STRONG_PASSWORD, { ip: nextIp() });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(DISABLED);
    expect(cookieOf(res, 'x-access-token')).toBeUndefined();
    expect(await snapshotAccounts(t.db)).toEqual(before);
  });

  it('translates the refusal by Accept-Language', async () => {
    const client = await createUser(t, 'portal', { password: STRONG_PASSWORD });
    const messages = [];
    for (const language of ['pt', 'es']) {
      const res = await login(t, PORTAL, client.email, STRONG_PASSWORD, { ip: nextIp(), language });
      messages.push(res.json());
    }
    expect(messages).toEqual([
      { code: 'DIRECT_LOGIN_DISABLED', message: 'Nesta agência, você entra pelo portal dela' },
      {
        code: 'DIRECT_LOGIN_DISABLED',
        message: 'En esta agencia, usted inicia sesión a través de su portal',
      },
    ]);
  });

  it('refuses an unverified client without mailing a verification link it could not use', async () => {
    const client = await createUser(t, 'portal', { password: STRONG_PASSWORD, emailVerifiedAt: null });
    const res = await login(t, PORTAL, client.email, STRONG_PASSWORD, { ip: nextIp() });
    expect(res.json()).toEqual(DISABLED);
    expect(await readOutbox(t, { to: client.email })).toEqual([]);
  });

  it('answers a wrong password as on any agency, so the refusal tells nothing to someone without it', async () => {
    const client = await createUser(t, 'portal', { password: STRONG_PASSWORD });
    const res = await login(t, PORTAL, client.email, 'Wrong!Pass9', { ip: nextIp() });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_CREDENTIALS');
  });

  it.each([
    ['AgencyOwner', false],
    ['Admin', false],
    ['Agent', false],
    ['Agent', true],
  ] as const)(
    'still lets a travel agent (%s, restricted %s) log in with a password: staff run the back-office',
    async (userType, isRestrictedAgent) => {
      const staff = await createUser(t, 'portal', { password: STRONG_PASSWORD, userType, isRestrictedAgent });
      const res = await login(t, PORTAL, staff.email, STRONG_PASSWORD, { ip: nextIp() });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ _id: staff.id, userType, isTravelAgent: true });
    },
  );

  it('lets a client log in with a password when the agency allows direct log-in for SSO users', async () => {
    const client = await createUser(t, 'portal', { password: STRONG_PASSWORD });
    await setDirectLoginAllowed(true);
    try {
      const res = await login(t, PORTAL, client.email, STRONG_PASSWORD, { ip: nextIp() });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ _id: client.id, userType: 'Client' });
      expect(cookieOf(res, 'x-access-token')?.httpOnly).toBe(true);
      expect(res.json().data.token).toBeUndefined();
    } finally {
      await setDirectLoginAllowed(false);
    }
    expect((await login(t, PORTAL, client.email, STRONG_PASSWORD, { ip: nextIp() })).json()).toEqual(DISABLED);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { seedDemo } from '../../seed/seed';
import {
  COASTAL,
  createUser,
  DEMO,
  lastMail,
  login,
  openSession,
  STRONG_PASSWORD,
  tokenFromLink,
  uniqueEmail,
} from '../../testing/auth-helpers';
import { api, expectError } from '../../testing/http-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { agencies, markups, subscriptions, users } from '../../platform/db/schema';
import { agencyRepo } from './agency.repo';

const OWNER_SITE = 'localhost';

/** A session of an admin of the platform owner's own agency. */
async function platformAdmin(): Promise<string> {
  const user = await createUser(t, 'owner', { userType: 'Admin' });
  return openSession(t, 'owner', user.email);
}
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
});
afterAll(async () => {
  await t.close();
});

const availability = (subdomain: string, host = OWNER_SITE) =>
  api(
    t,
    null,
    { method: 'GET', url: `/api/agency/subdomain/availability?subdomain=${encodeURIComponent(subdomain)}` },
    host,
  );

let sequence = 0;
function body(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    agencyName: 'Sun Trips',
    subdomain: `sun-trips-${sequence}-${Math.random().toString(36).slice(2, 6)}`,
    primaryColor: '#0B7285',
    name: 'Nora Owner',
    email: uniqueEmail('founder'),
    password: STRONG_PASSWORD,
    language: 'en',
    checked: true,
    ...overrides,
  };
}
const create = (payload: object, host = OWNER_SITE) =>
  api(t, null, { method: 'POST', url: '/api/agency', payload }, host);

describe('GET /api/agency/subdomain/availability', () => {
  it('answers free, taken (any case), reserved and malformed labels', async () => {
    expect((await availability('fresh-name')).json().data).toEqual({
      subdomain: 'fresh-name',
      isAvailable: true,
      reason: null,
    });
    expect((await availability('DEMO')).json().data).toEqual({
      subdomain: 'demo',
      isAvailable: false,
      reason: 'taken',
    });
    expect((await availability('www')).json().data.reason).toBe('reserved');
    expect((await availability('ab')).json().data.reason).toBe('length');
    expect((await availability('bad_name')).json().data.reason).toBe('characters');
  });

  it('refuses a missing or overlong query with 400', async () => {
    const missing = await api(t, null, { method: 'GET', url: '/api/agency/subdomain/availability' }, OWNER_SITE);
    expect(missing.statusCode).toBe(400);
    expect((await availability('x'.repeat(101))).statusCode).toBe(400);
  });
});

describe('POST /api/agency', () => {
  it('creates the agency with its defaults, owner, trial and verification mail on the new site', async () => {
    const payload = body();
    const res = await create(payload);
    expect(res.statusCode, res.body).toBe(200);
    const { data, message } = res.json();
    expect(message).toBe('Your agency is ready. Check your inbox to verify your e-mail, then log in on your new site.');
    expect(data).toMatchObject({ agencyName: 'Sun Trips', subdomain: payload.subdomain });
    expect(data.siteUrl).toBe(`http://${payload.subdomain}.localhost`);

    const agency = await agencyRepo.findById(t.db, data._id);
    expect(agency).toMatchObject({
      code: payload.subdomain,
      primaryColor: '#0b7285',
      isSubscribed: true,
      isOwner: false,
      isRefundProtectEnabled: false,
    });
    expect(agency?.bookingMenuItems.every((item) => item.active)).toBe(true);
    expect(agency?.bookingMenuItems).toHaveLength(4);
    const [markup] = await t.db.select().from(markups).where(eq(markups.agencyId, data._id));
    expect(markup).toMatchObject({ scope: 'agency', markupType: 'percent', markupValue: '5.00' });
    const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.agencyId, data._id));
    expect(sub?.status).toBe('trialing');
    expect((sub?.trialEndsAt?.getTime() ?? 0) - Date.now()).toBeGreaterThan(13.9 * 86_400_000);

    // The owner verifies on the new site and lands on the website settings at the first log-in.
    const host = `${payload.subdomain}.localhost`;
    const mail = await lastMail(t, payload.email, 'verify-email');
    const token = tokenFromLink(mail, `http://${host}`, '/verify');
    const verified = await api(t, null, { method: 'POST', url: '/api/user/verify', payload: { token } }, host);
    expect(verified.statusCode, verified.body).toBe(200);
    const signedIn = await login(t, host, payload.email, STRONG_PASSWORD);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().data).toMatchObject({
      isTravelAgent: true,
      isSubscribed: true,
      loginCount: 1,
      userType: 'AgencyOwner',
    });
    // The same account does not exist at another agency.
    expect((await login(t, DEMO, payload.email, STRONG_PASSWORD)).statusCode).toBe(400);
  });

  it('refuses a taken subdomain in any case, and changes nothing', async () => {
    const before = (await t.db.select().from(agencies)).length;
    const res = await create(body({ subdomain: 'Coastal' }));
    expectError(res, 400, 'VALIDATION_FAILED', {
      message: 'This subdomain is already taken',
      details: { subdomain: 'This subdomain is already taken' },
    });
    expect((await t.db.select().from(agencies)).length).toBe(before);
  });

  it('refuses reserved and malformed subdomains and bad fields with 400', async () => {
    expectError(await create(body({ subdomain: 'admin' })), 400, 'VALIDATION_FAILED', {
      details: { subdomain: 'This subdomain is reserved' },
    });
    expectError(await create(body({ subdomain: '-ab' })), 400, 'VALIDATION_FAILED', {
      details: { subdomain: 'Use lower-case letters, digits and hyphens inside the name' },
    });
    const bad = await create(body({ primaryColor: 'blue', email: 'nope', checked: false }));
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().details ?? {})).toEqual(expect.arrayContaining(['primaryColor', 'email', 'checked']));
    expect((await create({})).statusCode).toBe(400);
  });

  it('gives the same subdomain to one of two racing sign-ups only', async () => {
    const subdomain = `race-${Math.random().toString(36).slice(2, 8)}`;
    const answers = await Promise.all([create(body({ subdomain })), create(body({ subdomain }))]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
    expect(await t.db.select().from(agencies).where(eq(agencies.subdomain, subdomain))).toHaveLength(1);
  });

  it('is only offered on the owner site: an agency site answers 404', async () => {
    const payload = body();
    expectError(await create(payload, DEMO), 404, 'NOT_FOUND');
    expect(await t.db.select().from(users).where(eq(users.email, payload.email))).toHaveLength(0);
  });
});

describe('GET /api/agency/{id}', () => {
  it("shows any agency to the platform owner's managers, with its subscription", async () => {
    const coastal = await agencyRepo.findByCode(t.db, 'coastal');
    const owner = await platformAdmin();
    const res = await api(t, owner, { method: 'GET', url: `/api/agency/${coastal?.id}` }, OWNER_SITE);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ _id: coastal?.id, agencyName: coastal?.agencyName, subdomain: 'coastal' });
    expect(res.json().data.subscription.status).toBeDefined();
  });

  it("is not found for an agency's own managers, anonymous is 401, a bad id 400", async () => {
    const demo = await agencyRepo.findByCode(t.db, 'demo');
    const coastalOwner = await openSession(t, 'coastal', 'owner@coastal.test');
    expectError(
      await api(t, coastalOwner, { method: 'GET', url: `/api/agency/${demo?.id}` }, COASTAL),
      404,
      'NOT_FOUND',
    );
    expect((await api(t, null, { method: 'GET', url: `/api/agency/${demo?.id}` }, OWNER_SITE)).statusCode).toBe(401);
    const owner = await platformAdmin();
    expect((await api(t, owner, { method: 'GET', url: '/api/agency/not-a-uuid' }, OWNER_SITE)).statusCode).toBe(400);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/seed';
import {
  createUser,
  DEMO,
  getUser,
  login,
  openSession,
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

const FORBIDDEN = { code: 'FORBIDDEN', message: 'You are not allowed to do this' };

const setStatus = (token: string | null, userId: string, status: string) =>
  t.request(DEMO, {
    method: 'POST',
    url: '/api/user/updateUserActiveStatus',
    payload: { userId, status },
    ...(token ? withCookie(token) : {}),
  });
const profile = (token: string) => t.request(DEMO, withCookie(token, { method: 'GET', url: '/api/user/getProfile' }));

describe('POST /api/user/updateUserActiveStatus', () => {
  it.each(['admin@demo.test', 'owner@demo.test'])(
    'lets %s deactivate a client, ending its sessions, and activate it again',
    async (manager) => {
      const client = await createUser(t, 'demo', { password: STRONG_PASSWORD });
      const clientSession = await openSession(t, 'demo', client.email);
      const token = await openSession(t, 'demo', manager);

      const res = await setStatus(token, client.id, 'inactive');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Status changed Successfully' });
      expect((await getUser(t, 'demo', client.email)).status).toBe('inactive');
      expect((await profile(clientSession)).statusCode).toBe(401);
      const refused = await login(t, DEMO, client.email, STRONG_PASSWORD);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('ACCOUNT_INACTIVE');

      expect((await setStatus(token, client.id, 'Active')).statusCode).toBe(200);
      expect((await getUser(t, 'demo', client.email)).status).toBe('Active');
      expect((await login(t, DEMO, client.email, STRONG_PASSWORD)).statusCode).toBe(200);
      // Reactivation does not bring the ended session back.
      expect((await profile(clientSession)).statusCode).toBe(401);
    },
  );

  it('lets a manager deactivate an agent', async () => {
    const agent = await createUser(t, 'demo', { userType: 'Agent' });
    const res = await setStatus(await openSession(t, 'demo', 'admin@demo.test'), agent.id, 'inactive');
    expect(res.statusCode).toBe(200);
    expect((await getUser(t, 'demo', agent.email)).status).toBe('inactive');
  });

  it.each(['agent@demo.test', 'restricted@demo.test', 'client@demo.test'])(
    'refuses %s with 403 and changes nothing',
    async (email) => {
      const client = await createUser(t, 'demo');
      const token = await openSession(t, 'demo', email);
      const before = await snapshotAccounts(t.db);
      const res = await setStatus(token, client.id, 'inactive');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN);
      expect(await snapshotAccounts(t.db)).toEqual(before);
    },
  );

  it('does not let an admin deactivate the owner or another admin; the owner may deactivate an admin', async () => {
    const owner = await getUser(t, 'demo', 'owner@demo.test');
    const otherAdmin = await createUser(t, 'demo', { userType: 'Admin' });
    const adminToken = await openSession(t, 'demo', 'admin@demo.test');
    const before = await snapshotAccounts(t.db);
    for (const target of [owner, otherAdmin]) {
      const res = await setStatus(adminToken, target.id, 'inactive');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN);
    }
    expect(await snapshotAccounts(t.db)).toEqual(before);
    expect(
      (await setStatus(await openSession(t, 'demo', 'owner@demo.test'), otherAdmin.id, 'inactive')).statusCode,
    ).toBe(200);
  });

  it('does not let a manager deactivate themselves', async () => {
    const owner = await getUser(t, 'demo', 'owner@demo.test');
    const res = await setStatus(await openSession(t, 'demo', 'owner@demo.test'), owner.id, 'inactive');
    expect(res.statusCode).toBe(403);
    expect((await getUser(t, 'demo', owner.email)).status).toBe('Active');
  });

  it('answers 404 for a user of another agency, and for an unknown id', async () => {
    const coastalOwner = await getUser(t, 'coastal', 'owner@coastal.test');
    const token = await openSession(t, 'demo', 'owner@demo.test');
    const before = await snapshotAccounts(t.db);
    for (const id of [coastalOwner.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await setStatus(token, id, 'inactive');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
    }
    expect(await snapshotAccounts(t.db)).toEqual(before);
  });

  it.each([
    [{ userId: 'not-a-uuid', status: 'inactive' }, 'userId'],
    [{ status: 'inactive' }, 'userId'],
    [{ userId: '00000000-0000-4000-8000-000000000000', status: 'Deleted' }, 'status'],
  ])('refuses %j with 400 naming %s', async (payload, field) => {
    const token = await openSession(t, 'demo', 'owner@demo.test');
    const before = await snapshotAccounts(t.db);
    const res = await t.request(
      DEMO,
      withCookie(token, { method: 'POST', url: '/api/user/updateUserActiveStatus', payload }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Please check the highlighted fields',
      details: { [field]: 'Invalid value' },
    });
    expect(await snapshotAccounts(t.db)).toEqual(before);
  });

  it('answers 401 without a session, and for a coastal session on demo', async () => {
    const client = await createUser(t, 'demo');
    for (const token of [null, await openSession(t, 'coastal', 'owner@coastal.test')]) {
      const res = await setStatus(token, client.id, 'inactive');
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    }
    expect((await getUser(t, 'demo', client.email)).status).toBe('Active');
  });
});

import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, type UserRow } from '../../platform/db/schema';
import { seedDemo } from '../../seed/seed';
import { createUser, getUser, openSession } from '../../testing/auth-helpers';
import { api, expectError } from '../../testing/http-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let owner: string;
let admin: string;
let coastalAgent: UserRow;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  owner = await openSession(t, 'demo', 'owner@demo.test');
  admin = await openSession(t, 'demo', 'admin@demo.test');
  coastalAgent = await createUser(t, 'coastal', { userType: 'Agent' });
});
afterAll(() => t.close());

const call = (token: string, options: InjectOptions) => api(t, token, options);
const get = (token: string, url: string) => call(token, { method: 'GET', url });
const patch = (token: string, url: string, payload: Record<string, unknown>) =>
  call(token, { method: 'PATCH', url, payload });
const tag = () => `a${randomUUID().slice(0, 8)}`;

const newAgent = (overrides: Partial<UserRow> = {}) => createUser(t, 'demo', { userType: 'Agent', ...overrides });

async function book(
  customer: UserRow,
  madeBy: UserRow,
  status: 'confirmed' | 'cancelled',
  amount: number,
  currency: string,
) {
  await t.db.insert(bookings).values({
    agencyId: customer.agencyId,
    userId: customer.id,
    createdById: madeBy.id,
    vertical: 'flight',
    referenceNumber: `R-${randomUUID().slice(0, 8)}`,
    status,
    supplier: 'sandbox',
    currency,
    totalAmount: amount,
  });
}

describe('GET /api/agency/agents', () => {
  it('answers a page of agents (restricted ones too) with totalAgents, searched, never clients or managers', async () => {
    const key = tag();
    const first = await newAgent({ email: `${key}-1@example.test`, createdAt: new Date('2026-01-01T00:00:00Z') });
    const second = await newAgent({
      email: `${key}-2@example.test`,
      isRestrictedAgent: true,
      createdAt: new Date('2026-01-02T00:00:00Z'),
    });
    await createUser(t, 'demo', { email: `${key}-client@example.test` });
    const res = await get(owner, `/api/agency/agents?offSet=0&limit=1&searchQuery=${key}`);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.totalAgents).toBe(2);
    expect(data.agents).toHaveLength(1);
    expect(data.agents[0]).toMatchObject({ _id: second.id, userType: 'Agent', isRestrictedAgent: true });
    const next = (await get(owner, `/api/agency/agents?offSet=1&limit=1&searchQuery=${key}`)).json().data;
    expect(next.agents.map((a: { _id: string }) => a._id)).toEqual([first.id]);
    const all = (await get(admin, '/api/agency/agents?limit=100')).json().data;
    expect(all.agents.map((a: { email: string }) => a.email)).not.toContain('owner@demo.test');
    expect(all.agents.map((a: { email: string }) => a.email)).not.toContain('client@demo.test');
    expect(all.agents.map((a: { _id: string }) => a._id)).not.toContain(coastalAgent.id);
  });

  it.each([
    ['limit=abc', 'limit'],
    ['offSet=-5', 'offSet'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const res = await get(owner, `/api/agency/agents?${query}`);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().details)).toEqual([field]);
  });
});

describe('GET /api/agency/agents/{id}', () => {
  it('answers the bookings they made and their sales per currency (paid bookings only)', async () => {
    const agent = await newAgent();
    const client = await createUser(t, 'demo');
    await book(client, agent, 'confirmed', 10_000, 'USD');
    await book(client, agent, 'confirmed', 2_500, 'USD');
    await book(client, agent, 'confirmed', 9_000, 'EUR');
    await book(client, agent, 'cancelled', 99_999, 'USD');
    const res = await get(owner, `/api/agency/agents/${agent.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.agent).toMatchObject({ _id: agent.id, bookingCount: 4 });
    expect(data.bookings.counts).toEqual({ flight: 4, hotel: 0, car: 0, activity: 0 });
    expect(data.bookings.latest[0].customer).toEqual({ _id: client.id, name: client.name, email: client.email });
    expect(data.sales).toEqual([
      { currency: 'EUR', amount: 9_000 },
      { currency: 'USD', amount: 12_500 },
    ]);
    expect(data.markup.isDefault).toBe(true);
  });

  it("answers 404 for another agency's agent, a client, the owner, and 400 for a bad id", async () => {
    const client = await getUser(t, 'demo', 'client@demo.test');
    const theOwner = await getUser(t, 'demo', 'owner@demo.test');
    for (const id of [coastalAgent.id, client.id, theOwner.id]) {
      expectError(await get(owner, `/api/agency/agents/${id}`), 404, 'NOT_FOUND');
    }
    expectError(await get(owner, '/api/agency/agents/123'), 400, 'VALIDATION_FAILED', {
      details: { id: 'Invalid value' },
    });
  });
});

describe('PATCH /api/agency/agents/user-type', () => {
  it('turns an agent back into a client', async () => {
    const agent = await newAgent({ isRestrictedAgent: true });
    const res = await patch(owner, '/api/agency/agents/user-type', { userId: agent.id });
    expect(res.json()).toEqual({ message: 'The agent is now a client' });
    expect(await getUser(t, 'demo', agent.email)).toMatchObject({ userType: 'Client', isRestrictedAgent: false });
    expectError(await patch(owner, '/api/agency/agents/user-type', { userId: agent.id }), 404, 'NOT_FOUND');
  });

  it("answers 404 for another agency's agent and 400 without a userId", async () => {
    expectError(await patch(owner, '/api/agency/agents/user-type', { userId: coastalAgent.id }), 404, 'NOT_FOUND');
    expectError(await patch(owner, '/api/agency/agents/user-type', {}), 400, 'VALIDATION_FAILED', {
      details: { userId: 'Required' },
    });
  });
});

describe('PATCH /api/agency/agents/user-status', () => {
  it('deactivates an agent, ending their sessions at once, with the spec message', async () => {
    const agent = await newAgent();
    const session = await openSession(t, 'demo', agent.email);
    const res = await patch(admin, '/api/agency/agents/user-status', { userId: agent.id, status: 'inactive' });
    expect(res.json()).toEqual({ message: 'Status changed Successfully' });
    expect((await get(session, '/api/agency/clients')).statusCode).toBe(401);
    expect((await getUser(t, 'demo', agent.email)).status).toBe('inactive');
  });

  it('refuses a status that is not one', async () => {
    const agent = await newAgent();
    expectError(
      await patch(owner, '/api/agency/agents/user-status', { userId: agent.id, status: 'active' }),
      400,
      'VALIDATION_FAILED',
      { details: { status: 'Invalid value' } },
    );
  });
});

describe('PATCH /api/agency/agents/update-agent-type', () => {
  it('makes an agent restricted, which narrows their clients at once', async () => {
    const agent = await newAgent();
    const session = await openSession(t, 'demo', agent.email);
    const before = (await get(session, '/api/agency/clients?limit=1')).json().data.totalClients;
    expect(before).toBeGreaterThan(0);
    const res = await patch(owner, '/api/agency/agents/update-agent-type', {
      userId: agent.id,
      isRestrictedAgent: true,
    });
    expect(res.json()).toEqual({ message: 'Agent type changed successfully' });
    expect((await getUser(t, 'demo', agent.email)).isRestrictedAgent).toBe(true);
    expect((await get(session, '/api/agency/clients?limit=1')).json().data.totalClients).toBe(0);
  });

  it('refuses a flag that is not a boolean, and another agency agent', async () => {
    expectError(
      await patch(owner, '/api/agency/agents/update-agent-type', { userId: coastalAgent.id, isRestrictedAgent: 'no' }),
      400,
      'VALIDATION_FAILED',
      { details: { isRestrictedAgent: 'Invalid value' } },
    );
    expectError(
      await patch(owner, '/api/agency/agents/update-agent-type', { userId: coastalAgent.id, isRestrictedAgent: false }),
      404,
      'NOT_FOUND',
    );
  });
});

describe('PATCH /api/agency/agents/reward-wallet', () => {
  it('turns an agent wallet on and off', async () => {
    const agent = await newAgent();
    for (const isRewardWalletEnable of [true, false]) {
      const res = await patch(owner, '/api/agency/agents/reward-wallet', { userId: agent.id, isRewardWalletEnable });
      expect(res.json()).toEqual({ message: 'Reward wallet updated successfully' });
      expect((await getUser(t, 'demo', agent.email)).isRewardWalletEnabled).toBe(isRewardWalletEnable);
    }
  });
});

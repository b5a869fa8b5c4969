import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../platform/db/schema';
import { ACTION_ROLES, type BackOfficeAction } from '../../platform/http/policy';
import { seedDemo } from '../../seed/seed';
import { COASTAL, createUser, getUser, openSession } from '../../testing/auth-helpers';
import { api } from '../../testing/http-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * The role walk of the back-office people calls (docs/roles.md): every call as each role of the
 * demo agency, and against the other agency (its record asked by the demo owner: 404; a call
 * naming no record, by the other agency's owner with their session on demo: no session, 401).
 */

const ROLES = ['owner', 'admin', 'agent', 'restricted', 'client'] as const;
type Role = (typeof ROLES)[number];
const EMAILS: Record<Role, string> = {
  owner: 'owner@demo.test',
  admin: 'admin@demo.test',
  agent: 'agent@demo.test',
  restricted: 'restricted@demo.test',
  client: 'client@demo.test',
};

let t: TestApp;
const tokens = new Map<Role, string>();
const actors = new Map<Role, UserRow>();
let coastalOwner: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  for (const role of ROLES) {
    tokens.set(role, await openSession(t, 'demo', EMAILS[role]));
    actors.set(role, await getUser(t, 'demo', EMAILS[role]));
  }
  coastalOwner = await openSession(t, 'coastal', 'owner@coastal.test');
});
afterAll(() => t.close());

type Target = 'client' | 'unverifiedClient' | 'agent' | 'none';

interface Call {
  action: BackOfficeAction;
  target: Target;
  /** The request, on a target (a fresh person of the actor's own scope, or of the other agency). */
  request(targetId: string): InjectOptions;
}

const body = (payload: Record<string, unknown>) => payload as InjectOptions['payload'];
const CALLS: Record<string, Call> = {
  'GET /agency/clients': {
    action: 'clients.view',
    target: 'none',
    request: () => ({ method: 'GET', url: '/api/agency/clients' }),
  },
  'GET /agency/clients/{id}': {
    action: 'clients.view',
    target: 'client',
    request: (id) => ({ method: 'GET', url: `/api/agency/clients/${id}` }),
  },
  'POST /agency/clients/create': {
    action: 'clients.create',
    target: 'none',
    request: () => ({
      method: 'POST',
      url: '/api/agency/clients/create',
      payload: body({ data: [{ name: 'Walk Person', email: `walk-${randomUUID()}@example.test` }] }),
    }),
  },
  'POST /agency/clients/actions resendVerification': {
    action: 'clients.resendVerification',
    target: 'none',
    request: () => ({
      method: 'POST',
      url: '/api/agency/clients/actions',
      payload: body({ action: 'resendVerification', userIds: [randomUUID()] }),
    }),
  },
  'POST /agency/clients/actions deactivate': {
    action: 'clients.status',
    target: 'none',
    request: () => ({
      method: 'POST',
      url: '/api/agency/clients/actions',
      payload: body({ action: 'deactivate', userIds: [randomUUID()] }),
    }),
  },
  'POST /agency/clients/actions enableRewardWallet': {
    action: 'clients.wallet',
    target: 'none',
    request: () => ({
      method: 'POST',
      url: '/api/agency/clients/actions',
      payload: body({ action: 'enableRewardWallet', userIds: [randomUUID()] }),
    }),
  },
  'POST /agency/clients/resend-verification-email': {
    action: 'clients.resendVerification',
    target: 'unverifiedClient',
    request: (userId) => ({
      method: 'POST',
      url: '/api/agency/clients/resend-verification-email',
      payload: body({ userId }),
    }),
  },
  'PATCH /agency/clients/user-status': {
    action: 'clients.status',
    target: 'client',
    request: (userId) => ({
      method: 'PATCH',
      url: '/api/agency/clients/user-status',
      payload: body({ userId, status: 'inactive' }),
    }),
  },
  'PATCH /agency/clients/reward-wallet': {
    action: 'clients.wallet',
    target: 'client',
    request: (userId) => ({
      method: 'PATCH',
      url: '/api/agency/clients/reward-wallet',
      payload: body({ userId, isRewardWalletEnable: true }),
    }),
  },
  'PATCH /agency/clients/user-type': {
    action: 'clients.promote',
    target: 'client',
    request: (userId) => ({ method: 'PATCH', url: '/api/agency/clients/user-type', payload: body({ userId }) }),
  },
  'GET /agency/clients/exports/data': {
    action: 'clients.export',
    target: 'none',
    request: () => ({ method: 'GET', url: '/api/agency/clients/exports/data' }),
  },
  'GET /agency/agents': {
    action: 'agents.view',
    target: 'none',
    request: () => ({ method: 'GET', url: '/api/agency/agents' }),
  },
  'GET /agency/agents/{id}': {
    action: 'agents.view',
    target: 'agent',
    request: (id) => ({ method: 'GET', url: `/api/agency/agents/${id}` }),
  },
  'PATCH /agency/agents/user-type': {
    action: 'agents.demote',
    target: 'agent',
    request: (userId) => ({ method: 'PATCH', url: '/api/agency/agents/user-type', payload: body({ userId }) }),
  },
  'PATCH /agency/agents/user-status': {
    action: 'agents.status',
    target: 'agent',
    request: (userId) => ({
      method: 'PATCH',
      url: '/api/agency/agents/user-status',
      payload: body({ userId, status: 'inactive' }),
    }),
  },
  'PATCH /agency/agents/update-agent-type': {
    action: 'agents.agentType',
    target: 'agent',
    request: (userId) => ({
      method: 'PATCH',
      url: '/api/agency/agents/update-agent-type',
      payload: body({ userId, isRestrictedAgent: true }),
    }),
  },
  'PATCH /agency/agents/reward-wallet': {
    action: 'agents.wallet',
    target: 'agent',
    request: (userId) => ({
      method: 'PATCH',
      url: '/api/agency/agents/reward-wallet',
      payload: body({ userId, isRewardWalletEnable: true }),
    }),
  },
  'POST /agency/invitations': {
    action: 'agents.invite',
    target: 'none',
    request: () => ({
      method: 'POST',
      url: '/api/agency/invitations',
      payload: body({ email: `invite-${randomUUID()}@example.test`, isRestrictedAgent: true }),
    }),
  },
  'GET /agency/markups': {
    action: 'markups.manage',
    target: 'none',
    request: () => ({ method: 'GET', url: '/api/agency/markups' }),
  },
  'GET /agency/proposal': {
    action: 'proposals.manage',
    target: 'none',
    request: () => ({ method: 'GET', url: '/api/agency/proposal?offSet=0&limit=10' }),
  },
  'GET /agency/short-urls': {
    action: 'shortLinks.manage',
    target: 'none',
    request: () => ({ method: 'GET', url: '/api/agency/short-urls?offSet=0&limit=10' }),
  },
  'GET /agency/subscriptions': {
    action: 'subscription.manage',
    target: 'none',
    request: () => ({ method: 'GET', url: '/api/agency/subscriptions' }),
  },
  'GET /agency/applications': {
    action: 'settings.manage',
    target: 'none',
    request: () => ({ method: 'GET', url: '/api/agency/applications' }),
  },
  'PATCH /agency/applications/reward-wallet': {
    action: 'settings.manage',
    target: 'none',
    request: () => ({
      method: 'PATCH',
      url: '/api/agency/applications/reward-wallet',
      payload: body({ enabled: true }),
    }),
  },
  'GET /agency/clients/{id}/wallet': {
    action: 'clients.wallet',
    target: 'client',
    request: (id) => ({ method: 'GET', url: `/api/agency/clients/${id}/wallet` }),
  },
  'GET /agency/agents/{id}/wallet': {
    action: 'agents.wallet',
    target: 'agent',
    request: (id) => ({ method: 'GET', url: `/api/agency/agents/${id}/wallet` }),
  },
};

/**
 * The expected answers, written out (docs/roles.md): the status for each role, then for the other
 * agency (404 on its record; 401 for its session on a call naming no record).
 */
const OK = 200;
const NO = 403;
const MATRIX: Record<keyof typeof CALLS, [Record<Role, number>, number]> = {
  'GET /agency/clients': [{ owner: OK, admin: OK, agent: OK, restricted: OK, client: NO }, 401],
  'GET /agency/clients/{id}': [{ owner: OK, admin: OK, agent: OK, restricted: OK, client: NO }, 404],
  'POST /agency/clients/create': [{ owner: OK, admin: OK, agent: OK, restricted: OK, client: NO }, 401],
  'POST /agency/clients/actions resendVerification': [
    { owner: OK, admin: OK, agent: OK, restricted: OK, client: NO },
    401,
  ],
  'POST /agency/clients/actions deactivate': [{ owner: OK, admin: OK, agent: OK, restricted: NO, client: NO }, 401],
  'POST /agency/clients/actions enableRewardWallet': [
    { owner: OK, admin: OK, agent: NO, restricted: NO, client: NO },
    401,
  ],
  'POST /agency/clients/resend-verification-email': [
    { owner: OK, admin: OK, agent: OK, restricted: OK, client: NO },
    404,
  ],
  'PATCH /agency/clients/user-status': [{ owner: OK, admin: OK, agent: OK, restricted: NO, client: NO }, 404],
  'PATCH /agency/clients/reward-wallet': [{ owner: OK, admin: OK, agent: NO, restricted: NO, client: NO }, 404],
  'PATCH /agency/clients/user-type': [{ owner: OK, admin: OK, agent: NO, restricted: NO, client: NO }, 404],
  'GET /agency/clients/exports/data': [{ owner: OK, admin: OK, agent: OK, restricted: NO, client: NO }, 401],
  'GET /agency/agents': [{ owner: OK, admin: OK, agent: NO, restricted: NO, client: NO }, 401],
  'GET /agency/agents/{id}': [{ owner: OK, admin: OK, agent: NO, restricted: NO, client: NO }, 404],
  'PATCH /agency/agents/user-type': [{ owner: OK, admin: OK, agent: NO, restricted: NO, client: NO }, 404],
  'PATCH /agency/agents/user-status': [{ owner: OK, admin: OK, agent: NO, restricted: NO, client: NO }, 404],
  'PATCH /agency/agents/update-agent-type': [{ owner: OK, admin: OK, agent: NO, restricted: NO, client: NO }, 404],
  'PATCH /agency/agents/reward-wallet': [{ owner: OK, admin: OK, agent: NO, restricted: NO, client: NO }, 404],
  'POST /agency/invitations': [{ owner: OK, admin: OK, agent: NO, restricted: NO, client: NO }, 401],
  'GET /agency/markups': [{ owner: OK, admin: OK, agent: NO, restricted: NO, client: NO }, 401],
  'GET /agency/proposal': [{ owner: OK, admin: OK, agent: OK, restricted: OK, client: NO }, 401],
  'GET /agency/short-urls': [{ owner: OK, admin: OK, agent: OK, restricted: OK, client: NO }, 401],
  'GET /agency/subscriptions': [{ owner: OK, admin: OK, agent: NO, restricted: NO, client: NO }, 401],
  'GET /agency/applications': [{ owner: OK, admin: OK, agent: NO, restricted: NO, client: NO }, 401],
  'PATCH /agency/applications/reward-wallet': [{ owner: OK, admin: OK, agent: NO, restricted: NO, client: NO }, 401],
  'GET /agency/clients/{id}/wallet': [{ owner: OK, admin: OK, agent: NO, restricted: NO, client: NO }, 404],
  'GET /agency/agents/{id}/wallet': [{ owner: OK, admin: OK, agent: NO, restricted: NO, client: NO }, 404],
};

/** A fresh person for one call: in the actor's own scope (a restricted agent's own client), or of coastal. */
async function targetFor(target: Target, actor: UserRow, agency: 'demo' | 'coastal'): Promise<string> {
  if (target === 'none') return '';
  const user = await createUser(t, agency, {
    userType: target === 'agent' ? 'Agent' : 'Client',
    ...(target === 'unverifiedClient' ? { emailVerifiedAt: null } : {}),
    ...(agency === 'demo' && target !== 'agent' ? { createdById: actor.id } : {}),
  });
  return user.id;
}

describe('the back-office role matrix', () => {
  const rows = Object.entries(CALLS).flatMap(([name, call]) =>
    ROLES.map((role) => [name, role, call, MATRIX[name]?.[0][role] ?? 0] as const),
  );

  it.each(rows)('%s as %s', async (_, role, call, expected) => {
    const actor = actors.get(role);
    if (!actor) throw new Error(role);
    const res = await api(t, tokens.get(role) ?? null, call.request(await targetFor(call.target, actor, 'demo')));
    expect(res.statusCode, res.body).toBe(expected);
    if (expected === NO) expect(res.json().code).toBe('FORBIDDEN');
  });

  it.each(Object.entries(CALLS))('%s against the other agency', async (name, call) => {
    const owner = actors.get('owner');
    if (!owner) throw new Error('owner');
    const expected = MATRIX[name]?.[1];
    const res =
      call.target === 'none'
        ? await api(t, coastalOwner, call.request(''))
        : await api(t, tokens.get('owner') ?? null, call.request(await targetFor(call.target, owner, 'coastal')));
    expect(res.statusCode, res.body).toBe(expected);
    // Their own agency's host is theirs: the same session answers there.
    if (call.target === 'none') expect((await api(t, coastalOwner, call.request(''), COASTAL)).statusCode).toBe(OK);
  });

  it('agrees with the policy table for every action it walks', () => {
    const roleKey = {
      owner: 'owner',
      admin: 'admin',
      agent: 'agent',
      restricted: 'restrictedAgent',
      client: 'client',
    } as const;
    for (const [name, call] of Object.entries(CALLS)) {
      const allowed = ROLES.filter((role) => MATRIX[name]?.[0][role] === OK).map((role) => roleKey[role]);
      expect([...ACTION_ROLES[call.action]].sort(), name).toEqual(allowed.sort());
    }
  });
});

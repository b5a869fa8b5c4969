import { describe, expect, it } from 'vitest';
import { UPLOAD_FIELDS } from '@travel/contracts';
import {
  bookingScopeOf,
  can,
  canBookFor,
  canLogInWithPassword,
  canManageUser,
  canUploadField,
  clientScopeOf,
  may,
  mayActOnUser,
  mayCancelBooking,
  roleOf,
  type Permission,
} from './policy';
import type { UserRow } from '../db/schema';

const AGENCY = 'agency-a';
const OTHER_AGENCY = 'agency-b';

function userRow(id: string, overrides: Partial<UserRow> = {}): UserRow {
  const at = new Date('2026-01-01T00:00:00Z');
  return {
    id,
    agencyId: AGENCY,
    email: `${id}@example.test`,
    name: id,
    passwordHash: null,
    userType: 'Client',
    isRestrictedAgent: false,
    status: 'Active',
    emailVerifiedAt: at,
    language: 'en',
    loginCount: 1,
    lastLoginAt: at,
    isRewardWalletEnabled: false,
    phone: null,
    profileImage: null,
    createdById: null,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

/** One of each role of agency A, an inactive agent of A, and the owner of agency B. */
const USERS = {
  owner: userRow('owner', { userType: 'AgencyOwner' }),
  admin: userRow('admin', { userType: 'Admin' }),
  agent: userRow('agent', { userType: 'Agent' }),
  restricted: userRow('restricted', { userType: 'Agent', isRestrictedAgent: true }),
  client: userRow('client'),
  inactive: userRow('inactive', { userType: 'Agent', status: 'inactive' }),
  otherAgency: userRow('other-owner', { userType: 'AgencyOwner', agencyId: OTHER_AGENCY }),
};
type Role = keyof typeof USERS;
const ROLES = Object.keys(USERS) as Role[];

/** What `decide` answers for each role. */
function answers<T>(decide: (user: UserRow) => T): Record<Role, T> {
  return Object.fromEntries(ROLES.map((role) => [role, decide(USERS[role])])) as Record<Role, T>;
}

describe('can (route permissions)', () => {
  const table: Array<[Permission, Record<Role, boolean>]> = [
    [
      'public',
      { owner: true, admin: true, agent: true, restricted: true, client: true, inactive: true, otherAgency: true },
    ],
    [
      'session',
      { owner: true, admin: true, agent: true, restricted: true, client: true, inactive: false, otherAgency: true },
    ],
    [
      'agent',
      { owner: true, admin: true, agent: true, restricted: true, client: false, inactive: false, otherAgency: true },
    ],
    [
      'manager',
      { owner: true, admin: true, agent: false, restricted: false, client: false, inactive: false, otherAgency: true },
    ],
  ];
  it.each(table)('lets each role use a %s route as the permission says', (permission, expected) => {
    expect(answers((user) => can(user, permission))).toEqual(expected);
  });

  it('lets nobody signed in use only public routes', () => {
    expect((['public', 'session', 'agent', 'manager'] as const).map((p) => can(null, p))).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('canManageUser', () => {
  it('lets owners and admins of the agency change an agent or a client, never across agencies', () => {
    expect(answers((actor) => [canManageUser(actor, USERS.agent), canManageUser(actor, USERS.client)])).toEqual({
      owner: [true, true],
      admin: [true, true],
      agent: [false, false],
      restricted: [false, false],
      client: [false, false],
      inactive: [false, false],
      otherAgency: [false, false],
    });
  });

  it('lets only the owner change an admin, and nobody the owner or themselves', () => {
    expect(
      answers((actor) => [
        canManageUser(actor, USERS.admin),
        canManageUser(actor, USERS.owner),
        canManageUser(actor, actor),
      ]),
    ).toEqual({
      owner: [true, false, false],
      admin: [false, false, false],
      agent: [false, false, false],
      restricted: [false, false, false],
      client: [false, false, false],
      inactive: [false, false, false],
      otherAgency: [false, false, false],
    });
  });

  it('refuses an inactive owner', () => {
    const inactiveOwner = userRow('inactive-owner', { userType: 'AgencyOwner', status: 'inactive' });
    expect(canManageUser(inactiveOwner, USERS.client)).toBe(false);
  });
});

describe('canUploadField', () => {
  const uploadable = (user: UserRow) => UPLOAD_FIELDS.filter((field) => canUploadField(user, field));
  const EVERYONE = ['profileImage', 'document'];

  it('lets owners and admins upload branding, everyone else only a profile image or a document', () => {
    expect(answers(uploadable)).toEqual({
      owner: [...UPLOAD_FIELDS],
      admin: [...UPLOAD_FIELDS],
      agent: EVERYONE,
      restricted: EVERYONE,
      client: EVERYONE,
      inactive: [],
      otherAgency: [...UPLOAD_FIELDS],
    });
  });

  it('keeps the agency branding fields for managers', () => {
    expect(UPLOAD_FIELDS.filter((field) => !canUploadField(USERS.agent, field))).toEqual([
      'logo',
      'favicon',
      'backgroundImage',
      'mobileBackgroundImage',
      'backgroundVideo',
    ]);
  });
});

describe('bookingScopeOf', () => {
  it('shows a client their own, a restricted agent what they made or hold, others the whole agency', () => {
    expect(answers(bookingScopeOf)).toEqual({
      owner: { agencyId: AGENCY, kind: 'agency' },
      admin: { agencyId: AGENCY, kind: 'agency' },
      agent: { agencyId: AGENCY, kind: 'agency' },
      restricted: { agencyId: AGENCY, kind: 'made-or-own', userId: 'restricted' },
      client: { agencyId: AGENCY, kind: 'own', userId: 'client' },
      // By role: an inactive user has no session to ask with (can() and the session look-up refuse).
      inactive: { agencyId: AGENCY, kind: 'agency' },
      otherAgency: { agencyId: OTHER_AGENCY, kind: 'agency' },
    });
  });
});

describe('canBookFor', () => {
  it('lets agents (restricted too) and managers book for another user, a client not', () => {
    expect(answers((actor) => canBookFor(actor, 'another-client'))).toEqual({
      owner: true,
      admin: true,
      agent: true,
      restricted: true,
      client: false,
      inactive: false,
      // By role: the customer is then looked up in the actor's agency, where another agency's is not found.
      otherAgency: true,
    });
  });

  it('lets every active user book for themselves', () => {
    expect(answers((actor) => canBookFor(actor, actor.id))).toEqual({
      owner: true,
      admin: true,
      agent: true,
      restricted: true,
      client: true,
      inactive: false,
      otherAgency: true,
    });
  });
});

describe('canLogInWithPassword', () => {
  const PORTAL_ONLY = { isSsoEnabled: true, isDirectLoginAllowedForSsoUsers: false };

  it('refuses only clients (the SSO users) on an SSO agency that does not allow direct log-in', () => {
    expect(answers((user) => canLogInWithPassword(user, PORTAL_ONLY))).toEqual({
      owner: true,
      admin: true,
      agent: true,
      restricted: true,
      client: false,
      // By role: the log-in refuses an inactive account before (ACCOUNT_INACTIVE).
      inactive: true,
      otherAgency: true,
    });
  });

  it.each([
    { isSsoEnabled: true, isDirectLoginAllowedForSsoUsers: true },
    { isSsoEnabled: false, isDirectLoginAllowedForSsoUsers: false },
    { isSsoEnabled: false, isDirectLoginAllowedForSsoUsers: true },
  ])('lets every role log in with a password on an agency with %j', (agency) => {
    expect(Object.values(answers((user) => canLogInWithPassword(user, agency)))).toEqual(ROLES.map(() => true));
  });
});

describe('may (the back-office actions of docs/roles.md)', () => {
  it('names each role', () => {
    expect(answers(roleOf)).toEqual({
      owner: 'owner',
      admin: 'admin',
      agent: 'agent',
      restricted: 'restrictedAgent',
      client: 'client',
      inactive: 'agent',
      otherAgency: 'owner',
    });
  });

  it.each([
    ['clients.view', { owner: true, admin: true, agent: true, restricted: true, client: false, inactive: false }],
    ['clients.status', { owner: true, admin: true, agent: true, restricted: false, client: false, inactive: false }],
    ['clients.promote', { owner: true, admin: true, agent: false, restricted: false, client: false, inactive: false }],
    ['agents.view', { owner: true, admin: true, agent: false, restricted: false, client: false, inactive: false }],
    ['bookings.cancel', { owner: true, admin: true, agent: true, restricted: false, client: false, inactive: false }],
    ['bookings.ticket', { owner: true, admin: true, agent: true, restricted: false, client: false, inactive: false }],
    ['markups.manage', { owner: true, admin: true, agent: false, restricted: false, client: false, inactive: false }],
    ['shortLinks.manage', { owner: true, admin: true, agent: true, restricted: true, client: false, inactive: false }],
  ] as const)('lets each role %s as the table says', (action, expected) => {
    expect(answers((user) => may(user, action))).toEqual({ ...expected, otherAgency: true });
    expect(can(USERS.owner, action)).toBe(true);
    expect(may(null, action)).toBe(false);
  });

  it("scopes a restricted agent's clients to their own, everyone else's to the agency", () => {
    expect(clientScopeOf(USERS.restricted)).toEqual({ agencyId: AGENCY, kind: 'own', agentId: 'restricted' });
    expect(clientScopeOf(USERS.agent)).toEqual({ agencyId: AGENCY, kind: 'agency' });
  });

  it('acts on a user of the action kind, of the same agency, never oneself', () => {
    const otherClient = userRow('far-client', { agencyId: OTHER_AGENCY });
    expect(mayActOnUser(USERS.agent, 'clients.status', USERS.client)).toBe(true);
    expect(mayActOnUser(USERS.agent, 'clients.status', USERS.agent)).toBe(false);
    expect(mayActOnUser(USERS.owner, 'clients.status', USERS.agent)).toBe(false);
    expect(mayActOnUser(USERS.owner, 'agents.status', USERS.agent)).toBe(true);
    expect(mayActOnUser(USERS.owner, 'agents.status', USERS.admin)).toBe(false);
    expect(mayActOnUser(USERS.owner, 'clients.status', otherClient)).toBe(false);
  });

  it("lets anyone cancel their own trip, and only unrestricted agents and managers a client's", () => {
    const clientsBooking = { userId: 'client' };
    expect(answers((user) => mayCancelBooking(user, clientsBooking))).toEqual({
      owner: true,
      admin: true,
      agent: true,
      restricted: false,
      client: true,
      inactive: false,
      otherAgency: true,
    });
    expect(mayCancelBooking(USERS.restricted, { userId: 'restricted' })).toBe(true);
  });
});

import { isManagerType, isTravelAgentType } from '@travel/contracts';
import { UPLOAD_RULES, type UploadField } from '../storage/upload-rules';
import type { AgencyRow, UserRow } from '../db/schema';

/**
 * The one place that answers "may this user do this action on this record". Agency boundaries
 * are kept by the agency-scoped look-ups (another agency's record is not found: 404), so these
 * functions decide by role; the ones that compare two users also refuse across agencies. An
 * inactive user has no session, and every yes-or-no answer here is no for one anyway.
 */

const isActive = (user: UserRow): boolean => user.status === 'Active';

/** The roles of the back-office table (docs/roles.md): a user's type, an agent split by its restricted flag. */
export const ROLES = ['owner', 'admin', 'agent', 'restrictedAgent', 'client'] as const;
export type Role = (typeof ROLES)[number];

export function roleOf(user: UserRow): Role {
  if (user.userType === 'AgencyOwner') return 'owner';
  if (user.userType === 'Admin') return 'admin';
  if (user.userType === 'Agent') return user.isRestrictedAgent ? 'restrictedAgent' : 'agent';
  return 'client';
}

const MANAGERS = ['owner', 'admin'] as const;
const AGENTS = ['owner', 'admin', 'agent'] as const;
const ALL_AGENTS = ['owner', 'admin', 'agent', 'restrictedAgent'] as const;

/**
 * Every back-office action and the roles that may perform it: the table of docs/roles.md, which
 * a test walks over the API. A role listed for an action on records (clients, bookings) may still
 * see only some of them: a restricted agent only their own clients (`clientScopeOf`) and the
 * bookings they made or hold (`bookingScopeOf`).
 */
export const ACTION_ROLES = {
  /** The dashboard and its figures. */
  'dashboard.view': ALL_AGENTS,
  /** The clients list, a client's page, the global search over clients and bookings. */
  'clients.view': ALL_AGENTS,
  /** Create clients, one or many (the bulk upload); a restricted agent's become their own. */
  'clients.create': ALL_AGENTS,
  /** Re-send a client's verification e-mail. */
  'clients.resendVerification': ALL_AGENTS,
  /** Activate or deactivate a client. */
  'clients.status': AGENTS,
  /** Export the clients as CSV. */
  'clients.export': AGENTS,
  /** Turn a client's travel reward wallet on or off. */
  'clients.wallet': MANAGERS,
  /** Promote a client to agent. */
  'clients.promote': MANAGERS,
  /** The agents list and an agent's page (their bookings and sales). */
  'agents.view': MANAGERS,
  /** Invite an agent (restricted or not). */
  'agents.invite': MANAGERS,
  /** Activate or deactivate an agent. */
  'agents.status': MANAGERS,
  /** Turn an agent back into a client. */
  'agents.demote': MANAGERS,
  /** Make an agent restricted or unrestricted. */
  'agents.agentType': MANAGERS,
  /** Turn an agent's travel reward wallet on or off. */
  'agents.wallet': MANAGERS,
  /** The agency's, a client's and an agent's markups, read and changed. */
  'markups.manage': MANAGERS,
  /** Website settings, applications, the agency record. */
  'settings.manage': MANAGERS,
  /** The subscription and its billing. */
  'subscription.manage': MANAGERS,
  /** The agency's booking lists and details (every vertical). */
  'bookings.view': ALL_AGENTS,
  /** Book for a client (a restricted agent: only their own clients). */
  'bookings.bookForClient': ALL_AGENTS,
  /** Cancel or void a booking of a client from the back-office. */
  'bookings.cancel': AGENTS,
  /** Issue the tickets of a held flight booking. */
  'bookings.ticket': AGENTS,
  /** Export bookings as CSV. */
  'bookings.export': ALL_AGENTS,
  /** E-mail a client the itinerary of bookings. */
  'bookings.emailItinerary': ALL_AGENTS,
  /** Approve or decline a restricted agent's booking above the agency's limit. */
  'approvals.decide': MANAGERS,
  /**
   * Proposals to clients: make, send, list, change status. Owners and admins see the agency's;
   * an agent their own (`proposalScopeOf`), a restricted agent for their own clients only.
   */
  'proposals.manage': ALL_AGENTS,
  /** Make, e-mail, list and delete the agency's short links (with their funnel). */
  'shortLinks.manage': ALL_AGENTS,
} as const satisfies Record<string, readonly Role[]>;

export type BackOfficeAction = keyof typeof ACTION_ROLES;
export const BACK_OFFICE_ACTIONS = Object.keys(ACTION_ROLES) as BackOfficeAction[];

/** Whether an active `user` has a role allowed to perform `action` (records still scoped, see above). */
export function may(user: UserRow | null, action: BackOfficeAction): boolean {
  if (!user || !isActive(user)) return false;
  return (ACTION_ROLES[action] as readonly Role[]).includes(roleOf(user));
}

/**
 * What a route needs (each API route declares one): `public` anyone; `session` any signed-in
 * user; `agent` owners, admins and agents (restricted or not); `manager` owners and admins; or a
 * back-office action of ACTION_ROLES.
 */
export type Permission = 'public' | 'session' | 'agent' | 'manager' | BackOfficeAction;

/** Whether a user may use a route declaring `permission`; an inactive user only public ones. */
export function can(user: UserRow | null, permission: Permission): boolean {
  if (permission === 'public') return true;
  if (!user || !isActive(user)) return false;
  if (permission === 'session') return true;
  if (permission === 'agent') return isTravelAgentType(user.userType);
  if (permission === 'manager') return isManagerType(user.userType);
  return may(user, permission);
}

/**
 * Which clients a user sees in the back-office: the whole agency's, or (a restricted agent) their
 * own: the clients they created or invited (`users.created_by_id`) and the clients they booked for
 * (a booking of the client's whose `created_by_id` is theirs).
 */
export type ClientScope = { agencyId: string } & ({ kind: 'agency' } | { kind: 'own'; agentId: string });

export function clientScopeOf(user: UserRow): ClientScope {
  return roleOf(user) === 'restrictedAgent'
    ? { agencyId: user.agencyId, kind: 'own', agentId: user.id }
    : { agencyId: user.agencyId, kind: 'agency' };
}

/** Whose proposals a user sees and moves: the agency's (owners, admins) or the ones they made (agents). */
export type ProposalScope = { agencyId: string } & ({ kind: 'agency' } | { kind: 'own'; agentId: string });

export function proposalScopeOf(user: UserRow): ProposalScope {
  return isManagerType(user.userType)
    ? { agencyId: user.agencyId, kind: 'agency' }
    : { agencyId: user.agencyId, kind: 'own', agentId: user.id };
}

/**
 * Whether `actor` may perform a `clients.*` or `agents.*` action on `target`, once found in the
 * actor's agency and scope (otherwise 404): the action's role, the same agency, never oneself,
 * and the target of the action's kind (a client for `clients.*`, an agent for `agents.*`).
 */
export function mayActOnUser(actor: UserRow, action: BackOfficeAction, target: UserRow): boolean {
  if (!may(actor, action) || actor.agencyId !== target.agencyId || actor.id === target.id) return false;
  if (action.startsWith('clients.')) return target.userType === 'Client';
  if (action.startsWith('agents.')) return target.userType === 'Agent';
  return false;
}

/**
 * Whether `actor` may change another account of the same agency (status, type): managers may,
 * never on themselves, and only the owner may touch an admin or the owner.
 */
export function canManageUser(actor: UserRow, target: UserRow): boolean {
  if (actor.agencyId !== target.agencyId || actor.id === target.id) return false;
  if (!isActive(actor) || !isManagerType(actor.userType)) return false;
  if (isManagerType(target.userType)) return actor.userType === 'AgencyOwner' && target.userType !== 'AgencyOwner';
  return true;
}

/**
 * Whether `user` may ask for an upload URL for `field`: the agency's branding (logo, favicon,
 * backgrounds, video) only owners and admins; a profile image or a document anyone signed in.
 */
export function canUploadField(user: UserRow, field: UploadField): boolean {
  return isActive(user) && (!UPLOAD_RULES[field].managersOnly || isManagerType(user.userType));
}

/**
 * Whose bookings a user sees (and so may read, pay, cancel or claim on), always within their
 * agency: a client their own; a restricted agent the ones they made or hold; other agents and
 * managers the whole agency's.
 */
export type BookingScope = { agencyId: string } & (
  { kind: 'agency' } | { kind: 'own'; userId: string } | { kind: 'made-or-own'; userId: string }
);

/** The bookings `user` sees, as the filter the booking repos apply (by role only, see above). */
export function bookingScopeOf(user: UserRow): BookingScope {
  if (!isTravelAgentType(user.userType)) return { agencyId: user.agencyId, kind: 'own', userId: user.id };
  if (user.isRestrictedAgent) return { agencyId: user.agencyId, kind: 'made-or-own', userId: user.id };
  return { agencyId: user.agencyId, kind: 'agency' };
}

/**
 * Whether `actor` may cancel or void `booking` (one they see, see bookingScopeOf): their own trip
 * anyone; a client's booking only a role of `bookings.cancel` (not a restricted agent).
 */
export function mayCancelBooking(actor: UserRow, booking: { userId: string }): boolean {
  return isActive(actor) && (booking.userId === actor.id || may(actor, 'bookings.cancel'));
}

/**
 * Whether `actor` may make a booking whose customer is the user `customerId`: anyone for
 * themselves, agents (restricted too) and managers for a client. The customer is then looked up
 * in the actor's agency, so another agency's id is not found (404) rather than refused here.
 */
export function canBookFor(actor: UserRow, customerId: string): boolean {
  return isActive(actor) && (customerId === actor.id || isTravelAgentType(actor.userType));
}

/**
 * Whether `user` may log in with a password (`POST /api/user/login`) at their agency. Spec 6:
 * "Direct password login can be hidden for SSO agencies unless direct login is allowed for SSO
 * users". The SSO users are the agency's clients (its portal signs them in and SSO creates
 * clients), so on an SSO agency that does not allow it a client is refused, while owners, admins
 * and agents keep their password log-in: they run the back-office, which the portal does not
 * open for them.
 */
export function canLogInWithPassword(
  user: UserRow,
  agency: Pick<AgencyRow, 'isSsoEnabled' | 'isDirectLoginAllowedForSsoUsers'>,
): boolean {
  if (!agency.isSsoEnabled || agency.isDirectLoginAllowedForSsoUsers) return true;
  return isTravelAgentType(user.userType);
}

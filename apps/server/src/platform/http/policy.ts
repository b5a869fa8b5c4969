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

/**
 * What a route needs (each API route declares one): `public` anyone; `session` any signed-in
 * user; `agent` owners, admins and agents (restricted or not); `manager` owners and admins.
 */
export type Permission = 'public' | 'session' | 'agent' | 'manager';

/** Whether a user may use a route declaring `permission`; an inactive user only public ones. */
export function can(user: UserRow | null, permission: Permission): boolean {
  if (permission === 'public') return true;
  if (!user || !isActive(user)) return false;
  if (permission === 'session') return true;
  if (permission === 'agent') return isTravelAgentType(user.userType);
  return isManagerType(user.userType);
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

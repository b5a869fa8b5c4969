import { isManagerType, isTravelAgentType } from '@travel/contracts';
import type { UserRow } from '../../modules/user/user.repo';

/**
 * What a route needs (each API route declares one): `public` anyone; `session` any signed-in
 * user; `agent` owners, admins and agents (restricted or not); `manager` owners and admins.
 */
export type Permission = 'public' | 'session' | 'agent' | 'manager';

/** The one place that decides whether a user may use a route. */
export function can(user: UserRow | null, permission: Permission): boolean {
  if (permission === 'public') return true;
  if (!user || user.status !== 'Active') return false;
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
  if (!isManagerType(actor.userType)) return false;
  if (isManagerType(target.userType)) return actor.userType === 'AgencyOwner' && target.userType !== 'AgencyOwner';
  return true;
}

/** Whether `actor` may see bookings and activity of `target`: their own, or an agent's whole agency. */
export function canSeeUserRecords(actor: UserRow, targetUserId: string): boolean {
  return actor.id === targetUserId || isTravelAgentType(actor.userType);
}

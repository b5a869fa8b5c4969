import { isTravelAgentType } from '@travel/contracts';
import type { UserRow } from '../user/user.repo';

/**
 * Whose bookings a user sees: a client their own; a restricted agent the ones they made or
 * hold; other agents and managers the whole agency's.
 */
export type BookingScope = { agencyId: string } & (
  { kind: 'agency' } | { kind: 'own'; userId: string } | { kind: 'made-or-own'; userId: string }
);

export function bookingScopeOf(user: UserRow): BookingScope {
  if (!isTravelAgentType(user.userType)) return { agencyId: user.agencyId, kind: 'own', userId: user.id };
  if (user.isRestrictedAgent) return { agencyId: user.agencyId, kind: 'made-or-own', userId: user.id };
  return { agencyId: user.agencyId, kind: 'agency' };
}

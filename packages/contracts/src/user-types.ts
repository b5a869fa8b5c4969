export const USER_TYPES = ['AgencyOwner', 'Admin', 'Agent', 'Client'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Owners, admins and agents work in the agent area; clients book for themselves. */
export function isTravelAgentType(userType: UserType): boolean {
  return userType !== 'Client';
}

/** Owners and admins run the agency (subscription, website settings, agents, markups). */
export function isManagerType(userType: UserType): boolean {
  return userType === 'AgencyOwner' || userType === 'Admin';
}

/** Readable cookie that only says a session cookie was set; the token itself is HttpOnly. */
export const SESSION_HINT_COOKIE = 'has-session';

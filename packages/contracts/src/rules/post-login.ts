import { firstActiveBookingPath, type BookingMenuItem } from '../booking-menu';
import type { Language } from '../constants';
import { isManagerType, type UserType } from '../user-types';

export interface PostLoginInput {
  isTravelAgent: boolean;
  isSubscribed: boolean;
  userType: UserType;
  loginCount: number;
  /** Where the server suggests going (an SSO deep link), or null. */
  navigateTo: string | null;
  /** The page a protected route saved before sending the visitor to log in. */
  redirectPath: string | null;
  bookingMenuItems: readonly BookingMenuItem[];
  language: Language;
  /** The subscription payment page per language (configured per environment). */
  paymentUrls: Record<Language, string>;
}

export type PostLoginTarget = { kind: 'internal'; path: string } | { kind: 'external'; url: string };

/**
 * Where a successful log-in leads (spec section 4): subscribed agents to the website settings on
 * an owner's or admin's first log-in, else the saved page or the dashboard; unsubscribed agents
 * to the payment page of their language; everyone else to the saved page, the suggested page,
 * or the agency's first booking type.
 */
export function postLoginTarget(input: PostLoginInput): PostLoginTarget {
  if (input.isTravelAgent) {
    if (!input.isSubscribed) return { kind: 'external', url: input.paymentUrls[input.language] };
    if (isManagerType(input.userType) && input.loginCount <= 1) return { kind: 'internal', path: '/settings/website' };
    return { kind: 'internal', path: input.redirectPath ?? '/dashboard' };
  }
  const path = input.redirectPath ?? input.navigateTo ?? firstActiveBookingPath(input.bookingMenuItems) ?? '/';
  return { kind: 'internal', path };
}

import { BOOKING_PATHS, firstActiveBookingPath, type NavigationEntry } from '@travel/contracts';
import { can } from '../../platform/http/policy';
import type { AgencyRow, UserRow } from '../../platform/db/schema';

/** What the side navigation shows to a role; agents get the back-office entries. */
export type NavigationAudience = 'visitor' | 'client' | 'agent' | 'manager';

/** The audience of a caller: managers (owners, admins), other agents, clients, or nobody signed in. */
export function audienceOf(user: UserRow | null): NavigationAudience {
  if (can(user, 'manager')) return 'manager';
  if (can(user, 'agent')) return 'agent';
  return can(user, 'session') ? 'client' : 'visitor';
}

/**
 * Side-navigation entries, only for pages that exist. 'Book Now' points at the agency's first
 * active booking type, or the flights page by default (spec section 2).
 */
export function navigationFor(agency: AgencyRow, audience: NavigationAudience): NavigationEntry[] {
  const bookNow = { key: 'bookNow', path: firstActiveBookingPath(agency.bookingMenuItems) ?? BOOKING_PATHS.Flights };
  if (audience === 'visitor') return [{ key: 'home', path: '/' }, bookNow];
  if (audience === 'client') return [{ key: 'home', path: '/' }, bookNow, { key: 'myTrips', path: '/mytrip' }];
  const entries: NavigationEntry[] = [
    // One search box over the bookings of every vertical and the clients (a form, not a link).
    { key: 'search', path: '/search' },
    { key: 'dashboard', path: '/dashboard' },
    bookNow,
    // Every agent has clients (a restricted agent sees their own); agents are the managers' (docs/roles.md).
    { key: 'clients', path: '/clients' },
    // The approval queue of restricted agents' bookings is the managers' too (docs/roles.md).
    ...(audience === 'manager'
      ? [
          { key: 'agents', path: '/agents' },
          { key: 'approvals', path: '/approvals' },
        ]
      : []),
    // Every agent makes proposals (an agent sees their own, docs/roles.md).
    { key: 'proposals', path: '/proposals' },
    { key: 'flightBookings', path: '/bookings/flights' },
    { key: 'hotelBookings', path: '/bookings/hotels' },
    { key: 'carBookings', path: '/bookings/cars' },
    { key: 'activityBookings', path: '/bookings/activities' },
    // Every agent makes and follows short links (docs/roles.md: shortLinks.manage).
    { key: 'shortLinks', path: '/short-links' },
  ];
  if (audience === 'manager') {
    entries.push(
      { key: 'markups', path: '/settings/markups' },
      { key: 'websiteSettings', path: '/settings/website' },
      { key: 'subscription', path: '/subscription' },
      // Applications are settings (settings.manage): owners and admins.
      { key: 'applications', path: '/applications' },
    );
  }
  return entries;
}

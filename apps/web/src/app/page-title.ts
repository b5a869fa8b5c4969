import { matchPath } from 'react-router';

/** The title key (common.json, `pageTitle.*`) of each route, first match wins. */
const ROUTE_TITLES: Array<[pattern: string, key: string | null]> = [
  // The agency's home page is titled with its name alone.
  ['/', null],
  ['/login', 'login'],
  ['/signup', 'signup'],
  ['/forgotpassword', 'forgotPassword'],
  ['/newPassword', 'newPassword'],
  ['/verify', 'verify'],
  ['/expired', 'expired'],
  ['/social', 'signingIn'],
  ['/sso', 'signingIn'],
  ['/logout', 'loggingOut'],
  ['/privacy-policy', 'privacyPolicy'],
  ['/cookies-policy', 'cookiesPolicy'],
  ['/disclaimer', 'disclaimer'],
  ['/user-terms-and-conditions', 'userTerms'],
  ['/agency-terms-and-conditions/:id', 'agencyTerms'],
  ['/errors', 'error'],
  ['/errors/500', 'serverError'],
  ['/mytrip', 'myTrips'],
  ['/flight-details', 'tripDetails'],
  ['/hotel-details', 'tripDetails'],
  ['/profile', 'profile'],
  ['/wallet', 'wallet'],
  ['/booknow/flights/search', 'flightSearch'],
  ['/booknow/flights/search-details', 'flightResults'],
  ['/booknow/flights/reservation-details', 'tripDetails'],
  ['/booknow/flights/confirmation', 'confirmation'],
  ['/booknow/flights/checkout', 'checkout'],
  ['/booknow/cars/search', 'carSearch'],
  ['/booknow/hotels/search-details', 'hotelDetails'],
  ['/booknow/hotels/checkout', 'checkout'],
  ['/booknow/hotels/confirm-payment', 'confirmation'],
  ['/booknow/cars/result-details', 'carDetails'],
  ['/booknow/cars/checkout', 'checkout'],
  ['/booknow/cars/confirm-payment', 'confirmation'],
  ['/booknow/cars/reservation-details', 'tripDetails'],
  ['/dashboard', 'dashboard'],
  ['/settings/website', 'websiteSettings'],
  ['/bookings/flights', 'flightBookings'],
  ['/bookings/flights/:id', 'flightBooking'],
  ['/bookings/hotels', 'hotelBookings'],
  ['/bookings/hotels/:id', 'hotelBooking'],
  ['/bookings/cars', 'carBookings'],
  ['/bookings/cars/:id', 'carBooking'],
  ['/bookings/activities', 'activityBookings'],
  ['/bookings/activities/:id', 'activityBooking'],
  ['/settings/markups', 'markups'],
  ['/clients', 'clients'],
  ['/clients/:id', 'client'],
  ['/agents', 'agents'],
  ['/agents/:id', 'agent'],
  ['/approvals', 'approvals'],
  ['/search', 'search'],
  ['/subscription', 'subscription'],
  ['/start', 'startAgency'],
  ['/short-links', 'shortLinks'],
  ['/applications', 'applications'],
  ['/url/:id', 'openShortLink'],
  ['/proposals', 'proposals'],
  ['/proposals/new', 'newProposal'],
  ['/proposals/:id', 'proposal'],
  ['/disapproveProposal', 'hotelDeal'],
  ['/allowAgentProposal', 'hotelDeal'],
  ['/deal-link', 'hotelDeal'],
];

export interface PageTitleKey {
  /** Null for the home page: the agency's name says what it is. */
  key: string | null;
  /** Values for the key's placeholders, read from the address. */
  values: Record<string, string>;
}

/** The title of the page at `pathname` (unknown paths are 'not found'). */
export function pageTitleKey(pathname: string, search: string): PageTitleKey {
  const match = ROUTE_TITLES.find(([pattern]) => matchPath(pattern, pathname));
  if (!match) return { key: 'notFound', values: {} };
  const query = new URLSearchParams(search);
  const values: Record<string, string> = {};
  if (match[1] === 'flightResults') {
    values.from = query.get('from') ?? '';
    values.to = query.get('to') ?? '';
  }
  return { key: match[1], values };
}

/** 'Flights LIS to JFK – Blue Horizon Travel': what the page is, then whose site it is. */
export function fullTitle(title: string, agencyName: string): string {
  return title ? `${title} – ${agencyName}` : agencyName;
}

import type { WalletMove } from '../modules/wallet/wallet.repo';
import { BOOKING_TYPES, type BookingMenuItem } from '@travel/contracts';
import type { NewAgencyRow, NewCouponRow, NewUserRow } from '../platform/db/schema';

/** Booking menu items: the given types active, in the given order, then the others inactive. */
export function menuItems(...active: BookingMenuItem['title'][]): BookingMenuItem[] {
  const inactive = BOOKING_TYPES.filter((title) => !active.includes(title));
  return [...active.map((title) => ({ title, active: true })), ...inactive.map((title) => ({ title, active: false }))];
}

let sequence = 0;

/**
 * An agency with sensible defaults; tests override what they care about. The demo seed is made
 * of these too, so tests and demo data cannot drift apart.
 */
export function buildAgency(overrides: Partial<NewAgencyRow> = {}): NewAgencyRow {
  sequence += 1;
  const code = overrides.code ?? `agency${sequence}${Math.random().toString(36).slice(2, 7)}`;
  return {
    code,
    agencyName: `Agency ${code}`,
    subdomain: code,
    status: 'Active',
    primaryColor: '#1c7ed6',
    heading: 'Travel made simple',
    headingColor: '#ffffff',
    subHeading: 'Flights, hotels, cars and activities in one place',
    subHeadingColor: '#f1f3f5',
    backgroundOverlay: 30,
    bookingMenuItems: menuItems('Flights', 'Hotels', 'Cars', 'Activities'),
    isSubscribed: true,
    sellingPoints: [],
    ...overrides,
  };
}

/** A user of an agency; the password hash is set by the caller (hashing is slow on purpose). */
export function buildUser(agencyId: string, overrides: Partial<NewUserRow> = {}): NewUserRow {
  sequence += 1;
  return {
    agencyId,
    email: `user${sequence}@example.test`,
    name: `User ${sequence}`,
    userType: 'Client',
    status: 'Active',
    emailVerifiedAt: new Date(),
    language: 'en',
    ...overrides,
  };
}

/** A platform coupon: 20% off the first charge unless told otherwise. */
export function buildCoupon(overrides: Partial<NewCouponRow> = {}): NewCouponRow {
  sequence += 1;
  return {
    code: `COUPON${sequence}${Math.random().toString(36).slice(2, 6).toUpperCase()}`,
    kind: 'percent',
    value: 20,
    currency: null,
    duration: 'once',
    months: null,
    expiresAt: null,
    maxRedemptions: null,
    ...overrides,
  };
}

/** Credit a user earned, as one ledger movement (the demo client's, a test's starting balance). */
export function buildWalletCredit(agencyId: string, userId: string, overrides: Partial<WalletMove> = {}): WalletMove {
  sequence += 1;
  return {
    agencyId,
    userId,
    currency: 'EUR',
    kind: 'earned',
    amount: 25_00,
    bookingId: null,
    reference: `credit-${sequence}-${Math.random().toString(36).slice(2, 8)}`,
    ...overrides,
  };
}

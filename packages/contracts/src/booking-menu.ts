import type { Vertical } from './verticals';

/** The menu titles of the verticals (VERTICALS), in the order of the tab bar. */
export const BOOKING_TYPES = ['Flights', 'Hotels', 'Cars', 'Activities'] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];

/** The menu title of each vertical (the spec's words); a vertical without one does not compile. */
export const BOOKING_TYPE_OF: Readonly<Record<Vertical, BookingType>> = {
  flight: 'Flights',
  hotel: 'Hotels',
  car: 'Cars',
  activity: 'Activities',
};

export const BOOKING_PATHS: Record<BookingType, string> = {
  Flights: '/booknow/flights',
  Hotels: '/booknow/hotels',
  Cars: '/booknow/cars',
  Activities: '/booknow/activities',
};

export interface BookingMenuItem {
  /** One of the four booking types. */
  title: BookingType;
  /** Whether the agency offers this booking type. */
  active: boolean;
}

/**
 * The verticals whose pages exist. A vertical joins this set in the change that lands its pages;
 * until then no tab, menu entry or Book Now leads to it, whatever the agency's menu says, so
 * nobody meets a 'Page not found' (issue 9).
 */
export const BUILT_BOOKING_TYPES: ReadonlySet<BookingType> = new Set<BookingType>([
  'Flights',
  'Hotels',
  'Cars',
  'Activities',
]);

/** The booking menu items a visitor is offered: active at the agency and built. */
export function offeredBookingItems<T extends BookingMenuItem>(
  items: readonly T[],
  built: ReadonlySet<BookingType> = BUILT_BOOKING_TYPES,
): T[] {
  return items.filter((item) => item.active && built.has(item.title));
}

/**
 * Path of the first offered booking menu item (active and built, in the agency's order), or null
 * when the agency offers none of the built ones.
 */
export function firstActiveBookingPath(
  items: readonly BookingMenuItem[],
  built: ReadonlySet<BookingType> = BUILT_BOOKING_TYPES,
): string | null {
  const first = offeredBookingItems(items, built)[0];
  return first ? BOOKING_PATHS[first.title] : null;
}

/** The tab a path belongs to: cars, hotels, activities, otherwise flights (spec section 2). */
export function bookingTypeForPath(pathname: string): BookingType {
  if (pathname.includes('/cars')) return 'Cars';
  if (pathname.includes('/hotels')) return 'Hotels';
  if (pathname.includes('/activities')) return 'Activities';
  return 'Flights';
}

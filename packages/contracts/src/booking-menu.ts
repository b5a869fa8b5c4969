/** The four bookable verticals, in the order of the tab bar. */
export const BOOKING_TYPES = ['Flights', 'Hotels', 'Cars', 'Activities'] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];

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

/** Path of the first active booking menu item, or null when the agency offers none. */
export function firstActiveBookingPath(items: readonly BookingMenuItem[]): string | null {
  const first = items.find((item) => item.active);
  return first ? BOOKING_PATHS[first.title] : null;
}

/** The tab a path belongs to: cars, hotels, activities, otherwise flights (spec section 2). */
export function bookingTypeForPath(pathname: string): BookingType {
  if (pathname.includes('/cars')) return 'Cars';
  if (pathname.includes('/hotels')) return 'Hotels';
  if (pathname.includes('/activities')) return 'Activities';
  return 'Flights';
}

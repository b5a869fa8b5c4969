import { describe, expect, it } from 'vitest';
import { VERTICALS } from './verticals';
import {
  BOOKING_PATHS,
  BOOKING_TYPE_OF,
  BOOKING_TYPES,
  bookingTypeForPath,
  BUILT_BOOKING_TYPES,
  firstActiveBookingPath,
  offeredBookingItems,
  type BookingType,
} from './booking-menu';

const ALL_BUILT = new Set(BOOKING_TYPES);

describe('bookingTypeForPath', () => {
  it.each([
    ['/booknow/cars/search', 'Cars'],
    ['/booknow/cars/result-details', 'Cars'],
    ['/booknow/hotels/search-details', 'Hotels'],
    ['/booknow/hotels/deal/123', 'Hotels'],
    ['/booknow/activities/result-details/P-1', 'Activities'],
    ['/booknow/flights/search', 'Flights'],
    ['/booknow/flights/checkout', 'Flights'],
    ['/booknow', 'Flights'],
    ['/mytrip', 'Flights'],
    ['/', 'Flights'],
  ] as const)('gives %s the %s tab', (pathname, type) => {
    expect(bookingTypeForPath(pathname)).toBe(type);
  });
});

describe('firstActiveBookingPath', () => {
  it('answers the path of the first active item, in the order the agency lists them', () => {
    expect(
      firstActiveBookingPath(
        [
          { title: 'Flights', active: false },
          { title: 'Hotels', active: true },
          { title: 'Cars', active: true },
        ],
        ALL_BUILT,
      ),
    ).toBe('/booknow/hotels');
    expect(
      firstActiveBookingPath(
        [
          { title: 'Activities', active: true },
          { title: 'Flights', active: true },
        ],
        ALL_BUILT,
      ),
    ).toBe('/booknow/activities');
  });

  it('offers every vertical: all four have their pages', () => {
    expect([...BUILT_BOOKING_TYPES]).toEqual(['Flights', 'Hotels', 'Cars', 'Activities']);
    expect(firstActiveBookingPath([{ title: 'Activities', active: true }])).toBe('/booknow/activities');
  });

  it('skips the verticals whose pages do not exist', () => {
    const withoutActivities = new Set<BookingType>(['Flights', 'Hotels', 'Cars']);
    const coastal = [
      { title: 'Activities', active: true },
      { title: 'Cars', active: true },
      { title: 'Hotels', active: true },
      { title: 'Flights', active: true },
    ] as const;
    expect(firstActiveBookingPath(coastal)).toBe('/booknow/activities');
    expect(firstActiveBookingPath(coastal, withoutActivities)).toBe('/booknow/cars');
    expect(firstActiveBookingPath([{ title: 'Activities', active: true }], withoutActivities)).toBeNull();
    expect(offeredBookingItems(coastal, withoutActivities)).toEqual([
      { title: 'Cars', active: true },
      { title: 'Hotels', active: true },
      { title: 'Flights', active: true },
    ]);
  });

  it('answers null when the agency offers no booking type', () => {
    expect(firstActiveBookingPath([])).toBeNull();
    expect(firstActiveBookingPath(BOOKING_TYPES.map((title) => ({ title, active: false })))).toBeNull();
  });

  it('knows one path under /booknow for each of the four types', () => {
    expect(BOOKING_TYPES).toEqual(['Flights', 'Hotels', 'Cars', 'Activities']);
    expect(BOOKING_PATHS).toEqual({
      Flights: '/booknow/flights',
      Hotels: '/booknow/hotels',
      Cars: '/booknow/cars',
      Activities: '/booknow/activities',
    });
  });
});

describe('BOOKING_TYPES', () => {
  it('is the menu title of each vertical, in the order of VERTICALS', () => {
    expect(BOOKING_TYPES).toEqual(VERTICALS.map((vertical) => BOOKING_TYPE_OF[vertical]));
  });
});

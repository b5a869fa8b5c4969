import { describe, expect, it } from 'vitest';
import { hotelRoomsPath } from '../../../shared/hotel/paths';
import {
  defaultHotelSearchForm,
  hotelSearchProblems,
  nightsOf,
  parseHotelSearchQuery,
  toHotelSearchQuery,
  type HotelSearchForm,
} from './search-link';

const TODAY = '2026-11-21';
const form = (change: Partial<HotelSearchForm> = {}): HotelSearchForm => ({
  ...defaultHotelSearchForm(TODAY, 'PT'),
  placeId: 'c-pt-lisbon',
  ...change,
});

describe('hotel search link', () => {
  it('starts 2 days from today for 3 nights, 1 room of 2 adults, with no destination', () => {
    const empty = defaultHotelSearchForm(TODAY, 'PT');
    expect(empty).toEqual({
      placeId: null,
      checkIn: '2026-11-23',
      checkOut: '2026-11-26',
      rooms: [{ adults: 2, childAges: [] }],
      nationality: 'PT',
    });
    expect(hotelSearchProblems(empty, TODAY)).toEqual(['destination']);
    expect(nightsOf(empty)).toBe(3);
  });

  it('reads back what it writes, rooms with their child ages', () => {
    const search = form({
      rooms: [
        { adults: 2, childAges: [7, 10] },
        { adults: 1, childAges: [] },
      ],
    });
    const query = toHotelSearchQuery(search);
    expect(query).toBe(
      'place=c-pt-lisbon&checkIn=2026-11-23&checkOut=2026-11-26&room=2%2C7%2C10&room=1&nationality=PT',
    );
    expect(parseHotelSearchQuery(`?${query}`)).toEqual(search);
    expect(parseHotelSearchQuery('?checkIn=2026-11-23')).toBeNull();
  });

  it.each<[string, Partial<HotelSearchForm>, string[]]>([
    ['check-out on check-in', { checkOut: '2026-11-23' }, ['dates']],
    ['a date that is no date', { checkIn: '2026-02-30' }, ['dates']],
    ['a stay already begun', { checkIn: '2026-11-20', checkOut: '2026-11-22' }, ['pastDates']],
    ['29 nights', { checkIn: '2026-12-01', checkOut: '2026-12-30' }, ['tooLong']],
    ['no room', { rooms: [] }, ['rooms']],
    ['7 rooms', { rooms: Array.from({ length: 7 }, () => ({ adults: 1, childAges: [] })) }, ['rooms']],
    ['a child of 18', { rooms: [{ adults: 1, childAges: [18] }] }, ['rooms']],
    ['no nationality', { nationality: '' }, ['nationality']],
  ])('refuses %s', (_, change, problems) => {
    expect(hotelSearchProblems(form(change), TODAY)).toEqual(problems);
  });

  it('drops rooms it cannot read, so the link says so', () => {
    const parsed = parseHotelSearchQuery('?place=c-pt-lisbon&checkIn=2026-12-01&checkOut=2026-12-03&room=two');
    expect(parsed?.rooms).toEqual([]);
    expect(parsed && hotelSearchProblems(parsed, TODAY)).toEqual(['rooms', 'nationality']);
  });

  it('links a result to its details page with hotelId, vendor and corelationId', () => {
    expect(hotelRoomsPath({ hotelId: 'h 1', vendor: 'atlas', corelationId: 'abc' })).toBe(
      '/booknow/hotels/search-details?hotelId=h+1&vendor=atlas&corelationId=abc',
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  hasHotelFilters,
  indexHotelResults,
  matchesHotelFilters,
  mergeHotelPage,
  NO_HOTEL_FILTERS,
  selectHotelResults,
  type HotelResultFilters,
  type RankedHotel,
} from './hotel-results';

function hotel(id: string, overrides: Partial<Omit<RankedHotel, 'price'>> & { price?: number } = {}): RankedHotel {
  const { price = 10_000, ...rest } = overrides;
  return {
    hotelId: id,
    stars: 3,
    guestScore: 8,
    distanceKm: 2,
    facilities: ['wifi'],
    vendor: 'atlas',
    boards: ['RO'],
    hasFreeCancellation: false,
    ...rest,
    price: { amount: price },
  };
}

const filters = (change: Partial<HotelResultFilters>): HotelResultFilters => ({ ...NO_HOTEL_FILTERS, ...change });
const ids = (hotels: readonly RankedHotel[]) => hotels.map((h) => h.hotelId);

describe('hotel filters', () => {
  it('passes everything when nothing is set', () => {
    expect(hasHotelFilters(NO_HOTEL_FILTERS)).toBe(false);
    expect(matchesHotelFilters(hotel('a'), NO_HOTEL_FILTERS)).toBe(true);
  });

  it.each<[string, Partial<HotelResultFilters>, Partial<Omit<RankedHotel, 'price'>> & { price?: number }]>([
    ['a price under the minimum', { priceMin: 10_001 }, {}],
    ['a price over the maximum', { priceMax: 9_999 }, {}],
    ['stars not chosen', { stars: [4, 5] }, { stars: 3 }],
    ['a guest score under the minimum', { minGuestScore: 8.5 }, { guestScore: 8.4 }],
    ['a facility missing (every one is needed)', { facilities: ['wifi', 'pool'] }, { facilities: ['wifi'] }],
    ['too far from the centre', { maxDistanceKm: 1.5 }, { distanceKm: 1.6 }],
    ['no chosen board offered', { boards: ['BB', 'HB'] }, { boards: ['RO', 'AI'] }],
    ['no free cancellation', { freeCancellation: true }, { hasFreeCancellation: false }],
    ['another vendor', { vendors: ['meridian'] }, { vendor: 'atlas' }],
  ])('refuses %s', (_, set, fields) => {
    expect(hasHotelFilters(filters(set))).toBe(true);
    expect(matchesHotelFilters(hotel('a', fields), filters(set))).toBe(false);
  });

  it('keeps a hotel on every bound and with any chosen board, star or vendor', () => {
    const match = hotel('a', {
      stars: 4,
      boards: ['RO', 'BB'],
      facilities: ['wifi', 'pool', 'spa'],
      vendor: 'solstice',
    });
    const set = filters({
      priceMin: 10_000,
      priceMax: 10_000,
      stars: [4, 5],
      minGuestScore: 8,
      facilities: ['pool', 'wifi'],
      maxDistanceKm: 2,
      boards: ['BB', 'HB'],
      vendors: ['atlas', 'solstice'],
    });
    expect(matchesHotelFilters(match, set)).toBe(true);
  });
});

describe('hotel sorts', () => {
  const hotels = [
    hotel('c', { guestScore: 9, price: 30_000, distanceKm: 5, stars: 5 }),
    hotel('a', { guestScore: 7, price: 10_000, distanceKm: 1, stars: 2 }),
    hotel('d', { guestScore: 9, price: 50_000, distanceKm: 0.5, stars: 4 }),
    hotel('b', { guestScore: 7, price: 10_000, distanceKm: 3, stars: 3 }),
  ];
  const index = indexHotelResults(hotels);

  it.each([
    // Ties fall back as the server's: rating then price descending, then the hotel id.
    ['rating desc, price desc', ['d', 'c', 'a', 'b']],
    ['rating', ['c', 'd', 'a', 'b']],
    ['price', ['a', 'b', 'c', 'd']],
    ['price desc', ['d', 'c', 'a', 'b']],
    ['distance', ['d', 'a', 'b', 'c']],
    // (score + stars) / ln(price + 3): b 10/9.21, a 9/9.21, c 14/10.31, d 13/10.82.
    ['best', ['c', 'd', 'b', 'a']],
  ] as const)('orders by %s', (sort, expected) => {
    expect(ids(selectHotelResults(index, NO_HOTEL_FILTERS, sort))).toEqual(expected);
  });

  it('filters within the order and works each order out once', () => {
    expect(ids(selectHotelResults(index, filters({ stars: [3, 5] }), 'price'))).toEqual(['b', 'c']);
    expect(index.sorted('price')).toBe(index.sorted('price'));
    expect(hotels.map((h) => h.hotelId)).toEqual(['c', 'a', 'd', 'b']);
  });
});

describe('a page of results that arrives (spec: append at 50 or more with a next page, else replace)', () => {
  const many = (from: number, count: number) => Array.from({ length: count }, (_, i) => hotel(`h${from + i}`));
  const first = many(0, 50);

  it('appends the announced next page once 50 are loaded', () => {
    const merged = mergeHotelPage(first, 50, 50, many(50, 50));
    expect(merged).toHaveLength(100);
    expect(merged[50]?.hotelId).toBe('h50');
  });

  it('replaces while fewer than 50 are loaded (polls of the first page)', () => {
    expect(ids(mergeHotelPage(many(0, 20), 20, 20, many(0, 35)))).toEqual(ids(many(0, 35)));
  });

  it('replaces when no next page was announced, or the page is not the announced one', () => {
    expect(mergeHotelPage(first, null, 50, many(0, 50))).toHaveLength(50);
    expect(ids(mergeHotelPage(first, 50, 0, many(100, 50)))).toEqual(ids(many(100, 50)));
  });

  it('never repeats a hotel already loaded', () => {
    const merged = mergeHotelPage(first, 50, 50, [hotel('h49'), hotel('h50')]);
    expect(ids(merged.slice(48))).toEqual(['h48', 'h49', 'h50']);
  });
});

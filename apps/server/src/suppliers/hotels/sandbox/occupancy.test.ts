import { describe, expect, it } from 'vitest';
import type { RoomTypeContent } from '../content';
import { isHotelSupplierError } from '../errors';
import { fitsRoom, guestCountsOf, validateGuests, validateOccupancies } from './occupancy';
import { guestsFor } from './test-support';

const DOUBLE = { maxAdults: 2, maxChildren: 1, maxOccupancy: 3, maxInfants: 1 } as RoomTypeContent;
const FAMILY = { maxAdults: 4, maxChildren: 3, maxOccupancy: 5, maxInfants: 2 } as RoomTypeContent;

function errorOf(run: () => void): { message: string; reason?: string; field?: string } {
  try {
    run();
  } catch (error) {
    if (isHotelSupplierError(error)) return { message: error.message, ...error.details };
    throw error;
  }
  throw new Error('expected an error');
}

describe('guestCountsOf', () => {
  it('counts children of 12 and over as adults and under 2 as infants', () => {
    expect(guestCountsOf({ adults: 2, childAges: [0, 1, 2, 11, 12, 17] })).toEqual({
      adults: 4,
      children: 2,
      infants: 2,
    });
  });
});

describe('fitsRoom', () => {
  it('takes two adults and a child in a double, not a third adult', () => {
    expect(fitsRoom(DOUBLE, { adults: 2, childAges: [7] })).toBe(true);
    expect(fitsRoom(DOUBLE, { adults: 3, childAges: [] })).toBe(false);
  });

  it('treats a teenager as an adult: two adults and a 13-year-old do not fit a double', () => {
    expect(fitsRoom(DOUBLE, { adults: 2, childAges: [13] })).toBe(false);
    expect(fitsRoom(DOUBLE, { adults: 1, childAges: [13] })).toBe(true);
  });

  it('puts infants in cots: they count against cots, not beds', () => {
    expect(fitsRoom(DOUBLE, { adults: 2, childAges: [7, 1] })).toBe(true);
    expect(fitsRoom(DOUBLE, { adults: 2, childAges: [1, 0] })).toBe(false);
    expect(fitsRoom(FAMILY, { adults: 2, childAges: [1, 0, 4, 6] })).toBe(true);
  });

  it('caps the room at its total even when adults and children each fit', () => {
    expect(fitsRoom(FAMILY, { adults: 3, childAges: [3, 5, 8] })).toBe(false);
    expect(fitsRoom(FAMILY, { adults: 2, childAges: [3, 5, 8] })).toBe(true);
  });
});

describe('validateOccupancies', () => {
  it('refuses no rooms, too many rooms and rooms without an adult', () => {
    expect(errorOf(() => validateOccupancies([], 8))).toMatchObject({ reason: 'NO_ROOMS', field: 'rooms' });
    const nine = Array.from({ length: 9 }, () => ({ adults: 1, childAges: [] }));
    expect(errorOf(() => validateOccupancies(nine, 8))).toMatchObject({ reason: 'TOO_MANY_ROOMS' });
    expect(
      errorOf(() =>
        validateOccupancies(
          [
            { adults: 2, childAges: [] },
            { adults: 0, childAges: [5] },
          ],
          8,
        ),
      ),
    ).toMatchObject({
      reason: 'INVALID_ADULTS',
      field: 'rooms[1].adults',
    });
  });

  it('refuses a child age that is missing or out of range, naming the child', () => {
    const wrong = errorOf(() => validateOccupancies([{ adults: 2, childAges: [4, 18] }], 8));
    expect(wrong).toMatchObject({ reason: 'INVALID_CHILD_AGES', field: 'rooms[0].childAges[1]' });
    expect(wrong.message).toMatch(/^The number of children is wrong/);
    expect(errorOf(() => validateOccupancies([{ adults: 2, childAges: [4.5] }], 8))).toMatchObject({
      reason: 'INVALID_CHILD_AGES',
    });
  });

  it('accepts the app limits: 6 rooms of up to 6 adults and 5 children', () => {
    const rooms = Array.from({ length: 6 }, () => ({ adults: 6, childAges: [0, 3, 7, 12, 17] }));
    expect(() => validateOccupancies(rooms, 8)).not.toThrow();
  });
});

describe('validateGuests', () => {
  const rooms = [
    { adults: 2, childAges: [] },
    { adults: 1, childAges: [7] },
  ];

  it('accepts guests that fill each room exactly', () => {
    expect(() => validateGuests(guestsFor(rooms), rooms)).not.toThrow();
  });

  it("answers 'distribution of paxes is not correct' when guests sit in the wrong rooms", () => {
    const [first, second] = guestsFor(rooms);
    const moved = [
      { guests: [...(first?.guests ?? []), ...(second?.guests.slice(0, 1) ?? [])] },
      { guests: second?.guests.slice(1) ?? [] },
    ];
    expect(errorOf(() => validateGuests(moved, rooms))).toEqual({
      message: 'distribution of paxes is not correct',
      reason: 'PAX_DISTRIBUTION',
      field: 'rooms[0].guests',
    });
    expect(errorOf(() => validateGuests(guestsFor(rooms).slice(0, 1), rooms)).message).toBe(
      'distribution of paxes is not correct',
    );
  });

  it("answers 'The number of children is wrong' when a child's age is missing or differs", () => {
    const guests = guestsFor(rooms);
    const child = guests[1]?.guests[1];
    if (child) delete child.age;
    expect(errorOf(() => validateGuests(guests, rooms))).toMatchObject({
      message: 'The number of children is wrong',
      field: 'rooms[1].guests',
    });
    const older = guestsFor([rooms[0] ?? { adults: 2, childAges: [] }, { adults: 1, childAges: [8] }]);
    expect(errorOf(() => validateGuests(older, rooms)).message).toBe('The number of children is wrong');
  });

  it('requires every guest to be named', () => {
    const guests = guestsFor(rooms);
    const adult = guests[0]?.guests[1];
    if (adult) adult.familyName = ' ';
    expect(errorOf(() => validateGuests(guests, rooms))).toMatchObject({
      reason: 'INVALID_GUESTS',
      field: 'rooms[0].guests[1]',
    });
  });
});

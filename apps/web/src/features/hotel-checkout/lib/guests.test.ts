import { describe, expect, it } from 'vitest';
import { emptyGuests, guestErrors, hasGuestErrors, toBookedRooms } from './guests';

describe('emptyGuests', () => {
  it('gives each room its adults first, then its children with their ages from the search', () => {
    expect(
      emptyGuests([
        { adults: 2, childAges: [] },
        { adults: 1, childAges: [7] },
      ]),
    ).toEqual([
      [
        { type: 'adult', givenName: '', familyName: '' },
        { type: 'adult', givenName: '', familyName: '' },
      ],
      [
        { type: 'adult', givenName: '', familyName: '' },
        { type: 'child', givenName: '', familyName: '', age: 7 },
      ],
    ]);
  });
});

describe('guestErrors', () => {
  it('requires both names, refuses what is not a name or too long, accepts accents and apostrophes', () => {
    const errors = guestErrors([
      [
        { type: 'adult', givenName: '  ', familyName: 'Silva' },
        { type: 'adult', givenName: 'Ana2', familyName: 'x'.repeat(61) },
        { type: 'adult', givenName: 'Zoë', familyName: "O'Brien-Sá" },
      ],
    ]);
    expect(errors).toEqual([
      [{ givenName: 'errors.required' }, { givenName: 'errors.name', familyName: 'errors.tooLong' }, {}],
    ]);
    expect(hasGuestErrors(errors)).toBe(true);
    expect(hasGuestErrors([[{}], [{}]])).toBe(false);
  });
});

describe('toBookedRooms', () => {
  it('trims the names and keeps a child age only for a child', () => {
    expect(
      toBookedRooms([
        [
          { type: 'adult', givenName: ' Ana ', familyName: 'Silva ' },
          { type: 'child', givenName: 'Leo', familyName: 'Silva', age: 7 },
        ],
      ]),
    ).toEqual([
      {
        guests: [
          { type: 'adult', givenName: 'Ana', familyName: 'Silva' },
          { type: 'child', givenName: 'Leo', familyName: 'Silva', age: 7 },
        ],
      },
    ]);
  });
});

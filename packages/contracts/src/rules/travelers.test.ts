import { describe, expect, it } from 'vitest';
import { MAX_TRAVELERS_PER_TYPE } from '../constants';
import {
  canStep,
  DEFAULT_TRAVELERS,
  seatCount,
  stepTravelers,
  TRAVELER_TYPES,
  travelersLabel,
  type Travelers,
} from './travelers';

const travelers = (adults: number, children = 0, infants = 0): Travelers => ({ adults, children, infants });

describe('stepTravelers', () => {
  it('adds and removes one traveler of a type', () => {
    expect(stepTravelers(travelers(1), 'adults', 1)).toEqual(travelers(2));
    expect(stepTravelers(travelers(1, 2), 'children', -1)).toEqual(travelers(1, 1));
    expect(stepTravelers(travelers(1), 'infants', 1)).toEqual(travelers(1, 0, 1));
  });

  it('stops each type at 5', () => {
    expect(MAX_TRAVELERS_PER_TYPE).toBe(5);
    expect(stepTravelers(travelers(5, 5, 5), 'adults', 1).adults).toBe(5);
    expect(stepTravelers(travelers(1, 5), 'children', 1).children).toBe(5);
    expect(stepTravelers(travelers(1, 0, 5), 'infants', 1).infants).toBe(5);
  });

  it('keeps at least 1 adult', () => {
    expect(stepTravelers(travelers(1), 'adults', -1).adults).toBe(1);
  });

  it('lets children and infants go down to 0 and no further', () => {
    expect(stepTravelers(travelers(1, 1), 'children', -1).children).toBe(0);
    expect(stepTravelers(travelers(1), 'children', -1).children).toBe(0);
    expect(stepTravelers(travelers(1), 'infants', -1).infants).toBe(0);
  });

  it('changes only the stepped type and not the given value', () => {
    const before = travelers(2, 1, 1);
    expect(stepTravelers(before, 'children', 1)).toEqual(travelers(2, 2, 1));
    expect(before).toEqual(travelers(2, 1, 1));
  });
});

describe('canStep', () => {
  it('is false at the limits and true inside them', () => {
    expect(canStep(travelers(5), 'adults', 1)).toBe(false);
    expect(canStep(travelers(4), 'adults', 1)).toBe(true);
    expect(canStep(travelers(1), 'adults', -1)).toBe(false);
    expect(canStep(travelers(2), 'adults', -1)).toBe(true);
    expect(canStep(travelers(1), 'children', -1)).toBe(false);
    expect(canStep(travelers(1, 1), 'children', -1)).toBe(true);
    expect(canStep(travelers(1, 0, 5), 'infants', 1)).toBe(false);
    expect(canStep(travelers(1, 0, 0), 'infants', -1)).toBe(false);
  });
});

describe('seatCount and travelersLabel', () => {
  it('starts at one adult', () => {
    expect(DEFAULT_TRAVELERS).toEqual(travelers(1));
    expect(travelersLabel(DEFAULT_TRAVELERS)).toBe('1 Traveler');
  });

  it('counts seats: only adults take one', () => {
    expect(TRAVELER_TYPES.map((type) => [type.key, type.seats])).toEqual([
      ['adults', 1],
      ['children', 0],
      ['infants', 0],
    ]);
    expect(seatCount(travelers(3, 2, 1))).toBe(3);
    expect(travelersLabel(travelers(1, 2, 2))).toBe('1 Traveler');
  });

  it("says 'N Travelers' for more than one seat", () => {
    expect(travelersLabel(travelers(2))).toBe('2 Travelers');
    expect(travelersLabel(travelers(5, 5, 5))).toBe('5 Travelers');
  });
});

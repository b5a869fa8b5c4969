import { CHILD_MAX_AGE, CHILD_MIN_AGE } from '../constants';
import type { TravelerCode } from './travelers';

/** Whole years between a birth date and a day, both 'YYYY-MM-DD'. */
export function ageOn(birthDate: string, day: string): number {
  const [by = 0, bm = 0, bd = 0] = birthDate.split('-').map(Number);
  const [y = 0, m = 0, d = 0] = day.split('-').map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/**
 * Whether a traveller of a type may be born on that date, by their age on the day of departure
 * (spec section 3): adults 12 and over, children 2 to 11, infants under 2.
 */
export function ageFitsType(type: TravelerCode, birthDate: string, departureDate: string): boolean {
  const age = ageOn(birthDate, departureDate);
  if (type === 'ADT') return age >= CHILD_MAX_AGE;
  if (type === 'CHD') return age >= CHILD_MIN_AGE && age < CHILD_MAX_AGE;
  return age >= 0 && age < CHILD_MIN_AGE;
}

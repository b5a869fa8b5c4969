import { ageFitsType } from '@travel/contracts';
import type { TravelerDraft } from './traveler-fields';

/** How many travellers of each type a quote is for. */
export interface TravelerCounts {
  adults: number;
  children: number;
  infants: number;
}

/** One empty traveller form per passenger of the quote, adults first. */
export function emptyTravelers(passengers: TravelerCounts): TravelerDraft[] {
  const make = (type: TravelerDraft['type'], n: number) =>
    Array.from({ length: n }, () => ({ type, givenName: '', familyName: '', birthDate: '', gender: '' as const }));
  return [...make('ADT', passengers.adults), ...make('CHD', passengers.children), ...make('INF', passengers.infants)];
}

const NAME = /^[\p{L}\p{M}' -]+$/u;

/**
 * The errors of each traveller (message keys of the checkout namespace), by field; ages are
 * counted on the day the trip starts.
 */
export function travelerErrors(travelers: TravelerDraft[], departureDate: string, today: string) {
  return travelers.map((traveler) => {
    const errors: Partial<Record<'givenName' | 'familyName' | 'birthDate', string>> = {};
    for (const field of ['givenName', 'familyName'] as const) {
      const value = traveler[field].trim();
      if (!value) errors[field] = 'errors.required';
      else if (!NAME.test(value)) errors[field] = 'errors.name';
    }
    if (!traveler.birthDate) errors.birthDate = 'errors.required';
    else if (traveler.birthDate > today || !ageFitsType(traveler.type, traveler.birthDate, departureDate))
      errors.birthDate = `errors.age${traveler.type}`;
    return errors;
  });
}

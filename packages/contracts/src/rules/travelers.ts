import { MAX_TRAVELERS_PER_TYPE } from '../constants';

/** Traveler types of spec section 3: seats and supplier codes. */
export const TRAVELER_TYPES = [
  { key: 'adults', code: 'ADT', seats: 1, min: 1, label: 'Adult' },
  { key: 'children', code: 'CHD', seats: 0, min: 0, label: 'Child' },
  { key: 'infants', code: 'INF', seats: 0, min: 0, label: 'Infant' },
] as const;

export type TravelerKey = (typeof TRAVELER_TYPES)[number]['key'];
export type TravelerCode = (typeof TRAVELER_TYPES)[number]['code'];
export type Travelers = Record<TravelerKey, number>;

export const DEFAULT_TRAVELERS: Travelers = { adults: 1, children: 0, infants: 0 };

function typeOf(key: TravelerKey) {
  const type = TRAVELER_TYPES.find((t) => t.key === key);
  if (!type) throw new Error(`unknown traveler type ${key}`);
  return type;
}

/** The count after pressing + or - on one type, kept within the type's min and the max of 5. */
export function stepTravelers(travelers: Travelers, key: TravelerKey, delta: 1 | -1): Travelers {
  const { min } = typeOf(key);
  const next = Math.min(MAX_TRAVELERS_PER_TYPE, Math.max(min, travelers[key] + delta));
  return { ...travelers, [key]: next };
}

export function canStep(travelers: Travelers, key: TravelerKey, delta: 1 | -1): boolean {
  return stepTravelers(travelers, key, delta)[key] !== travelers[key];
}

/** Seats taken: the sum of each type's count times its seats (only adults take a seat). */
export function seatCount(travelers: Travelers): number {
  return TRAVELER_TYPES.reduce((sum, type) => sum + travelers[type.key] * type.seats, 0);
}

/** '1 Traveler' or 'N Travelers', by seats. */
export function travelersLabel(travelers: Travelers): string {
  const seats = seatCount(travelers);
  return seats === 1 ? '1 Traveler' : `${seats} Travelers`;
}

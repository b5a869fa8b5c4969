import { ageFitsType, type MessageKey, type TravelerInput } from '@travel/contracts';

/**
 * Checks travellers against the quote's passenger counts and their types' ages on the day of
 * departure. Returns the first offending field and its message, or null.
 */
export function checkTravelers(
  travelers: TravelerInput[],
  counts: { adults: number; children: number; infants: number },
  departureDate: string,
  today: string,
): { field: string; message: MessageKey } | null {
  const byType = { ADT: 0, CHD: 0, INF: 0 };
  for (const [index, traveler] of travelers.entries()) {
    byType[traveler.type] += 1;
    if (traveler.birthDate > today || !ageFitsType(traveler.type, traveler.birthDate, departureDate)) {
      return { field: `travelers.${index}.birthDate`, message: 'validation.invalid' };
    }
  }
  if (byType.ADT !== counts.adults || byType.CHD !== counts.children || byType.INF !== counts.infants) {
    return { field: 'travelers', message: 'validation.invalid' };
  }
  return null;
}

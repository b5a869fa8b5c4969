import {
  FlightSupplierError,
  type BookedPassenger,
  type PassengerCounts,
  type PassengerDetails,
  type PassengerType,
} from '../port';
import { parseIsoDate } from '../../shared/zone-time';

/**
 * Checks travellers at booking: the counts per type must match the offer, names must be given
 * and each age on the first departure date must fit the type (adult 12+, child 2-11, infant
 * under 2).
 */

const AGE_RANGE: Record<PassengerType, [number, number]> = { ADT: [12, 130], CHD: [2, 11], INF: [0, 1] };

function ageOn(birthDate: string, travelDate: string): number | null {
  if (parseIsoDate(birthDate) === null) return null;
  const [by = 0, bm = 0, bd = 0] = birthDate.split('-').map(Number);
  const [ty = 0, tm = 0, td = 0] = travelDate.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

export function validateBookingPassengers(
  passengers: PassengerDetails[],
  expected: PassengerCounts,
  firstTravelDate: string,
): BookedPassenger[] {
  const count = (type: PassengerType): number => passengers.filter((p) => p.type === type).length;
  if (count('ADT') !== expected.adults || count('CHD') !== expected.children || count('INF') !== expected.infants) {
    throw FlightSupplierError.invalid('PASSENGERS_MISMATCH', 'passengers', 'passengers do not match the offer');
  }
  return passengers.map((passenger, i) => {
    const field = `passengers[${i}]`;
    if (passenger.givenName.trim() === '' || passenger.familyName.trim() === '') {
      throw FlightSupplierError.invalid(
        'INVALID_PASSENGERS',
        `${field}.givenName`,
        'given and family names are required',
      );
    }
    const age = ageOn(passenger.birthDate, firstTravelDate);
    const [min, max] = AGE_RANGE[passenger.type];
    if (age === null || age < min || age > max) {
      throw FlightSupplierError.invalid(
        'INVALID_PASSENGERS',
        `${field}.birthDate`,
        `age does not fit ${passenger.type}`,
      );
    }
    return {
      ...passenger,
      givenName: passenger.givenName.trim(),
      familyName: passenger.familyName.trim(),
      id: `P${i + 1}`,
      ticketNumber: null,
    };
  });
}

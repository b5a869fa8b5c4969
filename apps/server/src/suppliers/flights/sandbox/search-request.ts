import { FLIGHT_SHOP_MAX_RESULTS } from '@travel/contracts';
import { findAirport, type Airport } from '../reference/airports';
import { FlightSupplierError, type CabinPreference, type FlightSearchRequest, type PassengerCounts } from '../port';
import { addDays, parseIsoDate, wallClockAt } from '../../shared/zone-time';

/** Checks a search request against the supplier's rules and resolves its airports. */

export const MAX_SLICES = 5;
export const MAX_SEATED_PASSENGERS = 9;
/** Airlines open sales about 330 days ahead. */
export const MAX_ADVANCE_DAYS = 330;
const CABINS: readonly CabinPreference[] = ['Economy', 'Premium', 'Business', 'First', 'NoPreference'];

export interface ValidSlice {
  origin: Airport;
  destination: Airport;
  date: string;
}

export interface ValidSearch {
  slices: ValidSlice[];
  passengers: PassengerCounts;
  cabin: CabinPreference;
  maxResults: number;
}

const isCount = (value: number, min: number): boolean => Number.isInteger(value) && value >= min;

export function validatePassengers(passengers: PassengerCounts, field = 'passengers'): PassengerCounts {
  const { adults, children, infants } = passengers;
  if (
    !isCount(adults, 1) ||
    !isCount(children, 0) ||
    !isCount(infants, 0) ||
    adults + children > MAX_SEATED_PASSENGERS
  ) {
    throw FlightSupplierError.invalid('INVALID_PASSENGERS', field, '1 to 9 passengers with a seat, adults at least 1');
  }
  if (infants > adults) {
    throw FlightSupplierError.invalid('TOO_MANY_INFANTS', `${field}.infants`, 'at most one infant per adult');
  }
  return { adults, children, infants };
}

function resolveAirport(code: string, field: string): Airport {
  const airport = findAirport(code);
  if (!airport) throw FlightSupplierError.invalid('UNKNOWN_AIRPORT', field, `unknown airport ${code}`);
  return airport;
}

export function validateSearch(request: FlightSearchRequest, nowMs: number): ValidSearch {
  if (request.slices.length === 0) throw FlightSupplierError.invalid('NO_SLICES', 'slices', 'at least one slice');
  if (request.slices.length > MAX_SLICES) {
    throw FlightSupplierError.invalid('TOO_MANY_SLICES', 'slices', `at most ${MAX_SLICES} slices`);
  }
  if (!CABINS.includes(request.cabin)) throw FlightSupplierError.invalid('INVALID_CABIN', 'cabin', 'unknown cabin');
  const maxResults = request.maxResults ?? FLIGHT_SHOP_MAX_RESULTS;
  if (!Number.isInteger(maxResults) || maxResults < 1 || maxResults > FLIGHT_SHOP_MAX_RESULTS) {
    throw FlightSupplierError.invalid('INVALID_MAX_RESULTS', 'maxResults', `1 to ${FLIGHT_SHOP_MAX_RESULTS}`);
  }
  const slices = request.slices.map((slice, i): ValidSlice => {
    const field = `slices[${i}]`;
    const origin = resolveAirport(slice.origin, `${field}.origin`);
    const destination = resolveAirport(slice.destination, `${field}.destination`);
    if (origin.code === destination.code) {
      throw FlightSupplierError.invalid(
        'SAME_ORIGIN_DESTINATION',
        `${field}.destination`,
        'origin and destination are the same',
      );
    }
    if (parseIsoDate(slice.departureDate) === null) {
      throw FlightSupplierError.invalid('INVALID_DATE', `${field}.departureDate`, 'expected YYYY-MM-DD');
    }
    // "Today" is the origin's local date: a flight can be bought until its local departure day.
    const today = wallClockAt(origin.timeZone, nowMs).date;
    if (slice.departureDate < today) {
      throw FlightSupplierError.invalid('DATE_IN_PAST', `${field}.departureDate`, 'departure date is in the past');
    }
    if (slice.departureDate > addDays(today, MAX_ADVANCE_DAYS)) {
      throw FlightSupplierError.invalid(
        'DATE_TOO_FAR',
        `${field}.departureDate`,
        `at most ${MAX_ADVANCE_DAYS} days ahead`,
      );
    }
    return { origin, destination, date: slice.departureDate };
  });
  slices.forEach((slice, i) => {
    const previous = slices[i - 1];
    if (previous && slice.date < previous.date) {
      throw FlightSupplierError.invalid(
        'SLICES_OUT_OF_ORDER',
        `slices[${i}].departureDate`,
        'slices must be in date order',
      );
    }
  });
  return { slices, passengers: validatePassengers(request.passengers), cabin: request.cabin, maxResults };
}

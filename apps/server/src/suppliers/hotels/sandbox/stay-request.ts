import { isIsoCurrency } from '@travel/contracts';
import { HotelSupplierError } from '../errors';
import type { RoomOccupancy, StayRequest } from '../port';
import { addDays, daysBetween, localDateAt, parseIsoDate } from '../../shared/zone-time';
import { isCountry } from '../../shared/country-facts';
import { validateOccupancies } from './occupancy';

/** A stay request checked and normalised (nationality and currency upper case). */
export interface Stay {
  checkIn: string;
  checkOut: string;
  nights: number;
  rooms: RoomOccupancy[];
  nationality: string;
  currency: string | undefined;
}

export const MAX_NIGHTS = 28;
export const MAX_DAYS_AHEAD = 365;
export const MAX_ROOMS = 8;

/**
 * Checks a stay as Expedia Rapid does: check-in from the hotel's today to 365 days ahead, 1 to
 * 28 nights, 1 to 8 rooms of 1 to 6 adults and up to 5 children aged 0 to 17.
 */
export function validateStay(request: StayRequest, timeZone: string, nowMs: number): Stay {
  const { checkIn, checkOut } = request;
  if (typeof checkIn !== 'string' || parseIsoDate(checkIn) === null) {
    throw HotelSupplierError.invalid('INVALID_DATE', 'checkIn', 'Check-in must be a date (YYYY-MM-DD)');
  }
  if (typeof checkOut !== 'string' || parseIsoDate(checkOut) === null) {
    throw HotelSupplierError.invalid('INVALID_DATE', 'checkOut', 'Check-out must be a date (YYYY-MM-DD)');
  }
  const today = localDateAt(timeZone, nowMs);
  if (checkIn < today) throw HotelSupplierError.invalid('DATE_IN_PAST', 'checkIn', 'Check-in is in the past');
  if (checkIn > addDays(today, MAX_DAYS_AHEAD)) {
    throw HotelSupplierError.invalid('DATE_TOO_FAR', 'checkIn', `Check-in is more than ${MAX_DAYS_AHEAD} days ahead`);
  }
  const nights = daysBetween(checkIn, checkOut);
  if (nights < 1) throw HotelSupplierError.invalid('INVALID_DATE', 'checkOut', 'Check-out must be after check-in');
  if (nights > MAX_NIGHTS) {
    throw HotelSupplierError.invalid('STAY_TOO_LONG', 'checkOut', `A stay is at most ${MAX_NIGHTS} nights`);
  }
  validateOccupancies(request.rooms, MAX_ROOMS);
  const nationality = typeof request.nationality === 'string' ? request.nationality.toUpperCase() : '';
  if (!/^[A-Z]{2}$/.test(nationality) || !isCountry(nationality)) {
    throw HotelSupplierError.invalid('INVALID_NATIONALITY', 'nationality', 'Nationality must be an ISO country code');
  }
  const currency = request.currency?.toUpperCase();
  if (currency !== undefined && !isIsoCurrency(currency)) {
    throw HotelSupplierError.invalid('INVALID_CURRENCY', 'currency', 'Currency must be an ISO 4217 code');
  }
  return {
    checkIn,
    checkOut,
    nights,
    rooms: request.rooms.map((room) => ({ adults: room.adults, childAges: [...room.childAges] })),
    nationality,
    currency,
  };
}

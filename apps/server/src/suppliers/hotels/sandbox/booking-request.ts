import { HotelSupplierError } from '../errors';
import type { HotelBookRequest, RoomOccupancy } from '../port';
import { validateGuests } from './occupancy';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9][0-9 ()-]{5,19}$/;
const isName = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= 60;

/** Checks a booking's holder, references, requests and guests against the rate's rooms. */
export function validateBooking(request: HotelBookRequest, occupancies: readonly RoomOccupancy[]): void {
  const holder = request.holder;
  if (!holder || !isName(holder.givenName) || !isName(holder.familyName)) {
    throw HotelSupplierError.invalid('INVALID_HOLDER', 'holder', 'The holder needs a given name and a family name');
  }
  if (typeof holder.email !== 'string' || holder.email.length > 254 || !EMAIL.test(holder.email)) {
    throw HotelSupplierError.invalid('INVALID_HOLDER', 'holder.email', 'The holder needs a valid e-mail address');
  }
  if (typeof holder.phone !== 'string' || !PHONE.test(holder.phone.trim())) {
    throw HotelSupplierError.invalid('INVALID_HOLDER', 'holder.phone', 'The holder needs a valid telephone number');
  }
  const reference = request.clientReference;
  if (typeof reference !== 'string' || reference.trim() === '' || reference.length > 40) {
    throw HotelSupplierError.invalid(
      'INVALID_REFERENCE',
      'clientReference',
      'A client reference of 1 to 40 characters is required',
    );
  }
  if (
    request.specialRequests !== undefined &&
    (typeof request.specialRequests !== 'string' || request.specialRequests.length > 500)
  ) {
    throw HotelSupplierError.invalid(
      'INVALID_REQUESTS',
      'specialRequests',
      'Special requests are at most 500 characters',
    );
  }
  validateGuests(request.rooms, occupancies);
}

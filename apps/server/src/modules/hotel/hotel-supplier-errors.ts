import { AppError } from '../../platform/http/app-error';
import { toAppError as toCoreAppError } from '../booking/supplier-errors';
import { isHotelSupplierError, type HotelSupplierError } from '../../suppliers/hotels/port';

/** The API field a vendor's INVALID_REQUEST names, in the search payload's terms. */
const FIELDS: Record<string, string> = {
  checkIn: 'stayPeriod.start',
  checkOut: 'stayPeriod.end',
  nationality: 'nationality.alpha2Code',
  currency: 'currency',
  placeId: 'locationId',
  hotelId: 'hotelid',
  rateKey: 'rateKey',
};

function fieldOf(error: HotelSupplierError): string {
  const field = error.details.field ?? 'body';
  if (field.startsWith('rooms')) return 'occupancies';
  if (field.startsWith('destination')) return 'locationId';
  return FIELDS[field] ?? field.replace(/\[(\d+)\]/g, '.$1');
}

/**
 * Hotel vendors' errors as API errors: the core's one mapping (modules/booking), with a request
 * error named by the field of the hotel calls and an unknown hotel as not found.
 */
export function toAppError(error: unknown): unknown {
  if (!isHotelSupplierError(error, 'INVALID_REQUEST')) return toCoreAppError(error);
  if (error.details.reason === 'UNKNOWN_HOTEL') return new AppError('NOT_FOUND', { cause: error });
  return AppError.invalid(fieldOf(error), 'validation.invalid');
}

/** Runs a vendor call, turning its errors into API errors. */
export async function callVendor<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toAppError(error);
  }
}

import { AppError } from '../../platform/http/app-error';
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

/** The one mapping from hotel vendors' errors to API errors. */
export function toAppError(error: unknown): unknown {
  if (!isHotelSupplierError(error)) return error;
  switch (error.code) {
    case 'INVALID_REQUEST':
      if (error.details.reason === 'UNKNOWN_HOTEL') return new AppError('NOT_FOUND', { cause: error });
      return AppError.invalid(fieldOf(error), 'validation.invalid');
    case 'OFFER_EXPIRED':
      return new AppError('OFFER_EXPIRED', { cause: error });
    case 'OFFER_NOT_FOUND':
    case 'ORDER_NOT_FOUND':
      return new AppError('NOT_FOUND', { cause: error });
    case 'SOLD_OUT':
      return new AppError('SOLD_OUT', { cause: error });
    case 'PRICE_CHANGED':
      return new AppError('PRICE_CHANGED', { cause: error });
    case 'NOT_VOIDABLE':
      return new AppError('NOT_VOIDABLE', { cause: error });
    case 'ALREADY_CANCELLED':
    case 'INVALID_STATE':
      return new AppError('INVALID_STATE', { cause: error });
    case 'TIMEOUT':
    case 'UPSTREAM_ERROR':
      return new AppError('UPSTREAM_FAILED', { cause: error });
  }
}

/** Runs a vendor call, turning its errors into API errors. */
export async function callVendor<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toAppError(error);
  }
}

import { AppError } from '../../platform/http/app-error';
import {
  isSupplierError,
  type BookingSupplier,
  type SupplierError,
  type SupplierErrorCode,
  type SupplierOrder,
} from '../../suppliers/booking-port';
import type { ErrorCode } from '@travel/contracts';

/** Field of a request body that a supplier's INVALID_REQUEST points at ('slices[1].origin' -> 'slices.1.origin'). */
function fieldOf(error: SupplierError): string {
  return (error.details.field ?? 'body').replace(/\[(\d+)\]/g, '.$1');
}

/** The API error of each supplier error code, whatever the vertical (INVALID_REQUEST is a 400 on its field). */
const API_ERROR_OF: Record<Exclude<SupplierErrorCode, 'INVALID_REQUEST'>, ErrorCode> = {
  OFFER_EXPIRED: 'OFFER_EXPIRED',
  OFFER_NOT_FOUND: 'NOT_FOUND',
  ORDER_NOT_FOUND: 'NOT_FOUND',
  SOLD_OUT: 'SOLD_OUT',
  PRICE_CHANGED: 'PRICE_CHANGED',
  NOT_VOIDABLE: 'NOT_VOIDABLE',
  ALREADY_CANCELLED: 'INVALID_STATE',
  INVALID_STATE: 'INVALID_STATE',
  TIMEOUT: 'UPSTREAM_FAILED',
  UPSTREAM_ERROR: 'UPSTREAM_FAILED',
};

/** The one mapping from supplier errors (of any vertical's port) to API errors; anything else is left as it is. */
export function toAppError(error: unknown): unknown {
  if (!isSupplierError(error)) return error;
  if (error.code === 'INVALID_REQUEST') return AppError.invalid(fieldOf(error), 'validation.invalid');
  return new AppError(API_ERROR_OF[error.code], { cause: error });
}

/** Runs a supplier call, turning its errors into API errors. */
export async function callSupplier<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toAppError(error);
  }
}

/** A supplier call runner turning its errors into API errors with a vertical's own mapping. */
export function supplierCaller(map: (error: unknown) => unknown) {
  return async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      throw map(error);
    }
  };
}

/** A supplier as the booking core sees it: the same calls, its errors mapped by `map`. */
export function mappedBookingSupplier<TRequest, TOrder extends SupplierOrder>(
  supplier: BookingSupplier<TRequest, TOrder>,
  map: (error: unknown) => unknown,
): BookingSupplier<TRequest, TOrder> {
  const call = supplierCaller(map);
  return {
    name: supplier.name,
    book: (request) => call(() => supplier.book(request)),
    retrieve: (reference) => call(() => supplier.retrieve(reference)),
    cancellationQuote: (reference) => call(() => supplier.cancellationQuote(reference)),
    cancel: (reference) => call(() => supplier.cancel(reference)),
  };
}

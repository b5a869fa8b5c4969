import { AppError } from '../../platform/http/app-error';
import { isFlightSupplierError, type FlightSupplierError } from '../../suppliers/flights/port';

/** Field of a search body that a supplier's INVALID_REQUEST points at ('slices[1].origin' -> 'slices.1.origin'). */
function fieldOf(error: FlightSupplierError): string {
  return (error.details.field ?? 'body').replace(/\[(\d+)\]/g, '.$1');
}

/** The one mapping from supplier errors to API errors. */
export function toAppError(error: unknown): unknown {
  if (!isFlightSupplierError(error)) return error;
  switch (error.code) {
    case 'INVALID_REQUEST':
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

/** Runs a supplier call, turning its errors into API errors. */
export async function callSupplier<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toAppError(error);
  }
}

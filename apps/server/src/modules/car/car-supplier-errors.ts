import { AppError } from '../../platform/http/app-error';
import { isSupplierError, type SupplierCancellationQuote } from '../../suppliers/booking-port';
import type { CarBookRequest, CarOrder, CarSupplier } from '../../suppliers/cars/port';
import type { BookingSupplier } from '../../suppliers/booking-port';
import { toAppError as toCoreAppError } from '../booking/supplier-errors';

/**
 * The rental companies' errors as API errors: the core's one mapping (modules/booking), with a
 * driver under 21 told so plainly, and a car no longer free in the car's own words.
 */
export function toAppError(error: unknown): unknown {
  if (isSupplierError(error, 'INVALID_REQUEST') && error.details.reason === 'DRIVER_TOO_YOUNG')
    return new AppError('VALIDATION_FAILED', { details: { age: 'validation.driverTooYoung' }, cause: error });
  if (isSupplierError(error, 'SOLD_OUT'))
    return new AppError('SOLD_OUT', { message: 'error.carSoldOut', cause: error });
  return toCoreAppError(error);
}

/** Runs a rental company's call, turning its errors into API errors. */
export async function callCars<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toAppError(error);
  }
}

/** The car supplier as the booking core sees it: the same calls, its errors in the car's words. */
export function carBookingSupplier(supplier: CarSupplier): BookingSupplier<CarBookRequest, CarOrder> {
  return {
    name: supplier.name,
    book: (request) => callCars(() => supplier.book(request)),
    retrieve: (reference) => callCars(() => supplier.retrieve(reference)),
    cancellationQuote: (reference): Promise<SupplierCancellationQuote> =>
      callCars(() => supplier.cancellationQuote(reference)),
    cancel: (reference) => callCars(() => supplier.cancel(reference)),
  };
}

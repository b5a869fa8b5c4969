import { AppError } from '../../platform/http/app-error';
import type { ActivitySupplier } from '../../suppliers/activities/port';
import { isSupplierError } from '../../suppliers/booking-port';
import { mappedBookingSupplier, supplierCaller, toAppError as toCoreAppError } from '../booking/supplier-errors';

/** The experience suppliers' errors as API errors: the core's mapping, a full slot in the activity's words. */
export function toAppError(error: unknown): unknown {
  if (isSupplierError(error, 'SOLD_OUT'))
    return new AppError('SOLD_OUT', { message: 'error.activitySoldOut', cause: error });
  return toCoreAppError(error);
}

/** Runs an experience supplier's call, turning its errors into API errors. */
export const callActivities = supplierCaller(toAppError);

/** The activity supplier as the booking core sees it. */
export const activityBookingSupplier = (supplier: ActivitySupplier) => mappedBookingSupplier(supplier, toAppError);

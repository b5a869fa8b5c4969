import { SupplierError, SupplierErrorCode, type SupplierErrorDetails } from '../booking-port';
import type { RatePrice } from './rate';

/**
 * The hotel port's errors are those of every supplier (suppliers/booking-port.ts), as hotel
 * vendors give them: INVALID_REQUEST (UNKNOWN_PLACE and UNKNOWN_HOTEL for an id the vendor
 * does not know), OFFER_EXPIRED and OFFER_NOT_FOUND for rate keys, SOLD_OUT (rooms
 * unavailable), PRICE_CHANGED, ORDER_NOT_FOUND, ALREADY_CANCELLED, INVALID_STATE (an
 * idempotency key reused for another booking), TIMEOUT and UPSTREAM_ERROR (details.status 503
 * when the vendor is down).
 */
export const HotelSupplierErrorCode = SupplierErrorCode;
export type HotelSupplierErrorCode = SupplierErrorCode;

/** Which rule an INVALID_REQUEST broke. */
export type HotelInvalidReason =
  | 'UNKNOWN_PLACE'
  | 'UNKNOWN_HOTEL'
  | 'INVALID_DATE'
  | 'DATE_IN_PAST'
  | 'DATE_TOO_FAR'
  | 'STAY_TOO_LONG'
  | 'NO_ROOMS'
  | 'TOO_MANY_ROOMS'
  | 'INVALID_ADULTS'
  | 'INVALID_CHILD_AGES'
  | 'PAX_DISTRIBUTION'
  | 'INVALID_GUESTS'
  | 'INVALID_NATIONALITY'
  | 'INVALID_CURRENCY'
  | 'INVALID_DESTINATION'
  | 'INVALID_HOLDER'
  | 'INVALID_REFERENCE'
  | 'INVALID_REQUESTS';

export interface HotelSupplierErrorDetails extends SupplierErrorDetails {
  /** Path of the offending input ('rooms[1].childAges'). */
  field?: string;
  reason?: HotelInvalidReason;
  /** The current price, for PRICE_CHANGED. */
  price?: RatePrice;
  /** The HTTP status the vendor answered, for UPSTREAM_ERROR (503: the vendor is down). */
  status?: number;
}

/** The one error type of the hotel port: a SupplierError with the hotel's details. */
export class HotelSupplierError extends SupplierError<HotelSupplierErrorDetails> {
  constructor(code: HotelSupplierErrorCode, message: string, details: HotelSupplierErrorDetails = {}) {
    super(code, message, details);
    this.name = 'HotelSupplierError';
  }

  static invalid(reason: HotelInvalidReason, field: string, message: string): HotelSupplierError {
    return new HotelSupplierError(HotelSupplierErrorCode.INVALID_REQUEST, message, { reason, field });
  }
}

export function isHotelSupplierError(error: unknown, code?: HotelSupplierErrorCode): error is HotelSupplierError {
  return error instanceof HotelSupplierError && (code === undefined || error.code === code);
}

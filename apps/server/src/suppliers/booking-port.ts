import type { Money } from '@travel/contracts';

/**
 * What every supplier does once an offer is chosen, whatever it sells: book, retrieve, quote a
 * cancellation, cancel or void, and (for some) fulfil: issue tickets or a voucher. A vertical's
 * port extends this with how it is searched and priced (suppliers/flights/port.ts). Every
 * amount is in integer minor units of the supplier's currency.
 */

/** The state of a supplier's order, in the words every vertical shares. */
export type SupplierOrderState =
  /** Booked and unpaid, kept until a time limit: a PNR on hold, a reserved car, an activity ON_HOLD. */
  | 'held'
  /** Awaiting the supplier's own confirmation: an activity confirmed by hand, a hotel PRECONFIRMED. */
  | 'pending'
  /** Confirmed by the supplier (a hotel CONFIRMED, a car's confirmation number). */
  | 'confirmed'
  /** Its documents are issued: e-tickets, a voucher. */
  | 'fulfilled'
  /** Cancelled by the customer or by the supplier (a hold not paid in time, an expiry). */
  | 'cancelled'
  /** Its documents voided within their void window: everything refunded. */
  | 'voided'
  /** Declined by the supplier (no longer available, weather, too few participants). */
  | 'rejected';

/** What the core reads of any supplier's order; a vertical's order adds its own fields. */
export interface SupplierOrder {
  /** The supplier's record locator: a PNR, a confirmation number. */
  reference: string;
  state: SupplierOrderState;
}

/**
 * What cancelling an order now would keep and return (voiding, when allowed, returns
 * everything); for an order already ended, what was kept and returned.
 */
export interface SupplierCancellationQuote {
  /** Kept by the supplier if cancelled now. */
  penalty: Money;
  /** Returned by the supplier if cancelled now (nothing for an unpaid hold). */
  refund: Money;
  /** Whether void() is allowed now. */
  isVoidable: boolean;
  /** Until when the amounts hold (an activity's quote can change); absent or null: until the order changes. */
  validUntil?: string | null;
}

/**
 * The port the booking core talks to. `TBookRequest` is the vertical's own booking request
 * (its adapter builds it from a quote); `TOrder` its order.
 */
export interface BookingSupplier<TBookRequest = never, TOrder extends SupplierOrder = SupplierOrder> {
  /** Provider name, recorded on each booking, e.g. 'sandbox'. */
  readonly name: string;
  /** Books at the current price: a held order, or a confirmed one for suppliers that do not hold. */
  book(request: TBookRequest): Promise<TOrder>;
  retrieve(reference: string): Promise<TOrder>;
  cancellationQuote(reference: string): Promise<SupplierCancellationQuote>;
  /** Cancels under the order's rules (free for an unpaid hold). */
  cancel(reference: string): Promise<TOrder>;
  /** Voids issued documents within their void window, refunding everything (flights). */
  void?(reference: string): Promise<TOrder>;
  /** Pays the supplier and issues the documents: tickets, a voucher. */
  fulfil?(reference: string, paymentReference: string): Promise<TOrder>;
}

/** Stable error codes of every supplier port; modules/booking/supplier-errors.ts maps each to one API error. */
export const SupplierErrorCode = {
  /** The request breaks a rule; details.reason and details.field say which. */
  INVALID_REQUEST: 'INVALID_REQUEST',
  /** The offer's time has passed; search again. */
  OFFER_EXPIRED: 'OFFER_EXPIRED',
  /** The offer id is unknown, malformed or not signed by this supplier. */
  OFFER_NOT_FOUND: 'OFFER_NOT_FOUND',
  /** Nothing left at this price (seats, rooms, cars, places). */
  SOLD_OUT: 'SOLD_OUT',
  /** The price moved away from the one expected; details.price holds the new price. */
  PRICE_CHANGED: 'PRICE_CHANGED',
  /** No order with that reference. */
  ORDER_NOT_FOUND: 'ORDER_NOT_FOUND',
  /** The void window has passed; cancel instead. */
  NOT_VOIDABLE: 'NOT_VOIDABLE',
  /** The order is already cancelled or voided. */
  ALREADY_CANCELLED: 'ALREADY_CANCELLED',
  /** The operation does not apply to the order's state (e.g. ticketing a ticketed order). */
  INVALID_STATE: 'INVALID_STATE',
  /** The supplier did not answer in time. */
  TIMEOUT: 'TIMEOUT',
  /** The supplier failed for a reason of its own. */
  UPSTREAM_ERROR: 'UPSTREAM_ERROR',
} as const;
export type SupplierErrorCode = (typeof SupplierErrorCode)[keyof typeof SupplierErrorCode];

export interface SupplierErrorDetails {
  /** Path of the offending input, e.g. 'slices[1].origin'. */
  field?: string;
  /** Which rule an INVALID_REQUEST broke, in the vertical's words. */
  reason?: string;
}

/** The one error type of every supplier port. */
export class SupplierError<D extends SupplierErrorDetails = SupplierErrorDetails> extends Error {
  constructor(
    readonly code: SupplierErrorCode,
    message: string,
    readonly details: D = {} as D,
  ) {
    super(message);
    this.name = 'SupplierError';
  }
}

export function isSupplierError(error: unknown, code?: SupplierErrorCode): error is SupplierError {
  return error instanceof SupplierError && (code === undefined || error.code === code);
}

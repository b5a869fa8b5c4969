/**
 * The car rental pages' addresses (spec section 2: /booknow/cars/*), built in one place: the
 * results link to an offer's details, the details to the checkout, My Trips and the agency's list
 * to the payment step and the reservation of a rental.
 */

const query = (values: Record<string, string>) => new URLSearchParams(values).toString();

/** The search page; `searchQuery` is the results page's own query string (the search lives in the URL). */
export const carResultsPath = (searchQuery = ''): string =>
  `/booknow/cars/search${searchQuery ? `?${searchQuery}` : ''}`;

/**
 * An offer's details (spec section 2: /booknow/cars/result-details, protected). `searchQuery` is
 * the results page's query string, kept so the details can lead back to the same results.
 */
export const carDetailsPath = (carId: string, searchQuery = ''): string =>
  `/booknow/cars/result-details?${query(searchQuery ? { carId, search: searchQuery } : { carId })}`;

/** The checkout of an offer: it re-prices the offer on entry. */
export const carCheckoutPath = (carId: string, searchQuery = ''): string =>
  `/booknow/cars/checkout?${query(searchQuery ? { carId, search: searchQuery } : { carId })}`;

/** Where a rental awaiting payment is paid: the car checkout's payment step for that booking. */
export const carPayPath = (referenceNumber: string): string =>
  `/booknow/cars/checkout?${query({ booking: referenceNumber })}`;

/** The paid rental: status, confirmation number, terms, the way to My Trips. */
export const carConfirmPaymentPath = (referenceNumber: string): string =>
  `/booknow/cars/confirm-payment?${query({ referenceNumber })}`;

/** A rental's reservation for its customer (spec section 2: /booknow/cars/reservation-details). */
export const carReservationPath = (referenceNumber: string): string =>
  `/booknow/cars/reservation-details?${query({ referenceNumber })}`;

/**
 * The activity pages' addresses (spec section 2: /booknow/activities/*), built in one place: the
 * results link to a product's details, the details to the checkout, My Trips and the agency's
 * list to the payment step and the confirmation of a booking.
 */

const query = (values: Record<string, string>) => new URLSearchParams(values).toString();

/** The search page; `searchQuery` is the results page's own query string (the search lives in the URL). */
export const activityResultsPath = (searchQuery = ''): string =>
  `/booknow/activities/search${searchQuery ? `?${searchQuery}` : ''}`;

/**
 * A product's details with its availability calendar (spec section 2:
 * /booknow/activities/result-details/:productCode). `searchQuery` is the results page's query
 * string, kept so the details can lead back to the same results.
 */
export const activityDetailsPath = (productCode: string, searchQuery = ''): string =>
  `/booknow/activities/result-details/${encodeURIComponent(productCode)}${searchQuery ? `?${query({ search: searchQuery })}` : ''}`;

/** The checkout of a checked availability (spec section 2: /booknow/activities/bookings/checkout). */
export const activityCheckoutPath = (values: Record<string, string>): string =>
  `/booknow/activities/bookings/checkout?${query(values)}`;

/** Where a booking awaiting payment is paid: the checkout's payment step for that booking. */
export const activityPayPath = (referenceNumber: string): string =>
  `/booknow/activities/bookings/checkout?${query({ booking: referenceNumber })}`;

/** The booking's confirmation with its ticket (spec section 2: /booknow/activities/confirmation/:referenceNumber). */
export const activityConfirmationPath = (referenceNumber: string): string =>
  `/booknow/activities/confirmation/${encodeURIComponent(referenceNumber)}`;

/** A booking's details for its customer, with the cancellation (My Trips' card leads here). */
export const activityReservationPath = (referenceNumber: string): string =>
  `/booknow/activities/reservation-details?${query({ referenceNumber })}`;

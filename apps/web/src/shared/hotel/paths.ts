/**
 * The hotel booking pages' addresses (spec section 2: /hotel-details and /booknow/hotels/*), built
 * in one place: the results link to the details, the details to the checkout, My Trips and the
 * agency's list to the payment step of an unpaid stay.
 */

const query = (values: Record<string, string>) => new URLSearchParams(values).toString();

/** A hotel booking's details page for its customer (spec section 2: /hotel-details). */
export const hotelDetailsPath = (referenceNumber: string) =>
  `/hotel-details?referenceNumber=${encodeURIComponent(referenceNumber)}`;

/** A hotel's page of a search: its content, rooms and rates (spec section 2: /booknow/hotels/search-details). */
export const hotelRoomsPath = (hotel: { hotelId: string; vendor: string; corelationId: string }): string =>
  `/booknow/hotels/search-details?${query({ hotelId: hotel.hotelId, vendor: hotel.vendor, corelationId: hotel.corelationId })}`;

/** The checkout of a rate chosen on the details page: it checks the price with the vendor on entry. */
export const hotelCheckoutPath = (rate: { hotelId: string; vendor: string; corelationId: string; rateKey: string }) =>
  `/booknow/hotels/checkout?${query({ hotelId: rate.hotelId, vendor: rate.vendor, corelationId: rate.corelationId, rateKey: rate.rateKey })}`;

/** The checkout of a priced stay kept as a draft (what a reload resumes). */
export const hotelDraftPath = (quoteId: string) => `/booknow/hotels/checkout?${query({ quote: quoteId })}`;

/** Where a hotel booking awaiting payment is paid: the hotel checkout's payment step for that booking. */
export const hotelPayPath = (referenceNumber: string): string =>
  `/booknow/hotels/checkout?${query({ booking: referenceNumber })}`;

/** The paid booking: status, voucher, the way to My Trips. */
export const hotelConfirmPaymentPath = (referenceNumber: string): string =>
  `/booknow/hotels/confirm-payment?${query({ referenceNumber })}`;

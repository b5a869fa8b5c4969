/** A hotel booking's details page for its customer (spec section 2: /hotel-details). */
export const hotelDetailsPath = (referenceNumber: string) =>
  `/hotel-details?referenceNumber=${encodeURIComponent(referenceNumber)}`;

/** Where a hotel booking awaiting payment is paid: its checkout's payment step. */
export const hotelPayPath = (referenceNumber: string) =>
  `/booknow/hotels/checkout?resume=${encodeURIComponent(referenceNumber)}`;

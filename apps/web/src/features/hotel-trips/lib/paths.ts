/** A hotel booking's details page for its customer (spec section 2: /hotel-details). */
export const hotelDetailsPath = (referenceNumber: string) =>
  `/hotel-details?referenceNumber=${encodeURIComponent(referenceNumber)}`;

export { hotelPayPath } from '../../../shared/hotel/hotel-paths';

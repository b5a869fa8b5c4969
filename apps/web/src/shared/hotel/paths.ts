/** A hotel booking's details page for its customer (spec section 2: /hotel-details). */
export const hotelDetailsPath = (referenceNumber: string) =>
  `/hotel-details?referenceNumber=${encodeURIComponent(referenceNumber)}`;

/**
 * Where a hotel booking awaiting payment is paid: the hotel checkout's payment step, which is not
 * built yet (issue 11). Until it is, no Pay button leads to a missing page; the booking can be
 * cancelled, which frees the room.
 */
export const hotelPayPath = (_referenceNumber: string): string | null => null;

/** A hotel's page of a search: its content, rooms and rates (spec section 2: /booknow/hotels/search-details). */
export function hotelRoomsPath(hotel: { hotelId: string; vendor: string; corelationId: string }): string {
  const query = new URLSearchParams({ hotelId: hotel.hotelId, vendor: hotel.vendor, corelationId: hotel.corelationId });
  return `/booknow/hotels/search-details?${query.toString()}`;
}

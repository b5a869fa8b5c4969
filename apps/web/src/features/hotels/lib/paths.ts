export const HOTEL_SEARCH_PATH = '/booknow/hotels/search';
export const HOTEL_DETAILS_PATH = '/booknow/hotels/search-details';

/** The hotel details page of one result: the three values that page reads. */
export function hotelDetailsPagePath({
  hotelId,
  vendor,
  corelationId,
}: {
  hotelId: string;
  vendor: string;
  corelationId: string;
}): string {
  const query = new URLSearchParams({ hotelId, vendor, corelationId });
  return `${HOTEL_DETAILS_PATH}?${query.toString()}`;
}

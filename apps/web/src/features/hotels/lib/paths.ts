export const HOTEL_SEARCH_PATH = '/booknow/hotels/search';

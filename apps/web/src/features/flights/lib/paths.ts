export const FLIGHT_SEARCH_PATH = '/booknow/flights/search';
export const FLIGHT_RESULTS_PATH = '/booknow/flights/search-details';
export const FLIGHT_CHECKOUT_PATH = '/booknow/flights/checkout';

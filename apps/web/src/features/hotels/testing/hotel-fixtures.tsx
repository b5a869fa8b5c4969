import type { HotelPage, HotelPlaceView, HotelResult } from '@travel/contracts';
import type { ApiHandlers } from '../../../testing/mock-api';
import { renderPageAt } from '../../../testing/render';
import { signInAs, testClient } from '../../../testing/session';

export const CORELATION_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
export const SEARCH_URL = `/api/v2/hotel/searchasync/search?corelationId=${CORELATION_ID}`;
export const FILTER_URL = `/api/v2/hotel/searchasync/filter?corelationId=${CORELATION_ID}`;

export const LISBON: HotelPlaceView = {
  id: 'c-pt-lisbon',
  kind: 'city',
  name: 'Lisbon',
  description: 'Lisbon, Portugal',
  countryCode: 'PT',
  latitude: 38.72,
  longitude: -9.14,
  timeZone: 'Europe/Lisbon',
  cityId: null,
  radiusKm: 12,
  hotelCount: 300,
};

/** The pages as the app renders them (the shared test render). */
export const renderHotels = renderPageAt;

/** One hotel of a result page; `n` makes its id, name and price. */
/** The sandbox's vendors as a finished search reports them. */
export const VENDOR_STATES = [
  { vendor: 'atlas', name: 'Atlas Beds', status: 'done' as const, hotels: 1 },
  { vendor: 'meridian', name: 'Meridian Stays', status: 'done' as const, hotels: 1 },
  { vendor: 'solstice', name: 'Solstice Rooms', status: 'done' as const, hotels: 1 },
];

export function hotelResult(n: number, overrides: Partial<HotelResult> = {}): HotelResult {
  return {
    hotelId: `h-${String(n).padStart(4, '0')}`,
    name: `Hotel ${n}`,
    propertyType: 'Hotel',
    stars: 3,
    guestScore: 8,
    reviewCount: 120,
    chain: null,
    address: { line: 'Rua Augusta 1', postalCode: '1100-048', city: 'Lisbon', region: 'Lisbon', countryCode: 'PT' },
    latitude: 38.71,
    longitude: -9.13,
    timeZone: 'Europe/Lisbon',
    distanceKm: 1.2,
    facilities: ['wifi'],
    thumbnailUrl: `/media/hotels/${n}.jpg`,
    vendor: 'atlas',
    price: { amount: 30_000 + n * 100, currency: 'EUR' },
    cheapestBoard: 'RO',
    cheapestRefundable: true,
    boards: ['RO'],
    hasFreeCancellation: false,
    hasPropertyCharges: false,
    roomsLeft: 4,
    ...overrides,
  };
}

/** A page of the polled search; by default complete, every vendor answered. */
export function hotelPage(hotels: HotelResult[], overrides: Partial<HotelPage> = {}): { body: { data: HotelPage } } {
  return {
    body: {
      data: {
        corelationId: CORELATION_ID,
        hotels,
        hotelCount: hotels.length,
        nextPage: null,
        hasMore: false,
        facilities: [],
        maxDistance: 5,
        priceRange: null,
        currency: 'EUR',
        sortBy: 'rating desc, price desc',
        vendors: VENDOR_STATES,
        pollCompleted: true,
        timedOut: false,
        expiresAt: '2099-01-01T00:00:00.000Z',
        ...overrides,
      },
    },
  };
}

export const STARTED = {
  body: {
    data: {
      corelationId: CORELATION_ID,
      searchUrl: SEARCH_URL,
      filterUrl: FILTER_URL,
      vendors: ['atlas', 'meridian', 'solstice'],
      deadlineAt: '2099-01-01T00:00:00.000Z',
      expiresAt: '2099-01-01T00:00:00.000Z',
    },
  },
};

/** A signed-in client; places, Lisbon and countries answered; `handlers` add the search's calls. */
export function mockHotelsApi(handlers: ApiHandlers = {}) {
  return signInAs(testClient(), {
    'GET /api/v2/hotel/auto-suggest': () => ({ body: { data: [LISBON] } }),
    [`GET /api/locations/locationcontent/locationV2/${LISBON.id}`]: () => ({ body: { data: LISBON } }),
    'GET /api/code': () => ({
      body: {
        data: [
          { name: 'Portugal', code: 'PT', currency: 'EUR', emoji: '', unicode: '', image: '', symbol: '€' },
          { name: 'Spain', code: 'ES', currency: 'EUR', emoji: '', unicode: '', image: '', symbol: '€' },
        ],
        defaultCountry: 'PT',
      },
    }),
    ...handlers,
  });
}

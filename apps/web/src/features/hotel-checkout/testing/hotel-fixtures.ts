import type { HotelQuote, HotelRate, StoredHotel } from '@travel/contracts';
import type { HotelDetails, HotelRoomsAndRates } from '../api/hotel-details';

export const CORELATION_ID = '3c1d2e4f-1111-4222-8333-000000000aaa';
export const HOTEL_ID = 'sbx-lis-0001';
export const VENDOR = 'sandbox-a';
export const DRAFT_ID = 'd1d1d1d1-1111-4111-8111-111111111111';

/** A rate of a Lisbon stay for two rooms (2 adults; 1 adult and a child of 7), free to cancel until 12 March 23:59 Lisbon time. */
export function hotelRate(overrides: Partial<HotelRate> = {}): HotelRate {
  return {
    rateKey: 'rate-bb-flex',
    expiresAt: '2099-01-01T00:00:00.000Z',
    roomTypeCode: 'DBL.ST',
    roomName: 'Standard Double Room',
    board: 'BB',
    boardName: 'Bed and breakfast',
    refundable: true,
    rateType: 'BOOKABLE',
    roomsLeft: 2,
    rooms: [
      { adults: 2, childAges: [] },
      { adults: 1, childAges: [7] },
    ],
    price: {
      currency: 'EUR',
      total: { amount: 64_800, currency: 'EUR' },
      netTotal: { amount: 60_000, currency: 'EUR' },
      taxesIncluded: true,
      payAtProperty: [{ kind: 'city_tax', label: 'City tax', amount: { amount: 1_200, currency: 'EUR' } }],
      discounts: [
        {
          label: 'Early booking -10%',
          kind: 'early_booking',
          percent: 10,
          amount: { amount: -3_000, currency: 'EUR' },
        },
      ],
    },
    cancellationPolicy: {
      refundable: true,
      timeZone: 'Europe/Lisbon',
      freeCancellationUntil: '2027-03-12T23:59:00.000Z',
      freeCancellationUntilLocal: '2027-03-12T23:59',
      steps: [
        {
          from: '2027-03-12T23:59:00.000Z',
          fromLocal: '2027-03-12T23:59',
          utcOffset: '+00:00',
          amount: { amount: 21_600, currency: 'EUR' },
        },
      ],
    },
    ...overrides,
  };
}

/** Two room types: the double with two rates, the family room with one. */
export function roomsAndRates(overrides: Partial<HotelRoomsAndRates> = {}): HotelRoomsAndRates {
  const room = (code: string, name: string) => ({
    code,
    name,
    maxAdults: 2,
    maxChildren: 1,
    maxOccupancy: 3,
    maxInfants: 1,
    beds: 'One double bed',
    sizeM2: 18,
    amenities: ['air_conditioning', 'tv'],
    images: [],
  });
  return {
    hotelId: HOTEL_ID,
    vendor: VENDOR,
    checkIn: '2027-03-15',
    checkOut: '2027-03-18',
    nights: 3,
    currency: 'EUR',
    expiresAt: '2099-01-01T00:00:00.000Z',
    roomLists: [
      {
        room: room('DBL.ST', 'Standard Double Room'),
        rates: [
          hotelRate(),
          hotelRate({
            rateKey: 'rate-ro-nonref',
            board: 'RO',
            boardName: 'Room only',
            refundable: false,
            roomsLeft: 9,
            cancellationPolicy: {
              refundable: false,
              timeZone: 'Europe/Lisbon',
              freeCancellationUntil: null,
              freeCancellationUntilLocal: null,
              steps: [],
            },
          }),
        ],
      },
      {
        room: room('FAM.ST', 'Family Room'),
        rates: [hotelRate({ rateKey: 'rate-fam', roomTypeCode: 'FAM.ST', roomName: 'Family Room', roomsLeft: 7 })],
      },
    ],
    ...overrides,
  };
}

export function hotelDetails(overrides: Partial<HotelDetails> = {}): HotelDetails {
  return {
    hotelId: HOTEL_ID,
    name: 'Alfama Garden Hotel',
    propertyType: 'hotel',
    stars: 4,
    guestScore: 8.6,
    reviewCount: 1234,
    chain: null,
    address: { line: 'Rua da Saudade 12', postalCode: '1100-583', city: 'Lisbon', region: 'Lisboa', countryCode: 'PT' },
    latitude: 38.71,
    longitude: -9.13,
    timeZone: 'Europe/Lisbon',
    facilities: ['wifi', 'pool'],
    thumbnailUrl: '/media/hotels/1.jpg',
    distanceFromCentreKm: 1.2,
    description: 'A quiet hotel in Alfama.\n\nBreakfast on the terrace.',
    checkInFrom: '15:00',
    checkOutUntil: '11:00',
    phone: '+351 210 000 000',
    images: [
      { url: '/media/hotels/1.jpg', kind: 'exterior', caption: 'The front', width: 1200, height: 800 },
      { url: '/media/hotels/2.jpg', kind: 'pool', caption: 'The pool', width: 1200, height: 800 },
    ],
    roomAmenities: ['air_conditioning'],
    rooms: [],
    policies: ['Pets not allowed'],
    yearBuilt: 1900,
    yearRenovated: 2019,
    roomCount: 40,
    vendor: VENDOR,
    startAndEndDate: { start: '2027-03-15', end: '2027-03-18' },
    ...overrides,
  };
}

/** getPrice's quote of `hotelRate()` for the caller, in EUR with an 8% markup. */
export function hotelQuote(overrides: Partial<HotelQuote> = {}): HotelQuote {
  const lines: HotelQuote['breakdown']['lines'] = [
    { kind: 'base_fare', passengerType: null, count: 1, amount: 60_000 },
    { kind: 'markup', passengerType: null, count: 0, amount: 4_800 },
  ];
  return {
    quoteId: '22222222-2222-4222-8222-222222222222',
    corelationId: CORELATION_ID,
    hotelId: HOTEL_ID,
    hotelName: 'Alfama Garden Hotel',
    vendor: VENDOR,
    status: 'unchanged',
    previousTotal: 64_800,
    breakdown: { currency: 'EUR', lines, total: 64_800 },
    exchangeRate: 1,
    rate: hotelRate(),
    stayPeriod: { start: '2027-03-15', end: '2027-03-18' },
    refundProtectPercent: 0,
    expiresAt: '2099-01-01T00:00:00.000Z',
    markupType: 'percent',
    markup: 8,
    client: null,
    ...overrides,
  };
}

/** The answer of hotelStore for a quote. */
export const storedAnswer = (quote: HotelQuote, id = DRAFT_ID): { body: { data: StoredHotel } } => ({
  body: { data: { id, quote } },
});

/** The answer of getPrice for a quote. */
export const priceAnswer = (quote: HotelQuote) => ({
  body: { data: quote, markupType: quote.markupType, markup: quote.markup },
});

import { TEST_CLIENT_ID } from './session';
import type {
  ActivityAvailableDates,
  ActivityBookedItem,
  ActivityBooking,
  ActivityCheck,
  ActivityLocation,
  ActivityProduct,
  ActivityQuote,
} from '@travel/contracts';

export const PRODUCT_CODE = 'LIS-TOUR-0042';
export const HOLD_ID = 'hold.v1.signed-hold-of-the-tests';
export const ACTIVITY_QUOTE_ID = '0c6f9f5e-3333-4333-8444-000000000021';

/** The old town tour's meeting point in Lisbon. */
export const MEETING_POINT: ActivityLocation = {
  locationId: 'LOC-LIS-0042',
  kind: 'MEETING_POINT',
  name: 'Praça do Comércio',
  address: 'Praça do Comércio, 1100-148 Lisboa',
  latitude: 38.7075,
  longitude: -9.1364,
  radiusKm: null,
  timeZone: 'Europe/Lisbon',
};

/**
 * A 3-hour walking tour of Lisbon: adults (18–64, 1 to 9), children (4–17, up to 6), per person
 * in EUR; the standard policy (full refund up to 24 h before); a pick-up hotel asked once and a
 * weight asked of each traveller. Every field can be overridden.
 */
export function activityProduct(overrides: Partial<ActivityProduct> = {}): ActivityProduct {
  return {
    productCode: PRODUCT_CODE,
    title: 'Lisbon Old Town Walking Tour',
    shortDescription: 'Alfama and Baixa on foot with a local guide.',
    image: '/api/activities/images/LIS-TOUR-0042-1.svg',
    destinationId: 'lisbon',
    destinationName: 'Lisbon',
    rating: 4.7,
    reviewCount: 1284,
    duration: { fromMinutes: 180, toMinutes: 180 },
    flags: ['FREE_CANCELLATION'],
    tagIds: [1],
    popularity: [],
    timesOfDay: ['morning'],
    pricingType: 'PER_PERSON',
    fromPrice: 4500,
    previousPrice: null,
    currency: 'EUR',
    confirmationType: 'INSTANT',
    cancellationType: 'STANDARD',
    description: 'Walk the hills of Alfama and the squares of Baixa.',
    images: ['/api/activities/images/LIS-TOUR-0042-1.svg', '/api/activities/images/LIS-TOUR-0042-2.svg'],
    timeZone: 'Europe/Lisbon',
    countryCode: 'PT',
    languages: ['en', 'pt'],
    inclusions: ['Local guide', 'Pastel de nata'],
    exclusions: ['Hotel pick-up'],
    startTimes: ['09:00', '14:00'],
    openingHours: null,
    meetingPoint: MEETING_POINT,
    ageBands: [
      { band: 'ADULT', minAge: 18, maxAge: 64, minTravelers: 1, maxTravelers: 9, price: 4500 },
      { band: 'CHILD', minAge: 4, maxAge: 17, minTravelers: 0, maxTravelers: 6, price: 2500 },
    ],
    unit: null,
    maxTravelersPerBooking: 10,
    bookingQuestions: [],
    cancellationPolicy: { type: 'STANDARD', tiers: [{ hoursBefore: 24, refundPercent: 100 }] },
    confirmationWithinHours: null,
    ...overrides,
  };
}

/** Two days of the calendar: 10 December (09:00 with 6 places, 14:00 sold out) and 11 December. */
export function availableDates(): ActivityAvailableDates {
  return {
    productCode: PRODUCT_CODE,
    timeZone: 'Europe/Lisbon',
    currency: 'EUR',
    availableDates: ['2026-12-10', '2026-12-11'],
    availableDaysData: [
      {
        date: '2026-12-10',
        fromPrice: 4500,
        slots: [
          { startTime: '09:00', placesLeft: 6, status: 'AVAILABLE' },
          { startTime: '14:00', placesLeft: 0, status: 'SOLD_OUT' },
        ],
      },
      { date: '2026-12-11', fromPrice: 5000, slots: [{ startTime: '09:00', placesLeft: 2, status: 'LIMITED' }] },
    ],
  };
}

/** The check of 2 adults and a child on 10 December at 09:00, held. */
export function activityCheck(overrides: Partial<ActivityCheck> = {}): ActivityCheck {
  return {
    available: true,
    status: 'AVAILABLE',
    placesLeft: 6,
    lines: [
      { band: 'ADULT', count: 2, unitPrice: 4500, total: 9000 },
      { band: 'CHILD', count: 1, unitPrice: 2500, total: 2500 },
    ],
    total: 11500,
    currency: 'EUR',
    supplierTotal: { amount: 10500, currency: 'EUR' },
    holdId: HOLD_ID,
    holdExpiresAt: new Date(Date.now() + 5 * 60_000).toISOString(),
    ...overrides,
  };
}

/** The booked tour: 2 adults and a child on 10 December 2026 at 09:00, Lisbon time. */
export function bookedItem(overrides: Partial<ActivityBookedItem> = {}): ActivityBookedItem {
  const product = activityProduct();
  return {
    productCode: PRODUCT_CODE,
    title: product.title,
    image: product.image,
    destinationName: 'Lisbon',
    timeZone: 'Europe/Lisbon',
    date: '2026-12-10',
    startTime: '09:00',
    startAt: '2026-12-10T09:00:00.000Z',
    duration: product.duration,
    meetingPoint: MEETING_POINT,
    travelers: [
      { band: 'ADULT', count: 2 },
      { band: 'CHILD', count: 1 },
    ],
    lines: activityCheck().lines,
    bookingQuestions: [],
    cancellationPolicy: product.cancellationPolicy,
    confirmationType: 'INSTANT',
    languages: ['en', 'pt'],
    inclusions: product.inclusions,
    ...overrides,
  };
}

export function activityQuote(overrides: Partial<ActivityQuote> = {}): ActivityQuote {
  return {
    quoteId: ACTIVITY_QUOTE_ID,
    status: 'same',
    previousTotal: 11500,
    breakdown: {
      currency: 'EUR',
      lines: [
        { kind: 'base_fare', passengerType: null, count: 0, amount: 10500 },
        { kind: 'markup', passengerType: null, count: 0, amount: 1000 },
      ],
      total: 11500,
    },
    exchangeRate: 1,
    activity: bookedItem(),
    refundProtectPercent: 0,
    expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
    markupType: 'percent',
    markup: 0,
    ...overrides,
  };
}

/** The paid, confirmed booking of that quote, with its ticket. */
export function activityBooking(overrides: Partial<ActivityBooking> = {}): ActivityBooking {
  return {
    bookingId: '6b2f3c4d-1111-4222-8333-000000000031',
    referenceNumber: 'AC7QK2M4XP',
    bookingStatus: 'confirmed',
    bookedStatus: 'CONFIRMED',
    breakdown: activityQuote().breakdown,
    isTripProtectionSelected: false,
    protectionAmount: 0,
    contact: { email: 'client@demo.test', phone: '+351 912 345 678' },
    customerName: 'Clara Client',
    customerId: TEST_CLIENT_ID,
    cancelledAt: null,
    refund: null,
    travelDate: '2026-12-10',
    createdAt: '2026-11-24T10:00:00.000Z',
    payment: { status: 'succeeded', cardBrand: 'visa', cardLast4: '4242' },
    paidFromCredit: 0,
    paidFromCard: activityQuote().breakdown.total,
    history: [{ status: 'pending_payment', note: null, at: '2026-11-24T10:00:00.000Z' }],
    bookingRef: 'VTR-889120',
    supplierStatus: 'CONFIRMED',
    confirmBy: null,
    activity: bookedItem(),
    travelers: [
      { band: 'ADULT', givenName: 'Clara', familyName: 'Client', answers: [] },
      { band: 'ADULT', givenName: 'Rui', familyName: 'Client', answers: [] },
      { band: 'CHILD', givenName: 'Ana', familyName: 'Client', answers: [] },
    ],
    answers: [],
    agencyCommission: 920,
    agencyTransactionFee: 0,
    ticketPdfUrl: '/api/activities/bookings/AC7QK2M4XP/ticket',
    ...overrides,
  };
}

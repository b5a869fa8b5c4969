import { TEST_CLIENT_ID } from './session';
import type { HotelBooking } from '@travel/contracts';

/**
 * A paid, confirmed four-night stay in New York for two adults and a child in one room, free to
 * cancel until 10 December 18:00 hotel time, then one night kept; every field can be overridden.
 */
export function hotelBooking(overrides: Partial<HotelBooking> = {}): HotelBooking {
  return {
    bookingId: '5a1e2f3b-1111-4222-8333-000000000001',
    referenceNumber: 'HT7QK2M9PL',
    bookingStatus: 'confirmed',
    bookedStatus: 'confirmed',
    breakdown: {
      currency: 'USD',
      lines: [
        { kind: 'base_fare', passengerType: null, count: 0, amount: 120000 },
        { kind: 'taxes', passengerType: null, count: 0, amount: 18000 },
        { kind: 'markup', passengerType: null, count: 0, amount: 9600 },
      ],
      total: 147600,
    },
    isTripProtectionSelected: false,
    protectionAmount: 0,
    contact: { email: 'client@demo.test', phone: '+351 912 345 678' },
    customerName: 'Clara Client',
    customerId: TEST_CLIENT_ID,
    cancelledAt: null,
    refund: null,
    travelDate: '2026-12-11',
    createdAt: '2026-11-21T23:51:00.000Z',
    payment: { status: 'succeeded', cardBrand: 'visa', cardLast4: '4242' },
    history: [
      { status: 'pending_payment', note: null, at: '2026-11-21T23:51:00.000Z' },
      {
        status: 'confirmed',
        note: { key: 'paid', values: { brand: 'visa', last4: '4242' } },
        at: '2026-11-21T23:52:00.000Z',
      },
    ],
    supplierReference: 'SBX-44120',
    hotelConfirmationNumber: 'NYC-88231',
    vendor: 'sandbox',
    hotelId: 'SBX-NYC-001',
    hotelName: 'Hudson Park Hotel',
    hotelAddress: '350 W 42nd St, New York, NY 10036, United States',
    stars: 4,
    hotelTimeZone: 'America/New_York',
    stayPeriod: { start: '2026-12-11', end: '2026-12-15' },
    nights: 4,
    fareBreakup: {
      currency: 'USD',
      baseFare: 129600,
      totalRate: 120000,
      discounts: 0,
      taxes: 18000,
      totalFare: 147600,
      additionalCharges: [{ kind: 'city_tax', label: 'City tax', amount: { amount: 2400, currency: 'USD' } }],
    },
    cancellationPolicy: {
      refundable: true,
      timeZone: 'America/New_York',
      freeCancellationUntil: '2026-12-10T23:00:00.000Z',
      freeCancellationUntilLocal: '2026-12-10T18:00',
      steps: [
        {
          from: '2026-12-10T23:00:00.000Z',
          fromLocal: '2026-12-10T18:00',
          utcOffset: '-05:00',
          amount: { amount: 36900, currency: 'USD' },
        },
      ],
    },
    refundability: 'refundable',
    hotel_images: [],
    amenities: ['wifi'],
    rooms: [
      {
        roomTypeCode: 'DBL',
        roomName: 'Deluxe Double Room',
        board: 'BB',
        boardName: 'Bed and breakfast',
        occupancy: { adults: 2, childAges: [7] },
        guests: [
          { type: 'adult', givenName: 'Clara', familyName: 'Client' },
          { type: 'adult', givenName: 'Paulo', familyName: 'Client' },
          { type: 'child', givenName: 'Tiago', familyName: 'Client', age: 7 },
        ],
      },
    ],
    guestInfo: { givenName: 'Clara', familyName: 'Client', email: 'client@demo.test', phone: '+351 912 345 678' },
    specialRequests: 'High floor, please',
    paymentBreakup: { currency: 'USD', total: 147600, paidFromCard: 147600, paidFromCredit: 0 },
    paidFromCredit: 0,
    paidFromCard: 147600,
    agencyMarkup: 9600,
    agencyCommission: 0,
    agencyTransactionFee: 0,
    platformMarkup: 0,
    isVerified: true,
    pdfurl: '/api/v2/hotel/voucher/HT7QK2M9PL',
    cancellationId: null,
    ...overrides,
  };
}

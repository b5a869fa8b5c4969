import { TEST_CLIENT_ID } from './session';
import type { CarBooking, CarLocation } from '@travel/contracts';

const HOURS = Array.from({ length: 7 }, () => '00:00-24:00');

/** Lisbon airport's counter, open round the clock. */
export const LISBON_AIRPORT: CarLocation = {
  id: 'a-lis',
  name: 'Lisbon Airport',
  address: 'Humberto Delgado Airport (LIS)',
  countryCode: 'PT',
  latitude: 38.7756,
  longitude: -9.1354,
  timeZone: 'Europe/Lisbon',
  counterType: 'in_terminal',
  iataCode: 'LIS',
  openingHours: HOURS,
};

/** Porto airport's counter, 06:00 to 23:30. */
export const PORTO_AIRPORT: CarLocation = {
  ...LISBON_AIRPORT,
  id: 'a-opo',
  name: 'Porto Airport',
  address: 'Francisco Sá Carneiro Airport (OPO)',
  iataCode: 'OPO',
  openingHours: Array.from({ length: 7 }, () => '06:00-23:30'),
};

/**
 * A paid, confirmed three-day rental of a compact automatic from Lisbon airport (10:00, 24
 * December) to Porto airport, driver 23: a young-driver and a one-way fee at the counter; free
 * to cancel until 22 December 10:00 Lisbon time, then one day kept. Every field can be overridden.
 */
export function carBooking(overrides: Partial<CarBooking> = {}): CarBooking {
  const eur = (amount: number) => ({ amount, currency: 'EUR' });
  return {
    bookingId: '6b2f3c4d-1111-4222-8333-000000000002',
    referenceNumber: 'CR4XK7M2QP',
    bookingStatus: 'confirmed',
    bookedStatus: 'confirmed',
    breakdown: {
      currency: 'EUR',
      lines: [
        { kind: 'base_fare', passengerType: null, count: 0, amount: 15390 },
        { kind: 'taxes', passengerType: null, count: 0, amount: 3540 },
        { kind: 'markup', passengerType: null, count: 0, amount: 1070 },
      ],
      total: 20000,
    },
    isTripProtectionSelected: false,
    protectionAmount: 0,
    contact: { email: 'client@demo.test', phone: '+351 912 345 678' },
    customerName: 'Clara Client',
    customerId: TEST_CLIENT_ID,
    cancelledAt: null,
    refund: null,
    travelDate: '2026-12-24',
    createdAt: '2026-11-24T10:00:00.000Z',
    payment: { status: 'succeeded', cardBrand: 'visa', cardLast4: '4242' },
    paidFromCredit: 0,
    paidFromCard: 20000,
    history: [
      { status: 'pending_payment', note: null, at: '2026-11-24T10:00:00.000Z' },
      {
        status: 'confirmed',
        note: { key: 'paid', values: { brand: 'visa', last4: '4242' } },
        at: '2026-11-24T10:01:00.000Z',
      },
    ],
    confirmationNumber: 'ATL-558210',
    rental: {
      vendorCode: 'ATL',
      vendorName: 'Atlas Drive',
      acriss: 'CDAR',
      name: 'Volkswagen Golf or similar',
      size: 'Compact',
      transmissionType: 'Automatic',
      image: '/api/car-rental/images/CDAR.svg',
      pickup: LISBON_AIRPORT,
      dropoff: PORTO_AIRPORT,
      pickUpAt: '2026-12-24T10:00:00.000Z',
      returnAt: '2026-12-27T10:00:00.000Z',
      pickUpDateTime: '2026-12-24T10:00',
      returnDateTime: '2026-12-27T10:00',
      rentalDays: 3,
      driverAge: 23,
      countryOfResidence: 'PT',
      charges: [
        { kind: 'rental', label: '3 rental days', amount: eur(13500), payAt: 'now' },
        { kind: 'airport_surcharge', label: 'Airport surcharge', amount: eur(1890), payAt: 'now' },
        { kind: 'taxes', label: 'Taxes', amount: eur(3540), payAt: 'now' },
        { kind: 'young_driver', label: 'Young driver fee', amount: eur(3300), payAt: 'counter' },
        { kind: 'one_way', label: 'One-way fee', amount: eur(8600), payAt: 'counter' },
      ],
      deposit: eur(40000),
      excess: eur(120000),
      milage: 'Unlimited',
      fuelPolicy: 'Full to Full',
      inclusions: ['Collision damage waiver with an excess', 'Theft protection', 'Unlimited mileage'],
      freeCancellationUntil: '2026-12-22T10:00:00.000Z',
      freeCancellationUntilLocal: '2026-12-22T10:00',
      lateCancellationFee: eur(6310),
    },
    driver: { givenName: 'Clara', familyName: 'Client', age: 23 },
    flightNumber: null,
    payAtCounter: eur(11900),
    agencyCommission: 0,
    agencyTransactionFee: 0,
    termsPdfUrl: '/api/car-rental/booking-terms/CR4XK7M2QP',
    cancellationId: null,
    ...overrides,
  };
}

/**
 * The answers of a cancellation inside the free window, by the paths of the agency's or the
 * customer's calls: the quote (nothing kept, everything back), then the cancelled rental.
 */
export function freeCancellation(booking: CarBooking = carBooking()) {
  return {
    quote: () => ({
      body: {
        data: {
          referenceNumber: booking.referenceNumber,
          penalty: { amount: 0, currency: booking.breakdown.currency },
          refund: { amount: booking.breakdown.total, currency: booking.breakdown.currency },
          isVoidable: false,
        },
      },
    }),
    cancel: () => ({
      body: {
        data: {
          ...booking,
          bookingStatus: 'cancelled' as const,
          bookedStatus: 'cancelled',
          cancelledAt: '2026-12-01T10:00:00.000Z',
          refund: { amount: booking.breakdown.total, currency: booking.breakdown.currency },
        },
        message: 'Booking Cancelled Successfully',
      },
    }),
  };
}

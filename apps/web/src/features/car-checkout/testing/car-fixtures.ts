import type { CarDetails, CarQuote } from '@travel/contracts';
import { carBooking, LISBON_AIRPORT, PORTO_AIRPORT } from '../../../testing/car-booking';

export const CAR_ID = 'car.v1.signed-offer-of-the-tests';
export const QUOTE_ID = '0c6f9f5e-2222-4333-8444-000000000009';
export const SEARCH = 'pickup=a-lis&dropoff=a-opo&from=2026-12-24T10%3A00&to=2026-12-27T10%3A00&age=23';

/** The booked rental's offer, as carDetails answers it; valid for 20 minutes from now. */
export function carDetails(overrides: Partial<CarDetails> = {}): CarDetails {
  const { rental } = carBooking();
  return {
    carId: CAR_ID,
    price: 20000,
    currencyCode: 'EUR',
    payAtCounter: { amount: 11900, currency: 'EUR' },
    supplierPrice: { amount: 18930, currency: 'EUR' },
    size: 'Compact',
    vehicleType: 'Hatchback',
    acriss: 'CDAR',
    name: rental.name,
    image: rental.image,
    vendorName: rental.vendorName,
    vendorCode: rental.vendorCode,
    cancellationPolicy: {
      charge: { includedRateInd: true },
      freeUntil: rental.freeCancellationUntil,
      freeUntilLocal: rental.freeCancellationUntilLocal,
    },
    passangerCapacity: 5,
    bagCapacity: 3,
    smallBags: 2,
    largeBags: 1,
    milage: 'Unlimited',
    isMileageUnlimited: true,
    isACavailable: true,
    transmissionType: 'Automatic',
    noOfDoors: 5,
    fuelPolicy: 'Full to Full',
    rentalDays: 3,
    pickUpDateTime: rental.pickUpDateTime,
    returnDateTime: rental.returnDateTime,
    pickUpAt: rental.pickUpAt,
    returnAt: rental.returnAt,
    driverAge: 23,
    countryOfResidence: 'PT',
    carsLeft: 4,
    expiresAt: new Date(Date.now() + 20 * 60_000).toISOString(),
    pickup: LISBON_AIRPORT,
    dropoff: PORTO_AIRPORT,
    inclusions: rental.inclusions,
    excess: rental.excess,
    deposit: rental.deposit,
    mileage: { unlimited: true, freeKmPerDay: null, extraKm: null },
    charges: rental.charges,
    lateCancellationFee: rental.lateCancellationFee,
    termsUrl: `/api/car-rental/terms?carId=${CAR_ID}&lang=en&expires=1&sig=abc`,
    ...overrides,
  };
}

/** The checkout's quote of that offer: the same price unless told otherwise. */
export function carQuote(overrides: Partial<CarQuote> = {}): CarQuote {
  return {
    quoteId: QUOTE_ID,
    status: 'same',
    previousTotal: 20000,
    breakdown: carBooking().breakdown,
    exchangeRate: 1,
    car: carDetails(),
    refundProtectPercent: 8,
    expiresAt: new Date(Date.now() + 20 * 60_000).toISOString(),
    markupType: 'percent',
    markup: 0,
    ...overrides,
  };
}

import type { CarCharge, CarLocation, Money } from '@travel/contracts';
import type { BookingSupplier, SupplierOrder } from '../booking-port';
import type { LatLon } from '../shared/geo';

/**
 * The car rental supplier port: where cars are rented (airport counters, city offices), what is
 * offered for a pick-up and a return, an offer's details and re-price, then the shared booking
 * port (reserve -> confirmation number, retrieve, cancellation quote, cancel). Every amount is in
 * integer minor units of the rental company's currency. Errors are `SupplierError`s
 * (suppliers/booking-port.ts); an INVALID_REQUEST names its field in the search body's terms.
 */

/** Operations faults can target. */
export const CAR_SUPPLIER_OPERATIONS = [
  'locations',
  'search',
  'offer',
  'check',
  'book',
  'retrieve',
  'cancellationQuote',
  'cancel',
] as const;
export type CarSupplierOperation = (typeof CAR_SUPPLIER_OPERATIONS)[number];

/** Why a search or booking was refused (SupplierError INVALID_REQUEST's details.reason). */
export type CarInvalidReason =
  | 'UNKNOWN_LOCATION'
  | 'NO_LOCATION_NEARBY'
  | 'INVALID_DATE'
  | 'DATE_IN_PAST'
  | 'DATE_TOO_FAR'
  | 'RENTAL_TOO_LONG'
  | 'DRIVER_TOO_YOUNG'
  | 'DRIVER_AGE_MISMATCH'
  | 'INVALID_COUNTRY';

/** A place given by its location id or by coordinates (the nearest rental location). */
export interface CarPlaceQuery {
  locationId?: string | undefined;
  point?: LatLon | undefined;
}

export interface CarSearchQuery {
  pickup: CarPlaceQuery;
  /** Null: returned where picked up. */
  dropoff: CarPlaceQuery | null;
  /** Wall-clock times at the pick-up and the return location, 'YYYY-MM-DDTHH:mm'. */
  pickUpLocal: string;
  returnLocal: string;
  driverAge: number;
  /** ISO alpha-2. */
  countryOfResidence: string;
}

/** What a rental company rents: one ACRISS category and its typical car. */
export interface CarVehicle {
  acriss: string;
  size: string;
  vehicleType: string;
  /** 'Volkswagen Golf or similar'. */
  name: string;
  image: string;
  seats: number;
  doors: number;
  smallBags: number;
  largeBags: number;
  transmission: 'Automatic' | 'Manual';
  hasAirConditioning: boolean;
  fuel: string;
}

export interface CarVendor {
  code: string;
  name: string;
}

/** An offer of the supplier, everything the screens and the booking need. */
export interface CarSupplierOffer {
  /** Signed, carries the offer; valid until expiresAt. */
  offerId: string;
  expiresAt: string;
  vendor: CarVendor;
  /** 'standard', 'inclusive' (no excess), 'saver' (pay now, non-refundable). */
  plan: 'standard' | 'inclusive' | 'saver';
  vehicle: CarVehicle;
  pickup: CarLocation;
  dropoff: CarLocation;
  /** UTC instants and the locations' wall clocks. */
  pickUpAt: string;
  returnAt: string;
  pickUpLocal: string;
  returnLocal: string;
  rentalDays: number;
  driverAge: number;
  countryOfResidence: string;
  currency: string;
  /** What is paid now: the rental and what the company bills with it, taxes included. */
  payNow: Money;
  /** The taxes within payNow. */
  taxes: Money;
  payAtCounter: Money;
  charges: CarCharge[];
  deposit: Money;
  excess: Money;
  mileage: { unlimited: boolean; freeKmPerDay: number | null; extraKm: Money | null };
  fuelPolicy: 'Full to Full' | 'Pre-purchase';
  inclusions: string[];
  /** Free cancellation included (false for a saver rate: nothing back once booked). */
  isFreeCancellation: boolean;
  /** 48 h before pick-up, and the same on the pick-up location's wall clock ('YYYY-MM-DDTHH:mm'). */
  freeCancellationUntil: string;
  freeCancellationUntilLocal: string;
  /** One day's rental, kept when cancelled after the free window. */
  lateCancellationFee: Money;
  carsLeft: number;
}

export interface CarSearchResult {
  pickup: CarLocation;
  dropoff: CarLocation;
  rentalDays: number;
  offers: CarSupplierOffer[];
}

/** An offer checked now: the same price, a changed one (previousTotal: the searched price), or sold out. */
export type CarCheck =
  { status: 'same' | 'changed'; offer: CarSupplierOffer; previousTotal: Money } | { status: 'sold_out' };

export interface CarBookRequest {
  offerId: string;
  driver: { givenName: string; familyName: string; age: number };
  flightNumber: string | null;
  contact: { email: string; phone: string };
  /** The payNow the customer agreed to: PRICE_CHANGED when the company's differs. */
  expectedTotal: Money;
  /** The same key finds the same reservation (a retried booking). */
  idempotencyKey: string;
}

export interface CarOrder extends SupplierOrder {
  /** The rental company's confirmation number (the order's reference). */
  confirmationNumber: string;
  /** 'CONFIRMED' or 'CANCELLED'. */
  supplierStatus: string;
  offer: CarSupplierOffer;
  driver: CarBookRequest['driver'];
  flightNumber: string | null;
  bookedAt: string;
  cancelledAt: string | null;
}

export interface CarSupplier extends BookingSupplier<CarBookRequest, CarOrder> {
  vendors(): CarVendor[];
  categories(): CarVehicle[];
  /** A rental location by id (INVALID_REQUEST UNKNOWN_LOCATION otherwise). */
  location(id: string): Promise<CarLocation>;
  /** Rental locations whose name starts with the text (airports and city offices), best first. */
  findLocations(text: string, limit?: number): Promise<CarLocation[]>;
  search(query: CarSearchQuery): Promise<CarSearchResult>;
  /** An offer again from its id (OFFER_NOT_FOUND, OFFER_EXPIRED), at the price of its search. */
  offer(offerId: string): Promise<CarSupplierOffer>;
  /** The offer priced now. */
  check(offerId: string): Promise<CarCheck>;
}

import type {
  ActivityAgeBand,
  ActivityCancellationPolicy,
  ActivityLocation,
  ActivityPopularityFilter,
  ActivityPricing,
  ActivityPriceLine,
  ActivityQuestion,
  ActivityTimeOfDay,
  Money,
  TravelerCount,
} from '@travel/contracts';
import type { BookingSupplier, SupplierOrder } from '../booking-port';

/**
 * The activity supplier port (Viator, GetYourGuide and OCTO suppliers behave alike):
 * destinations in a hierarchy, a destination's products, a product's 90-day calendar, an
 * availability check with a price hold, then the shared booking port (book -> confirmed or
 * PENDING, retrieve, cancellation quote by the policy's tier now, cancel). Amounts are integer
 * minor units of the supplier's currency. Errors are `SupplierError`s (suppliers/booking-port.ts).
 */

export const ACTIVITY_SUPPLIER_OPERATIONS = [
  'destinations',
  'products',
  'product',
  'calendar',
  'check',
  'book',
  'retrieve',
  'cancellationQuote',
  'cancel',
] as const;
export type ActivitySupplierOperation = (typeof ACTIVITY_SUPPLIER_OPERATIONS)[number];

/** Why a request was refused (SupplierError INVALID_REQUEST's details.reason). */
export type ActivityInvalidReason =
  | 'UNKNOWN_DESTINATION'
  | 'UNKNOWN_LOCATION'
  | 'NOT_OPERATING'
  | 'DATE_OUT_OF_RANGE'
  | 'TRAVELERS'
  | 'MISSING_ANSWER'
  | 'INVALID_ANSWER'
  | 'TRAVELERS_MISMATCH';

export interface SupplierDestination {
  destinationId: string;
  destinationName: string;
  destinationType: 'COUNTRY' | 'REGION' | 'CITY';
  parentId: string | null;
  countryCode: string;
  path: string;
  timeZone: string;
  productCount: number;
  latitude: number;
  longitude: number;
}

export interface SupplierProduct {
  productCode: string;
  title: string;
  shortDescription: string;
  description: string;
  /** The city it happens in. */
  destination: SupplierDestination;
  images: string[];
  tagIds: number[];
  flags: Array<
    'SPECIAL_OFFER' | 'LIKELY_TO_SELL_OUT' | 'FREE_CANCELLATION' | 'SKIP_THE_LINE' | 'PRIVATE_TOUR' | 'NEW_ON_PLATFORM'
  >;
  popularity: ActivityPopularityFilter[];
  rating: number;
  reviewCount: number;
  duration: { fromMinutes: number; toMinutes: number };
  startTimes: string[];
  openingHours: { opens: string; closes: string } | null;
  timesOfDay: ActivityTimeOfDay[];
  languages: string[];
  inclusions: string[];
  exclusions: string[];
  meetingPoint: ActivityLocation;
  /** Prices at the base season (a day's prices follow its season), in `currency`. */
  pricing: ActivityPricing;
  /** A special offer's discount on every price, percent (0: none). */
  discountPercent: number;
  policy: ActivityCancellationPolicy;
  confirmation: 'INSTANT' | 'MANUAL';
  /** Hours a manual booking waits for the supplier's answer. */
  confirmationWithinHours: number | null;
  bookingQuestions: ActivityQuestion[];
  maxTravelersPerBooking: number;
  /** Weekdays it does not run (0 Sunday .. 6 Saturday). */
  closedWeekdays: number[];
  currency: string;
  /** The lowest price per person (or unit) at the base season, after the discount. */
  fromPrice: number;
  /** Places of a slot (some are sold elsewhere before we ask). */
  capacityPerSlot: number;
}

export interface SupplierSlot {
  startTime: string;
  placesLeft: number;
  status: 'AVAILABLE' | 'LIMITED' | 'SOLD_OUT';
}

export interface SupplierDay {
  date: string;
  /** The day's lowest price per person (or unit), after the discount. */
  fromPrice: number;
  /** The day's season factor applied to the base prices. */
  priceFactor: number;
  slots: SupplierSlot[];
}

export interface SupplierCalendar {
  productCode: string;
  timeZone: string;
  currency: string;
  days: SupplierDay[];
}

export interface ActivityCheckQuery {
  productCode: string;
  date: string;
  startTime: string;
  travelers: TravelerCount[];
}

/** An availability check: the slot's places and the travellers priced, held 5 minutes. */
export interface SupplierCheck {
  product: SupplierProduct;
  date: string;
  startTime: string;
  /** The start as an instant (UTC ISO). */
  startAt: string;
  travelers: TravelerCount[];
  status: 'AVAILABLE' | 'LIMITED' | 'SOLD_OUT';
  placesLeft: number;
  /** True when the travellers fit in the places left. */
  available: boolean;
  lines: ActivityPriceLine[];
  total: Money;
  /** Signed; carries the check. */
  holdId: string;
  holdExpiresAt: string;
}

/** A hold checked again now: the same price, a changed one, or no longer enough places. */
export type SupplierRecheck =
  { status: 'same' | 'changed'; check: SupplierCheck; previousTotal: Money } | { status: 'sold_out' };

export interface ActivityAnswerInput {
  questionId: string;
  value: string;
  unit?: string | undefined;
}

export interface ActivityBookRequest {
  holdId: string;
  travelers: Array<{ band: ActivityAgeBand; givenName: string; familyName: string; answers: ActivityAnswerInput[] }>;
  answers: ActivityAnswerInput[];
  contact: { email: string; phone: string };
  /** The total the customer agreed to: PRICE_CHANGED when the supplier's differs. */
  expectedTotal: Money;
  /** The same key finds the same booking (a retried booking). */
  idempotencyKey: string;
}

export interface ActivityOrder extends SupplierOrder {
  /** PENDING, CONFIRMED, REJECTED or CANCELLED. */
  supplierStatus: string;
  productCode: string;
  date: string;
  startTime: string;
  startAt: string;
  travelers: TravelerCount[];
  places: number;
  total: Money;
  bookedAt: string;
  /** When a manual booking is answered (null: instant, or answered). */
  decideAt: string | null;
  rejectionReason: string | null;
  cancelledAt: string | null;
}

export interface ActivitySupplier extends BookingSupplier<ActivityBookRequest, ActivityOrder> {
  /** Destinations whose name starts with the text (cities, regions, countries), best first. */
  destinations(text: string, limit?: number): Promise<SupplierDestination[]>;
  /** A destination by id (INVALID_REQUEST UNKNOWN_DESTINATION otherwise). */
  destination(id: string): Promise<SupplierDestination>;
  /** Every product of a destination (a region's or a country's: its cities'), in the supplier's order. */
  products(destinationId: string): Promise<SupplierProduct[]>;
  /** A product by code (OFFER_NOT_FOUND otherwise). */
  product(productCode: string): Promise<SupplierProduct>;
  /** A meeting point or pick-up area by id (INVALID_REQUEST UNKNOWN_LOCATION otherwise). */
  location(locationId: string): Promise<ActivityLocation>;
  /** The product's next 90 days: each day's slots with places left and its lowest price. */
  calendar(productCode: string): Promise<SupplierCalendar>;
  check(query: ActivityCheckQuery): Promise<SupplierCheck>;
  /** A hold checked again now (OFFER_NOT_FOUND for a forged one). */
  recheck(holdId: string): Promise<SupplierRecheck>;
  /** The tag vocabulary: id and name. */
  tags(): Array<{ tagId: number; tagName: string }>;
}

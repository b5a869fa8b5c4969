import type { Language, Money } from '@travel/contracts';
import type { BookingSupplier, SupplierCancellationQuote, SupplierOrder, SupplierOrderState } from '../booking-port';
import type { HotelContent, HotelPlace, HotelSummary, RoomTypeContent } from './content';
import type { BoardCode, CancellationPolicy, RatePrice } from './rate';

export type * from './content';
export type * from './rate';
export { BOARD_CODES, BOARD_NAMES, type BoardCode } from './rate';
export {
  HotelSupplierError,
  HotelSupplierErrorCode,
  isHotelSupplierError,
  type HotelInvalidReason,
  type HotelSupplierErrorDetails,
} from './errors';
export type { SupplierOrderState } from '../booking-port';

/**
 * The hotel supplier port: what the hotel service needs from one vendor of hotel rooms (each
 * built-in sandbox vendor, later Hotelbeds, Expedia Rapid...). One instance is one vendor; the
 * service asks every configured vendor and merges by hotel id (ids are shared across vendors).
 *
 * Flow, as real suppliers have it: search -> roomsAndRates -> checkRate (needed for RECHECK
 * rates, allowed for any) -> book -> retrieve / cancellationQuote / cancel. Every amount is a
 * net amount (before our markup) in integer minor units of the rate's currency.
 *
 * The booking half (book, retrieve, cancellationQuote, cancel; the order states; the error
 * type) is the shared booking-supplier port's (suppliers/booking-port.ts), which this extends.
 */

/**
 * One room's guests. Children are 0 to 17, their age on the check-in date; a child under 2 is
 * an infant (sleeps in a cot, counts towards no limit but the room's total, stays free).
 */
export interface RoomOccupancy {
  /** 1 to 6 adults (18 or older). */
  adults: number;
  /** One age per child, 0 to 17; 0 to 5 children. */
  childAges: number[];
}

/** Where to search: a place (city, area, airport or hotel id) or a circle around a point. */
export type HotelDestination =
  | { placeId: string }
  | {
      latitude: number;
      longitude: number;
      /** 0.5 to 100 km. */
      radiusKm: number;
    };

/** What every price question needs: the stay, the rooms and who books. */
export interface StayRequest {
  /** Local date at the hotel, 'YYYY-MM-DD', from today (the hotel's date) to 365 days ahead. */
  checkIn: string;
  /** 'YYYY-MM-DD', 1 to 28 nights after checkIn. */
  checkOut: string;
  /** 1 to 8 rooms (the app's limit is 6); each booked room has exactly these guests. */
  rooms: RoomOccupancy[];
  /** Guests' nationality, ISO 3166-1 alpha-2 ('PT'): some rates are sold only to some markets. */
  nationality: string;
  /**
   * Preferred currency (ISO 4217). A vendor with a price list in it sells in it; otherwise it
   * answers in its own contract currency: read the currency of each price.
   */
  currency?: string;
}

export interface HotelSearchRequest extends StayRequest {
  destination: HotelDestination;
}

/** What the port can suggest by name. */
export interface AutoSuggestOptions {
  /** 1 to 20; default 10. */
  limit?: number;
}

/** One hotel the vendor can sell for the stay, with its cheapest price. */
export interface HotelOffer {
  hotel: HotelSummary;
  /** From the search's centre (the place's point or the given coordinates), km, 2 decimals. */
  distanceKm: number;
  /** The cheapest rate's total for the whole stay and every room (what is paid now). */
  cheapestTotal: Money;
  /** Board and refundability of that cheapest rate. */
  cheapestBoard: BoardCode;
  cheapestRefundable: boolean;
  /** Whether that cheapest rate leaves taxes or fees to pay at the property, on top of its total. */
  cheapestHasPropertyCharges: boolean;
  /** Boards offered by at least one rate. */
  boards: BoardCode[];
  /** Whether some rate can still be cancelled free of charge. */
  hasFreeCancellation: boolean;
  /** Rooms left of the cheapest rate's room type (the fewest over the nights). */
  roomsLeft: number;
}

export interface HotelSearchResult {
  /** The vendor that answered. */
  vendor: string;
  /** Centre and radius actually searched (a city's spread, an area's radius, or as asked). */
  centre: { latitude: number; longitude: number };
  radiusKm: number;
  /** The place searched, when searched by place. */
  place: HotelPlace | null;
  /** ISO instants: when searched, and when its prices and rate keys stop being bookable (+30 min). */
  searchedAt: string;
  expiresAt: string;
  /** Hotels with at least one rate for every room, nearest first. */
  hotels: HotelOffer[];
}

export interface RoomsAndRatesRequest extends StayRequest {
  hotelId: string;
}

/** One bookable rate: a room type for every requested room, a board and cancellation terms. */
export interface RoomRate {
  /** Opaque and signed; carries everything needed to price and book it on any node. */
  rateKey: string;
  /** ISO instant after which the key is refused (OFFER_EXPIRED): 30 minutes after the search. */
  expiresAt: string;
  roomTypeCode: string;
  roomName: string;
  board: BoardCode;
  /** 'Room only', 'Bed and breakfast'... (English; the UI translates the code). */
  boardName: string;
  refundable: boolean;
  /** BOOKABLE: bookable as priced. RECHECK: check the price (checkRate) before booking: it may change. */
  rateType: 'BOOKABLE' | 'RECHECK';
  /** Rooms of this type left (the fewest over the nights), at most 9 shown as 9. */
  roomsLeft: number;
  /** The occupancy it was priced for, one entry per room. */
  rooms: RoomOccupancy[];
  price: RatePrice;
  cancellationPolicy: CancellationPolicy;
}

/** A room type that fits every requested room, with its rates cheapest first. */
export interface RoomOffer {
  room: RoomTypeContent;
  rates: RoomRate[];
}

export interface HotelRoomsAndRates {
  vendor: string;
  hotel: HotelSummary;
  checkIn: string;
  checkOut: string;
  nights: number;
  searchedAt: string;
  expiresAt: string;
  /** Empty when nothing fits or nothing is left: the hotel is then sold out for the stay. */
  rooms: RoomOffer[];
}

/** Outcome of a price check. */
export interface RateCheck {
  /** unchanged: bookable as priced; changed: bookable at the new price (new rateKey); sold_out. */
  status: 'unchanged' | 'changed' | 'sold_out';
  /** The rate now (with a new rateKey when changed); on sold_out, the rate as last priced. */
  rate: RoomRate;
  /** The total when searched. */
  previousTotal: Money;
}

/** A guest named at booking, in the room whose occupancy they fill. */
export interface HotelGuest {
  type: 'adult' | 'child';
  givenName: string;
  familyName: string;
  /** Required for a child: must match one of the room's child ages. */
  age?: number;
}

export interface HotelBookingHolder {
  givenName: string;
  familyName: string;
  email: string;
  phone: string;
}

export interface HotelBookRequest {
  rateKey: string;
  /** One entry per room of the rate, in order, each with exactly that room's guests. */
  rooms: { guests: HotelGuest[] }[];
  holder: HotelBookingHolder;
  /** Our own booking reference, kept by the vendor (Hotelbeds' clientReference), 1 to 40 characters. */
  clientReference: string;
  /** Passed to the hotel, not guaranteed; up to 500 characters. */
  specialRequests?: string;
  /** The total the customer agreed to; a different current total fails with PRICE_CHANGED. */
  expectedTotal?: Money;
  /** Repeating a booking with the same key returns the first order instead of booking twice. */
  idempotencyKey?: string;
}

/**
 * The states a hotel order takes among every supplier's (SupplierOrderState): pending when
 * accepted by the vendor and awaiting the hotel (PRECONFIRMED), confirmed, cancelled.
 */
export type HotelOrderState = Extract<SupplierOrderState, 'pending' | 'confirmed' | 'cancelled'>;

/** Money kept and returned when an order is cancelled. */
export interface HotelSettlement {
  penalty: Money;
  refund: Money;
}

/** A hotel booking as the vendor keeps it; JSON-serialisable. */
export interface HotelOrder extends SupplierOrder {
  /** The vendor's booking reference ('ATL-4Q7K2M'): the supplier reference. */
  reference: string;
  vendor: string;
  state: HotelOrderState;
  /** The status in the vendor's own words. */
  supplierStatus: 'PRECONFIRMED' | 'CONFIRMED' | 'CANCELLED';
  /** The hotel's own confirmation number, once the hotel confirms. */
  hotelConfirmationNumber: string | null;
  clientReference: string;
  hotel: HotelSummary;
  checkIn: string;
  checkOut: string;
  nights: number;
  roomTypeCode: string;
  roomName: string;
  board: BoardCode;
  boardName: string;
  refundable: boolean;
  /** One entry per room: its occupancy and named guests. */
  rooms: { occupancy: RoomOccupancy; guests: HotelGuest[] }[];
  holder: HotelBookingHolder;
  specialRequests: string | null;
  price: RatePrice;
  cancellationPolicy: CancellationPolicy;
  createdAt: string;
  confirmedAt: string | null;
  cancelledAt: string | null;
  /** Penalty kept and refund due, once cancelled. */
  settlement: HotelSettlement | null;
}

/**
 * What cancelling would keep and refund at an instant (what a cancelled order cost). Hotels
 * have no void: isVoidable is always false. validUntil: when the next step of the policy
 * begins (the amounts change then); null when none is left or the order is cancelled.
 */
export interface HotelCancellationQuote extends SupplierCancellationQuote {
  reference: string;
  state: HotelOrderState;
  /** The instant priced, ISO. */
  at: string;
  /** Whether cancelling at that instant costs nothing. */
  isFree: boolean;
  validUntil: string | null;
}

/** Operations, to target latency and injected faults. */
export type HotelSupplierOperation =
  | 'autoSuggest'
  | 'place'
  | 'search'
  | 'roomsAndRates'
  | 'content'
  | 'checkRate'
  | 'book'
  | 'retrieve'
  | 'cancellationQuote'
  | 'cancel';

export const HOTEL_SUPPLIER_OPERATIONS: readonly HotelSupplierOperation[] = [
  'autoSuggest',
  'place',
  'search',
  'roomsAndRates',
  'content',
  'checkRate',
  'book',
  'retrieve',
  'cancellationQuote',
  'cancel',
];

export interface HotelSupplier extends BookingSupplier<HotelBookRequest, HotelOrder> {
  /** The vendor's stable code, recorded with results and bookings ('atlas'): the spec's `vendor`. */
  readonly name: string;
  /** Display name ('Atlas Beds'). */
  readonly displayName: string;
  /** Cities, areas, airports and hotels whose name starts with the text, best first. */
  autoSuggest(text: string, options?: AutoSuggestOptions): Promise<HotelPlace[]>;
  /** A city, area, airport or hotel by id (INVALID_REQUEST UNKNOWN_PLACE when unknown). */
  place(id: string): Promise<HotelPlace>;
  /** Hotels with availability for the stay around a place or a point. */
  search(request: HotelSearchRequest): Promise<HotelSearchResult>;
  /** Every room type and rate of one hotel for the stay. */
  roomsAndRates(request: RoomsAndRatesRequest): Promise<HotelRoomsAndRates>;
  /** Static content: description, facilities, images, room types, policies; texts in `language` (default English). */
  content(hotelId: string, language?: Language): Promise<HotelContent>;
  /** Re-prices a rate key: unchanged, changed (new key) or sold out. */
  checkRate(rateKey: string): Promise<RateCheck>;
  /** Books the rate: takes the rooms from the shared inventory; pending or confirmed. */
  book(request: HotelBookRequest): Promise<HotelOrder>;
  /** The order now (a pending order is confirmed once the hotel answers). */
  retrieve(reference: string): Promise<HotelOrder>;
  /** What cancelling would keep and refund at `at` (default now), by the policy in the hotel's zone. */
  cancellationQuote(reference: string, at?: Date): Promise<HotelCancellationQuote>;
  /** Cancels now under the policy and returns the rooms to the inventory. */
  cancel(reference: string): Promise<HotelOrder>;
}

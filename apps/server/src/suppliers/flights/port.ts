import type { FareRule, Money } from '@travel/contracts';
import {
  SupplierError,
  SupplierErrorCode,
  type BookingSupplier,
  type SupplierOrder,
  type SupplierOrderState,
} from '../booking-port';

/**
 * The flight supplier port: what the flight service needs from any airline content source
 * (the built-in sandbox, Duffel, a GDS). Every amount is a net amount in integer minor units.
 */

/** A cabin a seat is sold in. */
export type CabinClass = 'Economy' | 'Premium' | 'Business' | 'First';
/** The cabin asked for in a search; NoPreference returns offers in every cabin sold. */
export type CabinPreference = CabinClass | 'NoPreference';
/** Passenger type codes: adult 12+, child 2-11, infant under 2 on a lap (no seat). */
export type PassengerType = 'ADT' | 'CHD' | 'INF';
/** Fare families sold on every itinerary, from most restrictive to most flexible. */
export type FareFamilyCode = 'Basic' | 'Standard' | 'Flex';
export const FARE_FAMILY_CODES: readonly FareFamilyCode[] = ['Basic', 'Standard', 'Flex'];

/** One journey of a search: one for one-way, two for a round trip, 2 to 5 for multi-city. */
export interface SearchSlice {
  /** IATA airport code of departure, e.g. 'LIS'. */
  origin: string;
  /** IATA airport code of arrival, e.g. 'JFK'. */
  destination: string;
  /** Local departure date at the origin, 'YYYY-MM-DD'. */
  departureDate: string;
}

/** How many passengers of each type travel. */
export interface PassengerCounts {
  /** Adults, 1 to 9. */
  adults: number;
  /** Children; adults plus children (the seated passengers) are at most 9. */
  children: number;
  /** Infants on a lap; at most one per adult. */
  infants: number;
}

export interface FlightSearchRequest {
  /** 1 to 5 slices in travel order. */
  slices: SearchSlice[];
  passengers: PassengerCounts;
  cabin: CabinPreference;
  /** Most offers returned; default FLIGHT_SHOP_MAX_RESULTS (1000), at most that. */
  maxResults?: number;
}

/**
 * A departure or arrival of a segment, as an instant and as the local wall clock. Airport
 * names and cities are not repeated here: look them up by code in the airport reference.
 */
export interface FlightEndpoint {
  /** IATA airport code. */
  airport: string;
  /** IANA time zone of the airport, e.g. 'Europe/Lisbon'. */
  timeZone: string;
  /** The instant in UTC, ISO 8601 ('2026-12-01T18:30:00.000Z'). */
  at: string;
  /** Local wall-clock date and time at the airport, 'YYYY-MM-DDTHH:mm'. */
  local: string;
  /** UTC offset of the airport at that instant, '+HH:MM' or '-HH:MM'. */
  utcOffset: string;
  /**
   * Local date minus the slice's departure date, in days: 0 same day, +1 next day,
   * -1 when crossing the date line westward lands on the previous calendar day.
   */
  dayOffset: number;
}

/** One flight (takeoff to landing). */
export interface FlightSegment {
  /** IATA code of the airline selling the flight. */
  marketingCarrier: string;
  marketingCarrierName: string;
  /** Flight number without the carrier code, e.g. '209'. */
  flightNumber: string;
  /** IATA code of the airline flying the aircraft. */
  operatingCarrier: string;
  operatingCarrierName: string;
  /** Aircraft type, e.g. 'Airbus A330-900'. */
  aircraft: string;
  /** Cabin of this segment; may be lower than the offer's cabin on a short connecting flight. */
  cabin: CabinClass;
  departure: FlightEndpoint;
  arrival: FlightEndpoint;
  /** Block time in minutes, equal to arrival.at minus departure.at. */
  durationMinutes: number;
  /** Great-circle distance in kilometres. */
  distanceKm: number;
  /** Seats the airline still sells in this segment's cabin (its allotment less what was sold). */
  seatsLeft: number;
}

/** A connection between two segments. */
export interface Layover {
  /** IATA code of the connecting airport. */
  airport: string;
  /** Minutes from landing to the next takeoff. */
  durationMinutes: number;
}

/** The flights that make up one slice of an offer. */
export interface ItinerarySlice {
  origin: string;
  destination: string;
  /** Local departure date at the origin, as searched. */
  departureDate: string;
  segments: FlightSegment[];
  /** Number of connections: segments.length - 1. */
  stops: number;
  layovers: Layover[];
  /** Minutes from the first takeoff to the last landing. */
  durationMinutes: number;
}

/** Price of one passenger type; amounts are per passenger except subtotal. */
export interface PassengerPriceLine {
  type: PassengerType;
  count: number;
  /** Base fare per passenger. */
  baseFare: Money;
  /** Taxes, fees and charges per passenger. */
  taxes: Money;
  /** baseFare + taxes, per passenger. */
  total: Money;
  /** total x count. */
  subtotal: Money;
}

/** A full price; every total is the sum of the lines by construction. */
export interface PriceBreakdown {
  /** ISO 4217 currency of every amount. */
  currency: string;
  lines: PassengerPriceLine[];
  /** Sum of baseFare x count over the lines. */
  baseFare: Money;
  /** Sum of taxes x count over the lines. */
  taxes: Money;
  /** baseFare + taxes: the amount to pay. */
  total: Money;
}

/** What a fare family allows. Per-passenger amounts apply to passengers with a seat. */
export interface FareConditions {
  /** Checked bags of 23 kg included per passenger with a seat. */
  checkedBags: number;
  /** Whether a cabin bag is included besides a personal item. */
  carryOn: boolean;
  /** 'paid': every seat is charged; 'standard_free': standard seats free; 'free': all seats free. */
  seatSelection: 'paid' | 'standard_free' | 'free';
  /** Whether dates and flights may be changed after ticketing. */
  changeable: boolean;
  /** Fee per passenger for a change (plus any fare difference); null when not changeable. */
  changeFee: Money | null;
  /** Whether the fare is refunded on cancellation (less the penalty). */
  refundable: boolean;
  /**
   * Penalty per passenger when a ticket is cancelled after the void window, capped at that
   * passenger's base fare. null when non-refundable: the base fare is kept, taxes are refunded.
   */
  cancellationPenalty: Money | null;
}

/** One fare family offered on an itinerary. */
export interface FareOffer {
  fareFamily: FareFamilyCode;
  /** Display name, e.g. 'Economy Standard'. */
  name: string;
  price: PriceBreakdown;
  conditions: FareConditions;
}

/** A priced itinerary that can be booked until it expires. */
export interface FlightOffer {
  /** Opaque, signed id; enough to re-derive the offer on any node. */
  id: string;
  /** ISO instant after which the offer can no longer be priced or booked (search + 30 min). */
  expiresAt: string;
  /** The cabin the offer is sold in (that of its longest segment). */
  cabin: CabinClass;
  passengers: PassengerCounts;
  slices: ItinerarySlice[];
  /** IATA code of the airline issuing the tickets. */
  validatingCarrier: string;
  validatingCarrierName: string;
  /** Seats left at this price: the lowest over the segments. */
  seatsLeft: number;
  /** Basic, Standard and Flex, in that order. */
  fareFamilies: FareOffer[];
  /** The lowest fare family's price (Basic), used for sorting. */
  price: PriceBreakdown;
}

/** A fare family as described once per search response. */
export interface FareFamilyDefinition {
  code: FareFamilyCode;
  name: string;
  description: string;
}

export interface FlightSearchResult {
  offers: FlightOffer[];
  fareFamilies: FareFamilyDefinition[];
  /** ISO instant of the search. */
  searchedAt: string;
  /** ISO instant when every offer of this search expires. */
  expiresAt: string;
}

/** One fare rule category, as sentences the web app words in the reader's language (decision 017). */
export type FareRuleText = FareRule;

export interface FareRules {
  offerId: string;
  fareFamily: FareFamilyCode;
  conditions: FareConditions;
  rules: FareRuleText[];
}

export type RepriceStatus = 'unchanged' | 'changed' | 'sold_out';

export interface RepriceResult {
  status: RepriceStatus;
  /** The offer with its current prices; on sold_out, the last known prices. */
  offer: FlightOffer;
  fareFamily: FareFamilyCode;
  /** The fare family's price when searched. */
  previousPrice: PriceBreakdown;
  /** The fare family's price now. */
  price: PriceBreakdown;
}

/** A traveller as given at booking. */
export interface PassengerDetails {
  type: PassengerType;
  givenName: string;
  familyName: string;
  /** 'YYYY-MM-DD'. */
  birthDate: string;
  gender?: 'F' | 'M' | 'X';
}

/** A booked traveller; ticketNumber is set once the order is ticketed. */
export interface BookedPassenger extends PassengerDetails {
  /** Supplier passenger id, 'P1', 'P2'... */
  id: string;
  /** 13-digit e-ticket number (3-digit airline prefix + 10 digits), null until ticketed. */
  ticketNumber: string | null;
}

export interface BookingContact {
  email: string;
  phone: string;
}

export interface BookRequest {
  offerId: string;
  fareFamily: FareFamilyCode;
  /** One entry per passenger; the counts per type must match the offer. */
  passengers: PassengerDetails[];
  contact: BookingContact;
  /** Repeating a booking with the same key returns the first order instead of a new one. */
  idempotencyKey?: string;
  /** The total the customer agreed to; when given and different, the booking fails with PRICE_CHANGED. */
  expectedTotal?: Money;
}

/**
 * held: booked, unpaid, seats kept until ticketingTimeLimit.
 * ticketed: paid and ticketed. voided: ticket voided in the void window, fully refunded.
 * cancelled: cancelled (a held order free, a ticketed one under the fare family's penalty).
 */
export type OrderStatus = 'held' | 'ticketed' | 'voided' | 'cancelled';

/** Money kept and returned when an order ends. */
export interface Settlement {
  penalty: Money;
  refund: Money;
}

/** A booking (PNR) with everything needed to show and service it; JSON-serialisable. */
export interface FlightOrder {
  /** 6-character record locator, e.g. 'K7Q2ZD'. */
  pnr: string;
  status: OrderStatus;
  offerId: string;
  fareFamily: FareFamilyCode;
  fareFamilyName: string;
  cabin: CabinClass;
  slices: ItinerarySlice[];
  validatingCarrier: string;
  passengers: BookedPassenger[];
  contact: BookingContact;
  price: PriceBreakdown;
  conditions: FareConditions;
  /** ISO instant by which a held order must be ticketed, or it is cancelled. */
  ticketingTimeLimit: string;
  createdAt: string;
  ticketedAt: string | null;
  /** Last instant a ticketed order can be voided free of charge (ticketedAt + 24 h). */
  voidableUntil: string | null;
  voidedAt: string | null;
  cancelledAt: string | null;
  /** Why the order was cancelled, when it was. */
  cancellationReason: 'customer' | 'secondary_channel' | 'ticketing_time_limit' | null;
  /** The payment reference given at ticketing. */
  paymentReference: string | null;
  /** Penalty and refund applied when the order was voided or cancelled. */
  settlement: Settlement | null;
}

/**
 * What cancel() would keep and return now (voiding, when allowed, refunds everything); for an
 * order already voided or cancelled, what was kept and returned.
 */
export interface PenaltyQuote {
  pnr: string;
  status: OrderStatus;
  /** Amount kept by the airline if cancelled now. */
  penalty: Money;
  /** Amount returned if cancelled now (0 for an unpaid held order). */
  refund: Money;
  /** Whether void() is allowed now (ticketed less than 24 h ago). */
  isVoidable: boolean;
}

/** Operations of the port, used to target latency and faults. */
export type FlightSupplierOperation =
  | 'search'
  | 'fareRules'
  | 'reprice'
  | 'book'
  | 'payAndTicket'
  | 'retrieve'
  | 'penaltyQuote'
  | 'void'
  | 'cancel'
  | 'cancelByPnr';

/** A flight order as the port answers it: the airline's order in the words every supplier shares too. */
export type FlightPortOrder = FlightOrder & SupplierOrder;

/** The shared state of an airline order's status. */
export function flightOrderState(status: OrderStatus): SupplierOrderState {
  return status === 'ticketed' ? 'fulfilled' : status;
}

/**
 * The airline port: the shared booking port (book, retrieve, cancellation quote, cancel, void,
 * fulfil = pay and ticket) and what only flights do (search, fare rules, reprice).
 */
export interface FlightSupplier extends BookingSupplier<BookRequest, FlightPortOrder> {
  /** Provider name, e.g. 'sandbox'. */
  readonly name: string;
  search(request: FlightSearchRequest): Promise<FlightSearchResult>;
  fareRules(offerId: string, fareFamily: FareFamilyCode): Promise<FareRules>;
  reprice(offerId: string, fareFamily: FareFamilyCode, passengers: PassengerCounts): Promise<RepriceResult>;
  /** Creates a held order at the current price. */
  book(request: BookRequest): Promise<FlightPortOrder>;
  /** Takes payment and issues one ticket per passenger (the shared port's fulfil). */
  payAndTicket(pnr: string, paymentReference: string): Promise<FlightPortOrder>;
  fulfil(pnr: string, paymentReference: string): Promise<FlightPortOrder>;
  retrieve(pnr: string): Promise<FlightPortOrder>;
  penaltyQuote(pnr: string): Promise<PenaltyQuote>;
  /** Voids a ticketed order within 24 hours of ticketing, refunding everything. */
  void(pnr: string): Promise<FlightPortOrder>;
  /** Cancels: free for a held order, under the fare family's penalty for a ticketed one. */
  cancel(pnr: string): Promise<FlightPortOrder>;
  /** The second provider's cancel (GET /api/v2/flight/cancel?pnr=); same rules as cancel. */
  cancelByPnr(pnr: string): Promise<FlightPortOrder>;
}

/** Stable error codes of the port: the ones every supplier port shares (suppliers/booking-port.ts). */
export const FlightSupplierErrorCode = SupplierErrorCode;
export type FlightSupplierErrorCode = SupplierErrorCode;

/** Which rule an INVALID_REQUEST broke. */
export type InvalidRequestReason =
  | 'NO_SLICES'
  | 'TOO_MANY_SLICES'
  | 'UNKNOWN_AIRPORT'
  | 'SAME_ORIGIN_DESTINATION'
  | 'INVALID_DATE'
  | 'DATE_IN_PAST'
  | 'DATE_TOO_FAR'
  | 'SLICES_OUT_OF_ORDER'
  | 'INVALID_PASSENGERS'
  | 'TOO_MANY_INFANTS'
  | 'INVALID_CABIN'
  | 'INVALID_MAX_RESULTS'
  | 'PASSENGERS_MISMATCH'
  | 'INVALID_CONTACT'
  | 'MISSING_PAYMENT_REFERENCE'
  | 'INVALID_FARE_FAMILY';

export interface FlightSupplierErrorDetails {
  /** Path of the offending input, e.g. 'slices[1].origin'. */
  field?: string;
  reason?: InvalidRequestReason;
  /** The current price, for PRICE_CHANGED. */
  price?: PriceBreakdown;
}

/** The port's error: the shared supplier error with the airline's details. */
export class FlightSupplierError extends SupplierError<FlightSupplierErrorDetails> {
  constructor(code: FlightSupplierErrorCode, message: string, details: FlightSupplierErrorDetails = {}) {
    super(code, message, details);
    this.name = 'FlightSupplierError';
  }

  static invalid(reason: InvalidRequestReason, field: string, message: string): FlightSupplierError {
    return new FlightSupplierError(FlightSupplierErrorCode.INVALID_REQUEST, message, { reason, field });
  }
}

export function isFlightSupplierError(error: unknown, code?: FlightSupplierErrorCode): error is FlightSupplierError {
  return error instanceof FlightSupplierError && (code === undefined || error.code === code);
}

import type { Airport as AirportView, FlightLeg, Itinerary } from '@travel/contracts';
import { COUNTRIES } from '../reference/countries';
import type { Airport } from '../../suppliers/flights/reference/airports';
import type { FlightOffer, FlightSegment, ItinerarySlice, PriceBreakdown } from '../../suppliers/flights/port';

const COUNTRY_NAMES = new Map(COUNTRIES.map((country) => [country.code, country.name]));

export function toAirportView(airport: Airport): AirportView {
  return {
    code: airport.code,
    name: airport.name,
    city: airport.city,
    country: COUNTRY_NAMES.get(airport.countryCode) ?? airport.countryCode,
    countryCode: airport.countryCode,
    timeZone: airport.timeZone,
  };
}

function toSegment(segment: FlightSegment) {
  const endpoint = (e: FlightSegment['departure']) => ({
    airport: e.airport,
    local: e.local,
    at: e.at,
    dayOffset: e.dayOffset,
    timeZone: e.timeZone,
  });
  return {
    airlineCode: segment.marketingCarrier,
    airlineName: segment.marketingCarrierName,
    ...(segment.operatingCarrier !== segment.marketingCarrier
      ? { operatingAirlineName: segment.operatingCarrierName }
      : {}),
    flightNumber: segment.flightNumber,
    aircraft: segment.aircraft,
    cabin: segment.cabin,
    departure: endpoint(segment.departure),
    arrival: endpoint(segment.arrival),
    durationMinutes: segment.durationMinutes,
  };
}

/** A slice as the web shows a flight: local times, the connections, the leg's cabin and airline. */
export function toLeg(slice: ItinerarySlice): FlightLeg {
  const first = slice.segments[0];
  const last = slice.segments[slice.segments.length - 1];
  if (!first || !last) throw new Error('a slice without segments');
  const longest = slice.segments.reduce((a, b) => (b.durationMinutes > a.durationMinutes ? b : a));
  return {
    origin: slice.origin,
    destination: slice.destination,
    departureTime: first.departure.local,
    arrivalTime: last.arrival.local,
    arrivalDayOffset: last.arrival.dayOffset,
    duration: slice.durationMinutes,
    stops: slice.layovers.map((layover) => ({ airport: layover.airport, durationMinutes: layover.durationMinutes })),
    cabin: longest.cabin,
    airlineCode: first.marketingCarrier,
    airlineName: first.marketingCarrierName,
    segments: slice.segments.map(toSegment),
  };
}

/** How a search prices its offers: the same pricing as a quote of each would have now. */
export interface OfferPricing {
  /** A fare's price with markup and fee: in the airline's currency, and in the visitor's. */
  of(price: PriceBreakdown): { totalAmount: number; displayAmount: number };
  displayCurrency: string;
}

export function toItinerary(
  offer: FlightOffer,
  pricing: OfferPricing,
  legOf: (slice: ItinerarySlice) => FlightLeg = toLeg,
): Itinerary {
  const fares = offer.fareFamilies.map((fare) => ({ fareFamily: fare.fareFamily, ...pricing.of(fare.price) }));
  const lowest = fares[0] ?? pricing.of(offer.price);
  return {
    id: offer.id,
    totalAmount: lowest.totalAmount,
    currency: offer.price.currency,
    displayAmount: lowest.displayAmount,
    displayCurrency: pricing.displayCurrency,
    cabin: offer.cabin,
    airlineCode: offer.validatingCarrier,
    airlineName: offer.validatingCarrierName,
    seatsLeft: offer.seatsLeft,
    expiresAt: offer.expiresAt,
    flights: offer.slices.map((slice) => legOf(slice)),
    fares,
  };
}

/**
 * The itineraries of a search. Offers share their slices (a slice is paired with many others),
 * so each slice is mapped once and its leg object shared: less work here, and the response
 * serialiser checks and writes each distinct leg once.
 */
export function toItineraries(offers: readonly FlightOffer[], pricing: OfferPricing): Itinerary[] {
  const legs = new Map<ItinerarySlice, FlightLeg>();
  const legOf = (slice: ItinerarySlice): FlightLeg => {
    let leg = legs.get(slice);
    if (!leg) {
      leg = toLeg(slice);
      legs.set(slice, leg);
    }
    return leg;
  };
  return offers.map((offer) => toItinerary(offer, pricing, legOf));
}

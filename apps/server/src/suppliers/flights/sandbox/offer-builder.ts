import type { Airport } from '../reference/airports';
import { findAirline } from '../reference/airlines';
import type {
  CabinClass,
  FareOffer,
  FlightEndpoint,
  FlightOffer,
  FlightSegment,
  ItinerarySlice,
  PassengerCounts,
} from '../port';
import { FARE_FAMILY_CODES } from '../port';
import { fareConditions, familyFactor, familyName } from './fare-families';
import { distanceKm } from './geo';
import type { LegFlight } from './leg-schedule';
import { priceBreakdown, sliceAdultFare, sliceFareVariation, sliceFixedTaxes, type SliceFareInput } from './pricing';
import { seatsLeftOf, type SoldSeats } from './seat-inventory';
import type { SliceOption } from './slice-options';
import { DAY_MS, daysBetween, isoDateOf, MINUTE_MS, parseIsoDate, wallClockAt } from '../../shared/zone-time';

/** Turns chosen slice options into a priced FlightOffer with its three fare families. */

const CABIN_ORDER: readonly CabinClass[] = ['Economy', 'Premium', 'Business', 'First'];
/** Above this distance a slice is long-haul: dearer premium cabins, higher fees. */
export const LONG_HAUL_KM = 3_500;

/** A slice as sold in one cabin, ready to be combined into offers. */
export interface SliceView {
  slice: ItinerarySlice;
  cabin: CabinClass;
  fare: SliceFareInput;
  /** sliceFareVariation of the fare in the view's cabin: worked out once, offers share views. */
  fareVariation: number;
  seatsLeft: number;
  /** The longest flight: its carrier validates the ticket. */
  mainLeg: LegFlight;
}

export function airlineName(code: string): string {
  return findAirline(code)?.name ?? code;
}

function endpoint(airport: Airport, utcMs: number, sliceDateMs: number): FlightEndpoint {
  const wall = wallClockAt(airport.timeZone, utcMs);
  return {
    airport: airport.code,
    timeZone: airport.timeZone,
    at: new Date(utcMs).toISOString(),
    local: wall.local,
    utcOffset: wall.utcOffset,
    dayOffset: Math.round((wall.dateMs - sliceDateMs) / DAY_MS),
  };
}

/** The best cabin of a flight not above the one asked for. */
function segmentCabin(available: readonly CabinClass[], wanted: CabinClass): CabinClass {
  for (let i = CABIN_ORDER.indexOf(wanted); i > 0; i -= 1) {
    const cabin = CABIN_ORDER[i];
    if (cabin && available.includes(cabin)) return cabin;
  }
  return 'Economy';
}

function toSegment(leg: LegFlight, cabin: CabinClass, sliceDateMs: number, sold: SoldSeats): FlightSegment {
  const { template } = leg;
  const segmentCabinClass = segmentCabin(template.cabins, cabin);
  return {
    marketingCarrier: template.carrier.code,
    marketingCarrierName: airlineName(template.carrier.code),
    flightNumber: leg.flightNumber,
    operatingCarrier: template.carrier.code,
    aircraft: template.aircraft,
    cabin: segmentCabinClass,
    departure: endpoint(template.from, leg.departureUtc, sliceDateMs),
    arrival: endpoint(template.to, leg.arrivalUtc, sliceDateMs),
    durationMinutes: template.blockMinutes,
    distanceKm: template.distanceKm,
    seatsLeft: seatsLeftOf(
      { flightKey: `${template.carrier.code}${leg.flightNumber}`, date: leg.date, cabin: segmentCabinClass },
      sold,
    ),
  };
}

export function mainLegOf(option: SliceOption): LegFlight | undefined {
  let main: LegFlight | undefined;
  for (const leg of option.legs) if (!main || leg.template.distanceKm > main.template.distanceKm) main = leg;
  return main;
}

/** Cabins an option is sold in: those of its longest flight. */
export function cabinsOf(option: SliceOption): readonly CabinClass[] {
  return mainLegOf(option)?.template.cabins ?? [];
}

/** The option sold in a cabin, or null when its longest flight has no such cabin. */
export function viewSlice(
  option: SliceOption,
  cabin: CabinClass,
  origin: Airport,
  destination: Airport,
  date: string,
  issuedAtMs: number,
  sold: SoldSeats,
): SliceView | null {
  const mainLeg = mainLegOf(option);
  const first = option.legs[0];
  if (!mainLeg || !first || !mainLeg.template.cabins.includes(cabin)) return null;
  const dateMs = parseIsoDate(date) ?? 0;
  const segments = option.legs.map((leg) => toSegment(leg, cabin, dateMs, sold));
  const layovers = option.legs.slice(1).map((leg, i) => ({
    airport: leg.template.from.code,
    durationMinutes: Math.round((leg.departureUtc - (option.legs[i]?.arrivalUtc ?? leg.departureUtc)) / MINUTE_MS),
  }));
  const international = option.legs.some((leg) => leg.template.from.countryCode !== leg.template.to.countryCode);
  const fare: SliceFareInput = {
    optionKey: option.key,
    date,
    // Connections are priced on the direct distance, as airlines price markets, not legs.
    marketKm: distanceKm(origin, destination),
    stops: segments.length - 1,
    segments: segments.length,
    isInternational: international,
    departureMinuteOfDay: wallClockAt(origin.timeZone, first.departureUtc).minuteOfDay,
    isLowCost: mainLeg.template.carrier.isLowCost,
    daysToDeparture: daysBetween(isoDateOf(issuedAtMs), date),
  };
  return {
    slice: {
      origin: origin.code,
      destination: destination.code,
      departureDate: date,
      segments,
      stops: segments.length - 1,
      layovers,
      durationMinutes: option.durationMinutes,
    },
    cabin,
    fare,
    fareVariation: sliceFareVariation(fare, cabin),
    seatsLeft: Math.min(...segments.map((segment) => segment.seatsLeft)),
    mainLeg,
  };
}

export interface OfferContext {
  id: string;
  expiresAt: string;
  cabin: CabinClass;
  passengers: PassengerCounts;
  /** Multiplier on base fares from repricing; 1 at search. */
  adjustment: number;
}

export function assembleOffer(views: SliceView[], context: OfferContext): FlightOffer {
  const isLongHaul = views.some((view) => view.fare.marketKm >= LONG_HAUL_KM);
  let adultBase = 0;
  let fixedTaxes = 0;
  let mainLeg: LegFlight | undefined;
  let seatsLeft = Number.POSITIVE_INFINITY;
  for (const view of views) {
    const variation = view.cabin === context.cabin ? view.fareVariation : undefined;
    adultBase += sliceAdultFare(view.fare, context.cabin, isLongHaul, variation);
    fixedTaxes += sliceFixedTaxes(view.fare);
    if (!mainLeg || view.mainLeg.template.distanceKm > mainLeg.template.distanceKm) mainLeg = view.mainLeg;
    seatsLeft = Math.min(seatsLeft, view.seatsLeft);
  }
  const validatingCarrier = mainLeg?.template.carrier.code ?? '';
  const fareFamilies: FareOffer[] = FARE_FAMILY_CODES.map((family) => ({
    fareFamily: family,
    name: familyName(context.cabin, family),
    price: priceBreakdown(
      adultBase * familyFactor(context.cabin, family) * context.adjustment,
      fixedTaxes,
      context.passengers,
    ),
    conditions: fareConditions(context.cabin, family, isLongHaul),
  }));
  const cheapest = fareFamilies[0];
  if (!cheapest) throw new Error('no fare family');
  return {
    id: context.id,
    expiresAt: context.expiresAt,
    cabin: context.cabin,
    passengers: context.passengers,
    slices: views.map((view) => view.slice),
    validatingCarrier,
    validatingCarrierName: airlineName(validatingCarrier),
    seatsLeft,
    fareFamilies,
    price: cheapest.price,
  };
}

import type { CabinClass, PassengerCounts, PassengerPriceLine, PassengerType, PriceBreakdown } from '../port';
import { unitHash } from '../../shared/prng';

/**
 * Net fares in USD. Amounts are computed in dollars as floats and rounded once, per passenger
 * line, to integer cents; every total is then a sum of integers.
 */

export const CURRENCY = 'USD';

/** What drives the adult fare of one slice. */
export interface SliceFareInput {
  /** Identifies the flights, so each itinerary gets its own small price variation. */
  optionKey: string;
  /** Departure date: the same flights cost a little more or less on another day. */
  date: string;
  /** Great-circle distance origin to destination (not the flown distance). */
  marketKm: number;
  stops: number;
  segments: number;
  isInternational: boolean;
  /** Local departure time of the first flight, minutes after midnight. */
  departureMinuteOfDay: number;
  isLowCost: boolean;
  /** Whole days from the search to departure. */
  daysToDeparture: number;
}

/** Market fare of an economy seat, USD: a base plus a rate per km that tapers on long flights. */
function marketFare(km: number): number {
  return 45 + 0.085 * Math.min(km, 5_000) + 0.06 * Math.max(km - 5_000, 0);
}

/** Closer is dearer: x1.6 on the day, about x1.06 two weeks out, x0.88 months out. */
export function advanceFactor(days: number): number {
  return 0.88 + 0.72 * Math.exp(-Math.max(days, 0) / 10);
}

function stopsFactor(stops: number): number {
  return stops === 0 ? 1.15 : stops === 1 ? 1 : 0.9;
}

/** Business peaks cost more, red-eyes less. */
function timeOfDayFactor(minuteOfDay: number): number {
  if (minuteOfDay < 6 * 60) return 0.88;
  if (minuteOfDay < 9 * 60) return 1.08;
  if (minuteOfDay >= 17 * 60 && minuteOfDay < 20 * 60) return 1.06;
  return 1;
}

export function cabinFactor(cabin: CabinClass, isLongHaul: boolean): number {
  switch (cabin) {
    case 'Economy':
      return 1;
    case 'Premium':
      return 1.75;
    case 'Business':
      return isLongHaul ? 4.2 : 2.3;
    case 'First':
      return 7;
  }
}

/** The small price variation of one slice's flights on its date in a cabin: 0.92 to 1.08. */
export function sliceFareVariation(input: SliceFareInput, cabin: CabinClass): number {
  return 0.92 + 0.16 * unitHash(`fare|${input.optionKey}|${input.date}|${cabin}`);
}

/**
 * Adult base fare of one slice in a cabin, USD, before the fare family. `variation` is
 * sliceFareVariation's, when the caller already has it.
 */
export function sliceAdultFare(
  input: SliceFareInput,
  cabin: CabinClass,
  isLongHaul: boolean,
  variation = sliceFareVariation(input, cabin),
): number {
  return (
    marketFare(input.marketKm) *
    cabinFactor(cabin, isLongHaul) *
    advanceFactor(input.daysToDeparture) *
    stopsFactor(input.stops) *
    timeOfDayFactor(input.departureMinuteOfDay) *
    (input.isLowCost ? 0.65 : 1) *
    variation
  );
}

/** Per-passenger fixed taxes and fees of a slice, USD: per departure, plus international fees. */
export function sliceFixedTaxes(input: SliceFareInput): number {
  return input.segments * 9.5 + (input.isInternational ? 28 : 0);
}

const TAX_RATE = 0.075;
const SHARE: Record<PassengerType, number> = { ADT: 1, CHD: 0.75, INF: 0.1 };
/** Infants pay a tenth of the fixed fees: no seat, no security charge per seat. */
const FIXED_TAX_SHARE: Record<PassengerType, number> = { ADT: 1, CHD: 1, INF: 0.1 };

const usd = (cents: number) => ({ amount: cents, currency: CURRENCY });

const PASSENGER_TYPES: readonly PassengerType[] = ['ADT', 'CHD', 'INF'];

function countOf(passengers: PassengerCounts, type: PassengerType): number {
  return type === 'ADT' ? passengers.adults : type === 'CHD' ? passengers.children : passengers.infants;
}

/** The full price for the passengers, from the adult base fare and fixed taxes in USD. */
export function priceBreakdown(adultBase: number, fixedTaxes: number, passengers: PassengerCounts): PriceBreakdown {
  // Runs thousands of times per search: plain loops, no intermediate arrays.
  const lines: PassengerPriceLine[] = [];
  let base = 0;
  let taxes = 0;
  for (const type of PASSENGER_TYPES) {
    const count = countOf(passengers, type);
    if (count === 0) continue;
    const typeBase = adultBase * SHARE[type];
    const baseCents = Math.round(typeBase * 100);
    const taxCents = Math.round((fixedTaxes * FIXED_TAX_SHARE[type] + typeBase * TAX_RATE) * 100);
    lines.push({
      type,
      count,
      baseFare: usd(baseCents),
      taxes: usd(taxCents),
      total: usd(baseCents + taxCents),
      subtotal: usd((baseCents + taxCents) * count),
    });
    base += baseCents * count;
    taxes += taxCents * count;
  }
  return { currency: CURRENCY, lines, baseFare: usd(base), taxes: usd(taxes), total: usd(base + taxes) };
}

import { unitHash } from '../../shared/prng';
import type { CabinClass, FlightOrder, ItinerarySlice, PassengerCounts } from '../port';

/**
 * Seats for sale per flight, date and cabin. What the airline releases for sale (the allotment)
 * is deterministic; what was sold lives in the order store, shared by every node. Seats left =
 * allotment - sold. A held or ticketed order keeps its seats; a cancel, a void or a hold that
 * lapsed at its ticketing time limit gives them back. Infants travel on a lap and take no seat.
 */

/** One cabin of one flight on one date, with the allotment to record when it is first sold. */
export interface SeatSegment {
  /** Marketing carrier and flight number, 'TP203'. */
  flightKey: string;
  /** Local departure date at the origin, 'YYYY-MM-DD'. */
  date: string;
  cabin: CabinClass;
  /** The allotment of that flight and cabin (the row's capacity). */
  capacity: number;
}

/** Seats an order takes (or gives back) on each of its segments. */
export interface SeatClaim {
  segments: SeatSegment[];
  seats: number;
}

/** Seats sold, by seatKey. */
export type SoldSeats = ReadonlyMap<string, number>;

export const NO_SEATS_SOLD: SoldSeats = new Map();

export function seatKey(flightKey: string, date: string, cabin: string): string {
  return `${flightKey}|${date}|${cabin}`;
}

/** The larger figure of each cabin's usual allotment (a flight with seats to spare). */
const OPEN_ALLOTMENT: Record<CabinClass, [number, number]> = {
  Economy: [60, 240],
  Premium: [20, 60],
  Business: [12, 48],
  First: [4, 12],
};

/**
 * The seats a flight's cabin has for sale: nearly full 12% of the time (1 to 9 seats), filling
 * up 13% (10 to 19), otherwise the cabin's open figure.
 */
export function allotmentOf(flightKey: string, date: string, cabin: CabinClass): number {
  const draw = unitHash(`seats|${flightKey}|${date}|${cabin}`);
  const spread = unitHash(`seats|${flightKey}|${date}|${cabin}|spread`);
  if (draw < 0.12) return 1 + Math.floor(spread * 9);
  if (draw < 0.25) return 10 + Math.floor(spread * 10);
  const [min, max] = OPEN_ALLOTMENT[cabin];
  return min + Math.floor(spread * (max - min + 1));
}

/** Seats left on a segment given what was sold (never below 0). */
export function seatsLeftOf(segment: Omit<SeatSegment, 'capacity'>, sold: SoldSeats): number {
  const capacity = allotmentOf(segment.flightKey, segment.date, segment.cabin);
  return Math.max(0, capacity - (sold.get(seatKey(segment.flightKey, segment.date, segment.cabin)) ?? 0));
}

/** Passengers who take a seat: adults and children (infants sit on a lap). */
export function seatedCount(passengers: Pick<PassengerCounts, 'adults' | 'children'>): number {
  return passengers.adults + passengers.children;
}

/** The seat segments of an itinerary's slices, each once. */
export function seatSegmentsOf(slices: readonly ItinerarySlice[]): SeatSegment[] {
  const segments = new Map<string, SeatSegment>();
  for (const slice of slices) {
    for (const segment of slice.segments) {
      const flightKey = `${segment.marketingCarrier}${segment.flightNumber}`;
      const date = segment.departure.local.slice(0, 10);
      const key = seatKey(flightKey, date, segment.cabin);
      if (!segments.has(key))
        segments.set(key, {
          flightKey,
          date,
          cabin: segment.cabin,
          capacity: allotmentOf(flightKey, date, segment.cabin),
        });
    }
  }
  return [...segments.values()];
}

/** The seats an order holds: every segment, once per passenger with a seat. */
export function seatClaimOf(order: Pick<FlightOrder, 'slices' | 'passengers'>): SeatClaim {
  return {
    segments: seatSegmentsOf(order.slices),
    seats: order.passengers.filter((p) => p.type !== 'INF').length,
  };
}

/** Whether an order keeps seats in this status (held or ticketed). */
export function holdsSeats(status: FlightOrder['status']): boolean {
  return status === 'held' || status === 'ticketed';
}

/** The dates whose sales a search of these departure dates reads: connections may leave a day later. */
export function salesWindowOf(dates: readonly string[]): { from: string; to: string } {
  const sorted = [...dates].sort();
  const first = sorted[0] ?? '';
  const last = sorted.at(-1) ?? first;
  const shift = (date: string, days: number) =>
    new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  return { from: shift(first, -1), to: shift(last, 2) };
}

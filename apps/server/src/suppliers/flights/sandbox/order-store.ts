import type { FlightOrder } from '../port';
import type { SeatClaim, SoldSeats } from './seat-inventory';

/**
 * Where the sandbox keeps its orders and the seats they took. App nodes are stateless, so
 * production passes a database-backed store; tests use MemoryOrderStore. A record is plain JSON.
 */

export interface OrderRecord {
  /** The order as returned to callers; JSON-serialisable. */
  order: FlightOrder;
  /** The key the booking was made with, to replay it instead of booking twice. */
  idempotencyKey: string | null;
  /** Incremented by every successful write; the compare-and-set token. */
  version: number;
}

export type PutOutcome = 'created' | 'exists' | 'sold_out';

export interface OrderStore {
  /** The record of a PNR, or null. */
  get(pnr: string): Promise<OrderRecord | null>;
  /**
   * In one transaction: takes `seats.seats` seats on every segment (each segment's allotment
   * recorded on first sale) and inserts the record at version 1. Nothing changes when the PNR
   * exists ('exists') or a segment lacks the seats ('sold_out'); of concurrent bookings of the
   * last seats, only as many as fit succeed.
   */
  put(order: FlightOrder, idempotencyKey: string | null, seats: SeatClaim): Promise<PutOutcome>;
  /**
   * Replaces the order only if the stored version is still expectedVersion (compare-and-set),
   * giving back `release`'s seats in the same transaction, and returns the new record; null
   * when another writer got there first or the PNR is unknown. Two concurrent cancels
   * therefore cannot both win (nor give the seats back twice).
   */
  update(
    pnr: string,
    expectedVersion: number,
    order: FlightOrder,
    release: SeatClaim | null,
  ): Promise<OrderRecord | null>;
  /** Seats sold on flights leaving from `from` to `to` (local dates, inclusive), by seatKey. */
  soldSeats(from: string, to: string): Promise<SoldSeats>;
  /** PNRs of orders still held at `nowIso` past their ticketing time limit (their seats are due back). */
  lapsedHolds(nowIso: string): Promise<string[]>;
}

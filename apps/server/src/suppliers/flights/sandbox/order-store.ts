import type { FlightOrder } from '../port';

/**
 * Where the sandbox keeps its orders. App nodes are stateless, so production passes a
 * database-backed store; tests use MemoryOrderStore. A record is plain JSON.
 */

export interface OrderRecord {
  /** The order as returned to callers; JSON-serialisable. */
  order: FlightOrder;
  /** The key the booking was made with, to replay it instead of booking twice. */
  idempotencyKey: string | null;
  /** Incremented by every successful write; the compare-and-set token. */
  version: number;
}

export interface OrderStore {
  /** The record of a PNR, or null. */
  get(pnr: string): Promise<OrderRecord | null>;
  /** Inserts a new record at version 1; false, changing nothing, when the PNR exists. */
  put(order: FlightOrder, idempotencyKey: string | null): Promise<boolean>;
  /**
   * Replaces the order only if the stored version is still expectedVersion (compare-and-set),
   * returning the new record; null when another writer got there first or the PNR is unknown.
   * Two concurrent cancels therefore cannot both win.
   */
  update(pnr: string, expectedVersion: number, order: FlightOrder): Promise<OrderRecord | null>;
}

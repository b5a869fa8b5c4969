import type { HotelOrder } from '../port';
import type { RoomNight, SoldRooms } from './inventory';

/**
 * Where the sandbox keeps what it sold: the rooms taken per night and the orders. App nodes are
 * stateless, so production passes the database store; unit tests use MemoryHotelStore.
 */

export interface StoredOrder {
  order: HotelOrder;
  /** The rate key it was booked with (to replay an idempotent booking). */
  rateKey: string;
  idempotencyKey: string | null;
  /** Incremented by every write: the compare-and-set token. */
  version: number;
}

export type CreateOutcome = 'created' | 'sold_out' | 'duplicate_reference' | 'duplicate_key';

export interface SandboxHotelStore {
  /** Rooms sold of these hotels on nights from `from` to `to` (inclusive), by inventoryKey. */
  soldRooms(hotelIds: readonly string[], from: string, to: string): Promise<SoldRooms>;
  /**
   * In one transaction: takes `rooms` rooms on every night (each night's allotment recorded on
   * first sale) and stores the order. Nothing changes when a night lacks the rooms (sold_out),
   * the reference exists, or the vendor already has an order with that idempotency key.
   */
  createOrder(order: StoredOrder, nights: readonly RoomNight[], rooms: number): Promise<CreateOutcome>;
  getOrder(reference: string): Promise<StoredOrder | null>;
  getOrderByIdempotencyKey(vendor: string, idempotencyKey: string): Promise<StoredOrder | null>;
  /**
   * Replaces the order only if its version is still expectedVersion (compare-and-set), giving
   * back `release.rooms` rooms on `release.nights` in the same transaction; null when another
   * writer got there first.
   */
  updateOrder(
    reference: string,
    expectedVersion: number,
    order: HotelOrder,
    release: { nights: readonly RoomNight[]; rooms: number } | null,
  ): Promise<StoredOrder | null>;
}

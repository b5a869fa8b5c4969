import type { ActivityOrder } from '../port';

/**
 * Where the activity sandbox keeps its slots and bookings. App nodes are stateless, so the
 * store is the database's (../db-sandbox-store.ts), shared by every node.
 */

/** A product's start on a local date, and the places we may sell in it (recorded at its first sale). */
export interface SlotKey {
  productCode: string;
  date: string;
  startTime: string;
}

export interface StoredActivityBooking {
  order: ActivityOrder;
  idempotencyKey: string | null;
  /** Incremented by every write: the compare-and-set token. */
  version: number;
}

export type CreateBookingOutcome = 'created' | 'sold_out' | 'duplicate_key';

/** Places sold in a product's slots between two dates, by `${date}|${startTime}`. */
export type SoldPlaces = ReadonlyMap<string, number>;
export const slotKey = (date: string, startTime: string) => `${date}|${startTime}`;

export interface SandboxActivityStore {
  sold(productCode: string, fromDate: string, toDate: string): Promise<SoldPlaces>;
  /**
   * In one transaction: the slot's row locked and its sold places raised only when the
   * booking's places still fit in its capacity, and the booking stored.
   */
  create(
    booking: StoredActivityBooking,
    slot: SlotKey & { capacity: number; places: number },
  ): Promise<CreateBookingOutcome>;
  get(reference: string): Promise<StoredActivityBooking | null>;
  getByIdempotencyKey(key: string): Promise<StoredActivityBooking | null>;
  /**
   * Compare-and-set on the version; `release` gives the booking's places back to its slot in the
   * same transaction. Null when another writer won.
   */
  update(
    reference: string,
    expectedVersion: number,
    order: ActivityOrder,
    release: boolean,
  ): Promise<StoredActivityBooking | null>;
}

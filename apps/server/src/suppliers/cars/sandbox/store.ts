import type { CarOrder } from '../port';

/**
 * Where the rental sandbox keeps its fleets and reservations. App nodes are stateless, so the
 * store is the database's (../db-sandbox-store.ts), shared by every node.
 */

/** A company's cars of a category at a location, over an interval. */
export interface FleetSlot {
  vendor: string;
  locationId: string;
  acriss: string;
  /** The fleet's size (recorded at the first reservation). */
  capacity: number;
  pickUpAt: Date;
  returnAt: Date;
}

export interface StoredRental {
  order: CarOrder;
  idempotencyKey: string | null;
  /** Incremented by every write: the compare-and-set token. */
  version: number;
}

export type CreateRentalOutcome = 'created' | 'sold_out' | 'duplicate_key';

/** Active rentals of a location overlapping an interval, by `${vendor}|${acriss}`. */
export type RentedCars = ReadonlyMap<string, number>;
export const fleetKey = (vendor: string, acriss: string) => `${vendor}|${acriss}`;

export interface SandboxCarStore {
  rented(locationId: string, pickUpAt: Date, returnAt: Date): Promise<RentedCars>;
  /**
   * In one transaction: the fleet's row locked, the active rentals overlapping the slot counted,
   * the rental stored only when one of the fleet's cars is still free then.
   */
  create(rental: StoredRental, slot: FleetSlot): Promise<CreateRentalOutcome>;
  get(reference: string): Promise<StoredRental | null>;
  getByIdempotencyKey(key: string): Promise<StoredRental | null>;
  /** Compare-and-set on the version; `isActive` false gives the car back. Null when another writer won. */
  update(reference: string, expectedVersion: number, order: CarOrder, isActive: boolean): Promise<StoredRental | null>;
}

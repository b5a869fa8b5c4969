import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { violatedUniqueConstraint } from '../../platform/db/errors';
import { sandboxCarFleet as fleet, sandboxCarRentals as rentals } from '../../platform/db/schema';
import type { CarOrder } from './port';
import {
  fleetKey,
  type CreateRentalOutcome,
  type FleetSlot,
  type RentedCars,
  type SandboxCarStore,
  type StoredRental,
} from './sandbox/store';

/** Raised inside the reservation's transaction to roll it back when no car is free. */
class NoCarFree extends Error {}

function storedOf(row: typeof rentals.$inferSelect): StoredRental {
  return { order: row.record as unknown as CarOrder, idempotencyKey: row.idempotencyKey, version: row.version };
}

/**
 * The rental sandbox's fleets and reservations in PostgreSQL, shared by every node. A
 * reservation upserts its fleet's row first (the row lock queues concurrent reservations of
 * the same cars), counts the active rentals overlapping its interval and inserts only when one
 * is free: 20 concurrent reservations of the last car confirm exactly one.
 */
export class DbSandboxCarStore implements SandboxCarStore {
  constructor(private readonly db: Db) {}

  async rented(locationId: string, pickUpAt: Date, returnAt: Date): Promise<RentedCars> {
    const rows = await this.db
      .select({ vendor: rentals.vendor, acriss: rentals.acriss, n: count() })
      .from(rentals)
      .where(
        and(
          eq(rentals.locationId, locationId),
          eq(rentals.isActive, true),
          lt(rentals.pickUpAt, returnAt),
          gt(rentals.returnAt, pickUpAt),
        ),
      )
      .groupBy(rentals.vendor, rentals.acriss);
    return new Map(rows.map((row) => [fleetKey(row.vendor, row.acriss), Number(row.n)]));
  }

  async create(rental: StoredRental, slot: FleetSlot): Promise<CreateRentalOutcome> {
    try {
      await this.db.transaction(async (tx) => {
        // Takes the fleet row's lock until the transaction ends.
        await tx
          .insert(fleet)
          .values({ vendor: slot.vendor, locationId: slot.locationId, acriss: slot.acriss, capacity: slot.capacity })
          .onConflictDoUpdate({
            target: [fleet.vendor, fleet.locationId, fleet.acriss],
            set: { updatedAt: sql`now()` },
          });
        const [taken] = await tx
          .select({ n: count() })
          .from(rentals)
          .where(
            and(
              eq(rentals.locationId, slot.locationId),
              eq(rentals.vendor, slot.vendor),
              eq(rentals.acriss, slot.acriss),
              eq(rentals.isActive, true),
              lt(rentals.pickUpAt, slot.returnAt),
              gt(rentals.returnAt, slot.pickUpAt),
            ),
          );
        if (Number(taken?.n ?? 0) >= slot.capacity) throw new NoCarFree();
        await tx.insert(rentals).values({
          reference: rental.order.reference,
          vendor: slot.vendor,
          locationId: slot.locationId,
          acriss: slot.acriss,
          pickUpAt: slot.pickUpAt,
          returnAt: slot.returnAt,
          isActive: true,
          record: rental.order as unknown as Record<string, unknown>,
          idempotencyKey: rental.idempotencyKey,
          version: 1,
        });
      });
      return 'created';
    } catch (error) {
      if (error instanceof NoCarFree) return 'sold_out';
      if (violatedUniqueConstraint(error) === 'sandbox_car_rentals_idem') return 'duplicate_key';
      throw error;
    }
  }

  async get(reference: string): Promise<StoredRental | null> {
    const [row] = await this.db.select().from(rentals).where(eq(rentals.reference, reference)).limit(1);
    return row ? storedOf(row) : null;
  }

  async getByIdempotencyKey(key: string): Promise<StoredRental | null> {
    const [row] = await this.db.select().from(rentals).where(eq(rentals.idempotencyKey, key)).limit(1);
    return row ? storedOf(row) : null;
  }

  async update(
    reference: string,
    expectedVersion: number,
    order: CarOrder,
    isActive: boolean,
  ): Promise<StoredRental | null> {
    const [row] = await this.db
      .update(rentals)
      .set({
        record: order as unknown as Record<string, unknown>,
        isActive,
        version: expectedVersion + 1,
        updatedAt: new Date(),
      })
      .where(and(eq(rentals.reference, reference), eq(rentals.version, expectedVersion)))
      .returning();
    return row ? storedOf(row) : null;
  }
}

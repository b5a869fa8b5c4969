import { and, between, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { violatedUniqueConstraint } from '../../platform/db/errors';
import { sandboxActivityBookings as bookings, sandboxActivitySlots as slots } from '../../platform/db/schema';
import type { ActivityOrder } from './port';
import {
  slotKey,
  type CreateBookingOutcome,
  type SandboxActivityStore,
  type SlotKey,
  type SoldPlaces,
  type StoredActivityBooking,
} from './sandbox/store';

/** Raised inside the booking's transaction to roll it back when the places do not fit. */
class NoPlacesLeft extends Error {}

function storedOf(row: typeof bookings.$inferSelect): StoredActivityBooking {
  return { order: row.record as unknown as ActivityOrder, idempotencyKey: row.idempotencyKey, version: row.version };
}

/**
 * The activity sandbox's slots and bookings in PostgreSQL, shared by every node. A booking
 * upserts its slot's row with a condition (the row lock queues concurrent bookings of the same
 * slot; the update happens only while the places fit): 20 concurrent bookings for the last 2
 * places confirm exactly 2 travellers' worth.
 */
export class DbSandboxActivityStore implements SandboxActivityStore {
  constructor(private readonly db: Db) {}

  async sold(productCode: string, fromDate: string, toDate: string): Promise<SoldPlaces> {
    const rows = await this.db
      .select({ date: slots.date, startTime: slots.startTime, sold: slots.sold })
      .from(slots)
      .where(and(eq(slots.productCode, productCode), between(slots.date, fromDate, toDate)));
    return new Map(rows.map((row) => [slotKey(row.date, row.startTime), row.sold]));
  }

  async create(
    booking: StoredActivityBooking,
    slot: SlotKey & { capacity: number; places: number },
  ): Promise<CreateBookingOutcome> {
    if (slot.places > slot.capacity) return 'sold_out';
    try {
      await this.db.transaction(async (tx) => {
        const taken = await tx
          .insert(slots)
          .values({
            productCode: slot.productCode,
            date: slot.date,
            startTime: slot.startTime,
            capacity: slot.capacity,
            sold: slot.places,
          })
          .onConflictDoUpdate({
            target: [slots.productCode, slots.date, slots.startTime],
            set: { sold: sql`${slots.sold} + ${slot.places}`, updatedAt: sql`now()` },
            setWhere: sql`${slots.sold} + ${slot.places} <= ${slots.capacity}`,
          })
          .returning({ sold: slots.sold });
        if (taken.length === 0) throw new NoPlacesLeft();
        await tx.insert(bookings).values({
          reference: booking.order.reference,
          productCode: slot.productCode,
          date: slot.date,
          startTime: slot.startTime,
          places: slot.places,
          isActive: true,
          record: booking.order as unknown as Record<string, unknown>,
          idempotencyKey: booking.idempotencyKey,
          version: 1,
        });
      });
      return 'created';
    } catch (error) {
      if (error instanceof NoPlacesLeft) return 'sold_out';
      if (violatedUniqueConstraint(error) === 'sandbox_activity_bookings_idem') return 'duplicate_key';
      throw error;
    }
  }

  async get(reference: string): Promise<StoredActivityBooking | null> {
    const [row] = await this.db.select().from(bookings).where(eq(bookings.reference, reference)).limit(1);
    return row ? storedOf(row) : null;
  }

  async getByIdempotencyKey(key: string): Promise<StoredActivityBooking | null> {
    const [row] = await this.db.select().from(bookings).where(eq(bookings.idempotencyKey, key)).limit(1);
    return row ? storedOf(row) : null;
  }

  async update(
    reference: string,
    expectedVersion: number,
    order: ActivityOrder,
    release: boolean,
  ): Promise<StoredActivityBooking | null> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(bookings)
        .set({
          record: order as unknown as Record<string, unknown>,
          isActive: release ? false : sql`${bookings.isActive}`,
          version: expectedVersion + 1,
          updatedAt: new Date(),
        })
        .where(and(eq(bookings.reference, reference), eq(bookings.version, expectedVersion)))
        .returning();
      if (!row) return null;
      if (release)
        await tx
          .update(slots)
          .set({ sold: sql`greatest(0, ${slots.sold} - ${row.places})`, updatedAt: new Date() })
          .where(
            and(eq(slots.productCode, row.productCode), eq(slots.date, row.date), eq(slots.startTime, row.startTime)),
          );
      return storedOf(row);
    });
  }
}

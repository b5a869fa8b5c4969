import { and, between, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { violatedUniqueConstraint } from '../../platform/db/errors';
import { sandboxHotelInventory as inventory, sandboxHotelOrders as orders } from '../../platform/db/schema';
import type { HotelOrder } from './port';
import { inventoryKey, type RoomNight } from './sandbox/inventory';
import type { CreateOutcome, SandboxHotelStore, StoredOrder } from './sandbox/store';

/** Raised inside the booking transaction to roll it back when a night lacks the rooms. */
class NotEnoughRooms extends Error {}

const byNight = (a: RoomNight, b: RoomNight): number =>
  a.hotelId.localeCompare(b.hotelId) || a.roomTypeCode.localeCompare(b.roomTypeCode) || a.night.localeCompare(b.night);

function storedOf(row: typeof orders.$inferSelect): StoredOrder {
  return {
    order: row.record as unknown as HotelOrder,
    rateKey: row.rateKey,
    idempotencyKey: row.idempotencyKey,
    version: row.version,
  };
}

/**
 * The sandbox hotel vendors' sales in PostgreSQL, so every node and vendor sells from one
 * inventory. A booking takes its rooms night by night with a conditional upsert (the row lock
 * makes concurrent bookings of the last room queue, and only the first finds room), in the same
 * transaction as the order; rows are taken in one order so two bookings never deadlock.
 */
export class DbSandboxHotelStore implements SandboxHotelStore {
  constructor(private readonly db: Db) {}

  async soldRooms(hotelIds: readonly string[], from: string, to: string): Promise<Map<string, number>> {
    const sold = new Map<string, number>();
    if (hotelIds.length === 0) return sold;
    const rows = await this.db
      .select({
        hotelId: inventory.hotelId,
        roomTypeCode: inventory.roomTypeCode,
        night: inventory.night,
        sold: inventory.sold,
      })
      .from(inventory)
      .where(and(inArray(inventory.hotelId, [...hotelIds]), between(inventory.night, from, to)));
    for (const row of rows) sold.set(inventoryKey(row.hotelId, row.roomTypeCode, row.night), row.sold);
    return sold;
  }

  async createOrder(stored: StoredOrder, nights: readonly RoomNight[], rooms: number): Promise<CreateOutcome> {
    try {
      await this.db.transaction(async (tx) => {
        for (const night of [...nights].sort(byNight)) {
          if (night.capacity < rooms) throw new NotEnoughRooms();
          const taken = await tx
            .insert(inventory)
            .values({
              hotelId: night.hotelId,
              roomTypeCode: night.roomTypeCode,
              night: night.night,
              capacity: night.capacity,
              sold: rooms,
            })
            .onConflictDoUpdate({
              target: [inventory.hotelId, inventory.roomTypeCode, inventory.night],
              set: { sold: sql`${inventory.sold} + ${rooms}`, updatedAt: new Date() },
              setWhere: sql`${inventory.sold} + ${rooms} <= ${inventory.capacity}`,
            })
            .returning({ sold: inventory.sold });
          if (taken.length === 0) throw new NotEnoughRooms();
        }
        await tx.insert(orders).values({
          reference: stored.order.reference,
          vendor: stored.order.vendor,
          record: stored.order as unknown as Record<string, unknown>,
          rateKey: stored.rateKey,
          idempotencyKey: stored.idempotencyKey,
          version: 1,
        });
      });
      return 'created';
    } catch (error) {
      if (error instanceof NotEnoughRooms) return 'sold_out';
      const constraint = violatedUniqueConstraint(error);
      if (constraint === 'sandbox_hotel_orders_idem') return 'duplicate_key';
      if (constraint === 'sandbox_hotel_orders_pkey') return 'duplicate_reference';
      throw error;
    }
  }

  async getOrder(reference: string): Promise<StoredOrder | null> {
    const [row] = await this.db.select().from(orders).where(eq(orders.reference, reference)).limit(1);
    return row ? storedOf(row) : null;
  }

  async getOrderByIdempotencyKey(vendor: string, idempotencyKey: string): Promise<StoredOrder | null> {
    const [row] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.vendor, vendor), eq(orders.idempotencyKey, idempotencyKey)))
      .limit(1);
    return row ? storedOf(row) : null;
  }

  async updateOrder(
    reference: string,
    expectedVersion: number,
    order: HotelOrder,
    release: { nights: readonly RoomNight[]; rooms: number } | null,
  ): Promise<StoredOrder | null> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(orders)
        .set({
          record: order as unknown as Record<string, unknown>,
          version: expectedVersion + 1,
          updatedAt: new Date(),
        })
        .where(and(eq(orders.reference, reference), eq(orders.version, expectedVersion)))
        .returning();
      if (!row) return null;
      for (const night of [...(release?.nights ?? [])].sort(byNight)) {
        await tx
          .update(inventory)
          .set({ sold: sql`greatest(${inventory.sold} - ${release?.rooms ?? 0}, 0)`, updatedAt: new Date() })
          .where(
            and(
              eq(inventory.hotelId, night.hotelId),
              eq(inventory.roomTypeCode, night.roomTypeCode),
              eq(inventory.night, night.night),
            ),
          );
      }
      return storedOf(row);
    });
  }
}

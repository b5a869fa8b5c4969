import { and, between, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/client';
import { sandboxFlightInventory as inventory, sandboxFlightOrders } from '../../platform/db/schema';
import type { FlightOrder } from './port';
import type { OrderRecord, OrderStore, PutOutcome } from './sandbox/order-store';
import { seatKey, type SeatClaim, type SeatSegment, type SoldSeats } from './sandbox/seat-inventory';

/** Raised inside the booking transaction to roll it back when a segment lacks the seats. */
class NotEnoughSeats extends Error {}

/** One order of taking rows, so that two bookings of the same flights never deadlock. */
const bySegment = (a: SeatSegment, b: SeatSegment): number =>
  a.flightKey.localeCompare(b.flightKey) || a.date.localeCompare(b.date) || a.cabin.localeCompare(b.cabin);

function recordOf(row: typeof sandboxFlightOrders.$inferSelect): OrderRecord {
  return { order: row.record as unknown as FlightOrder, idempotencyKey: row.idempotencyKey, version: row.version };
}

/**
 * The sandbox airline's orders and seats in PostgreSQL, so every app node sees the same PNRs and
 * sells from one inventory. A booking takes its seats segment by segment with a conditional
 * upsert (the row lock makes concurrent bookings of the last seats queue, and only those that
 * still fit succeed), in the same transaction as the order.
 */
export class DbOrderStore implements OrderStore {
  constructor(private readonly db: Db) {}

  async get(pnr: string): Promise<OrderRecord | null> {
    const [row] = await this.db.select().from(sandboxFlightOrders).where(eq(sandboxFlightOrders.pnr, pnr)).limit(1);
    return row ? recordOf(row) : null;
  }

  async put(order: FlightOrder, idempotencyKey: string | null, seats: SeatClaim): Promise<PutOutcome> {
    try {
      return await this.db.transaction(async (tx) => {
        const inserted = await tx
          .insert(sandboxFlightOrders)
          .values({ pnr: order.pnr, record: order as unknown as Record<string, unknown>, idempotencyKey, version: 1 })
          .onConflictDoNothing()
          .returning({ pnr: sandboxFlightOrders.pnr });
        if (inserted.length === 0) return 'exists';
        for (const segment of [...seats.segments].sort(bySegment)) await takeSeats(tx, segment, seats.seats);
        return 'created';
      });
    } catch (error) {
      if (error instanceof NotEnoughSeats) return 'sold_out';
      throw error;
    }
  }

  async update(
    pnr: string,
    expectedVersion: number,
    order: FlightOrder,
    release: SeatClaim | null,
  ): Promise<OrderRecord | null> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(sandboxFlightOrders)
        .set({
          record: order as unknown as Record<string, unknown>,
          version: expectedVersion + 1,
          updatedAt: new Date(),
        })
        .where(and(eq(sandboxFlightOrders.pnr, pnr), eq(sandboxFlightOrders.version, expectedVersion)))
        .returning();
      if (!row) return null;
      for (const segment of [...(release?.segments ?? [])].sort(bySegment)) {
        await tx
          .update(inventory)
          .set({ sold: sql`greatest(${inventory.sold} - ${release?.seats ?? 0}, 0)`, updatedAt: new Date() })
          .where(
            and(
              eq(inventory.flightKey, segment.flightKey),
              eq(inventory.departureDate, segment.date),
              eq(inventory.cabin, segment.cabin),
            ),
          );
      }
      return recordOf(row);
    });
  }

  async soldSeats(from: string, to: string): Promise<SoldSeats> {
    const rows = await this.db
      .select({
        flightKey: inventory.flightKey,
        date: inventory.departureDate,
        cabin: inventory.cabin,
        sold: inventory.sold,
      })
      .from(inventory)
      .where(between(inventory.departureDate, from, to));
    return new Map(rows.map((row) => [seatKey(row.flightKey, row.date, row.cabin), row.sold]));
  }

  async lapsedHolds(nowIso: string): Promise<string[]> {
    const rows = await this.db
      .select({ pnr: sandboxFlightOrders.pnr })
      .from(sandboxFlightOrders)
      .where(
        and(
          sql`${sandboxFlightOrders.record}->>'status' = 'held'`,
          sql`(${sandboxFlightOrders.record}->>'ticketingTimeLimit')::timestamptz < ${nowIso}::timestamptz`,
        ),
      )
      .limit(200);
    return rows.map((row) => row.pnr);
  }
}

/** Takes `seats` seats of a segment under its row lock, or throws NotEnoughSeats. */
async function takeSeats(tx: DbOrTx, segment: SeatSegment, seats: number): Promise<void> {
  if (segment.capacity < seats) throw new NotEnoughSeats();
  const taken = await tx
    .insert(inventory)
    .values({
      flightKey: segment.flightKey,
      departureDate: segment.date,
      cabin: segment.cabin,
      capacity: segment.capacity,
      sold: seats,
    })
    .onConflictDoUpdate({
      target: [inventory.flightKey, inventory.departureDate, inventory.cabin],
      set: { sold: sql`${inventory.sold} + ${seats}`, updatedAt: new Date() },
      setWhere: sql`${inventory.sold} + ${seats} <= ${inventory.capacity}`,
    })
    .returning({ sold: inventory.sold });
  if (taken.length === 0) throw new NotEnoughSeats();
}

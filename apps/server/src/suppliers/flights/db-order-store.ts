import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { sandboxFlightOrders } from '../../platform/db/schema';
import type { FlightOrder } from './port';
import type { OrderRecord, OrderStore } from './sandbox/order-store';

/** The sandbox airline's orders in PostgreSQL, so every app node sees the same PNRs. */
export class DbOrderStore implements OrderStore {
  constructor(private readonly db: Db) {}

  async get(pnr: string): Promise<OrderRecord | null> {
    const [row] = await this.db.select().from(sandboxFlightOrders).where(eq(sandboxFlightOrders.pnr, pnr)).limit(1);
    if (!row) return null;
    return { order: row.record as unknown as FlightOrder, idempotencyKey: row.idempotencyKey, version: row.version };
  }

  async put(order: FlightOrder, idempotencyKey: string | null): Promise<boolean> {
    const inserted = await this.db
      .insert(sandboxFlightOrders)
      .values({ pnr: order.pnr, record: order as unknown as Record<string, unknown>, idempotencyKey, version: 1 })
      .onConflictDoNothing()
      .returning({ pnr: sandboxFlightOrders.pnr });
    return inserted.length === 1;
  }

  async update(pnr: string, expectedVersion: number, order: FlightOrder): Promise<OrderRecord | null> {
    const [row] = await this.db
      .update(sandboxFlightOrders)
      .set({ record: order as unknown as Record<string, unknown>, version: expectedVersion + 1, updatedAt: new Date() })
      .where(and(eq(sandboxFlightOrders.pnr, pnr), eq(sandboxFlightOrders.version, expectedVersion)))
      .returning();
    if (!row) return null;
    return { order: row.record as unknown as FlightOrder, idempotencyKey: row.idempotencyKey, version: row.version };
  }
}

import type { FlightOrder } from '../port';
import type { OrderRecord, OrderStore } from './order-store';

/**
 * An OrderStore in process memory, for tests and single-node demos. Records are kept as JSON
 * text so a caller can never mutate a stored order, and anything not serialisable fails here
 * as it would in a database.
 */
export class MemoryOrderStore implements OrderStore {
  private readonly records = new Map<string, string>();

  async get(pnr: string): Promise<OrderRecord | null> {
    const text = this.records.get(pnr);
    return text === undefined ? null : (JSON.parse(text) as OrderRecord);
  }

  async put(order: FlightOrder, idempotencyKey: string | null): Promise<boolean> {
    if (this.records.has(order.pnr)) return false;
    const record: OrderRecord = { order, idempotencyKey, version: 1 };
    this.records.set(order.pnr, JSON.stringify(record));
    return true;
  }

  async update(pnr: string, expectedVersion: number, order: FlightOrder): Promise<OrderRecord | null> {
    // Read, compare and write with no await in between: that is what makes it atomic here.
    const text = this.records.get(pnr);
    const current = text === undefined ? null : (JSON.parse(text) as OrderRecord);
    if (!current || current.version !== expectedVersion) return null;
    const next: OrderRecord = { order, idempotencyKey: current.idempotencyKey, version: expectedVersion + 1 };
    this.records.set(pnr, JSON.stringify(next));
    return next;
  }

  /** Number of stored orders. */
  get size(): number {
    return this.records.size;
  }
}

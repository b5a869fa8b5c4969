import type { FlightOrder } from '../port';
import type { OrderRecord, OrderStore, PutOutcome } from './order-store';
import { seatKey, type SeatClaim, type SoldSeats } from './seat-inventory';

/**
 * An OrderStore in process memory, for tests and single-node demos. Records are kept as JSON
 * text so a caller can never mutate a stored order, and anything not serialisable fails here
 * as it would in a database. No await between a check and its write: that makes each atomic.
 */
export class MemoryOrderStore implements OrderStore {
  private readonly records = new Map<string, string>();
  private readonly sold = new Map<string, { date: string; sold: number }>();

  async get(pnr: string): Promise<OrderRecord | null> {
    const text = this.records.get(pnr);
    return text === undefined ? null : (JSON.parse(text) as OrderRecord);
  }

  async put(order: FlightOrder, idempotencyKey: string | null, seats: SeatClaim): Promise<PutOutcome> {
    if (this.records.has(order.pnr)) return 'exists';
    const keys = seats.segments.map((s) => seatKey(s.flightKey, s.date, s.cabin));
    const fits = seats.segments.every(
      (segment, i) => (this.sold.get(keys[i] ?? '')?.sold ?? 0) + seats.seats <= segment.capacity,
    );
    if (!fits) return 'sold_out';
    seats.segments.forEach((segment, i) => {
      const key = keys[i] ?? '';
      this.sold.set(key, { date: segment.date, sold: (this.sold.get(key)?.sold ?? 0) + seats.seats });
    });
    const record: OrderRecord = { order, idempotencyKey, version: 1 };
    this.records.set(order.pnr, JSON.stringify(record));
    return 'created';
  }

  async update(
    pnr: string,
    expectedVersion: number,
    order: FlightOrder,
    release: SeatClaim | null,
  ): Promise<OrderRecord | null> {
    const text = this.records.get(pnr);
    const current = text === undefined ? null : (JSON.parse(text) as OrderRecord);
    if (!current || current.version !== expectedVersion) return null;
    const next: OrderRecord = { order, idempotencyKey: current.idempotencyKey, version: expectedVersion + 1 };
    this.records.set(pnr, JSON.stringify(next));
    for (const segment of release?.segments ?? []) {
      const key = seatKey(segment.flightKey, segment.date, segment.cabin);
      const row = this.sold.get(key);
      if (row) row.sold = Math.max(0, row.sold - (release?.seats ?? 0));
    }
    return next;
  }

  async soldSeats(from: string, to: string): Promise<SoldSeats> {
    return new Map(
      [...this.sold].filter(([, row]) => row.date >= from && row.date <= to).map(([key, row]) => [key, row.sold]),
    );
  }

  async lapsedHolds(nowIso: string): Promise<string[]> {
    const now = Date.parse(nowIso);
    return [...this.records.values()]
      .map((text) => (JSON.parse(text) as OrderRecord).order)
      .filter((order) => order.status === 'held' && Date.parse(order.ticketingTimeLimit) < now)
      .map((order) => order.pnr);
  }

  /** Number of stored orders. */
  get size(): number {
    return this.records.size;
  }
}

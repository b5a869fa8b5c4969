import { FlightSupplierError, FlightSupplierErrorCode as Code, type BookRequest, type FlightOrder } from '../port';
import { withLapsedHoldCancelled } from './order-lifecycle';
import type { OrderRecord, OrderStore } from './order-store';
import { holdsSeats, seatClaimOf, type SeatClaim } from './seat-inventory';
import { derivedLocator, normaliseLocator, randomLocator } from './record-locator';

/**
 * Orders on top of an OrderStore: locators, idempotent creation that takes the seats, and state
 * changes written with compare-and-set, so that of two concurrent changes one wins and the other
 * re-reads the new state (a second cancel then finds the order cancelled). A change that ends an
 * order (cancel, void, a lapsed hold) gives its seats back in the same write.
 */

/** The seats to give back when an order moves from `before` to `after`, if any. */
function releaseOf(before: FlightOrder, after: FlightOrder): SeatClaim | null {
  return holdsSeats(before.status) && !holdsSeats(after.status) ? seatClaimOf(after) : null;
}

const MAX_ATTEMPTS = 5;

export class OrderBook {
  constructor(
    private readonly store: OrderStore,
    private readonly secret: string,
    private readonly nowMs: () => number,
  ) {}

  /** The order an earlier booking with the same idempotency key created, if any. */
  async findReplay(request: BookRequest): Promise<FlightOrder | null> {
    const key = request.idempotencyKey;
    if (!key) return null;
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const record = await this.store.get(this.keyedLocator(key, attempt));
      if (!record) return null;
      if (record.idempotencyKey === key) return this.replayOf(record, request);
    }
    return null;
  }

  /**
   * Stores a new order under a fresh locator (derived from the idempotency key when given),
   * taking its seats; SOLD_OUT when a flight of it lacks the seats.
   */
  async create(build: (pnr: string) => FlightOrder, idempotencyKey: string | null): Promise<FlightOrder> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const pnr = idempotencyKey ? this.keyedLocator(idempotencyKey, attempt) : randomLocator();
      const order = build(pnr);
      const outcome = await this.store.put(order, idempotencyKey, seatClaimOf(order));
      if (outcome === 'created') return order;
      if (outcome === 'sold_out') throw new FlightSupplierError(Code.SOLD_OUT, 'not enough seats left on this flight');
      const existing = idempotencyKey ? await this.store.get(pnr) : null;
      // A concurrent request with the same key won the race: answer with its order.
      if (existing && existing.idempotencyKey === idempotencyKey) return existing.order;
    }
    throw new FlightSupplierError(Code.UPSTREAM_ERROR, 'could not allocate a record locator');
  }

  /** The current order, with a lapsed hold cancelled (and saved as such). */
  async load(pnr: string): Promise<FlightOrder> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const record = await this.read(pnr);
      const current = withLapsedHoldCancelled(record.order, this.nowMs());
      if (current === record.order) return current;
      const saved = await this.store.update(
        record.order.pnr,
        record.version,
        current,
        releaseOf(record.order, current),
      );
      if (saved) return saved.order;
    }
    throw new FlightSupplierError(Code.UPSTREAM_ERROR, 'the order keeps changing; try again');
  }

  /** Cancels the holds left past their ticketing time limit, giving their seats back. */
  async releaseLapsed(): Promise<void> {
    for (const pnr of await this.store.lapsedHolds(new Date(this.nowMs()).toISOString())) await this.load(pnr);
  }

  /** Applies a state change with compare-and-set, re-reading when another writer got first. */
  async transition(pnr: string, change: (order: FlightOrder, nowMs: number) => FlightOrder): Promise<FlightOrder> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const record = await this.read(pnr);
      const now = this.nowMs();
      const next = change(withLapsedHoldCancelled(record.order, now), now);
      const saved = await this.store.update(record.order.pnr, record.version, next, releaseOf(record.order, next));
      if (saved) return saved.order;
    }
    throw new FlightSupplierError(Code.UPSTREAM_ERROR, 'the order keeps changing; try again');
  }

  private async read(pnr: string): Promise<OrderRecord> {
    const locator = normaliseLocator(pnr);
    const record = locator ? await this.store.get(locator) : null;
    if (!record) throw new FlightSupplierError(Code.ORDER_NOT_FOUND, `no order ${pnr}`);
    return record;
  }

  private async replayOf(record: OrderRecord, request: BookRequest): Promise<FlightOrder> {
    if (record.order.offerId !== request.offerId || record.order.fareFamily !== request.fareFamily) {
      throw new FlightSupplierError(Code.INVALID_STATE, 'the idempotency key was used for another booking');
    }
    return this.load(record.order.pnr);
  }

  private keyedLocator(idempotencyKey: string, attempt: number): string {
    return derivedLocator(`${this.secret}|${idempotencyKey}|${attempt}`);
  }
}

import type { HotelOrder } from '../port';
import { inventoryKey, type RoomNight } from './inventory';
import type { CreateOutcome, SandboxHotelStore, StoredOrder } from './store';

/** The sandbox's sales in process memory (unit tests; one process only). Each call is atomic. */
export class MemoryHotelStore implements SandboxHotelStore {
  private readonly sold = new Map<string, number>();
  private readonly orders = new Map<string, StoredOrder>();

  soldRooms(hotelIds: readonly string[], from: string, to: string): Promise<Map<string, number>> {
    const hotels = new Set(hotelIds);
    const found = new Map<string, number>();
    for (const [key, rooms] of this.sold) {
      const [hotelId = '', , night = ''] = key.split('|');
      if (hotels.has(hotelId) && night >= from && night <= to) found.set(key, rooms);
    }
    return Promise.resolve(found);
  }

  createOrder(stored: StoredOrder, nights: readonly RoomNight[], rooms: number): Promise<CreateOutcome> {
    const { order, idempotencyKey } = stored;
    if (this.orders.has(order.reference)) return Promise.resolve('duplicate_reference');
    if (
      idempotencyKey &&
      [...this.orders.values()].some((o) => o.order.vendor === order.vendor && o.idempotencyKey === idempotencyKey)
    ) {
      return Promise.resolve('duplicate_key');
    }
    const keys = nights.map((night) => inventoryKey(night.hotelId, night.roomTypeCode, night.night));
    if (nights.some((night, i) => (this.sold.get(keys[i] ?? '') ?? 0) + rooms > night.capacity))
      return Promise.resolve('sold_out');
    for (const key of keys) this.sold.set(key, (this.sold.get(key) ?? 0) + rooms);
    this.orders.set(order.reference, structuredClone({ ...stored, version: 1 }));
    return Promise.resolve('created');
  }

  getOrder(reference: string): Promise<StoredOrder | null> {
    const stored = this.orders.get(reference);
    return Promise.resolve(stored ? structuredClone(stored) : null);
  }

  getOrderByIdempotencyKey(vendor: string, idempotencyKey: string): Promise<StoredOrder | null> {
    const stored = [...this.orders.values()].find(
      (o) => o.order.vendor === vendor && o.idempotencyKey === idempotencyKey,
    );
    return Promise.resolve(stored ? structuredClone(stored) : null);
  }

  updateOrder(
    reference: string,
    expectedVersion: number,
    order: HotelOrder,
    release: { nights: readonly RoomNight[]; rooms: number } | null,
  ): Promise<StoredOrder | null> {
    const stored = this.orders.get(reference);
    if (!stored || stored.version !== expectedVersion) return Promise.resolve(null);
    for (const night of release?.nights ?? []) {
      const key = inventoryKey(night.hotelId, night.roomTypeCode, night.night);
      this.sold.set(key, Math.max(0, (this.sold.get(key) ?? 0) - (release?.rooms ?? 0)));
    }
    const next = { ...stored, order: structuredClone(order), version: expectedVersion + 1 };
    this.orders.set(reference, next);
    return Promise.resolve(structuredClone(next));
  }
}

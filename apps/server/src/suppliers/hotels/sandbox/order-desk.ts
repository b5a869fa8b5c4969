import type { Money } from '@travel/contracts';
import { randomLocator } from '../../shared/locator';
import { unitHash } from '../../shared/prng';
import { addDays } from '../../shared/zone-time';
import { HotelSupplierError, HotelSupplierErrorCode as Code } from '../errors';
import type { HotelBookRequest, HotelCancellationQuote, HotelOrder } from '../port';
import { BOARD_NAMES } from '../rate';
import { cancellationPolicyOf, penaltyAt } from './cancellation-policy';
import { roomNightsOf } from './inventory';
import { validateBooking } from './booking-request';
import type { RateBook } from './rate-book';
import { isRecheck, priceRate } from './rate-price';
import type { SandboxHotelStore, StoredOrder } from './store';

/**
 * One vendor's bookings: created against the shared inventory in one transaction, then read,
 * confirmed, quoted and cancelled with compare-and-set so two concurrent changes cannot both win.
 */

const MAX_ATTEMPTS = 5;
const MINUTE_MS = 60_000;

const sameMoney = (a: Money, b: Money): boolean => a.amount === b.amount && a.currency === b.currency;

export class OrderDesk {
  constructor(
    private readonly rates: RateBook,
    private readonly store: SandboxHotelStore,
    private readonly nowMs: () => number,
  ) {}

  private get vendor() {
    return this.rates.vendor;
  }

  async book(request: HotelBookRequest): Promise<HotelOrder> {
    // A retried booking answers with its order, even after the rate key has expired.
    const replay = await this.replay(request);
    if (replay) return replay;
    const now = this.nowMs();
    const resolved = this.rates.resolve(request?.rateKey, now);
    const { record, room, plan, stay, payload } = resolved;
    validateBooking(request, stay.rooms);
    if (isRecheck(this.rates.inputOf(resolved, false)) && !payload.checked) {
      const price = priceRate(this.rates.inputOf(resolved, true));
      throw new HotelSupplierError(Code.PRICE_CHANGED, 'Price changed during the booking process', { price });
    }
    const price = priceRate(this.rates.inputOf(resolved, payload.checked));
    if (request.expectedTotal && !sameMoney(request.expectedTotal, price.total)) {
      throw new HotelSupplierError(Code.PRICE_CHANGED, 'Price changed during the booking process', { price });
    }
    const isPending = unitHash(`${request.rateKey}|${request.clientReference}|status`) < this.vendor.preconfirmedShare;
    const createdAt = new Date(now).toISOString();
    const nights = roomNightsOf(record.summary.id, room, stay.checkIn, stay.nights);
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const reference = `${this.vendor.referencePrefix}-${randomLocator()}`;
      const order: HotelOrder = {
        reference,
        vendor: this.vendor.code,
        state: isPending ? 'pending' : 'confirmed',
        supplierStatus: isPending ? 'PRECONFIRMED' : 'CONFIRMED',
        hotelConfirmationNumber: isPending ? null : confirmationNumberOf(reference),
        clientReference: request.clientReference.trim(),
        hotel: record.summary,
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        nights: stay.nights,
        roomTypeCode: room.code,
        roomName: room.name,
        board: plan.board,
        boardName: BOARD_NAMES[plan.board],
        refundable: plan.refundable,
        rooms: stay.rooms.map((occupancy, index) => ({ occupancy, guests: request.rooms[index]?.guests ?? [] })),
        holder: request.holder,
        specialRequests: request.specialRequests?.trim() || null,
        price,
        cancellationPolicy: cancellationPolicyOf(plan, price, stay.checkIn, record.summary.timeZone, now),
        createdAt,
        confirmedAt: isPending ? null : createdAt,
        cancelledAt: null,
        settlement: null,
      };
      const stored: StoredOrder = {
        order,
        rateKey: request.rateKey,
        idempotencyKey: request.idempotencyKey ?? null,
        version: 1,
      };
      const outcome = await this.store.createOrder(stored, nights, stay.rooms.length);
      if (outcome === 'created') return order;
      if (outcome === 'sold_out') {
        throw new HotelSupplierError(
          Code.SOLD_OUT,
          'Rooms unavailable: this room type is sold out for the dates chosen',
        );
      }
      if (outcome === 'duplicate_key') {
        const winner = await this.replay(request);
        if (winner) return winner;
      }
    }
    throw new HotelSupplierError(Code.UPSTREAM_ERROR, 'Could not allocate a booking reference');
  }

  /** The order, confirmed (and saved) once a PRECONFIRMED booking's wait for the hotel is over. */
  async retrieve(reference: string): Promise<HotelOrder> {
    return this.change(reference, (order, now) => {
      const due = Date.parse(order.createdAt) + this.vendor.confirmationDelayMinutes * MINUTE_MS;
      if (order.state !== 'pending' || now < due) return null;
      return {
        ...order,
        state: 'confirmed',
        supplierStatus: 'CONFIRMED',
        hotelConfirmationNumber: confirmationNumberOf(order.reference),
        confirmedAt: new Date(due).toISOString(),
      };
    });
  }

  async quote(reference: string, at: Date | undefined): Promise<HotelCancellationQuote> {
    const order = await this.retrieve(reference);
    const atMs = at instanceof Date && Number.isFinite(at.getTime()) ? at.getTime() : this.nowMs();
    const base = { reference: order.reference, state: order.state, isVoidable: false };
    if (order.settlement) {
      const { penalty, refund } = order.settlement;
      return {
        ...base,
        at: order.cancelledAt ?? new Date(atMs).toISOString(),
        penalty,
        refund,
        isFree: penalty.amount === 0,
        validUntil: null,
      };
    }
    const penalty = penaltyAt(order.cancellationPolicy, atMs, order.price.currency);
    const refund = { amount: order.price.total.amount - penalty.amount, currency: order.price.currency };
    // The amounts hold until the next step of the policy begins.
    const next = order.cancellationPolicy.steps.find((step) => Date.parse(step.from) > atMs);
    return {
      ...base,
      at: new Date(atMs).toISOString(),
      penalty,
      refund,
      isFree: penalty.amount === 0,
      validUntil: next?.from ?? null,
    };
  }

  async cancel(reference: string): Promise<HotelOrder> {
    return this.change(
      reference,
      (order, now) => {
        if (order.state === 'cancelled') {
          throw new HotelSupplierError(Code.ALREADY_CANCELLED, `Booking ${order.reference} is already cancelled`);
        }
        const penalty = penaltyAt(order.cancellationPolicy, now, order.price.currency);
        const refund = { amount: order.price.total.amount - penalty.amount, currency: order.price.currency };
        return {
          ...order,
          state: 'cancelled',
          supplierStatus: 'CANCELLED',
          cancelledAt: new Date(now).toISOString(),
          settlement: { penalty, refund },
        };
      },
      true,
    );
  }

  /** Applies a change with compare-and-set (null: nothing to change), re-reading when another writer got first. */
  private async change(
    reference: string,
    next: (order: HotelOrder, nowMs: number) => HotelOrder | null,
    releasesRooms = false,
  ): Promise<HotelOrder> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const stored = await this.read(reference);
      const changed = next(stored.order, this.nowMs());
      if (!changed) return stored.order;
      const release = releasesRooms ? this.releaseOf(stored.order) : null;
      const saved = await this.store.updateOrder(stored.order.reference, stored.version, changed, release);
      if (saved) return saved.order;
    }
    throw new HotelSupplierError(Code.UPSTREAM_ERROR, 'The booking keeps changing; try again');
  }

  private releaseOf(order: HotelOrder) {
    const nights = Array.from({ length: order.nights }, (_, n) => ({
      hotelId: order.hotel.id,
      roomTypeCode: order.roomTypeCode,
      night: addDays(order.checkIn, n),
      capacity: 0,
    }));
    return { nights, rooms: order.rooms.length };
  }

  private async read(reference: string): Promise<StoredOrder> {
    const normalised = typeof reference === 'string' ? reference.trim().toUpperCase() : '';
    const stored = /^[A-Z]{3}-[A-Z0-9]{6}$/.test(normalised) ? await this.store.getOrder(normalised) : null;
    if (!stored || stored.order.vendor !== this.vendor.code) {
      throw new HotelSupplierError(Code.ORDER_NOT_FOUND, `No booking ${String(reference)}`);
    }
    return stored;
  }

  /** The order an earlier booking with the same idempotency key made, if any. */
  private async replay(request: HotelBookRequest): Promise<HotelOrder | null> {
    if (typeof request?.idempotencyKey !== 'string' || request.idempotencyKey === '') return null;
    const stored = await this.store.getOrderByIdempotencyKey(this.vendor.code, request.idempotencyKey);
    if (!stored) return null;
    if (stored.rateKey !== request.rateKey) {
      throw new HotelSupplierError(Code.INVALID_STATE, 'The idempotency key was used for another booking');
    }
    return this.retrieve(stored.order.reference);
  }
}

/** The hotel's own confirmation number: 8 digits from the reference. */
function confirmationNumberOf(reference: string): string {
  return String(Math.floor(unitHash(`${reference}|hotel-confirmation`) * 90_000_000) + 10_000_000);
}

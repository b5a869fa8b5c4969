import {
  FlightSupplierError,
  FlightSupplierErrorCode as Code,
  type BookedPassenger,
  type BookingContact,
  type FareOffer,
  type FlightOffer,
  type FlightOrder,
  type PenaltyQuote,
} from '../port';
import { findCarrier } from './carriers';
import { cancellationSettlement, settlementOf } from './fare-families';
import { ticketNumber } from './record-locator';

/**
 * The order state machine, as pure functions of an order and the current instant:
 * held -> ticketed -> voided | cancelled, and held -> cancelled (by the customer or when the
 * ticketing time limit passes).
 */

const HOUR_MS = 3_600_000;
/** Held orders must be ticketed within a day... */
export const TICKETING_LIMIT_HOURS = 24;
/** ...or within 2 hours when departure is less than 3 days away, and never after departure - 1 h. */
export const SHORT_NOTICE_DAYS = 3;
export const SHORT_NOTICE_LIMIT_HOURS = 2;
export const VOID_WINDOW_HOURS = 24;

const iso = (ms: number): string => new Date(ms).toISOString();

export function firstDepartureMs(order: Pick<FlightOrder, 'slices'>): number {
  return Date.parse(order.slices[0]?.segments[0]?.departure.at ?? '');
}

export function ticketingTimeLimitMs(bookedAtMs: number, departureMs: number): number {
  if (departureMs - bookedAtMs < SHORT_NOTICE_DAYS * 24 * HOUR_MS) {
    return Math.min(bookedAtMs + SHORT_NOTICE_LIMIT_HOURS * HOUR_MS, departureMs - HOUR_MS);
  }
  return bookedAtMs + TICKETING_LIMIT_HOURS * HOUR_MS;
}

export interface NewOrder {
  pnr: string;
  offer: FlightOffer;
  fare: FareOffer;
  passengers: BookedPassenger[];
  contact: BookingContact;
  nowMs: number;
}

export function createHeldOrder({ pnr, offer, fare, passengers, contact, nowMs }: NewOrder): FlightOrder {
  return {
    pnr,
    status: 'held',
    offerId: offer.id,
    fareFamily: fare.fareFamily,
    fareFamilyName: fare.name,
    cabin: offer.cabin,
    slices: offer.slices,
    validatingCarrier: offer.validatingCarrier,
    passengers,
    contact,
    price: fare.price,
    conditions: fare.conditions,
    ticketingTimeLimit: iso(ticketingTimeLimitMs(nowMs, firstDepartureMs(offer))),
    createdAt: iso(nowMs),
    ticketedAt: null,
    voidableUntil: null,
    voidedAt: null,
    cancelledAt: null,
    cancellationReason: null,
    paymentReference: null,
    settlement: null,
  };
}

/** A held order past its ticketing time limit is cancelled by the airline, at that limit. */
export function withLapsedHoldCancelled(order: FlightOrder, nowMs: number): FlightOrder {
  if (order.status !== 'held' || nowMs <= Date.parse(order.ticketingTimeLimit)) return order;
  return {
    ...order,
    status: 'cancelled',
    cancelledAt: order.ticketingTimeLimit,
    cancellationReason: 'ticketing_time_limit',
    settlement: settlementOf(0, order.price.currency),
  };
}

function assertNotEnded(order: FlightOrder): void {
  if (order.status === 'cancelled' || order.status === 'voided') {
    throw new FlightSupplierError(Code.ALREADY_CANCELLED, `order ${order.pnr} is already ${order.status}`);
  }
}

export function isVoidable(order: FlightOrder, nowMs: number): boolean {
  return order.status === 'ticketed' && order.voidableUntil !== null && nowMs < Date.parse(order.voidableUntil);
}

export function ticketOrder(order: FlightOrder, nowMs: number, paymentReference: string): FlightOrder {
  if (order.status !== 'held') {
    throw new FlightSupplierError(Code.INVALID_STATE, `order ${order.pnr} is ${order.status}, not held`);
  }
  if (paymentReference.trim() === '') {
    throw FlightSupplierError.invalid(
      'MISSING_PAYMENT_REFERENCE',
      'paymentReference',
      'a payment reference is required',
    );
  }
  const carrier = findCarrier(order.validatingCarrier);
  return {
    ...order,
    status: 'ticketed',
    passengers: order.passengers.map((p) => ({ ...p, ticketNumber: ticketNumber(carrier, order.pnr, p.id) })),
    ticketedAt: iso(nowMs),
    voidableUntil: iso(nowMs + VOID_WINDOW_HOURS * HOUR_MS),
    paymentReference: paymentReference.trim(),
  };
}

export function voidOrder(order: FlightOrder, nowMs: number): FlightOrder {
  assertNotEnded(order);
  if (order.status === 'held') {
    throw new FlightSupplierError(Code.INVALID_STATE, `order ${order.pnr} has no ticket to void; cancel it`);
  }
  if (!isVoidable(order, nowMs)) {
    throw new FlightSupplierError(
      Code.NOT_VOIDABLE,
      `the void window of ${order.pnr} closed at ${order.voidableUntil}`,
    );
  }
  return {
    ...order,
    status: 'voided',
    voidedAt: iso(nowMs),
    settlement: settlementOf(order.price.total.amount, order.price.currency),
  };
}

export function cancelOrder(order: FlightOrder, nowMs: number, reason: 'customer' | 'secondary_channel'): FlightOrder {
  assertNotEnded(order);
  if (order.status === 'ticketed' && nowMs >= firstDepartureMs(order)) {
    throw new FlightSupplierError(Code.INVALID_STATE, `order ${order.pnr} has departed and can no longer be cancelled`);
  }
  const settlement =
    order.status === 'held'
      ? settlementOf(0, order.price.currency)
      : cancellationSettlement(order.price, order.conditions);
  return { ...order, status: 'cancelled', cancelledAt: iso(nowMs), cancellationReason: reason, settlement };
}

export function quotePenalty(order: FlightOrder, nowMs: number): PenaltyQuote {
  const nothing = settlementOf(0, order.price.currency);
  const settlement =
    order.status === 'ticketed'
      ? cancellationSettlement(order.price, order.conditions)
      : order.status === 'held'
        ? nothing
        : (order.settlement ?? nothing);
  return {
    pnr: order.pnr,
    status: order.status,
    penalty: settlement.penalty,
    refund: settlement.refund,
    isVoidable: isVoidable(order, nowMs),
  };
}

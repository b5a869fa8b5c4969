import { describe, expect, it } from 'vitest';
import {
  FlightSupplierErrorCode as Code,
  isFlightSupplierError,
  type FlightOrder,
  type PassengerCounts,
} from '../port';
import {
  CONTACT,
  createSandbox,
  FAMILY,
  offerWithRepriceStatus,
  ONE_ADULT,
  searchRequest,
  slice,
  travellers,
} from './test-support';

async function errorCode(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isFlightSupplierError(error)) throw new Error(`expected a FlightSupplierError, got ${String(error)}`);
  return error.code;
}

/** A sandbox with a held order on an unchanged LIS-JFK offer. */
async function heldOrder(
  fareFamily: 'Basic' | 'Standard' | 'Flex' = 'Standard',
  passengers: PassengerCounts = FAMILY,
  date = '2026-12-10',
) {
  const sandbox = createSandbox();
  const result = await sandbox.supplier.search(
    searchRequest([slice('LIS', 'JFK', date)], { passengers, maxResults: 100 }),
  );
  const offer = offerWithRepriceStatus(result.offers, 'unchanged');
  const order = await sandbox.supplier.book({
    offerId: offer.id,
    fareFamily,
    passengers: travellers(passengers),
    contact: CONTACT,
  });
  return { ...sandbox, offer, order };
}

const amount = (order: FlightOrder) => order.price.total.amount;

describe('sandbox orders: booking', () => {
  it('holds an order with a 6-character locator, a ticketing time limit and the fare price', async () => {
    const { order, offer } = await heldOrder();
    expect(order.pnr).toMatch(/^[A-Z2-9]{6}$/);
    expect(order.status).toBe('held');
    expect(order.createdAt).toBe('2026-11-20T10:00:00.000Z');
    expect(order.ticketingTimeLimit).toBe('2026-11-21T10:00:00.000Z');
    expect(order.price).toEqual(offer.fareFamilies[1]?.price);
    expect(order.slices).toEqual(offer.slices);
    expect(order.passengers.map((p) => [p.id, p.type, p.ticketNumber])).toEqual([
      ['P1', 'ADT', null],
      ['P2', 'ADT', null],
      ['P3', 'CHD', null],
      ['P4', 'INF', null],
    ]);
  });

  it('gives a departure within 3 days a ticketing time limit of 2 hours', async () => {
    const { order } = await heldOrder('Standard', ONE_ADULT, '2026-11-22');
    expect(order.ticketingTimeLimit).toBe('2026-11-20T12:00:00.000Z');
  });

  it('replays a booking made again with the same idempotency key', async () => {
    const { supplier, offer, orders } = await heldOrder();
    const request = {
      offerId: offer.id,
      fareFamily: 'Flex' as const,
      passengers: travellers(FAMILY),
      contact: CONTACT,
      idempotencyKey: 'k-42',
    };
    const first = await supplier.book(request);
    const again = await supplier.book(request);
    expect(again).toEqual(first);
    expect(orders.size).toBe(2);
    expect(await errorCode(supplier.book({ ...request, fareFamily: 'Basic' }))).toBe(Code.INVALID_STATE);
  });

  it('rejects travellers that do not match the offer or their type', async () => {
    const { supplier, offer } = await heldOrder();
    const tooFew = travellers({ adults: 1, children: 1, infants: 1 });
    expect(
      await errorCode(supplier.book({ offerId: offer.id, fareFamily: 'Basic', passengers: tooFew, contact: CONTACT })),
    ).toBe(Code.INVALID_REQUEST);
    const childAsInfant = travellers(FAMILY).map((p) => (p.type === 'INF' ? { ...p, birthDate: '2020-01-01' } : p));
    const error = await supplier
      .book({ offerId: offer.id, fareFamily: 'Basic', passengers: childAsInfant, contact: CONTACT })
      .catch((e: unknown) => e);
    expect(isFlightSupplierError(error) && error.details).toEqual({
      reason: 'INVALID_PASSENGERS',
      field: 'passengers[3].birthDate',
    });
  });

  it('cancels a held order when its ticketing time limit passes', async () => {
    const { supplier, clock, order } = await heldOrder();
    clock.advanceHours(25);
    const lapsed = await supplier.retrieve(order.pnr);
    expect(lapsed).toMatchObject({
      status: 'cancelled',
      cancelledAt: order.ticketingTimeLimit,
      cancellationReason: 'ticketing_time_limit',
    });
    expect(await errorCode(supplier.payAndTicket(order.pnr, 'pay_1'))).toBe(Code.INVALID_STATE);
  });
});

describe('sandbox orders: ticketing, void and cancel', () => {
  it('tickets a held order: one 13-digit ticket per passenger with the airline prefix', async () => {
    const { supplier, clock, order } = await heldOrder();
    clock.advanceMinutes(10);
    const ticketed = await supplier.payAndTicket(order.pnr, 'pay_123');
    expect(ticketed).toMatchObject({
      status: 'ticketed',
      ticketedAt: '2026-11-20T10:10:00.000Z',
      voidableUntil: '2026-11-21T10:10:00.000Z',
      paymentReference: 'pay_123',
    });
    const numbers = ticketed.passengers.map((p) => p.ticketNumber ?? '');
    for (const number of numbers) expect(number).toMatch(/^\d{13}$/);
    expect(new Set(numbers).size).toBe(4);
    expect(await supplier.retrieve(order.pnr.toLowerCase())).toEqual(ticketed);
    expect(await errorCode(supplier.payAndTicket(order.pnr, 'pay_123'))).toBe(Code.INVALID_STATE);
  });

  it('voids within 24 hours of ticketing with a full refund', async () => {
    const { supplier, clock, order } = await heldOrder('Basic');
    await supplier.payAndTicket(order.pnr, 'pay_1');
    clock.advanceHours(23);
    expect(await supplier.penaltyQuote(order.pnr)).toMatchObject({ isVoidable: true, status: 'ticketed' });
    const voided = await supplier.void(order.pnr);
    expect(voided).toMatchObject({ status: 'voided', voidedAt: '2026-11-21T09:00:00.000Z' });
    expect(voided.settlement).toEqual({
      penalty: { amount: 0, currency: 'USD' },
      refund: { amount: amount(order), currency: 'USD' },
    });
    expect(await errorCode(supplier.void(order.pnr))).toBe(Code.ALREADY_CANCELLED);
  });

  it('refuses to void after 24 hours', async () => {
    const { supplier, clock, order } = await heldOrder();
    await supplier.payAndTicket(order.pnr, 'pay_1');
    clock.advanceHours(24);
    expect((await supplier.penaltyQuote(order.pnr)).isVoidable).toBe(false);
    expect(await errorCode(supplier.void(order.pnr))).toBe(Code.NOT_VOIDABLE);
  });

  it('cancels a ticketed Standard fare under its penalty per seat, as quoted', async () => {
    const { supplier, clock, order } = await heldOrder('Standard');
    await supplier.payAndTicket(order.pnr, 'pay_1');
    clock.advanceHours(48);
    const quote = await supplier.penaltyQuote(order.pnr);
    // $250 long-haul penalty for each of the 3 passengers with a seat; the infant pays none.
    expect(quote).toEqual({
      pnr: order.pnr,
      status: 'ticketed',
      penalty: { amount: 75_000, currency: 'USD' },
      refund: { amount: amount(order) - 75_000, currency: 'USD' },
      isVoidable: false,
    });
    const cancelled = await supplier.cancel(order.pnr);
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'customer',
      cancelledAt: '2026-11-22T10:00:00.000Z',
    });
    expect(cancelled.settlement).toEqual({ penalty: quote.penalty, refund: quote.refund });
  });

  it('keeps the base fare of a cancelled Basic fare and refunds a Flex fare in full', async () => {
    const basic = await heldOrder('Basic');
    await basic.supplier.payAndTicket(basic.order.pnr, 'pay_1');
    basic.clock.advanceHours(30);
    expect((await basic.supplier.cancel(basic.order.pnr)).settlement).toEqual({
      penalty: basic.order.price.baseFare,
      refund: basic.order.price.taxes,
    });
    const flex = await heldOrder('Flex');
    await flex.supplier.payAndTicket(flex.order.pnr, 'pay_1');
    flex.clock.advanceHours(30);
    expect((await flex.supplier.cancelByPnr(flex.order.pnr)).settlement).toEqual({
      penalty: { amount: 0, currency: 'USD' },
      refund: flex.order.price.total,
    });
  });

  it('cancels a held, unpaid order free of charge', async () => {
    const { supplier, order } = await heldOrder('Basic');
    const cancelled = await supplier.cancel(order.pnr);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.settlement).toEqual({
      penalty: { amount: 0, currency: 'USD' },
      refund: { amount: 0, currency: 'USD' },
    });
  });

  it('refuses a second cancel, through either channel', async () => {
    const { supplier, order } = await heldOrder();
    await supplier.payAndTicket(order.pnr, 'pay_1');
    await supplier.cancel(order.pnr);
    expect(await errorCode(supplier.cancel(order.pnr))).toBe(Code.ALREADY_CANCELLED);
    expect(await errorCode(supplier.cancelByPnr(order.pnr))).toBe(Code.ALREADY_CANCELLED);
  });

  it('lets only one of two concurrent cancels win', async () => {
    const { supplier, order } = await heldOrder();
    await supplier.payAndTicket(order.pnr, 'pay_1');
    const outcomes = await Promise.allSettled([supplier.cancel(order.pnr), supplier.cancelByPnr(order.pnr)]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const rejected = outcomes.find((o) => o.status === 'rejected');
    expect(rejected?.status === 'rejected' && isFlightSupplierError(rejected.reason, Code.ALREADY_CANCELLED)).toBe(
      true,
    );
  });

  it('answers ORDER_NOT_FOUND for an unknown locator', async () => {
    const { supplier } = createSandbox();
    expect(await errorCode(supplier.retrieve('ZZZZZZ'))).toBe(Code.ORDER_NOT_FOUND);
    expect(await errorCode(supplier.cancelByPnr('not a pnr'))).toBe(Code.ORDER_NOT_FOUND);
  });
});

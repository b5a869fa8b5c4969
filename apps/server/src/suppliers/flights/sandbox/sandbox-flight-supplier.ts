import type { Money } from '@travel/contracts';
import {
  FARE_FAMILY_CODES,
  FlightSupplierError,
  FlightSupplierErrorCode as Code,
  type BookRequest,
  type FareFamilyCode,
  type FareOffer,
  type FareRules,
  type FlightOffer,
  flightOrderState,
  type FlightOrder,
  type FlightPortOrder,
  type FlightSearchRequest,
  type FlightSearchResult,
  type FlightSupplier,
  type PassengerCounts,
  type PenaltyQuote,
  type RepriceResult,
} from '../port';
import { validateBookingPassengers } from './booking-passengers';
import { fareRuleTexts } from './fare-rule-text';
import { simulateCall, type SandboxFaults } from './faults';
import { OfferCodec, type OfferPayload } from './offer-codec';
import { cancelOrder, createHeldOrder, quotePenalty, ticketOrder, voidOrder } from './order-lifecycle';
import { OrderBook } from './order-book';
import type { OrderStore } from './order-store';
import { repriceDecision } from './reprice-rule';
import { OFFER_TTL_MINUTES, rederiveOffer, searchOffers, type OfferPricer } from './search';
import { validatePassengers, validateSearch } from './search-request';
import { NO_SEATS_SOLD, salesWindowOf, seatedCount, type SoldSeats } from './seat-inventory';

/** A stored order as the port answers it: with the shared reference and state. */
function portOrder(order: FlightOrder): FlightPortOrder {
  return { ...order, reference: order.pnr, state: flightOrderState(order.status) };
}

export interface SandboxFlightSupplierOptions {
  /** Secret that signs offer ids (HMAC-SHA256), at least 16 characters; the same on every node. */
  secret: string;
  /** Where orders live; shared by every node. */
  orders: OrderStore;
  /** The clock; tests inject a controllable one. Default: the system clock. */
  now?: () => Date;
  /** Delay before every answer, ms. Default 0. */
  latencyMs?: number;
  faults?: SandboxFaults;
}

/**
 * A deterministic airline supplier: real airports and carriers, schedules built from a route
 * network, fare families, signed offers that expire after 30 minutes, and orders with the
 * lifecycle of a GDS booking. See reprice-rule.ts for which offers change price on purpose.
 */
export class SandboxFlightSupplier implements FlightSupplier {
  readonly name = 'sandbox';
  private readonly codec: OfferCodec;
  private readonly orders: OrderBook;
  private readonly store: OrderStore;
  private readonly now: () => Date;
  private readonly latencyMs: number;
  private faults: SandboxFaults;

  constructor(options: SandboxFlightSupplierOptions) {
    this.codec = new OfferCodec(options.secret);
    this.now = options.now ?? (() => new Date());
    this.store = options.orders;
    this.orders = new OrderBook(options.orders, options.secret, () => this.nowMs());
    this.latencyMs = Math.max(0, options.latencyMs ?? 0);
    this.faults = options.faults ?? {};
  }

  /** Replaces the injected faults, e.g. from a test-only admin route. */
  setFaults(faults: SandboxFaults): void {
    this.faults = faults;
  }

  search(request: FlightSearchRequest): Promise<FlightSearchResult> {
    return this.call('search', async () => {
      const search = validateSearch(request, this.nowMs());
      const sold = await this.soldSeats(search.slices.map((slice) => slice.date));
      return searchOffers(search, this.nowMs(), this.codec, sold);
    });
  }

  fareRules(offerId: string, fareFamily: FareFamilyCode): Promise<FareRules> {
    return this.call('fareRules', () => {
      const { priceAt } = this.liveOffer(offerId, NO_SEATS_SOLD);
      const { conditions } = fareOf(priceAt(1), fareFamily);
      return { offerId, fareFamily, conditions, rules: fareRuleTexts(conditions) };
    });
  }

  reprice(offerId: string, fareFamily: FareFamilyCode, passengers: PassengerCounts): Promise<RepriceResult> {
    return this.call('reprice', async () => {
      const payload = this.decodeLive(offerId);
      const { priceAt } = this.liveOffer(offerId, await this.soldSeats(payload.slices.map((s) => s.departureDate)));
      assertSamePassengers(payload, passengers);
      const decision =
        priceAt(1).seatsLeft < seatedCount(payload.passengers)
          ? { status: 'sold_out' as const, factor: 1 }
          : repriceDecision(payload, this.faults);
      const searched = priceAt(1);
      const offer = decision.factor === 1 ? searched : priceAt(decision.factor);
      return {
        status: decision.status,
        offer,
        fareFamily,
        previousPrice: fareOf(searched, fareFamily).price,
        price: fareOf(offer, fareFamily).price,
      };
    });
  }

  book(request: BookRequest): Promise<FlightPortOrder> {
    return this.call('book', async () => {
      const replay = await this.orders.findReplay(request);
      if (replay) return portOrder(replay);
      // The seats are taken with the order (OrderBook.create): that is what refuses the last seat twice.
      const { payload, priceAt } = this.liveOffer(request.offerId, NO_SEATS_SOLD);
      const decision = repriceDecision(payload, this.faults);
      if (decision.status === 'sold_out') throw new FlightSupplierError(Code.SOLD_OUT, 'no seats left at this fare');
      const offer = priceAt(decision.factor);
      const fare = fareOf(offer, request.fareFamily);
      assertExpectedTotal(request.expectedTotal, fare);
      if (!request.contact.email.includes('@') || request.contact.phone.trim() === '') {
        throw FlightSupplierError.invalid(
          'INVALID_CONTACT',
          'contact',
          'an e-mail address and a phone number are required',
        );
      }
      const passengers = validateBookingPassengers(
        request.passengers,
        payload.passengers,
        payload.slices[0]?.departureDate ?? '',
      );
      return portOrder(
        await this.orders.create(
          (pnr) => createHeldOrder({ pnr, offer, fare, passengers, contact: request.contact, nowMs: this.nowMs() }),
          request.idempotencyKey ?? null,
        ),
      );
    });
  }

  payAndTicket(pnr: string, paymentReference: string): Promise<FlightPortOrder> {
    return this.call('payAndTicket', async () =>
      portOrder(await this.orders.transition(pnr, (order, now) => ticketOrder(order, now, paymentReference))),
    );
  }

  fulfil(pnr: string, paymentReference: string): Promise<FlightPortOrder> {
    return this.payAndTicket(pnr, paymentReference);
  }

  retrieve(pnr: string): Promise<FlightPortOrder> {
    return this.call('retrieve', async () => portOrder(await this.orders.load(pnr)));
  }

  penaltyQuote(pnr: string): Promise<PenaltyQuote> {
    return this.call('penaltyQuote', async () => quotePenalty(await this.orders.load(pnr), this.nowMs()));
  }

  cancellationQuote(pnr: string): Promise<PenaltyQuote> {
    return this.penaltyQuote(pnr);
  }

  void(pnr: string): Promise<FlightPortOrder> {
    return this.call('void', async () => portOrder(await this.orders.transition(pnr, voidOrder)));
  }

  cancel(pnr: string): Promise<FlightPortOrder> {
    return this.call('cancel', async () =>
      portOrder(await this.orders.transition(pnr, (order, now) => cancelOrder(order, now, 'customer'))),
    );
  }

  cancelByPnr(pnr: string): Promise<FlightPortOrder> {
    // The second provider's channel: its own entry point, the same rules, recorded as such.
    return this.call('cancelByPnr', async () =>
      portOrder(await this.orders.transition(pnr, (order, now) => cancelOrder(order, now, 'secondary_channel'))),
    );
  }

  private nowMs(): number {
    return this.now().getTime();
  }

  private call<T>(operation: Parameters<typeof simulateCall>[0], run: () => Promise<T> | T): Promise<T> {
    return simulateCall(operation, this.latencyMs, this.faults, run);
  }

  /** Seats sold on the flights of these departure dates, with lapsed holds given back first. */
  private async soldSeats(dates: string[]): Promise<SoldSeats> {
    await this.orders.releaseLapsed();
    const window = salesWindowOf(dates);
    return this.store.soldSeats(window.from, window.to);
  }

  /** A genuine, unexpired offer's payload. */
  private decodeLive(offerId: string): OfferPayload {
    const payload = this.codec.decode(offerId);
    if (!payload) throw new FlightSupplierError(Code.OFFER_NOT_FOUND, 'unknown offer');
    if (this.nowMs() > payload.issuedAtMs + OFFER_TTL_MS) {
      throw new FlightSupplierError(Code.OFFER_EXPIRED, 'the offer has expired; search again');
    }
    return payload;
  }

  /** A genuine, unexpired offer re-derived from its id, its seats left counted against `sold`. */
  private liveOffer(offerId: string, sold: SoldSeats): { payload: OfferPayload; priceAt: OfferPricer } {
    const payload = this.decodeLive(offerId);
    const priceAt = rederiveOffer(payload, offerId, sold);
    if (!priceAt) throw new FlightSupplierError(Code.OFFER_NOT_FOUND, 'the offer no longer exists');
    return { payload, priceAt };
  }
}

const OFFER_TTL_MS = OFFER_TTL_MINUTES * 60_000;

function fareOf(offer: FlightOffer, fareFamily: FareFamilyCode): FareOffer {
  const fare = FARE_FAMILY_CODES.includes(fareFamily)
    ? offer.fareFamilies.find((f) => f.fareFamily === fareFamily)
    : undefined;
  if (!fare)
    throw FlightSupplierError.invalid('INVALID_FARE_FAMILY', 'fareFamily', `unknown fare family ${fareFamily}`);
  return fare;
}

function assertSamePassengers(payload: OfferPayload, passengers: PassengerCounts): void {
  const given = validatePassengers(passengers);
  const expected = payload.passengers;
  if (given.adults !== expected.adults || given.children !== expected.children || given.infants !== expected.infants) {
    throw FlightSupplierError.invalid('PASSENGERS_MISMATCH', 'passengers', 'passengers do not match the offer');
  }
}

function assertExpectedTotal(expected: Money | undefined, fare: FareOffer): void {
  const total = fare.price.total;
  if (expected && (expected.amount !== total.amount || expected.currency !== total.currency)) {
    throw new FlightSupplierError(Code.PRICE_CHANGED, 'the price has changed', { price: fare.price });
  }
}

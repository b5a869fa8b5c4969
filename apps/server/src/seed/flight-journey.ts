import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { ACCESS_TOKEN_COOKIE, type FlightBooking, type FlightQuote, type Itinerary } from '@travel/contracts';
import { predictRepriceStatus } from '../suppliers/flights/sandbox/reprice-rule';

/** The sandbox gateway's test cards (README, "test cards"). */
export const TEST_CARDS = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  challenge: '4000000000003220',
} as const;

export interface Passengers {
  adults: number;
  children: number;
  infants: number;
}

export interface JourneyTraveler {
  type: 'ADT' | 'CHD' | 'INF';
  givenName: string;
  familyName: string;
  birthDate: string;
}

/** A calendar date `days` from today (UTC), 'YYYY-MM-DD'. */
export function inDays(days: number, now = Date.now()): string {
  return new Date(now + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A flight booking made the way a customer's browser makes it, through the public API of an
 * app in this process (search, reprice, book, card token, pay; an agent's ticketing). The demo
 * seed uses it; so do the integration tests' builders, so both exercise the same calls.
 */
export class FlightJourney {
  constructor(
    private readonly app: FastifyInstance,
    private readonly host: string,
  ) {}

  private async call<T>(token: string | null, options: InjectOptions, pick: (body: never) => T): Promise<T> {
    const headers = { ...options.headers, host: this.host };
    const res = await this.app.inject({
      ...options,
      headers,
      ...(token ? { cookies: { [ACCESS_TOKEN_COOKIE]: token } } : {}),
    });
    if (res.statusCode !== 200)
      throw new Error(`${options.method} ${options.url} answered ${res.statusCode}: ${res.body}`);
    return pick(res.json() as never);
  }

  search(token: string, body: object): Promise<Itinerary[]> {
    return this.call(
      token,
      { method: 'POST', url: '/api/flight/search', payload: body },
      (b: { data: Itinerary[] }) => b.data,
    );
  }

  /** The first itinerary the sandbox airline re-prices unchanged (its rule is deterministic). */
  static unchanged(itineraries: Itinerary[]): Itinerary {
    const found = itineraries.find((itinerary) => predictRepriceStatus(itinerary.id) === 'unchanged');
    if (!found) throw new Error('no itinerary keeps its price in this search');
    return found;
  }

  quote(token: string, itinerary: Itinerary, fareFamily: string, passengers: Passengers, currency: string) {
    return this.call(
      token,
      {
        method: 'POST',
        url: '/api/flight/reprice',
        payload: { offerId: itinerary.id, fareFamily, passengers, currency },
      },
      (b: { data: FlightQuote }) => b.data,
    );
  }

  book(token: string, body: { quoteId: string; travelers: JourneyTraveler[]; contact: object } & object) {
    return this.call(
      token,
      {
        method: 'POST',
        url: '/api/flight/booking',
        payload: { isTripProtectionSelected: false, ...body },
        headers: { 'idempotency-key': randomUUID() },
      },
      (b: { data: FlightBooking }) => b.data,
    );
  }

  /** A gateway token for a test card: the card goes to the gateway, never to the API. */
  cardToken(card: string = TEST_CARDS.visa): Promise<string> {
    return this.call(
      null,
      {
        method: 'POST',
        url: '/sandbox-gateway/v1/tokens',
        payload: { number: card, expMonth: 12, expYear: 2031, cvc: '123', name: 'Demo Traveller' },
      },
      (b: { token: string }) => b.token,
    );
  }

  async pay(token: string, referenceNumber: string, card: string = TEST_CARDS.visa): Promise<FlightBooking> {
    const paymentToken = await this.cardToken(card);
    return this.call(
      token,
      {
        method: 'POST',
        url: '/api/flight/payment',
        payload: { referenceNumber, paymentToken },
        headers: { 'idempotency-key': randomUUID() },
      },
      (b: { data: { booking: FlightBooking } }) => b.data.booking,
    );
  }

  ticket(agentToken: string, referenceNumber: string): Promise<FlightBooking> {
    return this.call(
      agentToken,
      { method: 'POST', url: '/api/flight/ticket', payload: { referenceNumber } },
      (b: { data: FlightBooking }) => b.data,
    );
  }
}

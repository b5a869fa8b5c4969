import { randomUUID } from 'node:crypto';
import type { FlightBooking, FlightQuote, Itinerary } from '@travel/contracts';
import { predictRepriceStatus } from '../suppliers/flights/sandbox/reprice-rule';
import { ApiJourney, TEST_CARDS } from './api-journey';

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

/** A flight booking made through the API: search, reprice, book, pay; an agent's ticketing. */
export class FlightJourney extends ApiJourney {
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

  pay(token: string, referenceNumber: string, card: string = TEST_CARDS.visa): Promise<FlightBooking> {
    return this.payAt('/api/flight/payment', token, referenceNumber, card);
  }

  ticket(agentToken: string, referenceNumber: string): Promise<FlightBooking> {
    return this.call(
      agentToken,
      { method: 'POST', url: '/api/flight/ticket', payload: { referenceNumber } },
      (b: { data: FlightBooking }) => b.data,
    );
  }
}

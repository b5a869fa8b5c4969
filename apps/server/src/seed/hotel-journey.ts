import { randomUUID } from 'node:crypto';
import type { HotelBooking, HotelPage, HotelQuote, HotelRate } from '@travel/contracts';
import { ApiJourney, TEST_CARDS } from './api-journey';

/** A room's guests as checkout sends them: names per room, a child's age. */
export interface JourneyRoom {
  guests: Array<
    | { type: 'adult'; givenName: string; familyName: string }
    | { type: 'child'; givenName: string; familyName: string; age: number }
  >;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A hotel booking made through the API as the customer's browser makes it: the polled search,
 * a hotel's rooms and rates, the price check (a quote), the booking with guests per room, the
 * card payment.
 */
export class HotelJourney extends ApiJourney {
  /** The first city of that name, as the destination look-up finds it. */
  city(name: string): Promise<string> {
    return this.call(
      null,
      { method: 'GET', url: `/api/v2/hotel/auto-suggest?text=${encodeURIComponent(name)}` },
      (b: { data: Array<{ id: string; kind: string }> }) => {
        const found = b.data.find((place) => place.kind === 'city');
        if (!found) throw new Error(`no city called ${name}`);
        return found.id;
      },
    );
  }

  /**
   * The first rate of the first hotels that `wanted` accepts, priced with the price check (its
   * quote). The sandbox is deterministic, so the demo books the same rate on every fresh start.
   */
  async quoteFirst(token: string, corelationId: string, page: HotelPage, wanted: (rate: HotelRate) => boolean) {
    for (const hotel of page.hotels.slice(0, 20)) {
      const { vendor, rates } = await this.rates(token, corelationId, hotel.hotelId);
      const rate = rates.find(wanted);
      if (rate) return this.price(token, { corelationId, hotelId: hotel.hotelId, vendor, rateKey: rate.rateKey });
    }
    throw new Error('no rate fits in the first hotels');
  }

  /** Starts a search and polls its first page until every vendor has answered (or its deadline). */
  async search(token: string, payload: object, size = 50): Promise<{ corelationId: string; page: HotelPage }> {
    const { corelationId } = await this.call(
      token,
      { method: 'POST', url: '/api/v2/hotel/searchasync', payload },
      (b: { data: { corelationId: string } }) => b.data,
    );
    for (;;) {
      const page = await this.call(
        token,
        {
          method: 'POST',
          url: `/api/v2/hotel/searchasync/search?corelationId=${corelationId}`,
          payload: { from: 0, size },
        },
        (b: { data: HotelPage }) => b.data,
      );
      if (page.pollCompleted) return { corelationId, page };
      await sleep(100);
    }
  }

  rates(token: string, corelationId: string, hotelId: string): Promise<{ vendor: string; rates: HotelRate[] }> {
    return this.call(
      token,
      { method: 'GET', url: `/api/v3/hotel/get-rooms-and-rates?hotelid=${hotelId}&corelationId=${corelationId}` },
      (b: { data: { vendor: string; roomLists: Array<{ rates: HotelRate[] }> } }) => ({
        vendor: b.data.vendor,
        rates: b.data.roomLists.flatMap((list) => list.rates),
      }),
    );
  }

  price(token: string, body: { corelationId: string; hotelId: string; vendor: string; rateKey: string }) {
    return this.call(
      token,
      { method: 'POST', url: '/api/v2/hotel/getPrice', payload: body },
      (b: { data: HotelQuote }) => b.data,
    );
  }

  book(token: string, body: { quoteId: string; rooms: JourneyRoom[]; contact: object } & object) {
    return this.call(
      token,
      {
        method: 'POST',
        url: '/api/v2/hotel/booking',
        payload: body,
        headers: { 'idempotency-key': randomUUID() },
      },
      (b: { data: HotelBooking }) => b.data,
    );
  }

  /** An agent's proposal to a client: the first rate that `wanted` accepts in each of the first `count` hotels. */
  async propose(
    token: string,
    search: { corelationId: string; page: HotelPage },
    body: { clientId: string; note: string; count: number; wanted: (rate: HotelRate) => boolean },
  ): Promise<{ proposalId: string; dealUrl: string }> {
    const options: Array<{ hotelId: string; vendor: string; rateKey: string }> = [];
    for (const hotel of search.page.hotels.slice(0, 20)) {
      if (options.length === body.count) break;
      const { vendor, rates } = await this.rates(token, search.corelationId, hotel.hotelId);
      const rate = rates.find(body.wanted);
      if (rate) options.push({ hotelId: hotel.hotelId, vendor, rateKey: rate.rateKey });
    }
    return this.call(
      token,
      {
        method: 'POST',
        url: '/api/agency/proposal',
        payload: { corelationId: search.corelationId, clientId: body.clientId, note: body.note, options, send: true },
      },
      (b: { data: { proposalId: string; dealUrl: string } }) => b.data,
    );
  }

  pay(token: string, referenceNumber: string, card: string = TEST_CARDS.visa): Promise<HotelBooking> {
    return this.payAt('/api/v2/hotel/payment', token, referenceNumber, card);
  }
}

import type { Page } from '@playwright/test';
import { inDays } from './flights';

/** One room of two adults in Lisbon, `daysAhead` from today for 3 nights, as the search form sends it. */
export function lisbonStay(daysAhead: number, locationId: string) {
  return {
    locationId,
    stayPeriod: { start: inDays(daysAhead), end: inDays(daysAhead + 3) },
    occupancies: [{ numOfRoom: 1, numOfAdults: 2, numOfChildren: 0, childAges: [] }],
    nationality: { name: 'Portugal', alpha2Code: 'PT' },
    currency: 'EUR',
  };
}

/**
 * Runs a hotel search from the page (the browser holds the session) until every vendor has
 * answered, and gives the first rates (of `count` hotels) that are free to cancel: what an agent
 * proposes, or what a test books.
 */
export async function refundableRates(page: Page, daysAhead: number, count: number) {
  return page.evaluate(
    async ({ daysAhead: days, count: wanted, stay }) => {
      const headers = { 'content-type': 'application/json', 'x-requested-with': 'fetch' };
      const read = async <T>(url: string, body?: unknown): Promise<T> => {
        const response = await fetch(url, body ? { method: 'POST', headers, body: JSON.stringify(body) } : { headers });
        if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
        return ((await response.json()) as { data: T }).data;
      };
      const places = await read<Array<{ id: string; kind: string }>>('/api/v2/hotel/auto-suggest?text=Lisbon');
      const city = places.find((place) => place.kind === 'city');
      if (!city) throw new Error('no Lisbon');
      const body = { ...stay, locationId: city.id };
      body.stayPeriod = {
        start: new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10),
        end: new Date(Date.now() + (days + 3) * 86_400_000).toISOString().slice(0, 10),
      };
      const { corelationId } = await read<{ corelationId: string }>('/api/v2/hotel/searchasync', body);
      const poll = () =>
        read<{ pollCompleted: boolean; hotels: Array<{ hotelId: string }> }>(
          `/api/v2/hotel/searchasync/search?corelationId=${corelationId}`,
          { from: 0, size: 50 },
        );
      let page = await poll();
      while (!page.pollCompleted) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        page = await poll();
      }
      const { hotels } = page;
      const rates: Array<{ hotelId: string; vendor: string; rateKey: string }> = [];
      for (const hotel of hotels) {
        if (rates.length === wanted) break;
        const rooms = await read<{
          vendor: string;
          roomLists: Array<{ rates: Array<{ rateKey: string; refundable: boolean; rateType: string }> }>;
        }>(`/api/v3/hotel/get-rooms-and-rates?hotelid=${hotel.hotelId}&corelationId=${corelationId}`);
        const rate = rooms.roomLists
          .flatMap((list) => list.rates)
          .find((candidate) => candidate.refundable && candidate.rateType === 'BOOKABLE');
        if (rate) rates.push({ hotelId: hotel.hotelId, vendor: rooms.vendor, rateKey: rate.rateKey });
      }
      return { corelationId, rates };
    },
    { daysAhead, count, stay: lisbonStay(daysAhead, '') },
  );
}

/**
 * A Lisbon stay for two adults booked through the API from the page (the browser holds the
 * session): a rate free to cancel, priced (its quote), booked and left awaiting payment. Returns
 * its reference number.
 */
export async function bookHotelThroughApi(page: Page, daysAhead: number): Promise<string> {
  const { corelationId, rates } = await refundableRates(page, daysAhead, 1);
  const rate = rates[0];
  if (!rate) throw new Error('no refundable rate in Lisbon');
  return page.evaluate(
    async ({ corelationId: id, rate: chosen }) => {
      const headers = { 'content-type': 'application/json', 'x-requested-with': 'fetch' };
      const post = async <T>(url: string, body: unknown, key?: string): Promise<T> => {
        const response = await fetch(url, {
          method: 'POST',
          headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) },
          body: JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
        return ((await response.json()) as { data: T }).data;
      };
      const quote = await post<{ quoteId: string }>('/api/v2/hotel/getPrice', { corelationId: id, ...chosen });
      const adult = (givenName: string) => ({ type: 'adult', givenName, familyName: 'Client' });
      const booking = await post<{ referenceNumber: string }>(
        '/api/v2/hotel/booking',
        {
          quoteId: quote.quoteId,
          rooms: [{ guests: [adult('Clara'), adult('Tomás')] }],
          contact: { email: 'client@demo.test', phone: '+351 912 000 111' },
        },
        crypto.randomUUID(),
      );
      return booking.referenceNumber;
    },
    { corelationId, rate },
  );
}

import { randomUUID } from 'node:crypto';
import type {
  ActivityAvailableDates,
  ActivityBooking,
  ActivityCheck,
  ActivityProduct,
  ActivityQuote,
  ActivitySearchResult,
  TravelerCount,
} from '@travel/contracts';
import { ApiJourney, TEST_CARDS } from './api-journey';

/**
 * An activity booked through the API as the customer's browser books it: the destination's
 * products, a product's calendar, the availability check, checkout (the hold locked as a
 * quote), the booking with the travellers' names and answers, the card payment. The
 * integration tests' builders (testing/activity-helpers.ts) use the same travellers and answers.
 */

const NAMES = ['Ana', 'Rui', 'Marta', 'Tiago', 'Inês', 'João', 'Sofia', 'Pedro', 'Rita', 'Luís', 'Clara', 'Nuno'];

/** One named traveller per place of the quote, answering the questions asked of each (weights in kg). */
export function travelersFor(quote: ActivityQuote, familyName = 'Silva') {
  const perTraveler = quote.activity.bookingQuestions.filter((q) => q.perTraveler);
  let n = 0;
  return quote.activity.travelers.flatMap(({ band, count }) =>
    Array.from({ length: count }, () => ({
      band,
      givenName: NAMES[n++ % NAMES.length] ?? 'Ana',
      familyName,
      answers: perTraveler.map((q) =>
        q.type === 'NUMBER_AND_UNIT'
          ? { questionId: q.id, value: '70', unit: 'kg' }
          : { questionId: q.id, value: 'None' },
      ),
    })),
  );
}

/** The answers asked once for the booking (a pick-up hotel, an arrival time). */
export function answersFor(quote: ActivityQuote) {
  return quote.activity.bookingQuestions
    .filter((q) => !q.perTraveler)
    .map((q) => ({ questionId: q.id, value: q.type === 'TIME' ? '09:30' : 'Hotel Avenida Palace, Lisbon' }));
}

export class ActivityJourney extends ApiJourney {
  search(token: string, destinationId: string, extra: object = {}): Promise<ActivitySearchResult> {
    return this.call(
      token,
      {
        method: 'POST',
        url: '/api/activities/search',
        payload: { selectedLocation: { destinationId }, currency: 'EUR', ...extra },
      },
      (b: { data: ActivitySearchResult }) => b.data,
    );
  }

  product(token: string, code: string): Promise<ActivityProduct> {
    return this.call(
      token,
      { method: 'GET', url: `/api/activities/details/${code}?currency=EUR` },
      (b: { data: ActivityProduct }) => b.data,
    );
  }

  calendar(token: string, code: string): Promise<ActivityAvailableDates> {
    return this.call(
      token,
      { method: 'GET', url: `/api/activities/availableDates/${code}?currency=EUR` },
      (b: { data: ActivityAvailableDates }) => b.data,
    );
  }

  /** The first slot from the `fromDay`th open day with at least `places` places left. */
  async slot(token: string, code: string, places: number, fromDay = 0) {
    const calendar = await this.calendar(token, code);
    for (const day of calendar.availableDaysData.slice(fromDay))
      for (const slot of day.slots) if (slot.placesLeft >= places) return { date: day.date, ...slot };
    throw new Error(`no slot of ${code} with ${places} places`);
  }

  check(
    token: string,
    code: string,
    slot: { date: string; startTime: string },
    travelers: TravelerCount[],
  ): Promise<ActivityCheck> {
    return this.call(
      token,
      {
        method: 'POST',
        url: '/api/activities/availability/check',
        payload: { productCode: code, date: slot.date, startTime: slot.startTime, travelers, currency: 'EUR' },
      },
      (b: { data: ActivityCheck }) => b.data,
    );
  }

  checkout(token: string, holdId: string): Promise<ActivityQuote> {
    return this.call(
      token,
      { method: 'POST', url: '/api/activities/bookings/checkout', payload: { holdId, currency: 'EUR' } },
      (b: { data: ActivityQuote }) => b.data,
    );
  }

  book(token: string, quote: ActivityQuote, contact: object, familyName?: string): Promise<ActivityBooking> {
    return this.call(
      token,
      {
        method: 'POST',
        url: '/api/activities/book',
        payload: {
          quoteId: quote.quoteId,
          travelers: travelersFor(quote, familyName),
          answers: answersFor(quote),
          contact,
        },
        headers: { 'idempotency-key': randomUUID() },
      },
      (b: { data: ActivityBooking }) => b.data,
    );
  }

  pay(token: string, referenceNumber: string, card: string = TEST_CARDS.visa): Promise<ActivityBooking> {
    return this.payAt('/api/activities/payment', token, referenceNumber, card);
  }
}

import { randomUUID } from 'node:crypto';
import type { CarBooking, CarOffer, CarQuote, CarSearchResult } from '@travel/contracts';
import { ApiJourney, TEST_CARDS } from './api-journey';

/**
 * A car rental made through the API as the customer's browser makes it: the search, checkout
 * (the offer re-priced and locked as a quote), the reservation with the driver, the card payment.
 */
export class CarJourney extends ApiJourney {
  search(token: string, payload: object): Promise<CarSearchResult> {
    return this.call(
      token,
      { method: 'POST', url: '/api/car-rental/availableCars', payload },
      (b: { data: CarSearchResult }) => b.data,
    );
  }

  checkout(token: string, carId: string, currency: string): Promise<CarQuote> {
    return this.call(
      token,
      { method: 'POST', url: '/api/car-rental/checkout', payload: { carId, currency } },
      (b: { data: CarQuote }) => b.data,
    );
  }

  /** The first offer `wanted` accepts (the sandbox is deterministic: the same car on every fresh start). */
  static first(result: CarSearchResult, wanted: (car: CarOffer) => boolean): CarOffer {
    const car = result.cars.find(wanted);
    if (!car) throw new Error('no car fits');
    return car;
  }

  reserve(
    token: string,
    body: { quoteId: string; driver: { givenName: string; familyName: string; age: number }; contact: object },
  ): Promise<CarBooking> {
    return this.call(
      token,
      {
        method: 'POST',
        url: '/api/car-rental/reserveCar',
        payload: body,
        headers: { 'idempotency-key': randomUUID() },
      },
      (b: { data: CarBooking }) => b.data,
    );
  }

  pay(token: string, referenceNumber: string, card: string = TEST_CARDS.visa): Promise<CarBooking> {
    return this.payAt('/api/car-rental/payment', token, referenceNumber, card);
  }
}

import type { Page } from '@playwright/test';
import { inDays } from './flights';

/**
 * A 3-day rental at Lisbon airport `daysAhead` from today, free to cancel, reserved through the
 * API from the page (the browser holds the session) and left unpaid. Returns its reference.
 */
export async function rentCarThroughApi(page: Page, daysAhead: number): Promise<string> {
  return page.evaluate(
    async ({ pickUp, dropOff }) => {
      const post = async (url: string, body: unknown, key?: string) => {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
          body: JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
        return response.json() as Promise<{ data: Record<string, unknown> }>;
      };
      const search = await post('/api/car-rental/availableCars', {
        location: { name: 'Lisbon Airport', value: 'a-lis', alpha2Code: 'PT' },
        pickUpDateTime: `${pickUp}T10:00`,
        returnDateTime: `${dropOff}T10:00`,
        age: 30,
        countryOfResidence: 'PT',
        currency: 'EUR',
      });
      const cars = search.data.cars as Array<{
        carId: string;
        cancellationPolicy: { charge: { includedRateInd: boolean } };
      }>;
      const offer = cars.find((car) => car.cancellationPolicy.charge.includedRateInd);
      if (!offer) throw new Error('no car is free to cancel');
      const quote = await post('/api/car-rental/checkout', { carId: offer.carId, currency: 'EUR' });
      const car = quote.data.car as { driverAge: number };
      const booking = await post(
        '/api/car-rental/reserveCar',
        {
          quoteId: quote.data.quoteId,
          driver: { givenName: 'Clara', familyName: 'Client', age: car.driverAge },
          contact: { email: 'client@demo.test', phone: '+351 912 000 222' },
        },
        crypto.randomUUID(),
      );
      return booking.data.referenceNumber as string;
    },
    { pickUp: inDays(daysAhead), dropOff: inDays(daysAhead + 3) },
  );
}

import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { CarBooking, CarOffer, CarQuote, CarSearchResult } from '@travel/contracts';
import { inDays } from '../seed/api-journey';
import { api } from './http-helpers';
import type { TestApp } from './test-app';

export { inDays };
export const LISBON_AIRPORT = 'a-lis';
export const PORTO_AIRPORT = 'a-opo';

/** A car search: Lisbon airport, `start` days ahead at 10:00 for `days` days, driver 30, in EUR. */
export function carSearch(overrides: Record<string, unknown> = {}, start = 30, days = 3) {
  return {
    location: { name: 'Lisbon Airport', value: LISBON_AIRPORT, alpha2Code: 'PT' },
    pickUpDateTime: `${inDays(start)}T10:00`,
    returnDateTime: `${inDays(start + days)}T10:00`,
    age: 30,
    countryOfResidence: 'PT',
    currency: 'EUR',
    ...overrides,
  };
}

export async function searchCars(t: TestApp, token: string, payload: object = carSearch()): Promise<CarSearchResult> {
  const res = await api(t, token, { method: 'POST', url: '/api/car-rental/availableCars', payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as CarSearchResult;
}

export function checkout(t: TestApp, token: string, carId: string, extra: object = {}) {
  return api(t, token, {
    method: 'POST',
    url: '/api/car-rental/checkout',
    payload: { carId, currency: 'EUR', ...extra },
  });
}

export async function quoteOf(t: TestApp, token: string, offer: CarOffer): Promise<CarQuote> {
  const res = await checkout(t, token, offer.carId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as CarQuote;
}

export const DRIVER = { givenName: 'Ana', familyName: 'Silva' };
export const CONTACT = { email: 'ana.car@example.test', phone: '+351 912 345 678' };

export function reserve(t: TestApp, token: string, payload: object, key: string = randomUUID()) {
  return api(t, token, {
    method: 'POST',
    url: '/api/car-rental/reserveCar',
    payload,
    headers: { 'idempotency-key': key },
  });
}

export async function reserved(t: TestApp, token: string, quote: CarQuote, extra: object = {}): Promise<CarBooking> {
  const res = await reserve(t, token, {
    quoteId: quote.quoteId,
    driver: { ...DRIVER, age: quote.car.driverAge },
    contact: CONTACT,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as CarBooking;
}

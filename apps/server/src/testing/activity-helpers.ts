import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type {
  ActivityAvailableDates,
  ActivityBooking,
  ActivityCheck,
  ActivityProduct,
  ActivityQuote,
  ActivitySearchResult,
  TravelerCount,
} from '@travel/contracts';
import { answersFor, travelersFor } from '../seed/activity-journey';
import { api } from './http-helpers';
import type { TestApp } from './test-app';

/** What the activity tests book with: Lisbon's products; the travellers and answers are the demo seed's (seed/activity-journey.ts). */

export const LISBON = 'c-pt-lisboa-lisbon';
export const ACTIVITY_CONTACT = { email: 'ana.activity@example.test', phone: '+351 912 345 678' };

export async function searchActivities(
  t: TestApp,
  token: string,
  extra: object = {},
  destinationId = LISBON,
): Promise<ActivitySearchResult> {
  const res = await api(t, token, {
    method: 'POST',
    url: '/api/activities/search',
    payload: { selectedLocation: { destinationId }, currency: 'EUR', ...extra },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ActivitySearchResult;
}

export async function productOf(t: TestApp, token: string, code: string): Promise<ActivityProduct> {
  const res = await api(t, token, { method: 'GET', url: `/api/activities/details/${code}?currency=EUR` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ActivityProduct;
}

/** The first of Lisbon's products (every page) that `wanted` accepts, with its details. */
export async function findProduct(
  t: TestApp,
  token: string,
  wanted: (product: ActivityProduct) => boolean,
  skip = 0,
): Promise<ActivityProduct> {
  let skipped = 0;
  for (let offset = 0; ; offset += 50) {
    const page = await searchActivities(t, token, { offset, filterItem: { sortOrder: 'DURATION' } });
    for (const summary of page.products) {
      const product = await productOf(t, token, summary.productCode);
      if (!wanted(product)) continue;
      if (skipped === skip) return product;
      skipped += 1;
    }
    if (!page.hasMore) throw new Error('no product fits');
  }
}

/** A product any test can book plainly: per person, no mandatory question, confirmed at once. */
export const plainProduct = (p: ActivityProduct) =>
  p.pricingType === 'PER_PERSON' &&
  p.confirmationType === 'INSTANT' &&
  p.bookingQuestions.every((q) => !q.required) &&
  p.ageBands.some((band) => band.band === 'CHILD');

export async function calendarOf(t: TestApp, token: string, code: string): Promise<ActivityAvailableDates> {
  const res = await api(t, token, { method: 'GET', url: `/api/activities/availableDates/${code}?currency=EUR` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ActivityAvailableDates;
}

/** The first slot from the `fromDay`th open day with `places` to `maxPlaces` places left. */
export async function slotOf(t: TestApp, token: string, code: string, places = 3, fromDay = 0, maxPlaces = 1_000) {
  const calendar = await calendarOf(t, token, code);
  for (const day of calendar.availableDaysData.slice(fromDay))
    for (const slot of day.slots)
      if (slot.placesLeft >= places && slot.placesLeft <= maxPlaces) return { date: day.date, ...slot };
  throw new Error('no slot with enough places');
}

export function checkRequest(t: TestApp, token: string, payload: object) {
  return api(t, token, {
    method: 'POST',
    url: '/api/activities/availability/check',
    payload: { currency: 'EUR', ...payload },
  });
}

export async function checked(
  t: TestApp,
  token: string,
  code: string,
  slot: { date: string; startTime: string },
  travelers: TravelerCount[],
): Promise<ActivityCheck> {
  const res = await checkRequest(t, token, {
    productCode: code,
    date: slot.date,
    startTime: slot.startTime,
    travelers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ActivityCheck;
}

export function activityCheckout(t: TestApp, token: string, holdId: string) {
  return api(t, token, {
    method: 'POST',
    url: '/api/activities/bookings/checkout',
    payload: { holdId, currency: 'EUR' },
  });
}

export async function activityQuote(t: TestApp, token: string, check: ActivityCheck): Promise<ActivityQuote> {
  const res = await activityCheckout(t, token, check.holdId ?? '');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ActivityQuote;
}

export { answersFor, travelersFor };

export function bookActivity(t: TestApp, token: string, payload: object, key: string = randomUUID()) {
  return api(t, token, { method: 'POST', url: '/api/activities/book', payload, headers: { 'idempotency-key': key } });
}

export async function bookedActivity(t: TestApp, token: string, quote: ActivityQuote, extra: object = {}) {
  const res = await bookActivity(t, token, {
    quoteId: quote.quoteId,
    travelers: travelersFor(quote),
    answers: answersFor(quote),
    contact: ACTIVITY_CONTACT,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ActivityBooking;
}

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWorld, type World } from '../../testing/booking-helpers';
import { createHotelQuote, findHotelRate, guestsOf } from '../../testing/hotel-helpers';
import { api, expectError } from '../../testing/http-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';

// A vendor that fails when booking (sandbox faults): the booking call answers the upstream
// failure, no booking is kept, and the customer's list stays empty.

let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await createTestApp({ env: { HOTEL_SUPPLIERS: 'atlas', SANDBOX_HOTEL_FAULTS: 'atlas:error:book' } });
  w = await openWorld(t);
});

afterAll(async () => {
  await t?.close();
});

describe('a hotel vendor failing to book', () => {
  it('answers UPSTREAM_FAILED and keeps no booking', async () => {
    const found = await findHotelRate(t, () => true);
    const quote = await createHotelQuote(t, { email: 'client@demo.test' }, found);
    const res = await api(t, w.client, {
      method: 'POST',
      url: '/api/v2/hotel/booking',
      payload: {
        quoteId: quote.id,
        rooms: guestsOf(found.rate.rooms),
        contact: { email: 'ana@example.test', phone: '+351 912 345 678' },
      },
      headers: { 'idempotency-key': randomUUID() },
    });
    expectError(res, 502, 'UPSTREAM_FAILED');
    const trips = await api(t, w.client, { method: 'GET', url: '/api/v2/hotel/bookings/all' });
    expect(trips.json().data).toEqual({ hotels: [], totalHotelRecords: 0 });
  });
});

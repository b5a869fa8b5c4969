import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPostgres } from '../../platform/db/client';
import {
  CARD,
  cardToken,
  gatewayChargesOf,
  heldBooking,
  openFlightWorld,
  payRequest,
  paymentRowsOf,
  type FlightWorld,
} from '../../testing/flight-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../testing/throwaway-postgres';

/**
 * The outage for real: a PostgreSQL cluster of the test's own (never the machine's shared one)
 * is stopped right after the gateway charged the card, and started again. It needs the
 * PostgreSQL server binaries and a few seconds, so it runs in CI (CI=true) and with
 * `npm run test:outage`; a laptop without PostgreSQL installed skips it.
 */
const enabled = process.env.OUTAGE_POSTGRES === '1' || process.env.CI === 'true';

describe.runIf(enabled)('a real PostgreSQL stopped between the charge and our record', () => {
  let pg: ThrowawayPostgres;
  let t: TestApp;
  let w: FlightWorld;

  beforeAll(async () => {
    pg = await startThrowawayPostgres();
    const database = await openPostgres(pg.url, { max: 5 });
    await database.migrate();
    t = await createTestApp({ database });
    w = await openFlightWorld(t);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await pg?.destroy();
  });

  it('answers 503 while it is down, and after it is back one charge pays the booking once', async () => {
    const booking = await heldBooking(t, w.client);
    const gateway = t.services.gateway;
    const charge = gateway.charge.bind(gateway);
    vi.spyOn(gateway, 'charge').mockImplementationOnce(async (input) => {
      const result = await charge(input);
      await pg.stop();
      return result;
    });
    const started = performance.now();
    const first = await payRequest(t, w.client, booking.referenceNumber, await cardToken(t, CARD.visa));
    expect(first.statusCode).toBe(503);
    expect(first.headers['retry-after']).toBe('5');
    expect(first.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(performance.now() - started).toBeLessThan(10_000);

    // While it is down, answers stay quick 503s.
    const whileDown = performance.now();
    const down = await t.request('demo.localhost', { method: 'GET', url: '/readyz' });
    expect(down.statusCode).toBe(503);
    expect(performance.now() - whileDown).toBeLessThan(1_000);

    await pg.start();
    const back = performance.now();
    let ready = 0;
    while (ready !== 200 && performance.now() - back < 10_000) {
      ready = (await t.request('demo.localhost', { method: 'GET', url: '/readyz' })).statusCode;
      if (ready !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(ready).toBe(200);
    expect(performance.now() - back).toBeLessThan(5_000);

    const second = await payRequest(t, w.client, booking.referenceNumber, await cardToken(t, CARD.mastercard));
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data.booking.bookingStatus).toBe('confirmed');
    const charges = await gatewayChargesOf(t, booking.bookingId);
    expect(charges.filter((c) => c.status === 'succeeded')).toHaveLength(1);
    expect((await paymentRowsOf(t, booking.bookingId)).map((p) => [p.status, p.cardLast4])).toEqual([
      ['succeeded', '4242'],
    ]);
  }, 60_000);
});

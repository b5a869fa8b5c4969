import { convertMinorUnits } from '@travel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COASTAL, DEMO, signIn, withCookie } from '../../testing/auth-helpers';
import { FAMILY, inDays, itineraryWith, quote, roundTrip, search } from '../../testing/flight-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { seedDemo } from '../../seed/seed';

let t: TestApp;
let client: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  await t.services.exchange.seedMissing();
  client = await signIn(t, DEMO, 'client@demo.test');
});
afterAll(() => t.close());

describe('GET /api/flight/airports', () => {
  it('finds airports by code, city and name, for anyone', async () => {
    const byCode = await t.request(DEMO, { method: 'GET', url: '/api/flight/airports?search=lis' });
    expect(byCode.json().data[0]).toMatchObject({
      code: 'LIS',
      city: 'Lisbon',
      country: 'Portugal',
      timeZone: 'Europe/Lisbon',
    });
    const byCity = await t.request(DEMO, { method: 'GET', url: '/api/flight/airports?search=new%20york' });
    expect(byCity.json().data.map((a: { code: string }) => a.code)).toEqual(
      expect.arrayContaining(['JFK', 'LGA', 'EWR']),
    );
  });

  it('answers 400 for an empty search', async () => {
    const res = await t.request(DEMO, { method: 'GET', url: '/api/flight/airports?search=' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({ search: 'Required' });
  });
});

describe('POST /api/flight/search', () => {
  it('answers itineraries with the agency price (net + 8% + fee) and fare families', async () => {
    const res = await t.request(
      DEMO,
      withCookie(client, { method: 'POST', url: '/api/flight/search', payload: roundTrip() }),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.length).toBeGreaterThan(100);
    expect(body.fareFamilies.map((f: { code: string }) => f.code)).toEqual(['Basic', 'Standard', 'Flex']);
    const first = body.data[0];
    expect(first.flights).toHaveLength(2);
    expect(first.displayCurrency).toBe('EUR');
    expect(first.currency).toBe('USD');
    expect(first.fares.map((f: { fareFamily: string }) => f.fareFamily)).toEqual(['Basic', 'Standard', 'Flex']);
    expect(first.totalAmount).toBe(first.fares[0].totalAmount);
  });

  it('needs a session', async () => {
    const res = await t.request(DEMO, { method: 'POST', url: '/api/flight/search', payload: roundTrip() });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['a round trip with one slice', { ...roundTrip(), slices: roundTrip().slices.slice(0, 1) }, 'slices'],
    [
      'the same origin and destination',
      {
        ...roundTrip(),
        slices: [
          { origin: 'LIS', destination: 'LIS', departureDate: inDays(9) },
          { origin: 'LIS', destination: 'JFK', departureDate: inDays(12) },
        ],
      },
      'slices.0.destination',
    ],
    [
      'a malformed airport code',
      {
        ...roundTrip(),
        slices: [
          { origin: 'LISBON', destination: 'JFK', departureDate: inDays(9) },
          { origin: 'JFK', destination: 'LIS', departureDate: inDays(12) },
        ],
      },
      'slices.0.origin',
    ],
    [
      'more infants than adults',
      { ...roundTrip(), passengers: { adults: 1, children: 0, infants: 2 } },
      'passengers.infants',
    ],
    ['six adults', { ...roundTrip(), passengers: { adults: 6, children: 0, infants: 0 } }, 'passengers.adults'],
    [
      'a return before the departure',
      {
        ...roundTrip(),
        slices: [
          { origin: 'LIS', destination: 'JFK', departureDate: inDays(12) },
          { origin: 'JFK', destination: 'LIS', departureDate: inDays(9) },
        ],
      },
      'slices.1.departureDate',
    ],
  ])('answers 400 for %s', async (_, payload, field) => {
    const res = await t.request(DEMO, withCookie(client, { method: 'POST', url: '/api/flight/search', payload }));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.json().details)).toContain(field);
  });

  it('answers 400 naming the field for an airport the supplier does not know', async () => {
    const res = await t.request(
      DEMO,
      withCookie(client, {
        method: 'POST',
        url: '/api/flight/search',
        payload: {
          ...roundTrip(),
          slices: [
            { origin: 'ZZZ', destination: 'JFK', departureDate: inDays(9) },
            { origin: 'JFK', destination: 'ZZZ', departureDate: inDays(12) },
          ],
        },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toHaveProperty(['slices.0.origin']);
  });

  it('answers 400 for a date in the past', async () => {
    const res = await t.request(
      DEMO,
      withCookie(client, {
        method: 'POST',
        url: '/api/flight/search',
        payload: {
          ...roundTrip(),
          slices: [
            { origin: 'LIS', destination: 'JFK', departureDate: inDays(-2) },
            { origin: 'JFK', destination: 'LIS', departureDate: inDays(5) },
          ],
        },
      }),
    );
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/flight/fareRules', () => {
  const fareRules = (token: string | null, payload: unknown) => {
    const request = { method: 'POST' as const, url: '/api/flight/fareRules', payload: payload as object };
    return t.request(DEMO, token ? withCookie(token, request) : request);
  };

  it("answers each fare family's conditions, the same as its quote's, with its rules as sentence keys", async () => {
    const itinerary = itineraryWith(await search(t, client), 'unchanged');
    const answers = new Map<
      string,
      {
        conditions: {
          refundable: boolean;
          changeable: boolean;
          checkedBags: number;
          changeFee: { amount: number; currency: string } | null;
        };
        rules: { category: string; sentences: { key: string; money?: unknown }[] }[];
      }
    >();
    for (const fareFamily of ['Basic', 'Standard', 'Flex'] as const) {
      // In the quote's currency (euros), as the quote shows them.
      const res = await fareRules(client, { offerId: itinerary.id, fareFamily, currency: 'EUR' });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      expect(data.fareFamily).toBe(fareFamily);
      expect(data.rules.map((rule: { category: string }) => rule.category)).toEqual([
        'Baggage',
        'Seats',
        'Changes',
        'Cancellation',
        'Void',
      ]);
      // What the rules say is what the checkout will sell.
      const q = await quote(t, client, itinerary, fareFamily);
      expect(data.conditions).toEqual(q.conditions);
      answers.set(fareFamily, data);
    }
    expect(answers.get('Basic')?.conditions).toMatchObject({ refundable: false, changeable: false, checkedBags: 0 });
    expect(answers.get('Basic')?.rules.find((rule) => rule.category === 'Cancellation')?.sentences).toEqual([
      { key: 'notRefundable' },
    ]);
    // An amount a rule names is in the visitor's currency, as the conditions show it.
    const standard = answers.get('Standard');
    expect(standard?.rules.find((rule) => rule.category === 'Changes')?.sentences).toEqual([
      { key: 'changeFee', money: standard?.conditions.changeFee },
    ]);
    expect(standard?.conditions.changeFee?.currency).toBe('EUR');
    expect(answers.get('Flex')?.conditions).toMatchObject({ refundable: true, changeable: true });
    expect(answers.get('Flex')?.conditions.checkedBags).toBeGreaterThan(0);
  });

  it('answers 400 naming the field for an unknown fare family or a missing offer', async () => {
    const itinerary = itineraryWith(await search(t, client), 'unchanged');
    const family = await fareRules(client, { offerId: itinerary.id, fareFamily: 'Premium' });
    expect(family.statusCode).toBe(400);
    expect(family.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: { fareFamily: expect.any(String) } });
    const offer = await fareRules(client, { fareFamily: 'Basic' });
    expect(offer.statusCode).toBe(400);
    expect(offer.json().details).toHaveProperty('offerId');
  });

  it('answers 404 for a forged offer id and 410 for an expired offer', async () => {
    const itinerary = itineraryWith(await search(t, client), 'unchanged');
    const forged = await fareRules(client, { offerId: `${itinerary.id.slice(0, -3)}AAA`, fareFamily: 'Basic' });
    expect(forged.statusCode).toBe(404);
    const supplier = t.services.flightSupplier as unknown as { now: () => Date };
    const realNow = supplier.now;
    supplier.now = () => new Date(Date.now() + 31 * 60_000);
    try {
      const expired = await fareRules(client, { offerId: itinerary.id, fareFamily: 'Basic' });
      expect(expired.statusCode).toBe(410);
      expect(expired.json()).toMatchObject({ code: 'OFFER_EXPIRED' });
    } finally {
      supplier.now = realNow;
    }
  });

  it('needs a session', async () => {
    const itinerary = itineraryWith(await search(t, client), 'unchanged');
    const res = await fareRules(null, { offerId: itinerary.id, fareFamily: 'Basic' });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/flight/reprice', () => {
  it('locks a quote with the breakdown summing to the total and the markup adopted', async () => {
    const itinerary = itineraryWith(await search(t, client), 'unchanged');
    const res = await t.request(
      DEMO,
      withCookie(client, {
        method: 'POST',
        url: '/api/flight/reprice',
        payload: { offerId: itinerary.id, fareFamily: 'Standard', passengers: FAMILY, currency: 'EUR' },
      }),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      markupType: 'percent',
      markup: 8,
      data: { status: 'unchanged', fareFamily: 'Standard' },
    });
    const { breakdown } = body.data;
    expect(breakdown.currency).toBe('EUR');
    expect(breakdown.total).toBe(
      breakdown.lines.reduce((sum: number, line: { amount: number }) => sum + line.amount, 0),
    );
    expect(breakdown.lines.map((line: { kind: string }) => line.kind)).toEqual([
      'base_fare',
      'taxes',
      'base_fare',
      'taxes',
      'markup',
      'agency_fee',
    ]);
    expect(body.data.refundProtectPercent).toBe(6);
  });

  it('reports a changed price with the price it was listed at', async () => {
    const changed = await quote(t, client, itineraryWith(await search(t, client), 'changed'));
    expect(changed.status).toBe('changed');
    expect(changed.previousTotal).not.toBe(changed.breakdown.total);
  });

  it('answers 409 SOLD_OUT when the fare is gone', async () => {
    const soldOut = itineraryWith(await search(t, client), 'sold_out');
    const res = await t.request(
      DEMO,
      withCookie(client, {
        method: 'POST',
        url: '/api/flight/reprice',
        payload: { offerId: soldOut.id, fareFamily: 'Basic', passengers: FAMILY, currency: 'EUR' },
      }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'SOLD_OUT',
      message: 'This flight is sold out at this fare. Please choose another.',
    });
  });

  it('answers 404 for a forged offer id and 400 for passengers that do not match', async () => {
    const itinerary = itineraryWith(await search(t, client), 'unchanged');
    const forged = await t.request(
      DEMO,
      withCookie(client, {
        method: 'POST',
        url: '/api/flight/reprice',
        payload: {
          offerId: `${itinerary.id.slice(0, -3)}AAA`,
          fareFamily: 'Basic',
          passengers: FAMILY,
          currency: 'EUR',
        },
      }),
    );
    expect(forged.statusCode).toBe(404);
    const mismatch = await t.request(
      DEMO,
      withCookie(client, {
        method: 'POST',
        url: '/api/flight/reprice',
        payload: {
          offerId: itinerary.id,
          fareFamily: 'Basic',
          passengers: { adults: 1, children: 0, infants: 0 },
          currency: 'EUR',
        },
      }),
    );
    expect(mismatch.statusCode).toBe(400);
  });

  it('answers 410 OFFER_EXPIRED once the offer is older than 30 minutes', async () => {
    const itinerary = itineraryWith(await search(t, client), 'unchanged');
    const supplier = t.services.flightSupplier as unknown as { now: () => Date };
    const realNow = supplier.now;
    supplier.now = () => new Date(Date.now() + 31 * 60_000);
    try {
      const res = await t.request(
        DEMO,
        withCookie(client, {
          method: 'POST',
          url: '/api/flight/reprice',
          payload: { offerId: itinerary.id, fareFamily: 'Basic', passengers: FAMILY, currency: 'EUR' },
        }),
      );
      expect(res.statusCode).toBe(410);
      expect(res.json().message).toBe('This price has expired. Please search again.');
    } finally {
      supplier.now = realNow;
    }
  });

  it("uses a client's own markup over the agency's", async () => {
    const admin = await signIn(t, DEMO, 'admin@demo.test');
    const clientUser = (
      await t.request(DEMO, withCookie(client, { method: 'GET', url: '/api/user/getProfile' }))
    ).json().data;
    const patch = await t.request(
      DEMO,
      withCookie(admin, {
        method: 'PATCH',
        url: `/api/agency/clients/${clientUser._id}/markups`,
        // 50.00 USD per booking, on a quote in euros.
        payload: { markupType: 'fixed', markupValue: 50_00, agencyFee: 0, currency: 'USD' },
      }),
    );
    expect(patch.json()).toEqual({ message: 'Markup updated successfully' });
    const q = await quote(t, client, itineraryWith(await search(t, client), 'unchanged'));
    const markupLine = q.breakdown.lines.find((line) => line.kind === 'markup');
    expect(q.breakdown.currency).toBe('EUR');
    expect(markupLine?.amount).toBe(convertMinorUnits(50_00, 'USD', 'EUR', q.exchangeRate));
    expect(q).toMatchObject({ markupType: 'fixed', markup: markupLine?.amount });
    expect(q.breakdown.lines.find((line) => line.kind === 'agency_fee')).toBeUndefined();
    await t.request(
      DEMO,
      withCookie(admin, { method: 'DELETE', url: `/api/agency/clients/${clientUser._id}/markups` }),
    );
  });
});

describe('flightStore and DELETE /api/flight/:id', () => {
  it('keeps a quote as the flight being booked and removes it', async () => {
    const q = await quote(t, client, itineraryWith(await search(t, client), 'unchanged'));
    const stored = await t.request(
      DEMO,
      withCookie(client, { method: 'POST', url: '/api/flight/flightStore', payload: { quoteId: q.quoteId } }),
    );
    expect(stored.json().data.quote.quoteId).toBe(q.quoteId);
    const id = stored.json().data.id;
    expect((await t.request(DEMO, withCookie(client, { method: 'DELETE', url: `/api/flight/${id}` }))).statusCode).toBe(
      200,
    );
    expect((await t.request(DEMO, withCookie(client, { method: 'DELETE', url: `/api/flight/${id}` }))).statusCode).toBe(
      404,
    );
  });

  it("does not find another user's quote", async () => {
    const q = await quote(t, client, itineraryWith(await search(t, client), 'unchanged'));
    const agent = await signIn(t, DEMO, 'agent@demo.test');
    const res = await t.request(
      DEMO,
      withCookie(agent, { method: 'POST', url: '/api/flight/flightStore', payload: { quoteId: q.quoteId } }),
    );
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /api/refund-protects', () => {
  it("answers the agency's protection as base64 JSON", async () => {
    const demo = (await t.request(DEMO, { method: 'GET', url: '/api/refund-protects' })).json().data;
    expect(JSON.parse(Buffer.from(demo, 'base64').toString())).toEqual({ isEnabled: true, refundProtectMarkup: 6 });
    const coastal = (await t.request(COASTAL, { method: 'GET', url: '/api/refund-protects' })).json().data;
    expect(JSON.parse(Buffer.from(coastal, 'base64').toString())).toEqual({ isEnabled: false, refundProtectMarkup: 0 });
  });
});

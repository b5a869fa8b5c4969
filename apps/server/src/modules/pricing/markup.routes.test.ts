import { convertMinorUnits, crossRate, type FlightQuote } from '@travel/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { markups } from '../../platform/db/schema';
import { DEMO_MARKUP } from '../../seed/demo-content';
import { agencyByCode, COASTAL, createUser, getUser, openSession } from '../../testing/auth-helpers';
import {
  FAMILY,
  api,
  expectError,
  itineraryWith,
  openFlightWorld,
  type FlightWorld,
} from '../../testing/flight-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { markupRepo } from './markup.repo';

let t: TestApp;
let w: FlightWorld;
let demoId: string;
let coastalId: string;

beforeAll(async () => {
  t = await createTestApp();
  w = await openFlightWorld(t);
  demoId = (await agencyByCode(t, 'demo')).id;
  coastalId = (await agencyByCode(t, 'coastal')).id;
});
afterAll(() => t.close());
// Each test starts from the seeded agency markups: 8% and a 12.00 USD fee for demo, none for coastal.
afterEach(async () => {
  await markupRepo.save(t.db, demoId, 'agency', null, DEMO_MARKUP, null);
  await t.db.delete(markups).where(and(eq(markups.agencyId, coastalId), eq(markups.scope, 'agency')));
});

const AGENCY = '/api/agency/markups';
const clientPath = (id: string) => `/api/agency/clients/${id}/markups`;
const agentPath = (id: string) => `/api/agency/agents/${id}/markups`;
const UPDATED = { message: 'Markup updated successfully' };
const PERCENT = 'Enter a percent from 0 to 100 with at most two decimals';
const DECIMALS = 'Too many decimals for this currency';

const get = (token: string | null, url: string, host?: string) => api(t, token, { method: 'GET', url }, host);
const patch = (token: string | null, url: string, payload: unknown, host?: string) =>
  api(t, token, { method: 'PATCH', url, payload: payload as object }, host);
const remove = (token: string | null, url: string) => api(t, token, { method: 'DELETE', url });
const allMarkups = () => t.db.select().from(markups).orderBy(asc(markups.id));

/** A fresh client or agent of the demo agency with a session. */
async function person(userType: 'Client' | 'Agent' = 'Client') {
  const user = await createUser(t, 'demo', { userType, name: userType === 'Agent' ? 'Aldo Agent' : 'Cora Client' });
  return { id: user.id, token: await openSession(t, 'demo', user.email) };
}

/** POST /api/flight/reprice, by default in USD (the airline's currency, so the price is not converted). */
async function reprice(token: string, currency = 'USD') {
  const res = await api(t, token, {
    method: 'POST',
    url: '/api/flight/reprice',
    payload: {
      offerId: itineraryWith(w.itineraries, 'unchanged').id,
      fareFamily: 'Standard',
      passengers: FAMILY,
      currency,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: FlightQuote; markupType: string; markup: number };
}

/** The net price, the markup line and the fee line of a quote (lines of zero are left out). */
function priced(quote: FlightQuote) {
  const sum = (kinds: string[]) =>
    quote.breakdown.lines.filter((line) => kinds.includes(line.kind)).reduce((total, line) => total + line.amount, 0);
  return { net: sum(['base_fare', 'taxes']), markup: sum(['markup']), fee: sum(['agency_fee']) };
}

/**
 * Asserts a USD quote is priced with this markup (a percent, or US cents when fixed; the fee in
 * US cents): in the answer and in the breakdown.
 */
async function expectPricedWith(token: string, markupType: 'percent' | 'fixed', value: number, fee: number) {
  const answer = await reprice(token);
  expect([answer.markupType, answer.markup]).toEqual([markupType, value]);
  expect([answer.data.markupType, answer.data.markup]).toEqual([markupType, value]);
  const { net, markup, fee: feeLine } = priced(answer.data);
  expect(markup).toBe(markupType === 'percent' ? Math.round((net * value) / 100) : value);
  expect(feeLine).toBe(fee);
  expect(answer.data.breakdown.total).toBe(net + markup + feeLine);
}

const REFUSED = [
  ['an agent', 'agent', 403, 'FORBIDDEN'],
  ['a restricted agent', 'restricted', 403, 'FORBIDDEN'],
  ['a client', 'client', 403, 'FORBIDDEN'],
  ['nobody', null, 401, 'UNAUTHORIZED'],
  ["another agency's owner", 'coastalOwner', 401, 'UNAUTHORIZED'],
] as const;
const tokenOf = (who: (typeof REFUSED)[number][1]) => (who ? w[who] : null);

describe('GET /api/agency/markups', () => {
  it("answers the agency's markup to the owner and to the admin", async () => {
    for (const token of [w.owner, w.admin]) {
      expect((await get(token, AGENCY)).json()).toEqual({
        data: { markupType: 'percent', markupValue: 8, agencyFee: 1200, currency: 'USD', isDefault: true },
      });
    }
  });

  it('answers the defaults (percent, 0, fee 0) to an agency that never set one', async () => {
    expect((await get(w.coastalOwner, AGENCY, COASTAL)).json()).toEqual({
      data: { markupType: 'percent', markupValue: 0, agencyFee: 0, currency: 'USD', isDefault: true },
    });
  });

  it.each(REFUSED)('refuses %s', async (_, who, status, code) => {
    expectError(await get(tokenOf(who), AGENCY), status, code);
  });
});

describe('PATCH /api/agency/markups', () => {
  it('changes the markup and prices the next quote with it', async () => {
    const res = await patch(w.owner, AGENCY, { markupType: 'fixed', markupValue: 2500, agencyFee: 1000 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(UPDATED);
    expect((await get(w.admin, AGENCY)).json().data).toEqual({
      markupType: 'fixed',
      markupValue: 2500,
      agencyFee: 1000,
      currency: 'USD',
      isDefault: true,
    });
    await expectPricedWith(w.client, 'fixed', 2500, 1000);
  });

  it('lets the admin change it, to a percent with hundredths', async () => {
    expect((await patch(w.admin, AGENCY, { markupType: 'percent', markupValue: 7.25, agencyFee: 99 })).json()).toEqual(
      UPDATED,
    );
    await expectPricedWith(w.client, 'percent', 7.25, 99);
  });

  it('keeps the fields that are not sent', async () => {
    await patch(w.owner, AGENCY, { markupType: 'fixed', markupValue: 4000, agencyFee: 300 });
    expect((await patch(w.owner, AGENCY, { agencyFee: 500 })).json()).toEqual(UPDATED);
    expect((await get(w.owner, AGENCY)).json().data).toMatchObject({
      markupType: 'fixed',
      markupValue: 4000,
      agencyFee: 500,
      currency: 'USD',
    });
    await patch(w.owner, AGENCY, { markupValue: 4100 });
    expect((await get(w.owner, AGENCY)).json().data).toMatchObject({
      markupType: 'fixed',
      markupValue: 4100,
      agencyFee: 500,
    });
  });

  it("converts a fixed markup and the fee once, directly from their currency to the quote's", async () => {
    // 25.00 EUR of markup and 5.00 EUR of fee, on quotes in euros, US dollars, reais and dinars.
    await patch(w.owner, AGENCY, { markupType: 'fixed', markupValue: 2500, agencyFee: 500, currency: 'EUR' });
    const { rates } = await t.services.exchange.getRates();
    for (const currency of ['EUR', 'USD', 'BRL', 'KWD']) {
      const answer = await reprice(w.client, currency);
      const rate = crossRate(rates, 'EUR', currency);
      const { markup, fee } = priced(answer.data);
      // Never through US cents: in euros they are exact, elsewhere one rounding of the direct rate.
      expect([markup, fee]).toEqual([
        convertMinorUnits(2500, 'EUR', currency, rate),
        convertMinorUnits(500, 'EUR', currency, rate),
      ]);
      if (currency === 'EUR') expect([markup, fee]).toEqual([2500, 500]);
      // A fixed markup is reported as charged: minor units of the quote's currency.
      expect([answer.markupType, answer.markup]).toEqual(['fixed', markup]);
      expect(answer.data.breakdown.currency).toBe(currency);
    }
  });

  it.each([
    ['BRL', 1000, 250],
    ['KWD', 1234, 500],
    ['BHD', 5000, 1234],
  ])('shows a fixed markup and a fee set in %s exactly as set, on every quote in %s', async (currency, value, fee) => {
    await patch(w.owner, AGENCY, { markupType: 'fixed', markupValue: value, agencyFee: fee, currency });
    for (const itinerary of w.itineraries.slice(0, 5)) {
      const res = await api(t, w.client, {
        method: 'POST',
        url: '/api/flight/reprice',
        payload: { offerId: itinerary.id, fareFamily: 'Standard', passengers: FAMILY, currency },
      });
      if (res.statusCode === 409) continue; // sold out at this fare
      expect(res.statusCode, res.body).toBe(200);
      const { markup, fee: feeLine } = priced(res.json().data);
      expect([markup, feeLine]).toEqual([value, fee]);
    }
  });

  it('answers 400 naming a currency with no exchange rate, and changes nothing', async () => {
    const before = await allMarkups();
    expectError(await patch(w.owner, AGENCY, { currency: 'BOV', agencyFee: 0 }), 400, 'CURRENCY_NOT_SUPPORTED', {
      message: 'Prices cannot be shown in BOV. Please choose another currency.',
      details: { currency: 'No exchange rate for BOV' },
    });
    expect(await allMarkups()).toEqual(before);
  });

  it.each([
    ['an unknown type', { markupType: 'ratio' }, { markupType: 'Invalid value' }],
    ['a negative value', { markupValue: -1 }, { markupValue: 'Must be zero or more' }],
    ['a value that is not a number', { markupValue: '5' }, { markupValue: 'Must be a number' }],
    ['a percent above 100', { markupType: 'percent', markupValue: 100.01 }, { markupValue: PERCENT }],
    ['a percent with three decimals', { markupValue: 1.234 }, { markupValue: PERCENT }],
    [
      'a fixed amount in fractions of a minor unit',
      { markupType: 'fixed', markupValue: 12.5 },
      { markupValue: DECIMALS },
    ],
    ['a fee in fractions of a minor unit', { agencyFee: 12.5 }, { agencyFee: DECIMALS }],
    ['a negative fee', { agencyFee: -1 }, { agencyFee: 'Must be zero or more' }],
    ['a fee over 1 000 000.00', { agencyFee: 100_000_001 }, { agencyFee: 'Invalid value' }],
    ['a malformed currency', { currency: 'E1R' }, { currency: 'Unknown currency code' }],
    ['a new type without its value (10 % is not 10 cents)', { markupType: 'fixed' }, { markupValue: 'Required' }],
    ['a new currency without the fee it changes', { currency: 'EUR' }, { agencyFee: 'Required' }],
    [
      'several bad fields',
      { markupType: 'x', markupValue: null, agencyFee: 'y' },
      { markupType: 'Invalid value', markupValue: 'Must be a number', agencyFee: 'Must be a number' },
    ],
  ])('answers 400 naming the field for %s, and changes nothing', async (_, body, details) => {
    const before = await allMarkups();
    expectError(await patch(w.owner, AGENCY, body), 400, 'VALIDATION_FAILED', {
      message: 'Please check the highlighted fields',
      details,
    });
    expect(await allMarkups()).toEqual(before);
  });

  it('checks a value against the type in force once merged, and changes nothing', async () => {
    await patch(w.owner, AGENCY, { markupType: 'fixed', markupValue: 25_000, agencyFee: 0 });
    const before = await allMarkups();
    expectError(await patch(w.owner, AGENCY, { markupType: 'percent' }), 400, 'VALIDATION_FAILED', {
      details: { markupValue: 'Required' },
    });
    // 250.00 USD is a fine fixed amount, not a fine percent.
    expectError(await patch(w.owner, AGENCY, { markupType: 'percent', markupValue: 250 }), 400, 'VALIDATION_FAILED', {
      details: { markupValue: PERCENT },
    });
    // A fixed amount kept in another currency would change its worth: it must be given again.
    expectError(await patch(w.owner, AGENCY, { currency: 'JPY' }), 400, 'VALIDATION_FAILED', {
      details: { markupValue: 'Required' },
    });
    expect(await allMarkups()).toEqual(before);
  });

  it.each(REFUSED)('refuses %s, changing nothing', async (_, who, status, code) => {
    const before = await allMarkups();
    expectError(await patch(tokenOf(who), AGENCY, { markupValue: 50 }), status, code);
    expect(await allMarkups()).toEqual(before);
  });

  it('keeps each agency to its own markup', async () => {
    expect((await patch(w.coastalOwner, AGENCY, { markupValue: 15, agencyFee: 200 }, COASTAL)).json()).toEqual(UPDATED);
    expect((await get(w.coastalOwner, AGENCY, COASTAL)).json().data).toMatchObject({ markupValue: 15, agencyFee: 200 });
    expect((await get(w.owner, AGENCY)).json().data).toMatchObject({ markupValue: 8, agencyFee: 1200 });
  });
});

describe.each([
  ['client', clientPath, 'Client'],
  ['agent', agentPath, 'Agent'],
] as const)('GET, PATCH and DELETE /api/agency/%ss/:id/markups', (scope, path, userType) => {
  it("answers the agency's markup, flagged as the default, until the user has their own", async () => {
    const user = await person(userType);
    expect((await get(w.owner, path(user.id))).json()).toEqual({
      data: { markupType: 'percent', markupValue: 8, agencyFee: 1200, currency: 'USD', isDefault: true },
    });
    expect(
      (await patch(w.admin, path(user.id), { markupType: 'fixed', markupValue: 2000, agencyFee: 100 })).json(),
    ).toEqual(UPDATED);
    expect((await get(w.owner, path(user.id))).json()).toEqual({
      data: { markupType: 'fixed', markupValue: 2000, agencyFee: 100, currency: 'USD', isDefault: false },
    });
    await expectPricedWith(user.token, 'fixed', 2000, 100);
    // Only this user: the agency's markup is unchanged.
    expect((await get(w.owner, AGENCY)).json().data).toMatchObject({ markupType: 'percent', markupValue: 8 });
  });

  it("starts a partial change from the markup in force (the agency's)", async () => {
    const user = await person(userType);
    await patch(w.owner, path(user.id), { markupValue: 3 });
    expect((await get(w.owner, path(user.id))).json().data).toEqual({
      markupType: 'percent',
      markupValue: 3,
      agencyFee: 1200,
      currency: 'USD',
      isDefault: false,
    });
  });

  it("goes back to the agency's markup when deleted", async () => {
    const user = await person(userType);
    await patch(w.owner, path(user.id), { markupValue: 9.25, agencyFee: 0 });
    expect((await remove(w.owner, path(user.id))).json()).toEqual(UPDATED);
    expect((await get(w.owner, path(user.id))).json().data).toEqual({ ...DEMO_MARKUP, isDefault: true });
    await expectPricedWith(user.token, 'percent', 8, 1200);
  });

  it(`answers 404 for a user who is not a ${scope} of the agency, and 400 for a malformed id`, async () => {
    const wrongKind = scope === 'client' ? w.agentId : w.clientId;
    const foreign = (await getUser(t, 'coastal', 'owner@coastal.test')).id;
    for (const id of [wrongKind, foreign, '00000000-0000-4000-8000-000000000000']) {
      expectError(await get(w.owner, path(id)), 404, 'NOT_FOUND');
      expectError(await patch(w.owner, path(id), { markupValue: 1 }), 404, 'NOT_FOUND');
      expectError(await remove(w.owner, path(id)), 404, 'NOT_FOUND');
    }
    expectError(await get(w.owner, path('nope')), 400, 'VALIDATION_FAILED', { details: { id: 'Invalid value' } });
  });

  it('answers 400 naming the field for a bad body, changing nothing', async () => {
    const user = await person(userType);
    const before = await allMarkups();
    expectError(
      await patch(w.owner, path(user.id), { markupType: 'fixed', markupValue: 100, agencyFee: 0.5 }),
      400,
      'VALIDATION_FAILED',
      {
        details: { agencyFee: DECIMALS },
      },
    );
    expect(await allMarkups()).toEqual(before);
  });

  it.each(REFUSED)('refuses %s, changing nothing', async (_, who, status, code) => {
    const user = await person(userType);
    const before = await allMarkups();
    expectError(await get(tokenOf(who), path(user.id)), status, code);
    expectError(await patch(tokenOf(who), path(user.id), { markupValue: 1 }), status, code);
    expectError(await remove(tokenOf(who), path(user.id)), status, code);
    expect(await allMarkups()).toEqual(before);
  });

  it("does not reach another agency's users from that agency's host", async () => {
    const user = await person(userType);
    expectError(await patch(w.coastalOwner, path(user.id), { markupValue: 1 }, COASTAL), 404, 'NOT_FOUND');
    expect((await get(w.owner, path(user.id))).json().data.isDefault).toBe(true);
  });
});

describe('which markup prices a quote: agency < client < agent', () => {
  it('prices with the agency markup, overridden by the client markup, overridden by the agent markup', async () => {
    await patch(w.owner, AGENCY, { markupType: 'percent', markupValue: 5, agencyFee: 1000 });
    const client = await person('Client');
    const agent = await person('Agent');

    // Nobody has their own: the agency's, for clients and agents alike.
    await expectPricedWith(client.token, 'percent', 5, 1000);
    await expectPricedWith(agent.token, 'percent', 5, 1000);

    // The client's own wins over the agency's, for that client only.
    await patch(w.owner, clientPath(client.id), { markupType: 'percent', markupValue: 7, agencyFee: 0 });
    await expectPricedWith(client.token, 'percent', 7, 0);
    await expectPricedWith(w.otherClient, 'percent', 5, 1000);

    // The agent's own wins for what the agent prices.
    await patch(w.owner, agentPath(agent.id), { markupType: 'fixed', markupValue: 3000, agencyFee: 200 });
    await expectPricedWith(agent.token, 'fixed', 3000, 200);
    await expectPricedWith(client.token, 'percent', 7, 0);

    // A later change of the agency's markup reaches only those without their own.
    await patch(w.owner, AGENCY, { markupValue: 6 });
    await expectPricedWith(w.otherClient, 'percent', 6, 1000);
    await expectPricedWith(client.token, 'percent', 7, 0);
    await expectPricedWith(agent.token, 'fixed', 3000, 200);
  });

  it("prices an agent's quote for a client with the client's markup, unless the agent has their own", async () => {
    await patch(w.owner, AGENCY, { markupType: 'percent', markupValue: 5, agencyFee: 1000 });
    const client = await person('Client');
    const agent = await person('Agent');
    await patch(w.owner, clientPath(client.id), { markupType: 'percent', markupValue: 7, agencyFee: 0 });
    const forClient = async () => {
      const res = await api(t, agent.token, {
        method: 'POST',
        url: '/api/flight/reprice',
        payload: {
          offerId: itineraryWith(w.itineraries, 'unchanged').id,
          fareFamily: 'Standard',
          passengers: FAMILY,
          currency: 'USD',
          clientId: client.id,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json() as { data: FlightQuote; markupType: string; markup: number };
      return { ...priced(answer.data), markupType: answer.markupType, markupValue: answer.markup };
    };

    // The agent has none: the client's 7 % and no fee, not the agency's 5 % and 10.00.
    const asClients = await forClient();
    expect(asClients).toMatchObject({ markupType: 'percent', markupValue: 7, fee: 0 });
    expect(asClients.markup).toBe(Math.round((asClients.net * 7) / 100));

    // The agent's own wins over the client's.
    await patch(w.owner, agentPath(agent.id), { markupType: 'fixed', markupValue: 3000, agencyFee: 200 });
    expect(await forClient()).toMatchObject({ markupType: 'fixed', markupValue: 3000, markup: 3000, fee: 200 });
  });

  it('prices with no markup line and no fee line when the agency sells at net (the defaults)', async () => {
    const coastalClient = await createUser(t, 'coastal', { name: 'Cleo Coastal' });
    const token = await openSession(t, 'coastal', coastalClient.email);
    const res = await api(
      t,
      token,
      {
        method: 'POST',
        url: '/api/flight/reprice',
        payload: {
          offerId: itineraryWith(w.itineraries, 'unchanged').id,
          fareFamily: 'Standard',
          passengers: FAMILY,
          currency: 'USD',
        },
      },
      COASTAL,
    );
    expect(res.json()).toMatchObject({ markupType: 'percent', markup: 0 });
    const quote = res.json().data as FlightQuote;
    expect(
      quote.breakdown.lines.map((line) => line.kind).filter((kind) => kind !== 'base_fare' && kind !== 'taxes'),
    ).toEqual([]);
  });
});

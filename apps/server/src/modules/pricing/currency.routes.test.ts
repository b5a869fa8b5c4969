import { convertMinorUnits, type FlightQuote } from '@travel/contracts';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotes } from '../../platform/db/schema';
import {
  api,
  expectError,
  FAMILY,
  flightRowCounts,
  inDays,
  itineraryWith,
  openFlightWorld,
  quote,
  search,
  type FlightWorld,
} from '../../testing/flight-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let w: FlightWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await openFlightWorld(t);
});
afterAll(() => t.close());

const oneWay = (currency: string) => ({
  routeType: 'One-Way',
  slices: [{ origin: 'LIS', destination: 'MAD', departureDate: inDays(20) }],
  passengers: { adults: 1, children: 0, infants: 0 },
  currency,
});
const post = (url: string, payload: object) => api(t, w.client, { method: 'POST', url, payload });
const quoteRows = async () => Number((await t.db.select({ n: count() }).from(quotes))[0]?.n ?? 0);

describe('a currency without an exchange rate', () => {
  // BOV is an ISO 4217 fund code with no stored rate; ZZZ is no currency at all.
  it.each(['BOV', 'ZZZ'])(
    'is refused with 400 naming %s by search, reprice and fare rules, changing nothing',
    async (code) => {
      const itinerary = itineraryWith(w.itineraries, 'unchanged');
      const before = { ...(await flightRowCounts(t)), quotes: await quoteRows() };
      const expected = {
        message: `Prices cannot be shown in ${code}. Please choose another currency.`,
        details: { currency: `No exchange rate for ${code}` },
      };
      expectError(await post('/api/flight/search', oneWay(code)), 400, 'CURRENCY_NOT_SUPPORTED', expected);
      const offer = { offerId: itinerary.id, fareFamily: 'Standard', passengers: FAMILY, currency: code };
      expectError(await post('/api/flight/reprice', offer), 400, 'CURRENCY_NOT_SUPPORTED', expected);
      const rules = { offerId: itinerary.id, fareFamily: 'Standard', currency: code };
      expectError(await post('/api/flight/fareRules', rules), 400, 'CURRENCY_NOT_SUPPORTED', expected);
      expect({ ...(await flightRowCounts(t)), quotes: await quoteRows() }).toEqual(before);
    },
  );

  it('is named in the language of the request', async () => {
    const res = await api(t, w.client, {
      method: 'POST',
      url: '/api/flight/search',
      payload: oneWay('BOV'),
      headers: { 'accept-language': 'pt' },
    });
    expect(res.json()).toMatchObject({ message: 'Não é possível mostrar preços em BOV. Escolha outra moeda.' });
  });
});

describe('currencies out of the box', () => {
  it('has rates for the 3-decimal currencies, with ISO 4217 exponents (HUF, IDR and COP have 2)', async () => {
    const { data } = (await api(t, null, { method: 'GET', url: '/api/multi-currency/exchange' })).json();
    for (const code of ['KWD', 'BHD', 'OMR', 'JOD', 'TND']) {
      expect(data.rates[code], code).toBeGreaterThan(0);
      expect(data.decimals[code], code).toBe(3);
    }
    expect([data.decimals.HUF, data.decimals.IDR, data.decimals.COP, data.decimals.JPY]).toEqual([2, 2, 2, 0]);
  });

  it.each(['OMR', 'HUF', 'JPY', 'KWD'])(
    'searches and quotes in %s: the search shows what the quote charges',
    async (code) => {
      const itineraries = await search(t, w.client, oneWay(code));
      const itinerary = itineraryWith(itineraries, 'unchanged');
      expect(itinerary.displayCurrency).toBe(code);
      const q = await quote(t, w.client, itinerary, 'Basic', oneWay(code).passengers, { currency: code });
      expect(q.breakdown.currency).toBe(code);
      // One pricing for both: the listed price of the lowest fare is the quote's total.
      expect(q.breakdown.total).toBe(itinerary.displayAmount);
      expect(q.previousTotal).toBe(itinerary.displayAmount);
      // The net in minor units of the ISO exponent (HUF in fillér: 2 decimals), converted once.
      const usd = await quote(t, w.client, itinerary, 'Basic', oneWay('USD').passengers, { currency: 'USD' });
      expect(netOf(q)).toBe(convertMinorUnits(netOf(usd), 'USD', code, q.exchangeRate));
    },
  );
});

function netOf(q: FlightQuote): number {
  return q.breakdown.lines
    .filter((line) => line.kind === 'base_fare' || line.kind === 'taxes')
    .reduce((sum, line) => sum + line.amount, 0);
}

describe("fare conditions in the quote's currency", () => {
  it.each(['JPY', 'KWD'])('shows the penalty and the change fee in %s at the locked rate', async (code) => {
    const itinerary = itineraryWith(w.itineraries, 'unchanged');
    const usd = (await post('/api/flight/fareRules', { offerId: itinerary.id, fareFamily: 'Standard' })).json().data;
    const { changeFee, cancellationPenalty } = usd.conditions as FlightQuote['conditions'];
    expect([changeFee?.currency, cancellationPenalty?.currency]).toEqual(['USD', 'USD']);
    const q = await quote(t, w.client, itinerary, 'Standard', FAMILY, { currency: code });
    const atLockedRate = (amount = 0) => ({
      amount: convertMinorUnits(amount, 'USD', code, q.exchangeRate),
      currency: code,
    });
    expect(q.conditions.changeFee).toEqual(atLockedRate(changeFee?.amount));
    expect(q.conditions.cancellationPenalty).toEqual(atLockedRate(cancellationPenalty?.amount));
    // The fare rules in the same currency agree with the quote.
    const rules = await post('/api/flight/fareRules', {
      offerId: itinerary.id,
      fareFamily: 'Standard',
      currency: code,
    });
    expect(rules.json().data.conditions).toEqual(q.conditions);
  });
});

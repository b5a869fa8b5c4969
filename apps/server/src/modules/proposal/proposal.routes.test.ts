import type { HotelDeal, HotelPage, HotelRate } from '@travel/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { proposals, type UserRow } from '../../platform/db/schema';
import { COASTAL, DEMO, getUser, signIn } from '../../testing/auth-helpers';
import { MINUTE_MS, moveClock, restoreClock } from '../../testing/clock';
import { pollUntilComplete, startSearch } from '../../testing/hotel-helpers';
import { api, expectError } from '../../testing/http-helpers';
import { firstRateOf } from '../../testing/proposal-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { sameRateAs } from './proposal.service';
import { seedDemo } from '../../seed/seed';

let t: TestApp;
let agentToken: string;
let agent: UserRow;
let client: UserRow;
let corelationId: string;
let hotels: HotelPage['hotels'];

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  await t.services.exchange.seedMissing();
  agentToken = await signIn(t, DEMO, 'agent@demo.test');
  [agent, client] = await Promise.all([getUser(t, 'demo', 'agent@demo.test'), getUser(t, 'demo', 'client@demo.test')]);
  corelationId = (await startSearch(t, agentToken)).corelationId;
  hotels = (await pollUntilComplete(t, agentToken, corelationId)).hotels;
});
afterAll(() => t.close());
afterEach(() => restoreClock());

const firstRate = (index: number) => firstRateOf(t, agentToken, corelationId, hotels, index);

/** Every rate a hotel of the search offers. */
async function ratesOf(hotelId: string): Promise<HotelRate[]> {
  const res = await api(t, agentToken, {
    method: 'GET',
    url: `/api/v3/hotel/get-rooms-and-rates?hotelid=${hotelId}&corelationId=${corelationId}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.roomLists as { rates: HotelRate[] }[]).flatMap((room) => room.rates);
}

/** A rate key of another hotel of the search whose room, board and terms `own` does not offer. */
async function foreignRateKey(own: HotelRate[]): Promise<string> {
  for (const hotel of hotels.slice(1)) {
    const rate = (await ratesOf(hotel.hotelId)).find((candidate) => !sameRateAs(candidate, own));
    if (rate) return rate.rateKey;
  }
  throw new Error('every hotel of the search offers the same rooms');
}

async function propose(count = 2) {
  const options = await Promise.all(
    Array.from({ length: count }, (_, index) => firstRate(index)).map(async (found) => {
      const { hotelId, vendor, rate } = await found;
      return { hotelId, vendor, rateKey: rate.rateKey };
    }),
  );
  const res = await api(t, agentToken, {
    method: 'POST',
    url: '/api/agency/proposal',
    payload: { corelationId, clientId: client.id, note: 'Two quiet places near the river', options, send: true },
  });
  expect(res.statusCode, res.body).toBe(200);
  const created = res.json().data as { proposalId: string; status: string; dealUrl: string };
  expect(created.status).toBe('sent');
  expect(created.dealUrl).toBe(`http://demo.localhost/booknow/hotels/deal/${created.proposalId}`);
  const [stored] = await t.db
    .select({ options: proposals.options })
    .from(proposals)
    .where(eq(proposals.id, created.proposalId));
  return { id: created.proposalId, options: stored?.options ?? [] };
}

const openDeal = (proposalId: string, host = DEMO) =>
  api(t, null, { method: 'GET', url: `/api/v2/hotel/proposal?proposalId=${proposalId}` }, host);

describe('GET api/v2/hotel/proposal', () => {
  it('opens the deal without a log-in: each option with its hotel and its price now, and marks it viewed', async () => {
    const proposal = await propose();
    const res = await openDeal(proposal.id);
    expect(res.statusCode, res.body).toBe(200);
    const deal = res.json().data as HotelDeal;
    expect(deal).toMatchObject({
      proposalId: proposal.id,
      status: 'viewed',
      agentName: agent.name,
      clientName: client.name,
      note: 'Two quiet places near the river',
      nights: 3,
      currency: 'EUR',
    });
    expect(deal.options).toHaveLength(2);
    for (const option of deal.options) {
      // Priced again for the same client a moment later: the same price.
      expect(option.now).toMatchObject({ status: 'unchanged', total: option.total });
      expect(option.hotel.name).toBe(option.hotelName);
      expect(option.now.cancellationPolicy?.timeZone).toBe('Europe/Lisbon');
    }
    const again = (await openDeal(proposal.id)).json().data as HotelDeal;
    expect(again.status).toBe('viewed');
  });

  it('says so when an option costs more now, or is sold out', async () => {
    const proposal = await propose();
    // What the agent saw: one option 10.00 cheaper, the other a room this hotel does not have.
    const [first, second] = proposal.options;
    if (!first || !second) throw new Error('two options expected');
    await t.db
      .update(proposals)
      .set({
        options: [
          { ...first, total: first.total - 1000 },
          { ...second, roomTypeCode: 'NO-SUCH-ROOM' },
        ],
      })
      .where(eq(proposals.id, proposal.id));
    const deal = (await openDeal(proposal.id)).json().data as HotelDeal;
    expect(deal.options[0]?.now).toMatchObject({ status: 'changed', total: first?.total ?? 0 });
    expect(deal.options[1]?.now).toEqual({ status: 'soldOut', total: null, cancellationPolicy: null });
  });

  it('reads expired once past its validity, without pricing the options', async () => {
    const proposal = await propose(1);
    moveClock(7 * 24 * 60 * MINUTE_MS + MINUTE_MS);
    const deal = (await openDeal(proposal.id)).json().data as HotelDeal;
    expect(deal.status).toBe('expired');
    expect(deal.options[0]?.now.status).toBe('unavailable');
  });

  it("is not found on another agency's site, and a malformed id is refused by name", async () => {
    const proposal = await propose(1);
    expectError(await openDeal(proposal.id, COASTAL), 404, 'NOT_FOUND');
    expectError(await openDeal('00000000-0000-4000-8000-000000000000'), 404, 'NOT_FOUND');
    expectError(await openDeal('nope'), 400, 'VALIDATION_FAILED', { details: { proposalId: 'Invalid value' } });
    expectError(await api(t, null, { method: 'GET', url: '/api/v2/hotel/proposal' }), 400, 'VALIDATION_FAILED', {
      details: { proposalId: 'Required' },
    });
  });
});

describe('POST /api/agency/proposal', () => {
  const post = (token: string | null, payload: object, host = DEMO) =>
    api(t, token, { method: 'POST', url: '/api/agency/proposal', payload }, host);

  it('refuses bad input by field and changes nothing', async () => {
    const { hotelId, vendor } = await firstRate(0);
    const before = await t.db.$count(proposals);
    expectError(await post(agentToken, { corelationId, options: [] }), 400, 'VALIDATION_FAILED', {
      details: { options: 'Required' },
    });
    const four = Array.from({ length: 4 }, () => ({ hotelId, vendor, rateKey: 'k' }));
    expectError(await post(agentToken, { corelationId, options: four }), 400, 'VALIDATION_FAILED', {
      details: { options: 'Invalid value' },
    });
    expectError(
      await post(agentToken, { corelationId, options: [{ hotelId, vendor, rateKey: 'not-a-rate' }] }),
      400,
      'VALIDATION_FAILED',
      { details: { 'options.0.rateKey': 'Invalid value' } },
    );
    // A real key, but of another hotel's room this one does not have: a key names no hotel, the
    // hotel's own rates decide (two hotels may share a room type, board and terms).
    const foreign = await foreignRateKey(await ratesOf(hotelId));
    expectError(
      await post(agentToken, { corelationId, options: [{ hotelId, vendor, rateKey: foreign }] }),
      400,
      'VALIDATION_FAILED',
      { details: { 'options.0.rateKey': 'Invalid value' } },
    );
    expectError(
      await post(agentToken, { corelationId, validDays: 0, options: [{ hotelId, vendor, rateKey: 'k' }] }),
      400,
      'VALIDATION_FAILED',
      { details: { validDays: 'Invalid value' } },
    );
    expect(await t.db.$count(proposals)).toBe(before);
  });

  it('is for agents, from their own search in their own agency', async () => {
    const { hotelId, vendor, rate } = await firstRate(0);
    const body = { corelationId, options: [{ hotelId, vendor, rateKey: rate.rateKey }] };
    const clientToken = await signIn(t, DEMO, 'client@demo.test');
    expectError(await post(clientToken, body), 403, 'FORBIDDEN');
    expectError(await post(null, body), 401, 'UNAUTHORIZED');
    // Another agency's agent does not see this search.
    const coastal = await signIn(t, COASTAL, 'owner@coastal.test');
    expectError(await post(coastal, body, COASTAL), 404, 'NOT_FOUND');
  });
});

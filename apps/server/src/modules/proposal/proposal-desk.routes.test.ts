import { randomUUID } from 'node:crypto';
import type { HotelPage, ProposalDetail, ProposalList } from '@travel/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proposals, type UserRow } from '../../platform/db/schema';
import { COASTAL, createUser, DEMO, getUser, lastMail, readOutbox, signIn } from '../../testing/auth-helpers';
import { MINUTE_MS } from '../../testing/clock';
import { guestsOf, pollUntilComplete, startSearch } from '../../testing/hotel-helpers';
import { api, expectError } from '../../testing/http-helpers';
import { firstRateOf, proposeHotels } from '../../testing/proposal-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { seedDemo } from '../../seed/seed';

let t: TestApp;
const tokens: Record<'owner' | 'agent' | 'restricted' | 'client' | 'coastal', string> = {
  owner: '',
  agent: '',
  restricted: '',
  client: '',
  coastal: '',
};
let agent: UserRow;
let client: UserRow;
let search: { corelationId: string; hotels: HotelPage['hotels'] };

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  await t.services.exchange.seedMissing();
  const [owner, agentToken, restricted, clientToken, coastal] = await Promise.all([
    signIn(t, DEMO, 'owner@demo.test'),
    signIn(t, DEMO, 'agent@demo.test'),
    signIn(t, DEMO, 'restricted@demo.test'),
    signIn(t, DEMO, 'client@demo.test'),
    signIn(t, COASTAL, 'owner@coastal.test'),
  ]);
  Object.assign(tokens, { owner, agent: agentToken, restricted, client: clientToken, coastal });
  [agent, client] = await Promise.all([getUser(t, 'demo', 'agent@demo.test'), getUser(t, 'demo', 'client@demo.test')]);
  const { corelationId } = await startSearch(t, tokens.agent);
  search = { corelationId, hotels: (await pollUntilComplete(t, tokens.agent, corelationId)).hotels };
});
afterAll(() => t.close());

const draft = (body: Parameters<typeof proposeHotels>[3] = {}) =>
  proposeHotels(t, tokens.agent, search, { clientId: client.id, note: 'Near the river', ...body });
const send = (token: string | null, payload: object, host = DEMO) =>
  api(t, token, { method: 'POST', url: '/api/agency/proposal/sendAllowedProposalEmail', payload }, host);
const answer = (payload: object, host = DEMO) =>
  api(t, null, { method: 'POST', url: '/api/v2/hotel/proposal/answer', payload }, host);
const patch = (token: string | null, payload: object, host = DEMO) =>
  api(t, token, { method: 'PATCH', url: '/api/agency/proposal', payload }, host);
const detail = (token: string, id: string, host = DEMO) =>
  api(t, token, { method: 'GET', url: `/api/agency/proposal/${id}` }, host);
const list = async (token: string, query = '', host = DEMO) => {
  const limit = query.includes('limit=') ? '' : '&limit=100';
  const res = await api(t, token, { method: 'GET', url: `/api/agency/proposal?${limit}${query}` }, host);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ProposalList;
};
/** Its validity a minute ago (moving the clock a week would end the test's sessions too). */
const pastValidity = (id: string) =>
  t.db
    .update(proposals)
    .set({ validUntil: new Date(Date.now() - MINUTE_MS) })
    .where(eq(proposals.id, id));
const statusOf = async (id: string) => ((await detail(tokens.agent, id)).json().data as ProposalDetail).status;

describe('POST /api/agency/proposal/sendAllowedProposalEmail', () => {
  it("keeps a new proposal a draft the client cannot open, then e-mails the deal's link from the agency's origin", async () => {
    const { proposalId, status, dealUrl } = await draft();
    expect(status).toBe('draft');
    expect(await readOutbox(t, { to: client.email, template: 'proposal-sent' })).toHaveLength(0);
    expectError(
      await api(t, null, { method: 'GET', url: `/api/v2/hotel/proposal?proposalId=${proposalId}` }),
      404,
      'NOT_FOUND',
    );

    const res = await send(tokens.agent, { proposalId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: 'The proposal has been sent to client@demo.test',
      data: { proposalId, status: 'sent', isApproved: false },
    });
    const mail = await lastMail(t, client.email, 'proposal-sent');
    expect(mail.subject).toBe('Ana Agent sent you a hotel proposal');
    expect(mail.text).toContain(`http://demo.localhost/booknow/hotels/deal/${proposalId}`);
    expect(dealUrl).toBe(`http://demo.localhost/booknow/hotels/deal/${proposalId}`);
    expect(mail.text).toContain('"Near the river"');

    // Sent again while open: the same status, a second mail.
    expect((await send(tokens.agent, { proposalId })).json().data.status).toBe('sent');
    expect(await readOutbox(t, { to: client.email, template: 'proposal-sent' })).toHaveLength(2);
  });

  it('refuses bad input by field, a client, and the other agency', async () => {
    const { proposalId } = await draft({ count: 1 });
    expectError(await send(tokens.agent, {}), 400, 'VALIDATION_FAILED', { details: { proposalId: 'Required' } });
    expectError(await send(tokens.agent, { proposalId: 'nope' }), 400, 'VALIDATION_FAILED', {
      details: { proposalId: 'Invalid value' },
    });
    expectError(await send(tokens.client, { proposalId }), 403, 'FORBIDDEN');
    expectError(await send(null, { proposalId }), 401, 'UNAUTHORIZED');
    expectError(await send(tokens.coastal, { proposalId }, COASTAL), 404, 'NOT_FOUND');
    // Another agent's proposal is not theirs to send.
    expectError(await send(tokens.restricted, { proposalId }), 404, 'NOT_FOUND');
    expect(await statusOf(proposalId)).toBe('draft');
  });
});

describe('POST /api/v2/hotel/proposal/answer', () => {
  it('asks the agent to book an option: viewed first, the agent told by e-mail, the choice in the history', async () => {
    const { proposalId } = await draft({ send: true });
    const res = await answer({ proposalId, answer: 'booking_requested', optionIndex: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Thank you: your agent has been told');
    const body = (await detail(tokens.agent, proposalId)).json().data as ProposalDetail;
    expect(body.status).toBe('booking_requested');
    expect(body.chosenOption).toBe(1);
    expect(body.history.map((entry) => [entry.status, entry.by])).toEqual([
      ['draft', 'agent'],
      ['sent', 'agent'],
      ['viewed', 'system'],
      ['booking_requested', 'client'],
    ]);
    const mail = await lastMail(t, agent.email, 'proposal-answered');
    expect(mail.subject).toBe('Clara Client answered your proposal');
    expect(mail.text).toContain(`Clara Client asks you to book ${body.options[1]?.hotelName ?? '?'} for them.`);
    expect(mail.text).toContain(`http://demo.localhost/proposals/${proposalId}`);
  });

  it('disapproves with a reason, after which nothing moves it', async () => {
    const { proposalId } = await draft({ send: true });
    expectError(await answer({ proposalId, answer: 'disapproved' }), 400, 'VALIDATION_FAILED', {
      details: { reason: 'Required' },
    });
    expectError(await answer({ proposalId, answer: 'disapproved', reason: '   ' }), 400, 'VALIDATION_FAILED', {
      details: { reason: 'Required' },
    });
    const res = await answer({ proposalId, answer: 'disapproved', reason: 'Too far from the beach' });
    expect(res.statusCode, res.body).toBe(200);
    const body = (await detail(tokens.agent, proposalId)).json().data as ProposalDetail;
    expect(body).toMatchObject({ status: 'disapproved', disapprovalReason: 'Too far from the beach' });
    expect((await lastMail(t, agent.email, 'proposal-answered')).text).toContain('Reason: Too far from the beach');
    expectError(await answer({ proposalId, answer: 'approved', optionIndex: 0 }), 409, 'INVALID_STATE', {
      message: "This cannot be done in the proposal's current status",
    });
  });

  it('refuses an unknown option, a draft, an expired one and the other agency, changing nothing', async () => {
    const { proposalId } = await draft({ send: true, count: 1 });
    expectError(await answer({ proposalId, answer: 'approved', optionIndex: 1 }), 400, 'VALIDATION_FAILED', {
      details: { optionIndex: 'Invalid value' },
    });
    expectError(await answer({ proposalId, answer: 'approved' }), 400, 'VALIDATION_FAILED', {
      details: { optionIndex: 'Required' },
    });
    expectError(await answer({ proposalId, answer: 'book it' }), 400, 'VALIDATION_FAILED');
    expectError(await answer({ proposalId, answer: 'approved', optionIndex: 0 }, COASTAL), 404, 'NOT_FOUND');
    const unsent = await draft({ count: 1 });
    expectError(
      await answer({ proposalId: unsent.proposalId, answer: 'approved', optionIndex: 0 }),
      409,
      'INVALID_STATE',
    );
    expect(await statusOf(proposalId)).toBe('sent');

    await pastValidity(proposalId);
    expectError(await answer({ proposalId, answer: 'approved', optionIndex: 0 }), 409, 'INVALID_STATE', {
      message: 'This proposal has expired. Please ask your agent for a new one.',
    });
    // Expiry is read, not written: the row keeps its status.
    const [row] = await t.db.select({ status: proposals.status }).from(proposals).where(eq(proposals.id, proposalId));
    expect(row?.status).toBe('sent');
  });
});

describe('PATCH /api/agency/proposal', () => {
  it("records an agent's moves the rule allows, and says so when a refused one is on an approved proposal", async () => {
    const { proposalId } = await draft({ send: true });
    const res = await patch(tokens.agent, { proposalId, status: 'approved' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: 'Status changed Successfully',
      data: { proposalId, status: 'approved', isApproved: true },
    });
    // Booked only by a booking, never by hand; an approved one cannot be withdrawn.
    for (const status of ['booked', 'expired', 'viewed', 'draft'])
      expectError(await patch(tokens.agent, { proposalId, status }), 409, 'INVALID_STATE', {
        details: { isApproved: 'This proposal is approved by the client' },
      });
    const other = await draft({ send: true, count: 1 });
    expect((await patch(tokens.owner, { proposalId: other.proposalId, status: 'expired' })).json().data).toEqual({
      proposalId: other.proposalId,
      status: 'expired',
      isApproved: false,
    });
    const refused = await patch(tokens.agent, { proposalId: other.proposalId, status: 'approved' });
    expectError(refused, 409, 'INVALID_STATE');
    expect(refused.json().details).toBeUndefined();
  });

  it('sends a draft when set to sent, and refuses bad input, clients, other agents and the other agency', async () => {
    const { proposalId } = await draft({ count: 1 });
    expectError(await patch(tokens.agent, { proposalId }), 400, 'VALIDATION_FAILED', {
      details: { status: 'Required' },
    });
    expectError(await patch(tokens.agent, { proposalId, status: 'lost' }), 400, 'VALIDATION_FAILED', {
      details: { status: 'Invalid value' },
    });
    expectError(await patch(tokens.agent, { status: 'sent' }), 400, 'VALIDATION_FAILED', {
      details: { proposalId: 'Required' },
    });
    expectError(await patch(tokens.client, { proposalId, status: 'sent' }), 403, 'FORBIDDEN');
    expectError(await patch(tokens.restricted, { proposalId, status: 'sent' }), 404, 'NOT_FOUND');
    expectError(await patch(tokens.coastal, { proposalId, status: 'sent' }, COASTAL), 404, 'NOT_FOUND');
    expect(await statusOf(proposalId)).toBe('draft');
    expect((await patch(tokens.agent, { proposalId, status: 'sent' })).json().data.status).toBe('sent');
    expect((await lastMail(t, client.email, 'proposal-sent')).text).toContain(proposalId);
  });
});

describe('GET /api/agency/proposal', () => {
  it('filters by status, booking, search, dates and past trips, pages, and shows an agent only their own', async () => {
    const sent = await draft({ send: true, note: 'filter me' });
    const drafted = await draft({ count: 1 });
    const mine = await list(tokens.agent);
    const ids = mine.proposals.map((p) => p._id);
    expect(ids).toEqual(expect.arrayContaining([sent.proposalId, drafted.proposalId]));
    expect(mine.totalRecords).toBe(mine.proposals.length);
    expect(mine.proposals.every((p) => p.agentId === agent.id)).toBe(true);
    const row = mine.proposals.find((p) => p._id === sent.proposalId);
    expect(row).toMatchObject({ status: 'sent', clientName: 'Clara Client', booking: null, agentName: 'Ana Agent' });
    expect(row?.hotelNames).toHaveLength(2);

    const drafts = await list(tokens.agent, '&proposalStatus=draft');
    expect(drafts.proposals.every((p) => p.status === 'draft')).toBe(true);
    expect(drafts.proposals.map((p) => p._id)).toContain(drafted.proposalId);
    expect((await list(tokens.agent, '&bookingStatus=none')).totalRecords).toBe(mine.totalRecords);
    expect((await list(tokens.agent, '&bookingStatus=confirmed')).totalRecords).toBe(0);
    const hotelName = row?.hotelNames[1] ?? '';
    const found = await list(tokens.agent, `&searchString=${encodeURIComponent(hotelName.slice(0, 8))}`);
    expect(found.proposals.every((p) => p.hotelNames.some((name) => name.includes(hotelName.slice(0, 8))))).toBe(true);
    expect((await list(tokens.agent, '&searchString=nobody%25at%25all')).totalRecords).toBe(0);
    // Made today; none made before; no trip of these has started.
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(tokens.agent, `&startDate=${today}&endDate=${today}`)).totalRecords).toBe(mine.totalRecords);
    expect((await list(tokens.agent, '&startDate=2020-01-01&endDate=2020-01-31')).totalRecords).toBe(0);
    expect((await list(tokens.agent, '&pastTrips=true')).totalRecords).toBe(0);
    const page = await list(tokens.agent, '&offSet=1&limit=1');
    expect(page.proposals).toHaveLength(1);
    expect(page.proposals[0]?._id).toBe(ids[1]);

    // The owner sees the agency's; the restricted agent only theirs (none); the other agency none of these.
    expect((await list(tokens.owner)).proposals.map((p) => p._id)).toEqual(expect.arrayContaining(ids));
    expect((await list(tokens.restricted)).proposals.some((p) => ids.includes(p._id))).toBe(false);
    expect((await list(tokens.coastal, '', COASTAL)).totalRecords).toBe(0);
    expectError(await detail(tokens.coastal, sent.proposalId, COASTAL), 404, 'NOT_FOUND');
    expectError(await detail(tokens.restricted, sent.proposalId), 404, 'NOT_FOUND');
    expectError(await detail(tokens.agent, 'nope'), 400, 'VALIDATION_FAILED', { details: { id: 'Invalid value' } });
    expectError(await detail(tokens.agent, '00000000-0000-4000-8000-000000000000'), 404, 'NOT_FOUND');
    expectError(await detail(tokens.client, sent.proposalId), 403, 'FORBIDDEN');
  });

  it('reads an open proposal expired past its validity, in the list and its filter', async () => {
    const { proposalId } = await draft({ send: true, count: 1, validDays: 1 });
    await pastValidity(proposalId);
    const expired = await list(tokens.agent, '&proposalStatus=expired');
    expect(expired.proposals.map((p) => p._id)).toContain(proposalId);
    expect((await list(tokens.agent, '&proposalStatus=sent')).proposals.map((p) => p._id)).not.toContain(proposalId);
  });

  it('refuses bad filters by field, and clients', async () => {
    const bad = (query: string) => api(t, tokens.agent, { method: 'GET', url: `/api/agency/proposal?${query}` });
    expectError(await bad('proposalStatus=lost'), 400, 'VALIDATION_FAILED', {
      details: { proposalStatus: 'Invalid value' },
    });
    expectError(await bad('bookingStatus=lost'), 400, 'VALIDATION_FAILED', {
      details: { bookingStatus: 'Invalid value' },
    });
    expectError(await bad('limit=0'), 400, 'VALIDATION_FAILED', { details: { limit: 'Invalid value' } });
    expectError(await bad('pastTrips=maybe'), 400, 'VALIDATION_FAILED', { details: { pastTrips: 'Invalid value' } });
    expectError(await bad('startDate=2026-02-30'), 400, 'VALIDATION_FAILED');
    expectError(await bad('startDate=2026-05-02&endDate=2026-05-01'), 400, 'VALIDATION_FAILED', {
      details: { endDate: 'Invalid value' },
    });
    expectError(await api(t, tokens.client, { method: 'GET', url: '/api/agency/proposal' }), 403, 'FORBIDDEN');
  });
});

describe('a proposal booked through the booking core', () => {
  it('reads booked with its booking once the agent books the asked option for the client', async () => {
    const { proposalId } = await draft({ send: true });
    await answer({ proposalId, answer: 'booking_requested', optionIndex: 0 });
    const { hotelId, vendor, rate } = await firstRateOf(t, tokens.agent, search.corelationId, search.hotels, 0);
    const price = await api(t, tokens.agent, {
      method: 'POST',
      url: '/api/v2/hotel/getPrice',
      payload: { corelationId: search.corelationId, hotelId, vendor, rateKey: rate.rateKey, clientId: client.id },
    });
    expect(price.statusCode, price.body).toBe(200);
    const booking = await api(t, tokens.agent, {
      method: 'POST',
      url: '/api/v2/hotel/booking',
      payload: {
        quoteId: price.json().data.quoteId ?? price.json().data._id,
        clientId: client.id,
        rooms: guestsOf([{ adults: 2, childAges: [] }]),
        contact: { email: client.email, phone: '+351 912 345 678' },
      },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(booking.statusCode, booking.body).toBe(200);
    const reference = booking.json().data.referenceNumber as string;

    const body = (await detail(tokens.agent, proposalId)).json().data as ProposalDetail;
    expect(body.status).toBe('booked');
    expect(body.booking).toMatchObject({ referenceNumber: reference, status: 'pending_payment' });
    expect(body.history.at(-1)).toMatchObject({ status: 'booked', by: 'system' });
    const booked = await list(tokens.agent, '&bookingStatus=pending_payment');
    expect(booked.proposals.map((p) => p._id)).toEqual([proposalId]);
    // The deal reads booked too, and takes no more answers.
    const deal = await api(t, null, { method: 'GET', url: `/api/v2/hotel/proposal?proposalId=${proposalId}` });
    expect(deal.json().data.status).toBe('booked');
    expectError(await answer({ proposalId, answer: 'disapproved', reason: 'late' }), 409, 'INVALID_STATE');
  });

  it('is made by a restricted agent only for their own clients', async () => {
    const stranger = await createUser(t, 'demo', { name: 'Sam Stranger', userType: 'Client' });
    const { corelationId } = await startSearch(t, tokens.restricted);
    const own = { corelationId, hotels: (await pollUntilComplete(t, tokens.restricted, corelationId)).hotels };
    const { hotelId, vendor, rate } = await firstRateOf(t, tokens.restricted, corelationId, own.hotels, 0);
    const res = await api(t, tokens.restricted, {
      method: 'POST',
      url: '/api/agency/proposal',
      payload: { corelationId, clientId: stranger.id, options: [{ hotelId, vendor, rateKey: rate.rateKey }] },
    });
    expectError(res, 400, 'VALIDATION_FAILED', { details: { clientId: 'Invalid value' } });
    const mine = await proposeHotels(t, tokens.restricted, own, { clientId: client.id, count: 1 });
    const [row] = await t.db.select().from(proposals).where(eq(proposals.id, mine.proposalId));
    expect(row?.clientId).toBe(client.id);
  });
});

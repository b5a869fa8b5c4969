import { formatMoney, type FlightBooking } from '@travel/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookingEvents } from '../../platform/db/schema';
import {
  COASTAL,
  createUser,
  getUser,
  lastMail,
  openSession,
  readOutbox,
  uniqueEmail,
} from '../../testing/auth-helpers';
import {
  FAMILY,
  HOUR_MS,
  airlineOrder,
  api,
  book,
  bookingState,
  expectError,
  gatewayChargesOf,
  heldBooking,
  inDays,
  itineraryWith,
  moveClock,
  openFlightWorld,
  pay,
  paidBooking,
  paymentRowsOf,
  postReference,
  quote,
  restoreClock,
  ticket,
  withSupplierFaults,
  type FlightWorld,
} from '../../testing/flight-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { setApprovalLimit } from '../../testing/approval-helpers';
import type { SandboxFaults } from '../../suppliers/flights/sandbox/faults';

let t: TestApp;
let w: FlightWorld;
let restrictedId: string;

beforeAll(async () => {
  t = await createTestApp();
  w = await openFlightWorld(t);
  restrictedId = (await getUser(t, 'demo', 'restricted@demo.test')).id;
  // These tests are about whose bookings a restricted agent sees, not the approval queue.
  await setApprovalLimit(t, 'demo', Number.MAX_SAFE_INTEGER);
});
afterAll(() => t.close());
afterEach(restoreClock);

const PHONE = '+351 912 345 678';
const DAY_MS = 24 * HOUR_MS;
const usd = (amount: number) => ({ amount, currency: 'USD' });
const trip = () => ({ itinerary: itineraryWith(w.itineraries, 'unchanged', 'Economy'), currency: 'USD' });
const contact = () => ({ contact: { email: uniqueEmail('agency-trip'), phone: PHONE } });

/** Bookings of the world's client (made by the client), at each stage. */
const held = () => heldBooking(t, w.client, { ...trip(), overrides: contact() });
const paid = () => paidBooking(t, w.client, contact(), trip());
const ticketed = async () => ticket(t, w.agent, (await paid()).referenceNumber);

/** A booking the restricted agent makes for the world's client, paid by the client. */
async function paidByRestricted(): Promise<FlightBooking> {
  const q = await quote(t, w.restricted, trip().itinerary, 'Standard', undefined, {
    currency: 'USD',
    clientId: w.clientId,
  });
  const booked = await book(t, w.restricted, q.quoteId, contact());
  return pay(t, w.client, booked.referenceNumber);
}

/** Who the agency's calls are tried as; coastal's owner calls on the coastal site. */
const ACTORS = ['owner', 'admin', 'agent', 'restricted', 'client', 'coastalOwner', 'nobody'] as const;
type Actor = (typeof ACTORS)[number];
const tokenOf = (actor: Actor): string | null => (actor === 'nobody' ? null : w[actor]);
const hostOf = (actor: Actor) => (actor === 'coastalOwner' ? COASTAL : undefined);

/**
 * The policy (platform/http/policy.ts): the agency's flight calls are `agent` calls, for owners,
 * admins and agents; a restricted agent sees only the bookings they made or hold (booking-scope),
 * a client is refused, another agency finds nothing and no session is asked to log in.
 */
const FOR_CLIENT_BOOKING: Record<Actor, [number, string | null]> = {
  owner: [200, null],
  admin: [200, null],
  agent: [200, null],
  restricted: [404, 'NOT_FOUND'],
  client: [403, 'FORBIDDEN'],
  coastalOwner: [404, 'NOT_FOUND'],
  nobody: [401, 'UNAUTHORIZED'],
};

/** Ticketing (`bookings.ticket`): the same, but a restricted agent is refused before any look-up (docs/roles.md). */
const TICKETING: Record<Actor, [number, string | null]> = { ...FOR_CLIENT_BOOKING, restricted: [403, 'FORBIDDEN'] };

const actorEvents = (bookingId: string) =>
  t.db
    .select({
      status: bookingEvents.status,
      actorId: bookingEvents.actorId,
      note: bookingEvents.note,
      noteValues: bookingEvents.noteValues,
    })
    .from(bookingEvents)
    .where(eq(bookingEvents.bookingId, bookingId))
    .orderBy(asc(bookingEvents.createdAt));

describe('GET /api/agency/flights/bookings', () => {
  /** A client of their own, with one booking at each status (one of them made by the restricted agent). */
  let lister: { id: string; email: string; token: string };
  let mine: Record<'held' | 'paid' | 'ticketed' | 'cancelled' | 'byRestricted', FlightBooking>;

  const list = (token: string | null, query: string, host?: string) =>
    api(t, token, { method: 'GET', url: `/api/agency/flights/bookings?${query}` }, host);
  const refsOf = (res: { json(): { data: { flights: FlightBooking[] } } }) =>
    res
      .json()
      .data.flights.map((f) => f.referenceNumber)
      .sort();
  const listerRefs = () =>
    Object.values(mine)
      .map((b) => b.referenceNumber)
      .sort();

  beforeAll(async () => {
    const user = await createUser(t, 'demo', {
      name: 'Lara Lister',
      email: uniqueEmail('lister'),
      createdById: restrictedId,
    });
    lister = { id: user.id, email: user.email, token: await openSession(t, 'demo', user.email) };
    const options = trip();
    const toCancel = await heldBooking(t, lister.token, options);
    const q = await quote(t, w.restricted, options.itinerary, 'Standard', undefined, {
      currency: 'USD',
      clientId: lister.id,
    });
    mine = {
      held: await heldBooking(t, lister.token, options),
      paid: await paidBooking(t, lister.token, {}, options),
      ticketed: await ticket(t, w.agent, (await paidBooking(t, lister.token, {}, options)).referenceNumber),
      cancelled: (
        await postReference(t, lister.token, '/api/flight/flight-cancel-booking', toCancel.referenceNumber)
      ).json().data,
      byRestricted: await book(t, w.restricted, q.quoteId, { clientId: lister.id }),
    };
  });

  it("filters by userId: exactly the customer's bookings, with the total", async () => {
    const someoneElse = await held();
    const res = await list(w.owner, `userId=${lister.id}&limit=100`);
    expect(res.statusCode, res.body).toBe(200);
    expect(refsOf(res)).toEqual(listerRefs());
    expect(res.json().data.totalFlightRecords).toBe(5);
    expect(res.json().data.flights.every((f: FlightBooking) => f.customerName === 'Lara Lister')).toBe(true);
    expect(refsOf(res)).not.toContain(someoneElse.referenceNumber);
    const agency = await list(w.owner, 'limit=100');
    expect(refsOf(agency)).toEqual(expect.arrayContaining([...listerRefs(), someoneElse.referenceNumber]));
    expect(agency.json().data.totalFlightRecords).toBe(refsOf(agency).length);
  });

  it('filters by selectedStatus', async () => {
    const by = async (status: string) => refsOf(await list(w.agent, `userId=${lister.id}&selectedStatus=${status}`));
    expect(await by('pending_payment')).toEqual([mine.held.referenceNumber, mine.byRestricted.referenceNumber].sort());
    expect(await by('confirmed')).toEqual([mine.paid.referenceNumber]);
    expect(await by('ticketed')).toEqual([mine.ticketed.referenceNumber]);
    expect(await by('cancelled')).toEqual([mine.cancelled.referenceNumber]);
    expect(await by('voided')).toEqual([]);
    expect(await by('All')).toEqual(listerRefs());
  });

  it('finds by reference, PNR, customer name and e-mail with searchString', async () => {
    const search = async (text: string) => {
      const res = await list(w.agent, `searchString=${encodeURIComponent(text)}&limit=100`);
      return { refs: refsOf(res), total: res.json().data.totalFlightRecords as number };
    };
    const ref = mine.ticketed.referenceNumber;
    expect(await search(ref.slice(2, 9).toLowerCase())).toEqual({ refs: [ref], total: 1 });
    expect(await search(mine.ticketed.pnr ?? '')).toEqual({ refs: [ref], total: 1 });
    expect(await search('lara list')).toEqual({ refs: listerRefs(), total: 5 });
    expect(await search(lister.email.split('@')[0] ?? '')).toEqual({ refs: listerRefs(), total: 5 });
    expect(await search('nobody-books-this')).toEqual({ refs: [], total: 0 });
    // LIKE wildcards are taken literally.
    expect(await search('%')).toEqual({ refs: [], total: 0 });
  });

  it('filters by booking date with startDate and endDate', async () => {
    const count = async (query: string) =>
      (await list(w.agent, `userId=${lister.id}&${query}`)).json().data.totalFlightRecords;
    expect(await count(`startDate=${inDays(0)}&endDate=${inDays(0)}`)).toBe(5);
    expect(await count(`startDate=${inDays(1)}`)).toBe(0);
    expect(await count(`endDate=${inDays(-1)}`)).toBe(0);
    expect(await count(`startDate=${inDays(-30)}&endDate=${inDays(30)}`)).toBe(5);
  });

  it('shows upcoming trips by default and past ones with showPastTrips=true', async () => {
    const count = async (token: string, past: string) =>
      (await list(token, `userId=${lister.id}&showPastTrips=${past}`)).json().data.totalFlightRecords;
    expect(await count(w.agent, 'false')).toBe(5);
    expect(await count(w.agent, 'true')).toBe(0);
    // 40 days on, every trip (20 days away today) has happened; sessions of then are fresh ones.
    moveClock(40 * DAY_MS);
    const later = await openSession(t, 'demo', 'agent@demo.test');
    expect(await count(later, 'true')).toBe(5);
    expect(await count(later, 'false')).toBe(0);
  });

  it('pages with offSet and limit, the total staying the whole count', async () => {
    const all = (await list(w.agent, `userId=${lister.id}&limit=100`))
      .json()
      .data.flights.map((f: FlightBooking) => f.referenceNumber);
    const pages = [];
    for (const offSet of [0, 2, 4]) {
      const res = await list(w.agent, `userId=${lister.id}&offSet=${offSet}&limit=2`);
      expect(res.json().data.totalFlightRecords).toBe(5);
      pages.push(...res.json().data.flights.map((f: FlightBooking) => f.referenceNumber));
    }
    expect(pages).toEqual(all);
    expect((await list(w.agent, `userId=${lister.id}&offSet=5`)).json().data).toEqual({
      flights: [],
      totalFlightRecords: 5,
    });
  });

  it.each(ACTORS)('lists for %s as the policy says', async (actor) => {
    const res = await list(tokenOf(actor), `userId=${lister.id}&limit=100`, hostOf(actor));
    if (actor === 'client') return expectError(res, 403, 'FORBIDDEN', { message: 'You are not allowed to do this' });
    if (actor === 'nobody') return expectError(res, 401, 'UNAUTHORIZED');
    expect(res.statusCode).toBe(200);
    const expected =
      actor === 'restricted' ? [mine.byRestricted.referenceNumber] : actor === 'coastalOwner' ? [] : listerRefs();
    expect(refsOf(res)).toEqual(expected);
    expect(res.json().data.totalFlightRecords).toBe(expected.length);
  });

  it('refuses bad filters (400) naming each field', async () => {
    const res = await list(
      w.agent,
      'offSet=-1&limit=101&selectedStatus=lost&startDate=2026-13-01&showPastTrips=yes&userId=7',
    );
    expectError(res, 400, 'VALIDATION_FAILED', {
      details: {
        offSet: 'Must be zero or more',
        limit: 'Invalid value',
        selectedStatus: 'Invalid value',
        startDate: 'Enter a real date as YYYY-MM-DD',
        showPastTrips: 'Invalid value',
        userId: 'Invalid value',
      },
    });
  });
});

describe('GET /api/agency/flights/bookings/:id', () => {
  const byId = (token: string | null, id: string, host?: string) =>
    api(t, token, { method: 'GET', url: `/api/agency/flights/bookings/${id}` }, host);

  it.each(ACTORS)("answers the client's booking to %s as the policy says", async (actor) => {
    const booking = await ticketed();
    const res = await byId(tokenOf(actor), booking.bookingId, hostOf(actor));
    const [status, code] = FOR_CLIENT_BOOKING[actor];
    if (code) return expectError(res, status, code);
    expect(res.json().data).toEqual(booking);
  });

  it('answers the restricted agent a booking they made', async () => {
    const booking = await paidByRestricted();
    expect((await byId(w.restricted, booking.bookingId)).json().data).toEqual(booking);
  });

  it('refuses a malformed id (400) and answers 404 for an unknown one', async () => {
    expectError(await byId(w.agent, 'not-a-uuid'), 400, 'VALIDATION_FAILED', { details: { id: 'Invalid value' } });
    expectError(await byId(w.agent, '00000000-0000-4000-8000-000000000000'), 404, 'NOT_FOUND');
  });
});

describe('POST /api/flight/ticket', () => {
  const ticketAs = (token: string | null, ref: string, host?: string) =>
    postReference(t, token, '/api/flight/ticket', ref, host);

  it('issues the tickets of a paid booking: e-tickets, the void window, the history and the PNR mail', async () => {
    const booking = await paid();
    const res = await ticketAs(w.agent, booking.referenceNumber);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(
      'Your booking is ticketed successfully. Your PNR will get sent via email within 30 minutes.',
    );
    const data = res.json().data as FlightBooking;
    expect(data).toMatchObject({ bookingStatus: 'ticketed', bookedStatus: 'ticketed', breakdown: booking.breakdown });
    expect(data.travelers.map((traveler) => traveler.ticketNumber)).toEqual([
      expect.stringMatching(/^\d{13}$/),
      expect.stringMatching(/^\d{13}$/),
      expect.stringMatching(/^\d{13}$/),
    ]);
    expect(Date.parse(data.voidableUntil ?? '') - Date.parse(data.ticketedAt ?? '')).toBe(24 * HOUR_MS);
    expect(data.history.map((h) => [h.status, h.note])).toEqual([
      ...booking.history.map((h) => [h.status, h.note]),
      ['ticketed', { key: 'ticketed', values: {} }],
    ]);
    expect((await actorEvents(booking.bookingId)).at(-1)).toMatchObject({ status: 'ticketed', actorId: w.agentId });
    const [charge] = await gatewayChargesOf(t, booking.bookingId);
    expect(await airlineOrder(t, booking.pnr ?? '')).toMatchObject({
      status: 'ticketed',
      paymentReference: charge?.id,
    });
    const mail = await lastMail(t, booking.contact.email, 'flight-ticketed');
    expect(mail.subject).toBe(`Your e-tickets: ${booking.referenceNumber} (PNR ${booking.pnr})`);
    for (const traveler of data.travelers) {
      expect(mail.text).toContain(`${traveler.givenName} ${traveler.familyName}: ${traveler.ticketNumber}`);
    }
    // The booking now answers the customer's penalty quote as voidable.
    expect(
      (await postReference(t, w.client, '/api/flight/get-penalty', booking.referenceNumber)).json().data,
    ).toMatchObject({ isVoidable: true });
  });

  it.each(ACTORS)('tickets for %s as the policy says, changing nothing when refused', async (actor) => {
    const booking = await paid();
    const before = await bookingState(t, booking);
    const res = await ticketAs(tokenOf(actor), booking.referenceNumber, hostOf(actor));
    const [status, code] = TICKETING[actor];
    if (code) {
      expectError(res, status, code);
      return expect(await bookingState(t, booking)).toEqual(before);
    }
    expect(res.json().data.bookingStatus).toBe('ticketed');
  });

  it('refuses a restricted agent, even on a booking they made (docs/roles.md), changing nothing', async () => {
    const booking = await paidByRestricted();
    const before = await bookingState(t, booking);
    expectError(await ticketAs(w.restricted, booking.referenceNumber), 403, 'FORBIDDEN');
    expect(await bookingState(t, booking)).toEqual(before);
    expect((await ticketAs(w.agent, booking.referenceNumber)).json().data.bookingStatus).toBe('ticketed');
    expect((await actorEvents(booking.bookingId)).at(-1)).not.toMatchObject({ actorId: restrictedId });
  });

  it('refuses an unpaid or already ticketed booking (409 INVALID_STATE), changing nothing', async () => {
    const unpaid = await held();
    const before = await bookingState(t, unpaid);
    expectError(await ticketAs(w.agent, unpaid.referenceNumber), 409, 'INVALID_STATE');
    expect(await bookingState(t, unpaid)).toEqual(before);
    const done = await ticketed();
    const after = await bookingState(t, done);
    expectError(await ticketAs(w.agent, done.referenceNumber), 409, 'INVALID_STATE');
    expect(await bookingState(t, done)).toEqual(after);
    expect(await readOutbox(t, { to: done.contact.email, template: 'flight-ticketed' })).toHaveLength(1);
  });

  it('refuses bad input (400) to an agent, but a client learns only 403', async () => {
    expectError(await ticketAs(w.agent, 'ab'), 400, 'VALIDATION_FAILED', {
      details: { referenceNumber: 'Invalid value' },
    });
    expectError(await ticketAs(w.client, 'ab'), 403, 'FORBIDDEN');
  });

  it('answers 502 when the airline fails to ticket, changing nothing, and tickets on a retry', async () => {
    const booking = await paid();
    const before = await bookingState(t, booking);
    const res = await withSupplierFaults(t, { timeout: ['payAndTicket'] }, () =>
      ticketAs(w.agent, booking.referenceNumber),
    );
    expectError(res, 502, 'UPSTREAM_FAILED');
    expect(await bookingState(t, booking)).toEqual(before);
    expect((await ticketAs(w.agent, booking.referenceNumber)).json().data.bookingStatus).toBe('ticketed');
  });
});

describe('POST /api/flight/ticket/payment', () => {
  const onAccount = (token: string | null, ref: string, host?: string) =>
    postReference(t, token, '/api/flight/ticket/payment', ref, host);

  it('tickets an unpaid booking on the agency account: a charge recorded for the agency, no card', async () => {
    const booking = await held();
    const res = await onAccount(w.owner, booking.referenceNumber);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as FlightBooking;
    expect(data).toMatchObject({
      bookingStatus: 'ticketed',
      bookedStatus: 'ticketed',
      payment: { status: 'succeeded', cardBrand: null, cardLast4: null },
    });
    expect(data.history.at(-1)).toMatchObject({ status: 'ticketed', note: { key: 'ticketedOnAccount', values: {} } });
    expect(
      (await paymentRowsOf(t, booking.bookingId)).map((p) => [
        p.kind,
        p.status,
        p.amount,
        p.gateway,
        p.gatewayReference,
      ]),
    ).toEqual([['charge', 'succeeded', booking.breakdown.total, 'agency_account', `account:${booking.bookingId}`]]);
    expect(await gatewayChargesOf(t, booking.bookingId)).toEqual([]);
    expect(await airlineOrder(t, booking.pnr ?? '')).toMatchObject({
      status: 'ticketed',
      paymentReference: `account:${booking.bookingId}`,
    });
    expect((await lastMail(t, booking.contact.email, 'flight-ticketed')).subject).toContain(booking.referenceNumber);
  });

  it('refuses a booking paid by card (409 INVALID_STATE): that one is ticketed with /ticket', async () => {
    const booking = await paid();
    const before = await bookingState(t, booking);
    expectError(await onAccount(w.agent, booking.referenceNumber), 409, 'INVALID_STATE');
    expect(await bookingState(t, booking)).toEqual(before);
  });

  it('leaves no charge behind when the airline fails to ticket: the client can still pay by card', async () => {
    const booking = await held();
    const before = await bookingState(t, booking);
    const faults: SandboxFaults[] = [{ error: ['payAndTicket'] }, { timeout: ['payAndTicket'] }];
    for (const fault of faults) {
      const res = await withSupplierFaults(t, fault, () => onAccount(w.agent, booking.referenceNumber));
      expectError(res, 502, 'UPSTREAM_FAILED');
      expect(await bookingState(t, booking)).toEqual(before);
    }
    expect((await pay(t, w.client, booking.referenceNumber)).bookingStatus).toBe('confirmed');
  });

  it('refunds a cancellation on the agency account, without the card gateway', async () => {
    const booking = await held();
    await onAccount(w.agent, booking.referenceNumber);
    moveClock(25 * HOUR_MS);
    const { data } = (
      await postReference(t, w.agent, '/api/agency/flights/bookings/flightCancelBooking', booking.referenceNumber)
    ).json();
    expect(data.bookingStatus).toBe('cancelled');
    const refunds = (await paymentRowsOf(t, booking.bookingId)).filter((p) => p.kind === 'refund');
    expect(refunds.map((p) => [p.amount, p.gateway, p.reason])).toEqual([
      [data.refund.amount, 'agency_account', 'cancel'],
    ]);
    expect(data.refund.amount).toBeGreaterThan(0);
    expect(await gatewayChargesOf(t, booking.bookingId)).toEqual([]);
  });

  it.each(ACTORS)('tickets on account for %s as the policy says, changing nothing when refused', async (actor) => {
    const booking = await held();
    const before = await bookingState(t, booking);
    const res = await onAccount(tokenOf(actor), booking.referenceNumber, hostOf(actor));
    const [status, code] = TICKETING[actor];
    if (code) {
      expectError(res, status, code);
      return expect(await bookingState(t, booking)).toEqual(before);
    }
    expect(res.json().data.bookingStatus).toBe('ticketed');
  });
});

describe('the agency cancellation calls', () => {
  const PENALTY = '/api/agency/flights/bookings/getPenalty';
  const VOID = '/api/agency/flights/bookings/flightCancelVoidBooking';
  const CANCEL = '/api/agency/flights/bookings/flightCancelBooking';
  const byPnr = (token: string | null, pnr: string, host?: string) =>
    api(t, token, { method: 'GET', url: `/api/v2/agency/flights/cancel?pnr=${pnr}` }, host);

  it("POST getPenalty answers the same quote as the customer's get-penalty, changing nothing", async () => {
    const booking = await ticketed();
    moveClock(25 * HOUR_MS);
    const before = await bookingState(t, booking);
    const agency = await postReference(t, w.agent, PENALTY, booking.referenceNumber);
    const customer = await postReference(t, w.client, '/api/flight/get-penalty', booking.referenceNumber);
    expect(agency.statusCode).toBe(200);
    expect(agency.json()).toEqual(customer.json());
    expect(agency.json().data).toMatchObject({ isVoidable: false, referenceNumber: booking.referenceNumber });
    expect(agency.json().data.penalty.amount).toBeGreaterThan(0);
    expect(await bookingState(t, booking)).toEqual(before);
  });

  it('POST flightCancelVoidBooking voids within 24 hours, recording the agent in the history', async () => {
    const booking = await ticketed();
    const res = await postReference(t, w.agent, VOID, booking.referenceNumber);
    expect(res.json()).toMatchObject({
      message: 'Flight cancelled successfully',
      data: { bookingStatus: 'voided', refund: usd(booking.breakdown.total) },
    });
    expect((await actorEvents(booking.bookingId)).map((e) => [e.status, e.actorId])).toEqual([
      ['pending_payment', w.clientId],
      ['confirmed', w.clientId],
      ['ticketed', w.agentId],
      ['voided', w.agentId],
    ]);
    expect((await lastMail(t, booking.contact.email, 'flight-cancelled')).text).toContain(
      `Refund: ${formatMoney(usd(booking.breakdown.total))}`,
    );
  });

  it('POST flightCancelVoidBooking refuses once the 24 hours have passed (409 NOT_VOIDABLE), changing nothing', async () => {
    const booking = await ticketed();
    moveClock(25 * HOUR_MS);
    const before = await bookingState(t, booking);
    expectError(await postReference(t, w.agent, VOID, booking.referenceNumber), 409, 'NOT_VOIDABLE');
    expect(await bookingState(t, booking)).toEqual(before);
  });

  it('POST flightCancelBooking cancels under the fare for the owner, refunding what the quote said', async () => {
    const booking = await ticketed();
    moveClock(25 * HOUR_MS);
    const quoted = (await postReference(t, w.owner, PENALTY, booking.referenceNumber)).json().data;
    const res = await postReference(t, w.owner, CANCEL, booking.referenceNumber);
    expect(res.json().data).toMatchObject({ bookingStatus: 'cancelled', refund: quoted.refund });
    expect(quoted.refund.amount + quoted.penalty.amount).toBe(booking.breakdown.total);
    expect((await actorEvents(booking.bookingId)).at(-1)).toMatchObject({
      status: 'cancelled',
      actorId: (await getUser(t, 'demo', 'owner@demo.test')).id,
      note: 'cancelled',
      noteValues: { amount: String(quoted.refund.amount), currency: quoted.refund.currency },
    });
    expect((await paymentRowsOf(t, booking.bookingId)).filter((p) => p.kind === 'refund').map((p) => p.amount)).toEqual(
      [quoted.refund.amount],
    );
    expectError(await postReference(t, w.owner, CANCEL, booking.referenceNumber), 409, 'INVALID_STATE');
  });

  it('GET /api/v2/agency/flights/cancel cancels by PNR for the admin, through the second provider', async () => {
    const booking = await paid();
    const res = await byPnr(w.admin, booking.pnr ?? '');
    expect(res.json()).toMatchObject({
      message: 'Flight cancelled successfully',
      data: { bookingStatus: 'cancelled', refund: usd(booking.breakdown.total) },
    });
    expect((await airlineOrder(t, booking.pnr ?? '')).cancellationReason).toBe('secondary_channel');
    expectError(await byPnr(w.admin, booking.pnr ?? ''), 409, 'INVALID_STATE');
    expectError(await byPnr(w.admin, 'bad'), 400, 'VALIDATION_FAILED', { details: { pnr: 'Invalid value' } });
  });

  const CALLS = [
    [
      'POST getPenalty',
      (token: string | null, b: FlightBooking, host?: string) =>
        postReference(t, token, PENALTY, b.referenceNumber, host),
    ],
    [
      'POST flightCancelVoidBooking',
      (token: string | null, b: FlightBooking, host?: string) => postReference(t, token, VOID, b.referenceNumber, host),
    ],
    [
      'POST flightCancelBooking',
      (token: string | null, b: FlightBooking, host?: string) =>
        postReference(t, token, CANCEL, b.referenceNumber, host),
    ],
    [
      'GET /api/v2/agency/flights/cancel',
      (token: string | null, b: FlightBooking, host?: string) => byPnr(token, b.pnr ?? '', host),
    ],
  ] as const;

  describe.each(CALLS)('%s, role by role', (name, call) => {
    it.each(ACTORS)('as %s', async (actor) => {
      const booking = await ticketed();
      const before = await bookingState(t, booking);
      const res = await call(tokenOf(actor), booking, hostOf(actor));
      const [status, code] = FOR_CLIENT_BOOKING[actor];
      if (code) {
        expectError(res, status, code);
        return expect(await bookingState(t, booking)).toEqual(before);
      }
      expect(res.statusCode, res.body).toBe(200);
    });

    // A restricted agent may see what cancelling costs, never cancel or void a client's booking (docs/roles.md).
    it('for the restricted agent, on a booking they made', async () => {
      const booking = await ticket(t, w.agent, (await paidByRestricted()).referenceNumber);
      const before = await bookingState(t, booking);
      const res = await call(w.restricted, booking);
      if (name === 'POST getPenalty') return expect(res.statusCode, res.body).toBe(200);
      expectError(res, 403, 'FORBIDDEN');
      expect(await bookingState(t, booking)).toEqual(before);
    });

    it('refuses bad input (400) and answers 404 for an unknown booking', async () => {
      const bad = { ...(await held()), referenceNumber: 'ab', pnr: 'ab' };
      expectError(await call(w.agent, bad), 400, 'VALIDATION_FAILED');
      const unknown = { ...(await held()), referenceNumber: 'FLNOSUCH22', pnr: 'ZZZZ22' };
      expectError(await call(w.agent, unknown), 404, 'NOT_FOUND');
    });
  });
});

describe('a restricted agent books only for their own clients (docs/roles.md)', () => {
  const reprice = (token: string, clientId: string) =>
    api(t, token, {
      method: 'POST',
      url: '/api/flight/reprice',
      payload: {
        // Not the file's usual trip: its seats are taken by the tests above.
        offerId: itineraryWith(w.itineraries, 'unchanged', 'Business').id,
        fareFamily: 'Standard',
        passengers: FAMILY,
        currency: 'USD',
        clientId,
      },
    });

  it('prices for a client they created, and finds no other client of the agency (404)', async () => {
    const own = await createUser(t, 'demo', { createdById: restrictedId });
    const other = await createUser(t, 'demo');
    const ownPrice = await reprice(w.restricted, own.id);
    expect(ownPrice.statusCode, ownPrice.body).toBe(200);
    expectError(await reprice(w.restricted, other.id), 404, 'NOT_FOUND');
    // An unrestricted agent prices for any client of the agency.
    expect((await reprice(w.agent, other.id)).statusCode).toBe(200);
  });
});

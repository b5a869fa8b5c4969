import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookings, idempotencyKeys, mailOutbox, payments, sandboxGatewayCards } from '../../platform/db/schema';
import { COASTAL, DEMO, readOutbox, withCookie } from '../../testing/auth-helpers';
import {
  CARD,
  HOUR_MS,
  api,
  cardToken,
  expectError,
  flightRowCounts,
  gatewayChargesOf,
  heldBooking,
  itineraryWith,
  moveClock,
  openFlightWorld,
  pay,
  payRequest,
  paymentRowsOf,
  restoreClock,
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
afterEach(restoreClock);

/** A held booking of the client with its own contact address, so its mail can be told apart. */
async function held(email = `${randomUUID().slice(0, 8)}@example.test`) {
  const itinerary = itineraryWith(w.itineraries, 'unchanged');
  return heldBooking(t, w.client, { itinerary, overrides: { contact: { email, phone: '+351 912 345 678' } } });
}
const status = async (ref: string) =>
  (await api(t, w.client, { method: 'GET', url: `/api/flight/bookingStatus?referenceNumber=${ref}` })).json().data
    .bookingStatus;
const confirmations = (to: string) => readOutbox(t, { to, template: 'flight-confirmed' });

describe('POST /api/flight/payment', () => {
  it('confirms the booking once the success card is charged, and mails the confirmation', async () => {
    const booking = await held();
    const res = await payRequest(t, w.client, booking.referenceNumber, await cardToken(t, CARD.visa));
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      status: 'succeeded',
      challengeUrl: null,
      message: null,
      booking: {
        referenceNumber: booking.referenceNumber,
        bookingStatus: 'confirmed',
        bookedStatus: 'held',
        breakdown: booking.breakdown,
        payment: { status: 'succeeded', cardBrand: 'visa', cardLast4: '4242' },
      },
    });
    expect(data.booking.history.map((h: { status: string; note: unknown }) => [h.status, h.note])).toEqual([
      ['pending_payment', { key: 'held', values: { pnr: booking.pnr } }],
      ['confirmed', { key: 'paid', values: { brand: 'visa', last4: '4242' } }],
    ]);
    const charges = await paymentRowsOf(t, booking.bookingId);
    expect(charges.map((p) => [p.kind, p.status, p.amount, p.currency, p.cardLast4])).toEqual([
      ['charge', 'succeeded', booking.breakdown.total, booking.breakdown.currency, '4242'],
    ]);
    expect((await gatewayChargesOf(t, booking.bookingId)).map((c) => [c.status, c.amount])).toEqual([
      ['succeeded', booking.breakdown.total],
    ]);
    const [mail, ...more] = await confirmations(booking.contact.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`Booking confirmed: ${booking.referenceNumber}`);
    expect(mail?.text).toContain(
      `Your flight booking ${booking.referenceNumber} with Blue Horizon Travel is confirmed`,
    );
  });

  it('records the brand and last four digits of a Mastercard', async () => {
    const booking = await held();
    const paid = await pay(t, w.client, booking.referenceNumber, CARD.mastercard);
    expect(paid.payment).toEqual({ status: 'succeeded', cardBrand: 'mastercard', cardLast4: '4444' });
  });

  it.each([
    [CARD.declined, 'PAYMENT_DECLINED', 'The card was declined. Please use another card.', 'card_declined'],
    [
      CARD.insufficientFunds,
      'INSUFFICIENT_FUNDS',
      'The card has insufficient funds. Please use another card.',
      'insufficient_funds',
    ],
  ])(
    'answers 402 for card %s, keeps the booking unpaid, and another card then pays',
    async (card, code, message, failure) => {
      const booking = await held();
      const res = await payRequest(t, w.client, booking.referenceNumber, await cardToken(t, card));
      expectError(res, 402, code, { message });
      expect(await status(booking.referenceNumber)).toBe('pending_payment');
      expect((await paymentRowsOf(t, booking.bookingId)).map((p) => [p.status, p.failureCode])).toEqual([
        ['failed', failure],
      ]);
      expect(await confirmations(booking.contact.email)).toEqual([]);
      expect((await pay(t, w.client, booking.referenceNumber)).bookingStatus).toBe('confirmed');
    },
  );

  it('answers 402 PAYMENT_DECLINED for a token the gateway never issued', async () => {
    const booking = await held();
    expectError(
      await payRequest(t, w.client, booking.referenceNumber, 'tok_never_issued_by_gateway'),
      402,
      'PAYMENT_DECLINED',
    );
    expect(await status(booking.referenceNumber)).toBe('pending_payment');
  });

  it('3-D Secure: asks for the challenge, and the payment sent again after approval confirms with one charge', async () => {
    const booking = await held();
    const token = await cardToken(t, CARD.challenge);
    const first = await payRequest(t, w.client, booking.referenceNumber, token);
    const { data } = first.json();
    expect(data).toMatchObject({
      status: 'requires_action',
      message: null,
      booking: { bookingStatus: 'pending_payment' },
    });
    expect(data.challengeUrl).toMatch(
      new RegExp(
        `^/sandbox-gateway/challenge/ch_[\\w-]+\\?return=${encodeURIComponent(`/booknow/flights/checkout?resume=${booking.referenceNumber}`)}$`,
      ),
    );
    expect(await status(booking.referenceNumber)).toBe('pending_payment');
    expect(await confirmations(booking.contact.email)).toEqual([]);

    const page = await t.app.inject({ method: 'GET', url: data.challengeUrl, headers: { host: DEMO } });
    expect(page.body).toContain('Approve payment');
    const chargeId = new URL(data.challengeUrl, 'http://x').pathname.split('/').at(-1);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/sandbox-gateway/challenge/${chargeId}`,
      headers: { host: DEMO },
      payload: { outcome: 'approve', return: `/booknow/flights/checkout?resume=${booking.referenceNumber}` },
    });
    expect(approved.headers.location).toBe(
      `/booknow/flights/checkout?resume=${booking.referenceNumber}&challenge=approved`,
    );

    const second = await payRequest(t, w.client, booking.referenceNumber, token);
    expect(second.json().data).toMatchObject({ status: 'succeeded', booking: { bookingStatus: 'confirmed' } });
    expect((await gatewayChargesOf(t, booking.bookingId)).map((c) => [c.id, c.status])).toEqual([
      [chargeId, 'succeeded'],
    ]);
    expect(await confirmations(booking.contact.email)).toHaveLength(1);
  });

  it('3-D Secure: a failed challenge leaves the booking unpaid', async () => {
    const booking = await held();
    const token = await cardToken(t, CARD.challenge);
    const { challengeUrl } = (await payRequest(t, w.client, booking.referenceNumber, token)).json().data;
    const chargeId = new URL(challengeUrl, 'http://x').pathname.split('/').at(-1);
    const failed = await t.app.inject({
      method: 'POST',
      url: `/sandbox-gateway/challenge/${chargeId}`,
      headers: { host: DEMO },
      payload: { outcome: 'fail', return: '/booknow/flights/checkout' },
    });
    expect(failed.headers.location).toBe('/booknow/flights/checkout?challenge=failed');
    const again = await payRequest(t, w.client, booking.referenceNumber, token);
    expect(again.json().data.status).not.toBe('succeeded');
    expect(await status(booking.referenceNumber)).toBe('pending_payment');
    expect((await gatewayChargesOf(t, booking.bookingId)).map((c) => c.status)).toEqual(['failed']);
  });

  it('refuses to pay a paid booking again (409 INVALID_STATE) and charges once', async () => {
    const booking = await held();
    await pay(t, w.client, booking.referenceNumber);
    const before = await flightRowCounts(t);
    expectError(await payRequest(t, w.client, booking.referenceNumber, await cardToken(t)), 409, 'INVALID_STATE');
    expect(await flightRowCounts(t)).toEqual(before);
    expect(await gatewayChargesOf(t, booking.bookingId)).toHaveLength(1);
  });

  it('refuses to pay a hold the airline dropped at its ticketing time limit (410 TIME_LIMIT_PASSED), charging nothing', async () => {
    const booking = await held();
    const token = await cardToken(t);
    moveClock(25 * HOUR_MS);
    expectError(await payRequest(t, w.client, booking.referenceNumber, token), 410, 'TIME_LIMIT_PASSED', {
      message: 'The time to pay for this booking has passed and the airline has released it. Please search again.',
    });
    expect(await gatewayChargesOf(t, booking.bookingId)).toEqual([]);
    expect(await paymentRowsOf(t, booking.bookingId)).toEqual([]);
    expect(await status(booking.referenceNumber)).toBe('cancelled');
    // Asked again once the booking is known to be cancelled: the same answer, in the caller's language.
    const again = await t.request(
      DEMO,
      withCookie(w.client, {
        method: 'POST',
        url: '/api/flight/payment',
        payload: { referenceNumber: booking.referenceNumber, paymentToken: token },
        headers: { 'idempotency-key': randomUUID(), 'accept-language': 'pt' },
      }),
    );
    expectError(again, 410, 'TIME_LIMIT_PASSED', {
      message: 'O prazo para pagar esta reserva terminou e a companhia aérea a liberou. Pesquise novamente.',
    });
  });

  it("pays a held booking later, until its time limit: the agency's agent pays a client's hold, another agency cannot", async () => {
    const booking = await held();
    expect(Date.parse(booking.ticketingTimeLimit ?? '')).toBeGreaterThan(Date.now() + 23 * HOUR_MS);
    moveClock(23 * HOUR_MS);
    expectError(
      await payRequest(t, w.coastalOwner, booking.referenceNumber, await cardToken(t), randomUUID(), COASTAL),
      404,
      'NOT_FOUND',
    );
    const paid = await pay(t, w.agent, booking.referenceNumber);
    expect(paid).toMatchObject({ bookingStatus: 'confirmed', payment: { status: 'succeeded', cardLast4: '4242' } });
    expect(await paymentRowsOf(t, booking.bookingId)).toHaveLength(1);
  });

  it('refuses bad input (400), no key (400), no session (401), another client and another agency (404), charging nothing', async () => {
    const booking = await held();
    const token = await cardToken(t);
    const before = await flightRowCounts(t);
    expectError(await payRequest(t, w.client, 'ab', 'x'), 400, 'VALIDATION_FAILED', {
      details: { referenceNumber: 'Invalid value', paymentToken: 'Invalid value' },
    });
    const noKey = await api(t, w.client, {
      method: 'POST',
      url: '/api/flight/payment',
      payload: { referenceNumber: booking.referenceNumber, paymentToken: token },
    });
    expectError(noKey, 400, 'VALIDATION_FAILED', { details: { 'Idempotency-Key': 'Required' } });
    expectError(
      await api(t, null, {
        method: 'POST',
        url: '/api/flight/payment',
        payload: { referenceNumber: booking.referenceNumber, paymentToken: token },
      }),
      401,
      'UNAUTHORIZED',
    );
    expectError(await payRequest(t, w.otherClient, booking.referenceNumber, token), 404, 'NOT_FOUND');
    expectError(
      await payRequest(t, w.coastalOwner, booking.referenceNumber, token, randomUUID(), COASTAL),
      404,
      'NOT_FOUND',
    );
    expect(await flightRowCounts(t)).toEqual(before);
    expect(await status(booking.referenceNumber)).toBe('pending_payment');
  });
});

describe('Idempotency-Key on POST /api/flight/payment', () => {
  it('answers the first result again for the same key and body, charging once', async () => {
    const booking = await held();
    const token = await cardToken(t);
    const key = randomUUID();
    const first = await payRequest(t, w.client, booking.referenceNumber, token, key);
    const again = await payRequest(t, w.client, booking.referenceNumber, token, key);
    expect(again.json()).toEqual(first.json());
    expect(await gatewayChargesOf(t, booking.bookingId)).toHaveLength(1);
    expect(await paymentRowsOf(t, booking.bookingId)).toHaveLength(1);
  });

  it('frees the key of a declined payment, then refuses it with another card (409 IDEMPOTENCY_CONFLICT)', async () => {
    const booking = await held();
    const key = randomUUID();
    await payRequest(t, w.client, booking.referenceNumber, await cardToken(t, CARD.declined), key);
    await payRequest(t, w.client, booking.referenceNumber, await cardToken(t), key).then((res) =>
      expect(res.statusCode).toBe(200),
    );
    const other = await payRequest(t, w.client, booking.referenceNumber, await cardToken(t, CARD.mastercard), key);
    expectError(other, 409, 'IDEMPOTENCY_CONFLICT');
    expect((await gatewayChargesOf(t, booking.bookingId)).filter((c) => c.status === 'succeeded')).toHaveLength(1);
  });

  it('charges exactly once for 5 concurrent payments with one key', async () => {
    const booking = await held();
    const token = await cardToken(t);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => payRequest(t, w.client, booking.referenceNumber, token, key)),
    );
    answers
      .filter((res) => res.statusCode !== 200)
      .forEach((res) => expect([res.statusCode, res.json().code]).toEqual([409, 'CONFLICT']));
    expect(answers.some((res) => res.statusCode === 200)).toBe(true);
    expect((await paymentRowsOf(t, booking.bookingId)).map((p) => [p.kind, p.status])).toEqual([
      ['charge', 'succeeded'],
    ]);
    expect(await gatewayChargesOf(t, booking.bookingId)).toHaveLength(1);
    expect(await confirmations(booking.contact.email)).toHaveLength(1);
  });

  it('charges exactly once when 3 payments with different keys and cards race', async () => {
    const booking = await held();
    const tokens = await Promise.all([cardToken(t), cardToken(t, CARD.mastercard), cardToken(t)]);
    const answers = await Promise.all(tokens.map((token) => payRequest(t, w.client, booking.referenceNumber, token)));
    // One card is charged. A payment that finds it charged but not yet recorded settles it with
    // the gateway and answers the paid booking too; the others are refused.
    const paid = answers.filter((res) => res.statusCode === 200);
    expect(paid.length).toBeGreaterThanOrEqual(1);
    expect(new Set(paid.map((res) => res.json().data.booking.payment.cardLast4)).size).toBe(1);
    for (const refused of answers.filter((res) => res.statusCode !== 200)) {
      expect(refused.statusCode, refused.body).toBe(409);
      expect(['PAYMENT_IN_PROGRESS', 'INVALID_STATE']).toContain(refused.json().code);
    }
    expect((await paymentRowsOf(t, booking.bookingId)).filter((p) => p.status === 'succeeded')).toHaveLength(1);
    expect((await gatewayChargesOf(t, booking.bookingId)).filter((c) => c.status === 'succeeded')).toHaveLength(1);
  });
});

describe('card data', () => {
  it('never stores the card number: only the gateway token, brand and last four digits', async () => {
    const booking = await held();
    await pay(t, w.client, booking.referenceNumber, CARD.mastercard);
    const everything = JSON.stringify(
      await Promise.all([
        t.db.select().from(payments),
        t.db.select().from(bookings),
        t.db.select().from(idempotencyKeys),
        t.db.select().from(mailOutbox),
        t.db.select().from(sandboxGatewayCards),
      ]),
    );
    expect(everything).toContain('"cardLast4":"4444"');
    for (const pan of Object.values(CARD)) expect(everything).not.toContain(pan);
  });
});

describe("POST /api/user/getUserTransactions: each payment attempt's outcome", () => {
  it('declined and 3-D Secure attempts are attempts that moved no money; the charge and its refund did', async () => {
    const booking = await held();
    const ref = booking.referenceNumber;
    await payRequest(t, w.client, ref, await cardToken(t, CARD.declined));
    const token = await cardToken(t, CARD.challenge);
    const { challengeUrl } = (await payRequest(t, w.client, ref, token)).json().data;
    const chargeId = new URL(challengeUrl, 'http://x').pathname.split('/').at(-1);
    await t.app.inject({
      method: 'POST',
      url: `/sandbox-gateway/challenge/${chargeId}`,
      headers: { host: DEMO },
      payload: { outcome: 'approve', return: `/booknow/flights/checkout?resume=${ref}` },
    });
    expect((await payRequest(t, w.client, ref, token)).json().data.status).toBe('succeeded');
    expect(
      (
        await api(t, w.client, {
          method: 'POST',
          url: '/api/flight/flight-cancel-booking',
          payload: { referenceNumber: ref },
        })
      ).statusCode,
    ).toBe(200);

    const res = await api(t, w.client, {
      method: 'POST',
      url: '/api/user/getUserTransactions',
      payload: { offSet: 0, limit: 100 },
    });
    expect(res.statusCode).toBe(200);
    const rows = (
      res.json().data.transactions as Array<{
        referenceNumber: string;
        kind: string;
        outcome: string;
        movedMoney: boolean;
        cardLast4: string;
      }>
    )
      .filter((row) => row.referenceNumber === ref)
      .reverse()
      .map((row) => [row.kind, row.outcome, row.movedMoney, row.cardLast4]);
    expect(rows).toEqual([
      ['charge', 'declined', false, '0002'],
      ['charge', 'challenged', false, '3220'],
      ['charge', 'succeeded', true, '3220'],
      ['refund', 'refunded', true, '3220'],
    ]);
  });
});

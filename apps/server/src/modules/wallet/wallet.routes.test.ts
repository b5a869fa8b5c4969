import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { earnedCredit, type FlightBooking } from '@travel/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runJob } from '../../testing/jobs';
import { bookings, users, walletBalances, walletEntries } from '../../platform/db/schema';
import { buildWalletCredit } from '../../seed/builders';
import { COASTAL, createUser, openSession } from '../../testing/auth-helpers';
import { approveChallenge, payWithChallenge } from '../../testing/booking-helpers';
import {
  CARD,
  FAMILY,
  MINUTE_MS,
  api,
  book,
  cardToken,
  expectError,
  gatewayChargesOf,
  heldBooking,
  itineraryWith,
  moveClock,
  openFlightWorld,
  paymentRowsOf,
  postReference,
  quote,
  restoreClock,
  type FlightWorld,
} from '../../testing/flight-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { walletRepo } from './wallet.repo';

let t: TestApp;
let w: FlightWorld;
let demoId: string;

beforeAll(async () => {
  t = await createTestApp();
  w = await openFlightWorld(t);
  const [client] = await t.db.select().from(users).where(eq(users.id, w.clientId));
  if (!client) throw new Error('no demo client');
  demoId = client.agencyId;
});
afterAll(() => t.close());
afterEach(restoreClock);

const PAY = '/api/flight/payment';
const OVER = "More than your credit or the booking's total";
const DISABLED = 'The reward wallet is not switched on for this account';

/** A client of the demo agency with their wallet on and `amount` of EUR credit; their session. */
async function walletClient(amount: number, isEnabled = true) {
  const user = await createUser(t, 'demo', { isRewardWalletEnabled: isEnabled });
  if (amount > 0) await t.db.transaction((tx) => walletRepo.move(tx, buildWalletCredit(demoId, user.id, { amount })));
  return { id: user.id, token: await openSession(t, 'demo', user.email) };
}

const balanceOf = (userId: string, currency = 'EUR') => walletRepo.balance(t.db, demoId, userId, currency);

function payCredit(token: string, referenceNumber: string, body: { paymentToken?: string; creditAmount?: number }) {
  return api(t, token, {
    method: 'POST',
    url: PAY,
    payload: { referenceNumber, ...body },
    headers: { 'idempotency-key': randomUUID() },
  });
}

/** A held booking of `me`, paid with `creditAmount` of credit and the rest by the success card; its paid view. */
async function paidInPart(me: { token: string }, creditAmount: number) {
  const booking = await held(me.token);
  const res = await payCredit(me.token, booking.referenceNumber, {
    paymentToken: await cardToken(t, CARD.visa),
    creditAmount,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { booking, paid: res.json().data.booking as FlightBooking };
}

const held = (token: string) =>
  heldBooking(t, token, { itinerary: itineraryWith(w.itineraries, 'unchanged', 'Economy'), currency: 'EUR' });

const runEarning = () => runJob(t, 'reward-wallet-earning');

const entriesOf = (bookingId: string) =>
  t.db
    .select()
    .from(walletEntries)
    .where(and(eq(walletEntries.agencyId, demoId), eq(walletEntries.bookingId, bookingId)));

describe('the reward wallet application (GET /api/agency/applications, PATCH its entry)', () => {
  it('lists the wallet with its rule, and PATCH changes only the fields sent', async () => {
    const list = await api(t, w.owner, { method: 'GET', url: '/api/agency/applications' });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.applications).toContainEqual({
      key: 'reward-wallet',
      enabled: true,
      config: { enabled: true, earnBasisPoints: 200 },
    });
    const patched = await api(t, w.admin, {
      method: 'PATCH',
      url: '/api/agency/applications/reward-wallet',
      payload: { earnBasisPoints: 250 },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toEqual({
      message: 'Data updated successfully',
      data: { enabled: true, earnBasisPoints: 250 },
    });
    const got = await api(t, w.owner, { method: 'GET', url: '/api/agency/applications/reward-wallet' });
    expect(got.json().data).toEqual({ enabled: true, earnBasisPoints: 250 });
    await t.services.wallet.updateConfig(demoId, { earnBasisPoints: 200 });
  });

  it('refuses bad fields with a 400 naming each, changing nothing', async () => {
    const bad = await api(t, w.owner, {
      method: 'PATCH',
      url: '/api/agency/applications/reward-wallet',
      payload: { enabled: 'yes', earnBasisPoints: 5_001 },
    });
    expectError(bad, 400, 'VALIDATION_FAILED', {
      details: { enabled: 'Invalid value', earnBasisPoints: 'Invalid value' },
    });
    for (const [value, message] of [
      [-1, 'Must be zero or more'],
      [2.5, 'Must be a number'],
      ['200', 'Must be a number'],
    ] as const) {
      const res = await api(t, w.owner, {
        method: 'PATCH',
        url: '/api/agency/applications/reward-wallet',
        payload: { earnBasisPoints: value },
      });
      expectError(res, 400, 'VALIDATION_FAILED', { details: { earnBasisPoints: message } });
    }
    expect(await t.services.wallet.config(demoId)).toEqual({ enabled: true, earnBasisPoints: 200 });
  });

  it("is each agency's own: the other agency's change leaves this one's as it was", async () => {
    const coastal = await api(
      t,
      w.coastalOwner,
      {
        method: 'PATCH',
        url: '/api/agency/applications/reward-wallet',
        payload: { enabled: false, earnBasisPoints: 900 },
      },
      COASTAL,
    );
    expect(coastal.statusCode, coastal.body).toBe(200);
    expect(await t.services.wallet.config(demoId)).toEqual({ enabled: true, earnBasisPoints: 200 });
  });

  it('is for owners and admins only (403), and needs a session (401)', async () => {
    for (const token of [w.agent, w.client]) {
      const res = await api(t, token, { method: 'PATCH', url: '/api/agency/applications/reward-wallet', payload: {} });
      expectError(res, 403, 'FORBIDDEN');
    }
    expectError(
      await api(t, null, { method: 'PATCH', url: '/api/agency/applications/reward-wallet', payload: {} }),
      401,
      'UNAUTHORIZED',
    );
  });
});

describe('paying with credit (POST a vertical payment with creditAmount)', () => {
  it('takes part from credit and the rest from the card, in one payment record', async () => {
    const me = await walletClient(50_00);
    const { booking, paid } = await paidInPart(me, 30_00);
    expect(paid.bookingStatus).toBe('confirmed');
    expect(paid).toMatchObject({ paidFromCredit: 30_00, paidFromCard: booking.breakdown.total - 30_00 });
    expect(await balanceOf(me.id)).toBe(20_00);
    const [charge] = await gatewayChargesOf(t, booking.bookingId);
    expect(charge?.amount).toBe(booking.breakdown.total - 30_00);
    const rows = await paymentRowsOf(t, booking.bookingId);
    expect(rows).toMatchObject([{ kind: 'charge', status: 'succeeded', creditAmount: 30_00 }]);
    // The history shows it, newest first, with the booking's reference.
    const wallet = await api(t, me.token, { method: 'GET', url: '/api/user/wallet?offSet=0&limit=1' });
    expect(wallet.json().data).toMatchObject({
      isEnabled: true,
      balances: [{ currency: 'EUR', amount: 20_00 }],
      entries: [{ kind: 'spent', amount: -30_00, currency: 'EUR', referenceNumber: booking.referenceNumber }],
      totalEntries: 2,
    });
  });

  it('needs no card when credit pays the whole total', async () => {
    const me = await walletClient(0);
    const booking = await held(me.token);
    const total = booking.breakdown.total;
    await t.db.transaction((tx) => walletRepo.move(tx, buildWalletCredit(demoId, me.id, { amount: total })));
    const res = await payCredit(me.token, booking.referenceNumber, { creditAmount: total });
    expect(res.statusCode, res.body).toBe(200);
    const paid = res.json().data.booking as FlightBooking;
    expect(paid).toMatchObject({ bookingStatus: 'confirmed', paidFromCredit: total, paidFromCard: 0 });
    expect(paid.history.at(-1)?.note).toEqual({
      key: 'paidWithCredit',
      values: { amount: String(total), currency: 'EUR' },
    });
    expect(await gatewayChargesOf(t, booking.bookingId)).toEqual([]);
    expect(await balanceOf(me.id)).toBe(0);
  });

  it('refuses more than the balance or the total, a card part without a card, or a wallet switched off (400), changing nothing', async () => {
    const me = await walletClient(10_00);
    const booking = await held(me.token);
    const card = await cardToken(t, CARD.visa);
    expectError(
      await payCredit(me.token, booking.referenceNumber, { paymentToken: card, creditAmount: 10_01 }),
      400,
      'VALIDATION_FAILED',
      {
        details: { creditAmount: OVER },
      },
    );
    expectError(
      await payCredit(me.token, booking.referenceNumber, { creditAmount: booking.breakdown.total + 1 }),
      400,
      'VALIDATION_FAILED',
      { details: { creditAmount: OVER } },
    );
    expectError(await payCredit(me.token, booking.referenceNumber, { creditAmount: 5_00 }), 400, 'VALIDATION_FAILED', {
      details: { paymentToken: 'Required' },
    });
    expectError(
      await payCredit(me.token, booking.referenceNumber, { paymentToken: card, creditAmount: -1 }),
      400,
      'VALIDATION_FAILED',
      {
        details: { creditAmount: 'Must be zero or more' },
      },
    );
    const off = await walletClient(10_00, false);
    const theirs = await held(off.token);
    expectError(
      await payCredit(off.token, theirs.referenceNumber, { paymentToken: card, creditAmount: 1_00 }),
      400,
      'VALIDATION_FAILED',
      {
        details: { creditAmount: DISABLED },
      },
    );
    expect(await balanceOf(me.id)).toBe(10_00);
    expect(await balanceOf(off.id)).toBe(10_00);
    expect(await paymentRowsOf(t, booking.bookingId)).toEqual([]);
    expect(await gatewayChargesOf(t, booking.bookingId)).toEqual([]);
  });

  it("refuses an agent spending a client's credit on the client's booking (400), changing nothing", async () => {
    const me = await walletClient(10_00);
    const itinerary = itineraryWith(w.itineraries, 'unchanged', 'Economy');
    const priced = await quote(t, w.agent, itinerary, 'Standard', FAMILY, { clientId: me.id });
    const booking = await book(t, w.agent, priced.quoteId, { clientId: me.id });
    const res = await payCredit(w.agent, booking.referenceNumber, {
      paymentToken: await cardToken(t, CARD.visa),
      creditAmount: 5_00,
    });
    expectError(res, 400, 'VALIDATION_FAILED', {
      details: { creditAmount: "Only the traveller's own credit can pay this booking" },
    });
    expect(await balanceOf(me.id)).toBe(10_00);
    expect(await paymentRowsOf(t, booking.bookingId)).toEqual([]);
  });

  it('gives the credit back when the card is declined', async () => {
    const me = await walletClient(20_00);
    const booking = await held(me.token);
    const res = await payCredit(me.token, booking.referenceNumber, {
      paymentToken: await cardToken(t, CARD.declined),
      creditAmount: 20_00,
    });
    expect(res.statusCode).toBe(402);
    expect(await balanceOf(me.id)).toBe(20_00);
    const kinds = (await entriesOf(booking.bookingId)).map((e) => [e.kind, e.amount]);
    expect(kinds.sort()).toEqual([
      ['released', 20_00],
      ['spent', -20_00],
    ]);
  });

  /** A client with 20 EUR of credit whose payment of a held booking, 15 from credit, waits for the bank. */
  async function challengedCreditPayment() {
    const me = await walletClient(20_00);
    const booking = await held(me.token);
    const card = await cardToken(t, CARD.challenge);
    const first = await payCredit(me.token, booking.referenceNumber, { paymentToken: card, creditAmount: 15_00 });
    expect(first.json().data.status).toBe('requires_action');
    expect(await balanceOf(me.id)).toBe(5_00);
    return { me, booking, card, challengeUrl: first.json().data.challengeUrl as string };
  }

  /** The customer approves the bank's challenge and pays again with the same credit: confirmed, spent once. */
  async function approveAndPayAgain({
    me,
    booking,
    card,
    challengeUrl,
  }: Awaited<ReturnType<typeof challengedCreditPayment>>) {
    await approveChallenge(t, challengeUrl);
    const again = await payCredit(me.token, booking.referenceNumber, { paymentToken: card, creditAmount: 15_00 });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.booking).toMatchObject({ bookingStatus: 'confirmed', paidFromCredit: 15_00 });
    expect(await balanceOf(me.id)).toBe(5_00);
  }

  it('holds the credit while the bank asks (3-D Secure) and spends it once when the payment completes', async () => {
    await approveAndPayAgain(await challengedCreditPayment());
  });

  it('gives back the credit of a challenge never answered when the booking is cancelled unpaid', async () => {
    const me = await walletClient(20_00);
    const booking = await held(me.token);
    const first = await payCredit(me.token, booking.referenceNumber, {
      paymentToken: await cardToken(t, CARD.challenge),
      creditAmount: 20_00,
    });
    expect(first.json().data.status).toBe('requires_action');
    expect(await balanceOf(me.id)).toBe(0);
    const cancelled = await postReference(t, me.token, '/api/flight/flight-cancel-booking', booking.referenceNumber);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await balanceOf(me.id)).toBe(20_00);
  });

  it('gives back the credit of a challenge left unanswered for 30 minutes; answering later pays with credit held again', async () => {
    const payment = await challengedCreditPayment();
    const { me, booking } = payment;
    // Still inside the customer's time: the credit stays held.
    moveClock(29 * MINUTE_MS);
    await runJob(t, 'payment-reconciliation');
    expect(await balanceOf(me.id)).toBe(5_00);
    moveClock(2 * MINUTE_MS);
    await runJob(t, 'payment-reconciliation');
    expect(await balanceOf(me.id)).toBe(20_00);
    expect((await paymentRowsOf(t, booking.bookingId)).map((p) => [p.status, p.failureCode])).toEqual([
      ['failed', 'abandoned'],
    ]);
    // Run again: nothing more comes back.
    await runJob(t, 'payment-reconciliation');
    expect(await balanceOf(me.id)).toBe(20_00);

    // The customer answers the bank after all, and pays again: the credit is held once more and spent.
    await approveAndPayAgain(payment);
    expect((await gatewayChargesOf(t, booking.bookingId)).filter((c) => c.status === 'succeeded')).toHaveLength(1);
  });

  it('keeps a payment without credit as it was (the same gateway key, no wallet rows)', async () => {
    const booking = await held(w.client);
    const { second } = await payWithChallenge(
      t,
      PAY,
      w.client,
      booking.referenceNumber,
      `/booknow/flights/checkout?resume=${booking.referenceNumber}`,
    );
    expect(second.booking).toMatchObject({ paidFromCredit: 0, paidFromCard: booking.breakdown.total });
    expect(await entriesOf(booking.bookingId)).toEqual([]);
  });
});

describe('concurrent spends of the same balance', () => {
  it('lets only one of two payments spend it; the balance never goes below zero', async () => {
    const me = await walletClient(0);
    const [a, b] = await Promise.all([held(me.token), held(me.token)]);
    if (!a || !b) throw new Error('no bookings');
    const amount = Math.min(a.breakdown.total, b.breakdown.total);
    await t.db.transaction((tx) => walletRepo.move(tx, buildWalletCredit(demoId, me.id, { amount })));
    const [card1, card2] = await Promise.all([cardToken(t), cardToken(t)]);
    const answers = await Promise.all([
      payCredit(me.token, a.referenceNumber, { paymentToken: card1, creditAmount: amount }),
      payCredit(me.token, b.referenceNumber, { paymentToken: card2, creditAmount: amount }),
    ]);
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 400]);
    const refused = answers.find((res) => res.statusCode === 400);
    if (refused) expectError(refused, 400, 'VALIDATION_FAILED', { details: { creditAmount: OVER } });
    expect(await balanceOf(me.id)).toBe(0);
    const spent = await t.db
      .select()
      .from(walletEntries)
      .where(and(eq(walletEntries.userId, me.id), eq(walletEntries.kind, 'spent')));
    expect(spent).toHaveLength(1);
  });

  it('refuses a balance below zero in the database itself', async () => {
    const me = await walletClient(1_00);
    await expect(
      t.db
        .update(walletBalances)
        .set({ balance: -1 })
        .where(and(eq(walletBalances.agencyId, demoId), eq(walletBalances.userId, me.id))),
    ).rejects.toThrow();
    expect(await balanceOf(me.id)).toBe(1_00);
  });
});

describe('refunds return credit first', () => {
  it('a cancelled booking paid in part with credit gives the credit back to the wallet and the rest to the card', async () => {
    const me = await walletClient(40_00);
    const { booking } = await paidInPart(me, 40_00);
    expect(await balanceOf(me.id)).toBe(0);
    const cancelled = await postReference(t, me.token, '/api/flight/flight-cancel-booking', booking.referenceNumber);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const view = cancelled.json().data as FlightBooking;
    const refunded = view.refund?.amount ?? 0;
    expect(refunded).toBeGreaterThanOrEqual(40_00);
    expect(await balanceOf(me.id)).toBe(40_00);
    const refund = (await paymentRowsOf(t, booking.bookingId)).find((p) => p.kind === 'refund');
    expect(refund).toMatchObject({ status: 'succeeded', creditAmount: 40_00, amount: refunded - 40_00 });
    const history = await api(t, me.token, { method: 'GET', url: '/api/user/wallet' });
    expect(history.json().data.entries[0]).toMatchObject({ kind: 'refunded', amount: 40_00 });
  });
});

describe('refunds in parts (a cancellation, then the refund protection)', () => {
  it('return the credit first across reasons, then the card, never more credit than was paid', async () => {
    const me = await walletClient(40_00);
    const { booking } = await paidInPart(me, 40_00);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.bookingId));
    if (!row) throw new Error('no booking row');
    const payments = t.services.bookingPayments;
    expect(await payments.refund(row, 30_00, 'cancel')).toEqual({ amount: 30_00, isNew: true });
    expect(await balanceOf(me.id)).toBe(30_00);
    expect(await payments.refund(row, 20_00, 'refund-protection')).toEqual({ amount: 20_00, isNew: true });
    expect(await balanceOf(me.id)).toBe(40_00);
    // Asked again for a reason already refunded: nothing moves.
    expect(await payments.refund(row, 20_00, 'refund-protection')).toEqual({ amount: 20_00, isNew: false });
    expect(await balanceOf(me.id)).toBe(40_00);
    const refunds = (await paymentRowsOf(t, booking.bookingId)).filter((p) => p.kind === 'refund');
    expect(refunds.map((p) => [p.reason, p.creditAmount, p.amount]).sort()).toEqual([
      ['cancel', 30_00, 0],
      ['refund-protection', 10_00, 10_00],
    ]);
  });
});

describe('GET /api/user/wallet and a person’s wallet in the back-office', () => {
  it('answers the signed-in user’s wallet, and 400 on a bad page, 401 without a session', async () => {
    const res = await api(t, w.client, { method: 'GET', url: '/api/user/wallet' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ isEnabled: true, earnBasisPoints: 200 });
    expect(res.json().data.balances).toContainEqual({ currency: 'EUR', amount: expect.any(Number) });
    expectError(await api(t, w.client, { method: 'GET', url: '/api/user/wallet?limit=0' }), 400, 'VALIDATION_FAILED', {
      details: { limit: 'Invalid value' },
    });
    expectError(await api(t, null, { method: 'GET', url: '/api/user/wallet' }), 401, 'UNAUTHORIZED');
  });

  it('shows a client’s wallet to owners and admins; another agency’s client is not found; a bad id is a 400', async () => {
    const me = await walletClient(7_00);
    const res = await api(t, w.admin, { method: 'GET', url: `/api/agency/clients/${me.id}/wallet` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ isEnabled: true, balances: [{ currency: 'EUR', amount: 7_00 }] });
    const coastal = await api(
      t,
      w.coastalOwner,
      { method: 'GET', url: `/api/agency/clients/${me.id}/wallet` },
      COASTAL,
    );
    expectError(coastal, 404, 'NOT_FOUND');
    // A client's id on the agents' path is not an agent.
    expectError(await api(t, w.owner, { method: 'GET', url: `/api/agency/agents/${me.id}/wallet` }), 404, 'NOT_FOUND');
    expectError(
      await api(t, w.owner, { method: 'GET', url: '/api/agency/clients/nope/wallet' }),
      400,
      'VALIDATION_FAILED',
      {
        details: { id: 'Invalid value' },
      },
    );
  });
});

describe('earning (the reward-wallet-earning job, on a moved clock)', () => {
  it('credits the rule’s percent of a paid trip once its last day has passed, once per booking', async () => {
    const me = await walletClient(0);
    const booking = await held(me.token);
    const paid = await payCredit(me.token, booking.referenceNumber, { paymentToken: await cardToken(t) });
    expect(paid.statusCode, paid.body).toBe(200);
    const cancelledOne = await held(me.token);
    await payCredit(me.token, cancelledOne.referenceNumber, { paymentToken: await cardToken(t) });
    await postReference(t, me.token, '/api/flight/flight-cancel-booking', cancelledOne.referenceNumber);

    // On its way back (after the first day, before the last): nothing yet.
    moveClock(24 * 24 * 60 * 60_000);
    await runEarning();
    expect(await entriesOf(booking.bookingId)).toEqual([]);

    moveClock(10 * 24 * 60 * 60_000);
    await runEarning();
    await runEarning();
    const earned = await entriesOf(booking.bookingId);
    expect(earned).toMatchObject([
      { kind: 'earned', amount: earnedCredit(booking.breakdown.total, 200), currency: 'EUR' },
    ]);
    expect(await balanceOf(me.id)).toBe(earnedCredit(booking.breakdown.total, 200));
    expect(await entriesOf(cancelledOne.bookingId)).toEqual([]);
  });

  it('credits nobody whose wallet is off, nor while the application is off', async () => {
    const off = await walletClient(0, false);
    const on = await walletClient(0);
    const theirs = await held(off.token);
    const mine = await held(on.token);
    for (const [token, booking] of [
      [off.token, theirs],
      [on.token, mine],
    ] as const)
      expect((await payCredit(token, booking.referenceNumber, { paymentToken: await cardToken(t) })).statusCode).toBe(
        200,
      );
    await t.services.wallet.updateConfig(demoId, { enabled: false });
    try {
      moveClock(40 * 24 * 60 * 60_000);
      await runEarning();
      expect(await entriesOf(mine.bookingId)).toEqual([]);
    } finally {
      await t.services.wallet.updateConfig(demoId, { enabled: true });
    }
    await runEarning();
    expect(await entriesOf(mine.bookingId)).toHaveLength(1);
    expect(await entriesOf(theirs.bookingId)).toEqual([]);
  });
});

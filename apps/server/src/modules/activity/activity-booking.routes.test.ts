import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityBooking, ActivityProduct, ActivityQuote, TravelerCount } from '@travel/contracts';
import {
  ACTIVITY_CONTACT,
  activityCheckout,
  activityQuote,
  bookActivity,
  bookedActivity,
  calendarOf,
  checked,
  findProduct,
  plainProduct,
  slotOf,
  travelersFor,
} from '../../testing/activity-helpers';
import { COASTAL, readOutbox } from '../../testing/auth-helpers';
import {
  openWorld,
  payByCard,
  paymentRowsOf,
  payWithChallenge,
  readerCookie,
  type World,
} from '../../testing/booking-helpers';
import { HOUR_MS, MINUTE_MS, moveClock, restoreClock } from '../../testing/clock';
import { api, expectError } from '../../testing/http-helpers';
import { pdfText } from '../../testing/pdf-text';
import { documentFormat } from '../../platform/pdf/document-format';
import { createTestApp, type TestApp } from '../../testing/test-app';

// Activities booked through the booking core against the sandbox experience suppliers: booked
// from a checkout quote with the travellers' answers, paid by card, the ticket PDF with its QR
// code, a manual booking confirmed or turned down by the operator's clock, the last places of a
// slot raced by 20 bookings, cancelled at the quoted refund or told it changed, listed for the
// customer and the agency, never shown to another agency.

let t: TestApp;
let w: World;
let plain: ActivityProduct;
/** Each test books days of its own in the calendar, so no two tests share a slot. */
let nextDay = 2;
const freshDay = () => (nextDay += 3);

beforeAll(async () => {
  t = await createTestApp();
  w = await openWorld(t);
  plain = await findProduct(t, w.client, plainProduct);
});

afterAll(async () => {
  await t?.close();
});

afterEach(() => {
  restoreClock();
});

const get = (url: string, token = w.client) => api(t, token, { method: 'GET', url });
const post = (url: string, payload: object, token = w.client) => api(t, token, { method: 'POST', url, payload });

async function quoteFor(
  product: ActivityProduct,
  travelers: TravelerCount[] = [{ band: 'ADULT', count: 2 }],
  places = 3,
  day = freshDay(),
) {
  const slot = await slotOf(t, w.client, product.productCode, places, day);
  return activityQuote(t, w.client, await checked(t, w.client, product.productCode, slot, travelers));
}

async function pay(booking: ActivityBooking, language: 'en' | 'pt' | 'es' = 'en'): Promise<ActivityBooking> {
  const res = await payByCard(t, '/api/activities/payment', w.client, booking.referenceNumber, language);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().data.status).toBe('succeeded');
  return res.json().data.booking as ActivityBooking;
}

async function paidBooking(product: ActivityProduct, travelers?: Parameters<typeof quoteFor>[1], day?: number) {
  const quote = await quoteFor(product, travelers, 3, day);
  return { quote, booking: await pay(await bookedActivity(t, w.client, quote)) };
}

describe("the ticket in its reader's language", () => {
  const family: TravelerCount[] = [
    { band: 'ADULT', count: 2 },
    { band: 'CHILD', count: 1 },
  ];

  it("pt: the ticket attached to the confirmation is in the mail's language, its day and time as pt-BR writes them", async () => {
    const pt = documentFormat('pt');
    const quote = await quoteFor(plain, family);
    // Paid from the site in Portuguese: the confirmation mail and its ticket are in it.
    const booking = await pay(await bookedActivity(t, w.client, quote), 'pt');
    const mails = await readOutbox(t, { to: ACTIVITY_CONTACT.email, template: 'activity-confirmed' });
    const mail = mails.find((m) => m.subject === `Atividade confirmada: ${booking.referenceNumber}`);
    expect(mail?.attachments[0]?.filename).toBe(`ticket-${booking.referenceNumber}.pdf`);
    // The mail says the start as the ticket does.
    expect(mail?.text).toContain(
      `Início: ${pt.day(quote.activity.date)} às ${pt.time(quote.activity.startTime)} (hora local, Europe/Lisbon)`,
    );
    const text = pdfText(Buffer.from(mail?.attachments[0]?.contentBase64 ?? '', 'base64'));
    for (const expected of [
      // The operator's own title stays as given.
      `Ingresso: ${quote.activity.title}`,
      `Reserva ${booking.referenceNumber}, referência do fornecedor ${booking.bookingRef}`,
      'Situação: confirmada',
      'Quando',
      `${pt.day(quote.activity.date)} às ${pt.time(quote.activity.startTime)} (hora local, Europe/Lisbon)`,
      'Ponto de encontro',
      'Viajantes',
      'Mostre este código no início: o operador vai escaneá-lo.',
    ])
      expect(text).toContain(expected);
    expect(text).toMatch(/[\p{L}-]+, \d{1,2} de \p{L}+ de \d{4} às \d{2}:\d{2} \(hora local/u);
    expect(text.match(/\(adulto\)/g)).toHaveLength(2);
    expect(text.match(/\(criança\)/g)).toHaveLength(1);
    expect(text).not.toContain('CONFIRMED');
    expect(text).not.toContain('ADULT');
  });

  it('es: the downloaded ticket follows the language cookie of the reader over the browser header', async () => {
    const es = documentFormat('es');
    const { quote, booking } = await paidBooking(plain, family);
    const pdf = await api(t, w.client, { method: 'GET', url: booking.ticketPdfUrl ?? '', ...readerCookie('es') });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    for (const expected of [
      `Entrada: ${quote.activity.title}`,
      `Reserva ${booking.referenceNumber}, referencia del proveedor ${booking.bookingRef}`,
      'Estado: confirmada',
      'Cuándo',
      `${es.day(quote.activity.date)} a las ${es.time(quote.activity.startTime)} (hora local, Europe/Lisbon)`,
      'Punto de encuentro',
      'Viajeros',
    ])
      expect(text).toContain(expected);
    expect(text).toMatch(/\p{L}+, \d{1,2} de \p{L}+ de \d{4} a las \d{1,2}:\d{2} \(hora local/u);
    expect(text.match(/\(adulto\)/g)).toHaveLength(2);
    expect(text.match(/\(niño\)/g)).toHaveLength(1);
    expect(text).not.toContain('Meeting point');
  });
});

describe('book and pay', () => {
  it('books 2 adults and a child, pays, mails the ticket and serves it with its QR code', async () => {
    const quote = await quoteFor(plain, [
      { band: 'ADULT', count: 2 },
      { band: 'CHILD', count: 1 },
    ]);
    const booking = await bookedActivity(t, w.client, quote);
    expect(booking.referenceNumber).toMatch(/^AC/);
    expect(booking.bookingStatus).toBe('pending_payment');
    expect(booking.supplierStatus).toBe('CONFIRMED');
    expect(booking.bookingRef).toMatch(/^AV/);
    expect(booking.travelDate).toBe(quote.activity.date);
    expect(booking.breakdown.total).toBe(quote.breakdown.total);
    expect(booking.travelers.map((x) => x.band)).toEqual(['ADULT', 'ADULT', 'CHILD']);

    const paid = await pay(booking);
    expect(paid.bookingStatus).toBe('confirmed');
    expect(paid.agencyCommission).toBe(
      paid.breakdown.lines.filter((l) => l.kind === 'markup').reduce((s, l) => s + l.amount, 0),
    );
    expect(paid.ticketPdfUrl).toBe(`/api/activities/bookings/${booking.referenceNumber}/ticket`);

    const mails = await readOutbox(t, { to: ACTIVITY_CONTACT.email, template: 'activity-confirmed' });
    const mail = mails.find((m) => m.subject === `Activity confirmed: ${booking.referenceNumber}`);
    expect(mail?.attachments.map((f) => f.filename)).toEqual([`ticket-${booking.referenceNumber}.pdf`]);

    const pdf = await get(paid.ticketPdfUrl ?? '');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(booking.referenceNumber);
    const en = documentFormat('en');
    expect(text).toContain(
      `${en.day(quote.activity.date)} at ${en.time(quote.activity.startTime)} (local time, Europe/Lisbon)`,
    );
    expect(text).toMatch(/\p{L}+, \p{L}+ \d{1,2}, \d{4} at \d{1,2}:\d{2}\s[AP]M \(local time/u);
    expect(text).toContain('Status: confirmed');
    expect(text).toMatch(/\(child\)/);
    expect((await get(paid.ticketPdfUrl ?? '', w.agent)).statusCode).toBe(200);
    expectError(await get(paid.ticketPdfUrl ?? '', w.otherClient), 404, 'NOT_FOUND');

    const details = await get(`/api/activities/bookings/${booking.bookingId}/details`);
    expect(details.json().data.bookingStatus).toBe('confirmed');
    const resend = await post('/api/activities/email', { referenceNumber: booking.referenceNumber });
    expect(resend.statusCode, resend.body).toBe(200);
  });

  it('3-D Secure: the challenge approved, the payment sent again confirms it with one charge', async () => {
    const booking = await bookedActivity(t, w.client, await quoteFor(plain));
    const back = `/booknow/activities/bookings/checkout?resume=${booking.referenceNumber}`;
    const { first, second } = await payWithChallenge(
      t,
      '/api/activities/payment',
      w.client,
      booking.referenceNumber,
      back,
    );
    expect(first.booking.bookingStatus).toBe('pending_payment');
    expect(second).toMatchObject({ status: 'succeeded', booking: { bookingStatus: 'confirmed' } });
    const charges = (await paymentRowsOf(t, booking.bookingId)).filter((p) => p.kind === 'charge');
    expect(charges.filter((p) => p.status === 'succeeded')).toHaveLength(1);
  });

  it('asks every mandatory question: a balloon ride needs each traveller weight with its unit', async () => {
    const balloon = await findProduct(t, w.client, (p) =>
      p.bookingQuestions.some((q) => q.id === 'WEIGHT' && q.required),
    );
    const quote = await quoteFor(balloon, [{ band: 'ADULT', count: 1 }], 1);
    const travelers = travelersFor(quote);
    const noWeight = travelers.map((x) => ({ ...x, answers: x.answers.filter((a) => a.questionId !== 'WEIGHT') }));
    const payload = {
      quoteId: quote.quoteId,
      contact: ACTIVITY_CONTACT,
      answers: [{ questionId: 'PICKUP_HOTEL', value: 'Hotel Lisboa' }],
    };
    expectError(await bookActivity(t, w.client, { ...payload, travelers: noWeight }), 400, 'VALIDATION_FAILED', {
      details: { 'travelers.0.answers.WEIGHT': 'Invalid value' },
    });
    const badUnit = travelers.map((x) => ({
      ...x,
      answers: x.answers.map((a) => (a.questionId === 'WEIGHT' ? { ...a, unit: 'stone' } : a)),
    }));
    expectError(await bookActivity(t, w.client, { ...payload, travelers: badUnit }), 400, 'VALIDATION_FAILED');
    const res = await bookActivity(t, w.client, { ...payload, travelers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.travelers[0].answers).toContainEqual({ questionId: 'WEIGHT', value: '70', unit: 'kg' });
  });

  it('refuses bad input with its field, travellers that do not match the quote and an expired quote', async () => {
    const quote = await quoteFor(plain, [{ band: 'ADULT', count: 2 }]);
    expectError(
      await bookActivity(t, w.client, { quoteId: 'nope', travelers: [], contact: ACTIVITY_CONTACT }),
      400,
      'VALIDATION_FAILED',
    );
    const one = travelersFor(quote).slice(0, 1);
    expectError(
      await bookActivity(t, w.client, { quoteId: quote.quoteId, travelers: one, contact: ACTIVITY_CONTACT }),
      400,
      'VALIDATION_FAILED',
      { details: { travelers: 'Invalid value' } },
    );
    expectError(
      await bookActivity(t, w.client, {
        quoteId: quote.quoteId,
        travelers: travelersFor(quote).map((x) => ({ ...x, givenName: '' })),
        contact: ACTIVITY_CONTACT,
      }),
      400,
      'VALIDATION_FAILED',
    );
    moveClock(31 * MINUTE_MS);
    expectError(
      await bookActivity(t, w.client, {
        quoteId: quote.quoteId,
        travelers: travelersFor(quote),
        contact: ACTIVITY_CONTACT,
      }),
      410,
      'QUOTE_EXPIRED',
    );
  });

  it("removes the caller's unpaid booking (its places go back) and refuses a paid one", async () => {
    const quote = await quoteFor(plain, [{ band: 'ADULT', count: 2 }]);
    const { date, startTime } = quote.activity;
    const placesLeft = async () =>
      (await calendarOf(t, w.client, plain.productCode)).availableDaysData
        .find((day) => day.date === date)
        ?.slots.find((slot) => slot.startTime === startTime)?.placesLeft;
    const before = await placesLeft();
    const booking = await bookedActivity(t, w.client, quote);
    expect(await placesLeft()).toBe((before ?? 0) - 2);
    const removed = await api(t, w.client, { method: 'DELETE', url: `/api/activities/${booking.bookingId}` });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.bookingStatus).toBe('cancelled');
    expect(await placesLeft()).toBe(before);
    expectError(await api(t, w.client, { method: 'DELETE', url: '/api/activities/x' }), 400, 'VALIDATION_FAILED');
    const { booking: paid } = await paidBooking(plain);
    expectError(
      await api(t, w.client, { method: 'DELETE', url: `/api/activities/${paid.bookingId}` }),
      409,
      'INVALID_STATE',
    );
  });
});

describe('manual confirmation', () => {
  const manual = (p: ActivityProduct) =>
    p.confirmationType === 'MANUAL' && p.pricingType === 'PER_PERSON' && p.bookingQuestions.every((q) => !q.required);

  it('stays PENDING without a ticket, then is turned down, cancelled and refunded in full, with a mail', async () => {
    const product = await findProduct(t, w.client, manual);
    const { booking } = await paidBooking(product, [{ band: 'ADULT', count: 1 }]);
    expect(booking.bookingStatus).toBe('confirmed');
    expect(booking.supplierStatus).toBe('PENDING');
    expect(booking.ticketPdfUrl).toBeNull();
    expect(booking.confirmBy).not.toBeNull();
    const pending = await readOutbox(t, { to: ACTIVITY_CONTACT.email, template: 'activity-confirmed' });
    const awaiting = pending.find(
      (m) => m.subject === `Activity booked, awaiting confirmation: ${booking.referenceNumber}`,
    );
    // The operator's deadline as the activity's clocks show it, not as a raw timestamp.
    const deadline = documentFormat('en').instantIn(new Date(booking.confirmBy ?? ''), booking.activity.timeZone);
    expect(awaiting?.text).toContain(`The operator confirms it by ${deadline} (${booking.activity.timeZone})`);
    expect(awaiting?.text).not.toContain(booking.confirmBy);

    moveClock(2 * HOUR_MS + MINUTE_MS);
    const res = await get(`/api/activities/bookings/${booking.referenceNumber}/details`);
    expect(res.statusCode, res.body).toBe(200);
    const rejected = res.json().data as ActivityBooking;
    expect(rejected.bookingStatus).toBe('cancelled');
    expect(rejected.supplierStatus).toBe('REJECTED');
    expect(rejected.refund).toEqual({ amount: booking.breakdown.total, currency: booking.breakdown.currency });
    expect(rejected.history.at(-1)?.note).toEqual({ key: 'rejectedBySupplier', values: {} });
    const refunds = (await paymentRowsOf(t, booking.bookingId)).filter((p) => p.kind === 'refund');
    expect(refunds.map((p) => [p.amount, p.reason])).toEqual([[booking.breakdown.total, 'rejected']]);
    const told = await readOutbox(t, { to: ACTIVITY_CONTACT.email, template: 'activity-rejected' });
    expect(told.filter((m) => m.subject === `Activity not confirmed: ${booking.referenceNumber}`)).toHaveLength(1);
  });

  it("is answered on time by the hold-expiry job's pass, without anyone opening it", async () => {
    const product = await findProduct(t, w.client, manual);
    const { booking } = await paidBooking(product, [{ band: 'ADULT', count: 1 }]);
    expect(await t.services.activityBookings.syncLapsedHolds()).toBe(0);
    moveClock(2 * HOUR_MS + MINUTE_MS);
    expect(await t.services.activityBookings.syncLapsedHolds()).toBeGreaterThanOrEqual(1);
    const row = (await get(`/api/agency/activities/bookings/${booking.bookingId}`, w.agent)).json().data;
    expect(row).toMatchObject({ bookingStatus: 'cancelled', supplierStatus: 'REJECTED' });
  });

  it('is confirmed by the operator with enough travellers, the ticket then mailed', async () => {
    const product = await findProduct(t, w.client, manual);
    const { booking } = await paidBooking(product, [{ band: 'ADULT', count: 2 }]);
    expect(booking.supplierStatus).toBe('PENDING');
    moveClock(2 * HOUR_MS + MINUTE_MS);
    const confirmed = (await get(`/api/activities/bookings/${booking.referenceNumber}/details`)).json().data;
    expect(confirmed).toMatchObject({ bookingStatus: 'confirmed', supplierStatus: 'CONFIRMED' });
    expect(confirmed.ticketPdfUrl).not.toBeNull();
    const told = await readOutbox(t, { to: ACTIVITY_CONTACT.email, template: 'activity-supplier-confirmed' });
    const mail = told.find((m) => m.subject === `Activity confirmed by the operator: ${booking.referenceNumber}`);
    expect(mail?.attachments.map((f) => f.filename)).toEqual([`ticket-${booking.referenceNumber}.pdf`]);
  });
});

/** Books the slot (15 adults at most a booking) until `left` places are left. */
async function fillUpTo(slot: { date: string; startTime: string; placesLeft: number }, left: number) {
  for (let free = slot.placesLeft; free > left;) {
    const count = Math.min(15, free - left);
    const check = await checked(t, w.client, plain.productCode, slot, [{ band: 'ADULT', count }]);
    await bookedActivity(t, w.client, await activityQuote(t, w.client, check));
    free -= count;
  }
}

describe('places shared by every booking', () => {
  it('confirms exactly 2 travellers of 20 racing for the last 2 places; the slot then shows sold out', async () => {
    const slot = await slotOf(t, w.client, plain.productCode, 4, freshDay());
    await fillUpTo(slot, 2);
    const quotes: ActivityQuote[] = [];
    for (let i = 0; i < 20; i += 1)
      quotes.push(
        await activityQuote(
          t,
          w.client,
          await checked(t, w.client, plain.productCode, slot, [{ band: 'ADULT', count: 1 }]),
        ),
      );
    const results = await Promise.all(
      quotes.map((quote) =>
        bookActivity(t, w.client, {
          quoteId: quote.quoteId,
          travelers: travelersFor(quote),
          contact: ACTIVITY_CONTACT,
        }),
      ),
    );
    const codes = results.map((res) => (res.statusCode === 200 ? 'ok' : res.json().code));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(2);
    expect(codes.filter((c) => c === 'SOLD_OUT')).toHaveLength(18);
    const soldOut = results.find((res) => res.statusCode === 409);
    expect(soldOut?.json().message).toBe(
      'There are not enough places left at this time. Please choose another date or time.',
    );

    const check = await checked(t, w.client, plain.productCode, slot, [{ band: 'ADULT', count: 1 }]);
    expect(check).toMatchObject({ available: false, status: 'SOLD_OUT', placesLeft: 0, holdId: null });
    const calendar = (await get(`/api/activities/availableDates/${plain.productCode}`)).json().data;
    const day = calendar.availableDaysData.find((d: { date: string }) => d.date === slot.date);
    expect(day.slots.find((s: { startTime: string }) => s.startTime === slot.startTime)).toMatchObject({
      placesLeft: 0,
      status: 'SOLD_OUT',
    });
  });

  it('answers a checkout of a hold whose slot has since filled with 409 SOLD_OUT', async () => {
    const slot = await slotOf(t, w.client, plain.productCode, 3, freshDay());
    await fillUpTo(slot, 2);
    const early = await checked(t, w.client, plain.productCode, slot, [{ band: 'ADULT', count: 2 }]);
    const other = await activityQuote(
      t,
      w.client,
      await checked(t, w.client, plain.productCode, slot, [{ band: 'ADULT', count: 1 }]),
    );
    await bookedActivity(t, w.client, other);
    expectError(await activityCheckout(t, w.client, early.holdId ?? ''), 409, 'SOLD_OUT', {
      message: 'There are not enough places left at this time. Please choose another date or time.',
    });
  });
});

describe('cancel with the quoted refund', () => {
  const standard = (p: ActivityProduct) => plainProduct(p) && p.cancellationPolicy.type === 'STANDARD';

  it('cancels at the quoted refund: everything back within the free window, CANCELLED in the agency list', async () => {
    const product = await findProduct(t, w.client, standard);
    const { booking } = await paidBooking(product);
    const penalty = await get(`/api/activities/bookings/${booking.bookingId}/cancel-penalty`);
    expect(penalty.statusCode, penalty.body).toBe(200);
    const quote = penalty.json().data;
    expect(quote.refundAmount).toBe(booking.breakdown.total - booking.agencyTransactionFee);
    expect(quote.currency).toBe('EUR');
    expect(quote.exchangeRate).toBe(1);
    expect(quote.reasons.map((r: { code: string }) => r.code)).toContain('CHANGE_OF_PLANS');
    expect(quote.validUntil).not.toBeNull();

    const res = await post('/api/activities/bookings/cancel', {
      bookingId: booking.bookingId,
      reason: 'CHANGE_OF_PLANS',
      quoteAmount: quote.refundAmount,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Booking Cancelled Successfully');
    expect(res.json().data).toMatchObject({
      priceChanged: false,
      changedRefundAmount: null,
      refundAmount: quote.refundAmount,
    });
    expect(res.json().data.booking.bookingStatus).toBe('cancelled');
    expect(res.json().data.booking.history.at(-1).note).toEqual({
      key: 'cancelled',
      values: { amount: String(quote.refundAmount), currency: 'EUR', reason: 'CHANGE_OF_PLANS' },
    });

    const list = await get('/api/agency/activities/bookings?offSet=0&limit=50', w.agent);
    expect(list.statusCode, list.body).toBe(200);
    const row = list.json().data.activities.find((b: ActivityBooking) => b.bookingId === booking.bookingId);
    expect(row).toMatchObject({ bookingStatus: 'CANCELLED'.toLowerCase(), agencyCommission: 0 });
    expect(list.json().data.totalActivityRecords).toBeGreaterThan(0);
  });

  it('answers priceChanged with the new refund once a tier boundary has passed, then cancels when reconfirmed', async () => {
    const product = await findProduct(t, w.client, standard);
    // The second open day: its free window ends within two days (sessions outlive the move).
    const { booking } = await paidBooking(product, undefined, 1);
    const quote = (await get(`/api/activities/bookings/${booking.bookingId}/cancel-penalty`)).json().data;
    // Past the free window (24 hours before the start, Lisbon time).
    moveClock(Date.parse(quote.validUntil) - Date.now() + MINUTE_MS);
    const changed = await post('/api/activities/bookings/cancel', {
      bookingId: booking.bookingId,
      reason: 'WEATHER',
      quoteAmount: quote.refundAmount,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const body = changed.json();
    expect(body.message).toBe('The refund has changed since you asked. Please confirm the new amount.');
    expect(body.data.priceChanged).toBe(true);
    expect(body.data.changedRefundAmount).toBeLessThan(quote.refundAmount);
    expect(body.data.booking.bookingStatus).toBe('confirmed');
    // The markup goes back; the supplier keeps its price.
    expect(body.data.changedRefundAmount).toBe(booking.agencyCommission);

    const reconfirmed = await post('/api/activities/bookings/cancel', {
      bookingId: booking.bookingId,
      reason: 'WEATHER',
      quoteAmount: body.data.changedRefundAmount,
    });
    expect(reconfirmed.json().data).toMatchObject({ priceChanged: false, refundAmount: body.data.changedRefundAmount });
  });

  it('pays the refund protection of an activity cancelled after its free window (getRefund)', async () => {
    const product = await findProduct(t, w.client, standard);
    const quote = await quoteFor(product, [{ band: 'ADULT', count: 2 }], 3, 1);
    const booking = await pay(await bookedActivity(t, w.client, quote, { isTripProtectionSelected: true }));
    expect(booking.isTripProtectionSelected).toBe(true);
    expect(booking.protectionAmount).toBeGreaterThan(0);
    const penalty = (await get(`/api/activities/bookings/${booking.bookingId}/cancel-penalty`)).json().data;
    moveClock(Date.parse(penalty.validUntil) - Date.now() + MINUTE_MS);
    const late = (await get(`/api/activities/bookings/${booking.bookingId}/cancel-penalty`)).json().data;
    const cancelled = await post('/api/activities/bookings/cancel', {
      bookingId: booking.bookingId,
      reason: 'HEALTH',
      quoteAmount: late.refundAmount,
    });
    expect(cancelled.json().data.booking.bookingStatus).toBe('cancelled');
    const claim = await post('/api/getRefund', { referenceNumber: booking.referenceNumber });
    expect(claim.statusCode, claim.body).toBe(200);
    expect(claim.json().data.referenceNumber).toBe(booking.referenceNumber);
    // Everything the supplier kept comes back too: all but the protection itself.
    const refunds = (await paymentRowsOf(t, booking.bookingId)).filter((p) => p.kind === 'refund');
    expect(refunds.reduce((sum, p) => sum + p.amount, 0)).toBe(booking.breakdown.total - booking.protectionAmount);
  });

  it('refuses bad cancel input with its field', async () => {
    expectError(await post('/api/activities/bookings/cancel', {}), 400, 'VALIDATION_FAILED');
    expectError(
      await post('/api/activities/bookings/cancel', { bookingId: 'ACXXXX', reason: 'BORED', quoteAmount: 1 }),
      400,
      'VALIDATION_FAILED',
      { details: { reason: 'Invalid value' } },
    );
    expectError(
      await post('/api/activities/bookings/cancel', { bookingId: 'ACXXXX', reason: 'OTHER', quoteAmount: -1 }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(await get('/api/activities/bookings/x/cancel-penalty'), 400, 'VALIDATION_FAILED');
    expectError(await get('/api/activities/bookings/x/details'), 400, 'VALIDATION_FAILED');
    expectError(await post('/api/activities/email', {}), 400, 'VALIDATION_FAILED');
    expectError(await get('/api/activities/user/bookings?limit=0'), 400, 'VALIDATION_FAILED');
    expectError(await get('/api/agency/activities/bookings/not-a-uuid', w.agent), 400, 'VALIDATION_FAILED');
    expectError(await get('/api/agency/activities/bookings?offSet=-1', w.agent), 400, 'VALIDATION_FAILED');
    expectError(
      await api(t, w.client, {
        method: 'POST',
        url: '/api/activities/payment',
        payload: { referenceNumber: 'AC', paymentToken: 'x' },
        headers: { 'idempotency-key': randomUUID() },
      }),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('lists and other agencies', () => {
  it("lists the customer's bookings and the agency's, one by id; another agency or client gets 404", async () => {
    const { booking } = await paidBooking(plain);
    const mine = (await get('/api/activities/user/bookings?offSet=0&limit=100')).json().data;
    expect(mine.activities.map((b: ActivityBooking) => b.bookingId)).toContain(booking.bookingId);
    const one = await get(`/api/agency/activities/bookings/${booking.bookingId}`, w.agent);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data.referenceNumber).toBe(booking.referenceNumber);
    expectError(await get(`/api/agency/activities/bookings/${booking.bookingId}`, w.client), 403, 'FORBIDDEN');

    const coastal = (url: string, method: 'GET' | 'POST' | 'DELETE' = 'GET', payload?: object) =>
      api(t, w.coastalOwner, { method, url, ...(payload ? { payload } : {}) }, COASTAL);
    expectError(await coastal(`/api/agency/activities/bookings/${booking.bookingId}`), 404, 'NOT_FOUND');
    expectError(await coastal(`/api/activities/bookings/${booking.bookingId}/details`), 404, 'NOT_FOUND');
    expectError(await coastal(`/api/activities/bookings/${booking.bookingId}/cancel-penalty`), 404, 'NOT_FOUND');
    expectError(
      await coastal('/api/activities/bookings/cancel', 'POST', {
        bookingId: booking.bookingId,
        reason: 'OTHER',
        quoteAmount: 0,
      }),
      404,
      'NOT_FOUND',
    );
    expectError(await coastal(`/api/activities/${booking.bookingId}`, 'DELETE'), 404, 'NOT_FOUND');
    expectError(await coastal(`/api/activities/bookings/${booking.referenceNumber}/ticket`), 404, 'NOT_FOUND');
    const theirs = (await coastal('/api/agency/activities/bookings?offSet=0&limit=100')).json().data;
    expect(theirs.activities.map((b: ActivityBooking) => b.bookingId)).not.toContain(booking.bookingId);
    expectError(await get(`/api/activities/bookings/${booking.bookingId}/details`, w.otherClient), 404, 'NOT_FOUND');
  });
});

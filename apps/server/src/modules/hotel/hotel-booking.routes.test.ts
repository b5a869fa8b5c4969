import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HotelBooking, HotelRate, PriceLine } from '@travel/contracts';
import { COASTAL, readOutbox } from '../../testing/auth-helpers';
import {
  CARD,
  cardToken,
  openWorld,
  payByCard,
  paymentRowsOf,
  payRequestAt,
  readerCookie,
  type World,
} from '../../testing/booking-helpers';
import {
  createHotelQuote,
  findHotelRate,
  guestsOf,
  hotelSearch,
  hotelVendorOf,
  pollUntilComplete,
  startSearch,
  type StayOptions,
} from '../../testing/hotel-helpers';
import { api, expectError } from '../../testing/http-helpers';
import { pdfText } from '../../testing/pdf-text';
import { documentFormat } from '../../platform/pdf/document-format';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { RoomRate } from '../../suppliers/hotels/port';
import { eq } from 'drizzle-orm';
import { bookings } from '../../platform/db/schema';
import { renderHotelVoucher } from './hotel-voucher';
import type { HotelBookingDetails } from './hotel.vertical';

// Hotels booked through the booking core against the sandbox vendors: a quote of a real Lisbon
// rate (as getPrice makes it), booked with guest names per room, paid by card (and 3-D Secure),
// its voucher a PDF, cancelled under the rate's policy in the hotel's zone, listed.

let t: TestApp;
let w: World;
const CONTACT = { email: 'ana.hotel@example.test', phone: '+351 912 345 678' };
const CLIENT = { email: 'client@demo.test' };
const en = documentFormat('en');

beforeAll(async () => {
  t = await createTestApp();
  w = await openWorld(t);
});

afterAll(async () => {
  await t?.close();
});

const freeUntilLater = (rate: RoomRate) =>
  rate.refundable && rate.cancellationPolicy.freeCancellationUntil !== null
    ? Date.parse(rate.cancellationPolicy.freeCancellationUntil) > Date.now() + 86_400_000
    : false;

/** A refundable rate whose free cancellation has passed: a step of the policy applies now. */
const pastFreeWindow = (rate: RoomRate) =>
  rate.refundable &&
  rate.cancellationPolicy.freeCancellationUntil !== null &&
  Date.parse(rate.cancellationPolicy.freeCancellationUntil) < Date.now() - 3_600_000;

function postBooking(token: string, payload: object, key: string = randomUUID(), host?: string) {
  return api(
    t,
    token,
    { method: 'POST', url: '/api/v2/hotel/booking', payload, headers: { 'idempotency-key': key } },
    host,
  );
}

async function quoteOf(test: (rate: RoomRate) => boolean, stay: StayOptions = {}) {
  const found = await findHotelRate(t, test, stay);
  const quote = await createHotelQuote(t, CLIENT, found);
  return { quote, rate: found.rate, offer: found.offer };
}

async function booked(test: (rate: RoomRate) => boolean, stay: StayOptions = {}) {
  const { quote, rate } = await quoteOf(test, stay);
  const res = await postBooking(w.client, { quoteId: quote.id, rooms: guestsOf(rate.rooms), contact: CONTACT });
  expect(res.statusCode, res.body).toBe(200);
  return { booking: res.json().data as HotelBooking, rate, quote };
}

async function paid(test: (rate: RoomRate) => boolean, stay: StayOptions = {}, language: 'en' | 'pt' | 'es' = 'en') {
  const made = await booked(test, stay);
  const res = await payByCard(t, '/api/v2/hotel/payment', w.client, made.booking.referenceNumber, language);
  expect(res.statusCode, res.body).toBe(200);
  return { ...made, booking: res.json().data.booking as HotelBooking };
}

const linesTotal = (lines: PriceLine[], ...kinds: PriceLine['kind'][]) =>
  lines.filter((line) => kinds.includes(line.kind)).reduce((sum, line) => sum + line.amount, 0);

function penaltyOf(token: string, referenceNumber: string, url = '/api/v2/hotel/cancelpenalty') {
  return api(t, token, { method: 'POST', url, payload: { referenceNumber } });
}

describe('the journey through the API', () => {
  it('searches two rooms in Lisbon, prices a rate with getPrice (a changed price accepted), books and pays it', async () => {
    const occupancies = [
      { numOfRoom: 1, numOfAdults: 2, numOfChildren: 0, childAges: [] },
      { numOfRoom: 1, numOfAdults: 1, numOfChildren: 1, childAges: [7] },
    ];
    const { corelationId } = await startSearch(t, w.client, hotelSearch({ occupancies }));
    const { hotels } = await pollUntilComplete(t, w.client, corelationId);
    let picked: { hotelId: string; vendor: string; rate: HotelRate } | null = null;
    for (const hotel of hotels.slice(0, 20)) {
      const res = await api(t, w.client, {
        method: 'GET',
        url: `/api/v3/hotel/get-rooms-and-rates?hotelid=${hotel.hotelId}&corelationId=${corelationId}`,
      });
      const rates = (res.json().data.roomLists as { rates: HotelRate[] }[]).flatMap((list) => list.rates);
      // A rate marked RECHECK changes price at the check: the customer accepts the new one.
      const rate = rates.find((r) => r.rateType === 'RECHECK' && r.refundable);
      if (rate) {
        picked = { hotelId: hotel.hotelId, vendor: res.json().data.vendor, rate };
        break;
      }
    }
    if (!picked) throw new Error('no RECHECK rate in the first hotels');
    const price = await api(t, w.client, {
      method: 'POST',
      url: '/api/v2/hotel/getPrice',
      payload: { corelationId, hotelId: picked.hotelId, vendor: picked.vendor, rateKey: picked.rate.rateKey },
    });
    expect(price.statusCode, price.body).toBe(200);
    const quote = price.json().data;
    expect(quote.status).toBe('changed');

    const res = await postBooking(w.client, {
      quoteId: quote.quoteId,
      rooms: guestsOf(picked.rate.rooms),
      contact: CONTACT,
    });
    expect(res.statusCode, res.body).toBe(200);
    const booking: HotelBooking = res.json().data;
    expect(booking).toMatchObject({
      bookingStatus: 'pending_payment',
      hotelId: picked.hotelId,
      vendor: picked.vendor,
      breakdown: { total: quote.breakdown.total },
      cancellationPolicy: { timeZone: 'Europe/Lisbon' },
    });
    expect(booking.rooms.map((room) => room.occupancy)).toEqual([
      { adults: 2, childAges: [] },
      { adults: 1, childAges: [7] },
    ]);
    const paidRes = await payRequestAt(
      t,
      '/api/v2/hotel/payment',
      w.client,
      booking.referenceNumber,
      await cardToken(t),
    );
    expect(paidRes.json().data).toMatchObject({ status: 'succeeded', booking: { bookingStatus: 'confirmed' } });
  });
});

describe('booking a hotel quote', () => {
  it('books the rate with the vendor of the quote: guests per room, the stay, the policy in the hotel zone', async () => {
    const rooms = [
      { adults: 2, childAges: [] },
      { adults: 1, childAges: [7] },
    ];
    const { quote, rate, offer } = await quoteOf(freeUntilLater, { rooms });
    const key = randomUUID();
    const payload = {
      quoteId: quote.id,
      rooms: guestsOf(rate.rooms),
      contact: CONTACT,
      specialRequests: 'A quiet room, please',
      isTripProtectionSelected: true,
    };
    const res = await postBooking(w.client, payload, key);
    expect(res.statusCode, res.body).toBe(200);
    const booking: HotelBooking = res.json().data;
    expect(booking.referenceNumber).toMatch(/^HT/);
    // The hotel reserves the room (no airline hold): the history says so.
    expect(booking.history[0]?.note).toEqual({ key: 'reserved', values: { reference: booking.supplierReference } });
    expect(booking).toMatchObject({
      bookingStatus: 'pending_payment',
      vendor: offer.vendor,
      hotelId: offer.hotel.id,
      hotelName: offer.hotel.name,
      hotelTimeZone: offer.hotel.timeZone,
      stayPeriod: { start: offer.checkIn, end: offer.checkOut },
      travelDate: offer.checkIn,
      nights: offer.nights,
      refundability: 'refundable',
      specialRequests: 'A quiet room, please',
      guestInfo: { givenName: 'Ana', familyName: 'Silva', email: CONTACT.email },
      isTripProtectionSelected: true,
      paidFromCard: 0,
      paidFromCredit: 0,
      pdfurl: null,
      cancellationId: null,
    });
    expect(['PRECONFIRMED', 'CONFIRMED']).toContain(booking.bookedStatus);
    expect(booking.isVerified).toBe(booking.bookedStatus === 'CONFIRMED');
    expect(booking.supplierReference).toMatch(/^[A-Z]{3}-[A-Z0-9]{6}$/);
    expect(booking.rooms.map((room) => [room.roomName, room.board, room.guests.length])).toEqual([
      [rate.roomName, rate.board, 2],
      [rate.roomName, rate.board, 2],
    ]);
    expect(booking.rooms[1]?.guests[1]).toMatchObject({ type: 'child', age: 7 });
    expect(booking.cancellationPolicy).toEqual(rate.cancellationPolicy);
    expect(booking.hotel_images.length).toBeGreaterThan(0);
    // The fare: what the vendor charges converted, the agency's markup and fee, refund protection.
    const { lines } = booking.breakdown;
    expect(booking.fareBreakup).toMatchObject({
      currency: booking.breakdown.currency,
      totalRate: linesTotal(lines, 'base_fare', 'taxes'),
      taxes: linesTotal(lines, 'taxes'),
      totalFare: booking.breakdown.total,
      additionalCharges: rate.price.payAtProperty,
    });
    expect(booking.fareBreakup.baseFare + booking.fareBreakup.discounts).toBe(linesTotal(lines, 'base_fare'));
    expect(booking.agencyMarkup).toBe(linesTotal(lines, 'markup'));
    expect(booking.agencyCommission).toBe(booking.agencyMarkup);
    expect(booking.agencyTransactionFee).toBe(linesTotal(lines, 'agency_fee'));
    expect(booking.protectionAmount).toBeGreaterThan(0);

    // The same key answers the same booking; the vendor booked once.
    const again = await postBooking(w.client, payload, key);
    expect(again.json().data.referenceNumber).toBe(booking.referenceNumber);

    // By id and by reference (api/v3/hotel/hotel-booking/{id}), for its customer.
    for (const id of [booking.bookingId, booking.referenceNumber]) {
      const byId = await api(t, w.client, { method: 'GET', url: `/api/v3/hotel/hotel-booking/${id}` });
      expect(byId.statusCode, byId.body).toBe(200);
      expect(byId.json().data.referenceNumber).toBe(booking.referenceNumber);
    }
  });

  it('answers bad input with a 400 on its field', async () => {
    const { quote, rate } = await quoteOf(() => true);
    const noQuote = await postBooking(w.client, { quoteId: 'nope', rooms: guestsOf(rate.rooms), contact: CONTACT });
    expectError(noQuote, 400, 'VALIDATION_FAILED', { details: { quoteId: expect.any(String) } });
    const badName = guestsOf(rate.rooms).map((room, r) => ({
      guests: room.guests.map((guest, g) => (r === 0 && g === 0 ? { ...guest, givenName: '' } : guest)),
    }));
    const noName = await postBooking(w.client, { quoteId: quote.id, rooms: badName, contact: CONTACT });
    expectError(noName, 400, 'VALIDATION_FAILED', { details: { 'rooms.0.guests.0.givenName': expect.any(String) } });
    const tooFew = await postBooking(w.client, {
      quoteId: quote.id,
      rooms: [{ guests: [{ type: 'adult', givenName: 'Ana', familyName: 'Silva' }] }],
      contact: CONTACT,
    });
    expectError(tooFew, 400, 'VALIDATION_FAILED', { details: { 'rooms.0.guests': expect.any(String) } });
    const badId = await api(t, w.client, { method: 'GET', url: '/api/v3/hotel/hotel-booking/x' });
    expect(badId.statusCode).toBe(400);
  });

  it("is another user's and another agency's to see nothing of (404)", async () => {
    const { quote, rate } = await quoteOf(() => true);
    const other = await postBooking(w.otherClient, {
      quoteId: quote.id,
      rooms: guestsOf(rate.rooms),
      contact: CONTACT,
    });
    expectError(other, 404, 'NOT_FOUND');
    const { booking } = await booked(() => true);
    const coastal = await api(
      t,
      w.coastalOwner,
      { method: 'GET', url: `/api/v3/hotel/hotel-booking/${booking.referenceNumber}` },
      COASTAL,
    );
    expectError(coastal, 404, 'NOT_FOUND');
    const coastalById = await api(
      t,
      w.coastalOwner,
      { method: 'GET', url: `/api/agency/hotels/bookings/${booking.bookingId}` },
      COASTAL,
    );
    expectError(coastalById, 404, 'NOT_FOUND');
    const coastalPenalty = await api(
      t,
      w.coastalOwner,
      { method: 'POST', url: '/api/v2/hotel/cancelpenalty', payload: { referenceNumber: booking.referenceNumber } },
      COASTAL,
    );
    expectError(coastalPenalty, 404, 'NOT_FOUND');
    const otherClient = await api(t, w.otherClient, {
      method: 'GET',
      url: `/api/v3/hotel/hotel-booking/${booking.referenceNumber}`,
    });
    expectError(otherClient, 404, 'NOT_FOUND');
  });
});

describe("the voucher in its reader's language", () => {
  const pt = documentFormat('pt');
  const es = documentFormat('es');

  it("pt: the voucher attached to the confirmation is in the customer's language, dates and amounts as pt-BR writes them", async () => {
    // Paid from the site in Portuguese: the confirmation mail and its voucher are in it.
    const { booking } = await paid(freeUntilLater, {}, 'pt');
    const mails = await readOutbox(t, { to: CONTACT.email, template: 'hotel-confirmed' });
    const mail = mails.find((m) => m.subject.includes(booking.referenceNumber));
    expect(mail?.subject).toBe(`Reserva de hotel confirmada: ${booking.referenceNumber}`);
    expect(mail?.attachments[0]?.filename).toBe(`voucher-${booking.referenceNumber}.pdf`);
    const printed = pdfText(Buffer.from(mail?.attachments[0]?.contentBase64 ?? '', 'base64'));
    const policy = booking.cancellationPolicy;
    const room = booking.rooms[0];
    // The mail says the stay and the rooms as the voucher does.
    expect(mail?.text).toContain(`${pt.day(booking.stayPeriod.start)} - ${pt.day(booking.stayPeriod.end)} (`);
    expect(mail?.text).toMatch(/\(\d+ noites?, fuso horário [\w/]+\)/u);
    expect(mail?.text).toContain(`Quarto 1: ${room?.roomName}, regime: ${room?.boardName}: `);
    expect(mail?.text).not.toMatch(/\bnights?\b|Room 1/u);
    for (const expected of [
      'Voucher do hotel',
      `Referência da reserva: ${booking.referenceNumber}`,
      `Confirmação do fornecedor: ${booking.supplierReference} (${booking.vendor})`,
      'Estadia (datas locais do hotel)',
      `Check-in: ${pt.day(booking.stayPeriod.start)}`,
      `Check-out: ${pt.day(booking.stayPeriod.end)}`,
      // The hotel's own words (room, board) stay as the supplier gives them.
      `Quarto 1: ${room?.roomName}, regime: ${room?.boardName}`,
      'Quartos e hóspedes',
      'Condições de cancelamento',
      `Cancelamento grátis até ${pt.dateTime(policy.freeCancellationUntilLocal ?? '')} (hora do hotel, ${policy.timeZone}).`,
      `Pago: ${pt.money({ amount: booking.breakdown.total, currency: booking.breakdown.currency })}`,
    ])
      expect(printed).toContain(expected);
    expect(printed).toMatch(/Check-in: [\p{L}-]+, \d{1,2} de \p{L}+ de \d{4}/u);
    expect(printed).toMatch(/Cancelamento grátis até \d{1,2} de \p{L}+ de \d{4} às \d{2}:\d{2}/u);
    expect(printed).toMatch(/Pago: \S+\u00a0[\d.]+,\d{2}$/mu);
    expect(printed).not.toContain('Booking reference');
    expect(printed).not.toContain('Paid:');
  });

  it("pt: fees payable at the hotel are named in the reader's language; a kind not known here keeps the supplier's label", async () => {
    const pt = documentFormat('pt');
    const { booking } = await paid(freeUntilLater);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.referenceNumber, booking.referenceNumber));
    const details = row?.details as HotelBookingDetails;
    const amount = (value: number) => ({ amount: value, currency: booking.breakdown.currency });
    const payAtProperty = [
      { kind: 'taxes', label: 'Taxes (10%)', percent: 10, amount: amount(12_00) },
      { kind: 'city_tax', label: 'City tax (per adult per night, up to 7 nights)', amount: amount(8_00) },
      { kind: 'resort_fee', label: 'Resort fee (per room per night)', amount: amount(15_00) },
      { kind: 'cleaning', label: 'Cleaning fee', amount: amount(20_00) },
    ];
    const printed = pdfText(
      await renderHotelVoucher({
        agencyName: 'Blue Horizon Travel',
        referenceNumber: booking.referenceNumber,
        supplierReference: booking.supplierReference,
        total: { amount: booking.breakdown.total, currency: booking.breakdown.currency },
        details: { ...details, stay: { ...details.stay, price: { ...details.stay.price, payAtProperty } } },
        language: 'pt',
      }),
    );
    for (const expected of [
      'A pagar no hotel',
      `Impostos (10%): ${pt.money(amount(12_00))}`,
      `Taxa turística (por adulto por noite, até 7 noites): ${pt.money(amount(8_00))}`,
      `Taxa de resort (por quarto por noite): ${pt.money(amount(15_00))}`,
      `Cleaning fee: ${pt.money(amount(20_00))}`,
    ])
      expect(printed).toContain(expected);
    expect(printed).not.toMatch(/City tax|Resort fee|Taxes \(/u);
  });

  it('es: the downloaded voucher follows the language cookie of the reader over the browser header', async () => {
    const { booking } = await paid(freeUntilLater);
    const pdf = await api(t, w.client, { method: 'GET', url: booking.pdfurl ?? '', ...readerCookie('es') });
    expect(pdf.statusCode).toBe(200);
    const printed = pdfText(pdf.rawPayload);
    const policy = booking.cancellationPolicy;
    for (const expected of [
      'Bono de hotel',
      `Referencia de la reserva: ${booking.referenceNumber}`,
      'Estancia (fechas locales del hotel)',
      `Entrada: ${es.day(booking.stayPeriod.start)}`,
      `Salida: ${es.day(booking.stayPeriod.end)}`,
      `Habitación 1: ${booking.rooms[0]?.roomName}, régimen: ${booking.rooms[0]?.boardName}`,
      'Condiciones de cancelación',
      `Cancelación gratuita hasta ${es.dateTime(policy.freeCancellationUntilLocal ?? '')} (hora del hotel, ${policy.timeZone}).`,
      `Pagado: ${es.money({ amount: booking.breakdown.total, currency: booking.breakdown.currency })}`,
    ])
      expect(printed).toContain(expected);
    expect(printed).toMatch(/Entrada: \p{L}+, \d{1,2} de \p{L}+ de \d{4}/u);
    expect(printed).toMatch(/Pagado: [\d.]+,\d{2}\u00a0\S+$/mu);
    expect(printed).not.toContain('Check-in');
  });
});

describe('paying, the voucher and the confirmation mail', () => {
  it('is paid by card, confirmed, with its voucher PDF for its customer and agency only', async () => {
    const { booking } = await paid(freeUntilLater);
    expect(booking).toMatchObject({ bookingStatus: 'confirmed', paidFromCard: booking.breakdown.total });
    expect(booking.paymentBreakup).toEqual({
      currency: booking.breakdown.currency,
      total: booking.breakdown.total,
      paidFromCard: booking.breakdown.total,
      paidFromCredit: 0,
    });
    expect(booking.pdfurl).toBe(`/api/v2/hotel/voucher/${booking.referenceNumber}`);

    const pdf = await api(t, w.client, { method: 'GET', url: booking.pdfurl ?? '' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // What the reception needs: the agency, our reference, the vendor's, the hotel, the stay in
    // its local dates, the rooms and guests with their board, the terms in the hotel's time.
    const printed = pdfText(pdf.rawPayload);
    const policy = booking.cancellationPolicy;
    for (const expected of [
      'Blue Horizon Travel',
      `Booking reference: ${booking.referenceNumber}`,
      `Supplier confirmation: ${booking.supplierReference} (${booking.vendor})`,
      `Check-in: ${en.day(booking.stayPeriod.start)}`,
      `Check-out: ${en.day(booking.stayPeriod.end)}`,
      `Room 1: ${booking.rooms[0]?.roomName}, board: ${booking.rooms[0]?.boardName}`,
      'Ana Silva',
      `Free cancellation until ${en.dateTime(policy.freeCancellationUntilLocal ?? '')} (hotel time, ${policy.timeZone})`,
      `Paid: ${en.money({ amount: booking.breakdown.total, currency: booking.breakdown.currency })}`,
    ])
      expect(printed).toContain(expected);
    expect(printed).toMatch(/Check-in: \p{L}+, \p{L}+ \d{1,2}, \d{4}/u);
    // The agency's agent may open it; another client or another agency may not.
    expect((await api(t, w.agent, { method: 'GET', url: booking.pdfurl ?? '' })).statusCode).toBe(200);
    expectError(await api(t, w.otherClient, { method: 'GET', url: booking.pdfurl ?? '' }), 404, 'NOT_FOUND');
    expectError(await api(t, w.coastalOwner, { method: 'GET', url: booking.pdfurl ?? '' }, COASTAL), 404, 'NOT_FOUND');

    const mails = await readOutbox(t, { to: CONTACT.email, template: 'hotel-confirmed' });
    const mail = mails.find((m) => m.subject.includes(booking.referenceNumber));
    expect(mail?.text).toContain(booking.hotelName);
    // The voucher is attached to the confirmation.
    expect(mail?.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      [`voucher-${booking.referenceNumber}.pdf`, 'application/pdf'],
    ]);
    const attached = Buffer.from(mail?.attachments[0]?.contentBase64 ?? '', 'base64');
    expect(attached.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The confirmation again (sendHotelBookingEmail).
    const resend = await api(t, w.client, {
      method: 'POST',
      url: '/api/v2/hotel/sendHotelBookingEmail',
      payload: { referenceNumber: booking.referenceNumber },
    });
    expect(resend.statusCode, resend.body).toBe(200);
    const after = await readOutbox(t, { to: CONTACT.email, template: 'hotel-confirmed' });
    expect(after.filter((m) => m.subject.includes(booking.referenceNumber))).toHaveLength(2);
  });

  it('has no voucher before it is paid', async () => {
    const { booking } = await booked(() => true);
    const res = await api(t, w.client, { method: 'GET', url: `/api/v2/hotel/voucher/${booking.referenceNumber}` });
    expectError(res, 409, 'INVALID_STATE');
  });

  it('3-D Secure: the challenge approved, the payment sent again confirms it with one charge', async () => {
    const { booking } = await booked(() => true);
    const token = await cardToken(t, CARD.challenge);
    const first = await payRequestAt(t, '/api/v2/hotel/payment', w.client, booking.referenceNumber, token);
    const { data } = first.json();
    expect(data).toMatchObject({ status: 'requires_action', booking: { bookingStatus: 'pending_payment' } });
    const back = `/booknow/hotels/checkout?resume=${booking.referenceNumber}`;
    expect(data.challengeUrl).toContain(`?return=${encodeURIComponent(back)}`);
    const chargeId = new URL(data.challengeUrl, 'http://x').pathname.split('/').at(-1);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/sandbox-gateway/challenge/${chargeId}`,
      headers: { host: 'demo.localhost' },
      payload: { outcome: 'approve', return: back },
    });
    expect(approved.headers.location).toBe(`${back}&challenge=approved`);
    const second = await payRequestAt(t, '/api/v2/hotel/payment', w.client, booking.referenceNumber, token);
    expect(second.json().data).toMatchObject({ status: 'succeeded', booking: { bookingStatus: 'confirmed' } });
    const charges = (await paymentRowsOf(t, booking.bookingId)).filter((p) => p.kind === 'charge');
    expect(charges.filter((p) => p.status === 'succeeded')).toHaveLength(1);
  });
});

describe('cancelling under the policy in the hotel zone', () => {
  it('inside the free window: the whole stay and the markup come back, the fee and protection are kept', async () => {
    const { booking } = await paid(freeUntilLater);
    const quote = await penaltyOf(w.client, booking.referenceNumber);
    expect(quote.statusCode, quote.body).toBe(200);
    const { lines, total, currency } = booking.breakdown;
    const kept = linesTotal(lines, 'agency_fee', 'refund_protection');
    const { penalty, refund } = quote.json().data;
    expect(penalty.currency).toBe(currency);
    expect(refund.amount + penalty.amount).toBe(total);
    // The vendor's full refund converted at the locked rate (a minor unit of rounding at most).
    expect(Math.abs(penalty.amount - kept)).toBeLessThanOrEqual(1);

    const res = await api(t, w.client, {
      method: 'POST',
      url: '/api/v2/hotel/cancel/hotel',
      payload: { referenceNumber: booking.referenceNumber },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Booking Cancelled Successfully');
    const cancelled: HotelBooking = res.json().data;
    expect(cancelled).toMatchObject({
      bookingStatus: 'cancelled',
      bookedStatus: 'CANCELLED',
      refund,
      agencyCommission: 0,
      agencyTransactionFee: booking.agencyTransactionFee,
      pdfurl: null,
    });
    expect(cancelled.cancellationId).toMatch(/^[A-Z]{3}-[A-Z0-9]{6}-C$/);
    const refunds = (await paymentRowsOf(t, booking.bookingId)).filter((p) => p.kind === 'refund');
    expect(refunds.map((p) => [p.status, p.amount])).toEqual([['succeeded', refund.amount]]);
    const mails = await readOutbox(t, { to: CONTACT.email, template: 'hotel-cancelled' });
    expect(mails.some((m) => m.subject.includes(booking.referenceNumber))).toBe(true);

    const twice = await api(t, w.client, {
      method: 'POST',
      url: '/api/v2/hotel/cancel/hotel',
      payload: { referenceNumber: booking.referenceNumber },
    });
    expectError(twice, 409, 'INVALID_STATE');
  });

  it("outside the free window: the step in force in the hotel's zone is kept, by the agency's cancel too", async () => {
    const { booking, rate } = await paid(pastFreeWindow, { inDays: 3 });
    const policy = booking.cancellationPolicy;
    // The deadline is the hotel's wall clock at that instant.
    const local = new Intl.DateTimeFormat('sv-SE', {
      timeZone: policy.timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .format(new Date(policy.freeCancellationUntil ?? ''))
      .replace(' ', 'T');
    expect(policy.freeCancellationUntilLocal).toBe(local);
    const now = Date.now();
    const step = [...policy.steps].reverse().find((s) => Date.parse(s.from) <= now);
    if (!step) throw new Error('no step in force');
    const supplierRefund = rate.price.total.amount - step.amount.amount;

    const quote = await penaltyOf(w.agent, booking.referenceNumber, '/api/agency/hotels/bookings/getPenalty');
    expect(quote.statusCode, quote.body).toBe(200);
    const { refund, penalty } = quote.json().data;
    const markup = linesTotal(booking.breakdown.lines, 'markup');
    const rateLocked = linesTotal(booking.breakdown.lines, 'base_fare', 'taxes') / rate.price.total.amount;
    expect(
      Math.abs(refund.amount - Math.min(booking.breakdown.total, Math.round(supplierRefund * rateLocked) + markup)),
    ).toBeLessThanOrEqual(1);
    expect(penalty.amount).toBeGreaterThan(linesTotal(booking.breakdown.lines, 'agency_fee'));

    const res = await api(t, w.agent, {
      method: 'POST',
      url: '/api/agency/hotels/bookings/cancel',
      payload: { referenceNumber: booking.referenceNumber },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ bookingStatus: 'cancelled', refund, agencyCommission: 0 });
  });
});

describe('DELETE /api/hotel/{id}', () => {
  it("removes the caller's unpaid booking (the room back to the vendor), never a paid one", async () => {
    const { booking } = await booked(() => true);
    expectError(
      await api(t, w.otherClient, { method: 'DELETE', url: `/api/hotel/${booking.bookingId}` }),
      404,
      'NOT_FOUND',
    );
    const res = await api(t, w.client, { method: 'DELETE', url: `/api/hotel/${booking.bookingId}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ bookingStatus: 'cancelled', refund: { amount: 0 } });
    const order = await hotelVendorOf(t, booking.vendor).retrieve(booking.supplierReference ?? '');
    expect(order.state).toBe('cancelled');

    const { booking: paidBooking } = await paid(() => true);
    const refused = await api(t, w.client, { method: 'DELETE', url: `/api/hotel/${paidBooking.referenceNumber}` });
    expectError(refused, 409, 'INVALID_STATE');
  });
});

describe('the last room', () => {
  it('20 bookings of a room with 1 left through the API: exactly 1 confirmed, the others a clear sold-out error', async () => {
    const found = await findHotelRate(t, (rate) => rate.roomsLeft <= 4, { inDays: 90, nights: 1 });
    const vendor = hotelVendorOf(t, found.offer.vendor);
    const stay = {
      checkIn: found.offer.checkIn,
      checkOut: found.offer.checkOut,
      rooms: found.rate.rooms,
      nationality: 'PT',
      currency: 'EUR',
      hotelId: found.offer.hotel.id,
    };
    const roomsLeft = async () => {
      const offer = await vendor.roomsAndRates(stay);
      const room = offer.rooms.find((r) => r.room.code === found.rate.roomTypeCode);
      return room?.rates[0]?.roomsLeft ?? 0;
    };
    // Others take the rooms until one is left.
    for (let left = await roomsLeft(), n = 0; left > 1; left = await roomsLeft(), n += 1)
      await vendor.book({
        rateKey: found.rate.rateKey,
        rooms: guestsOf(found.rate.rooms, 'Other'),
        holder: { givenName: 'Otto', familyName: 'Other', email: 'otto@example.test', phone: '+351911111111' },
        clientReference: `other-${n}`,
      });
    expect(await roomsLeft()).toBe(1);

    const quotes = await Promise.all(Array.from({ length: 20 }, () => createHotelQuote(t, CLIENT, found)));
    const answers = await Promise.all(
      quotes.map((quote) =>
        postBooking(w.client, { quoteId: quote.id, rooms: guestsOf(found.rate.rooms), contact: CONTACT }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    const refused = answers.filter((res) => res.statusCode !== 200);
    expect(refused).toHaveLength(19);
    for (const res of refused)
      expectError(res, 409, 'SOLD_OUT', {
        message: 'This room is sold out for your dates. Please choose another room or hotel.',
      });
    expect(await roomsLeft()).toBe(0);
  });
});

describe('lists', () => {
  it("shows hotel bookings in the agency's list and detail and in the customer's trips, only there", async () => {
    const { booking } = await booked(() => true);
    const agency = await api(t, w.agent, { method: 'GET', url: '/api/agency/hotels/bookings?limit=100' });
    expect(agency.statusCode, agency.body).toBe(200);
    expect(agency.json().data.totalHotelRecords).toBeGreaterThan(0);
    expect(agency.json().data.hotels.map((b: HotelBooking) => b.referenceNumber)).toContain(booking.referenceNumber);

    const detail = await api(t, w.agent, { method: 'GET', url: `/api/agency/hotels/bookings/${booking.bookingId}` });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data).toMatchObject({
      referenceNumber: booking.referenceNumber,
      hotelName: booking.hotelName,
    });

    const trips = await api(t, w.client, { method: 'GET', url: '/api/v2/hotel/bookings/all?limit=100' });
    expect(trips.json().data.hotels.map((b: HotelBooking) => b.referenceNumber)).toContain(booking.referenceNumber);
    const others = await api(t, w.otherClient, { method: 'GET', url: '/api/v2/hotel/bookings/all' });
    expect(others.json().data).toEqual({ hotels: [], totalHotelRecords: 0 });
    const coastal = await api(t, w.coastalOwner, { method: 'GET', url: '/api/agency/hotels/bookings' }, COASTAL);
    expect(coastal.json().data).toEqual({ hotels: [], totalHotelRecords: 0 });

    const flights = await api(t, w.agent, { method: 'GET', url: '/api/agency/flights/bookings?limit=100' });
    expect(
      flights
        .json()
        .data.flights.some((b: { referenceNumber: string }) => b.referenceNumber === booking.referenceNumber),
    ).toBe(false);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CarBooking, CarOffer, PriceLine } from '@travel/contracts';
import { COASTAL, readOutbox } from '../../testing/auth-helpers';
import { cardToken, openWorld, payByCard, payRequestAt, readerCookie, type World } from '../../testing/booking-helpers';
import { carSearch, CONTACT, DRIVER, quoteOf, reserve, reserved, searchCars } from '../../testing/car-helpers';
import { HOUR_MS, moveClock, restoreClock } from '../../testing/clock';
import { api, expectError, postReference } from '../../testing/http-helpers';
import { pdfText } from '../../testing/pdf-text';
import { documentFormat } from '../../platform/pdf/document-format';
import { createTestApp, type TestApp } from '../../testing/test-app';

// Car rentals booked through the booking core against the sandbox rental companies: reserved
// from a checkout quote, paid by card, the terms PDF mailed and served, cancelled inside and
// outside the free window with the right refund, the last car raced by 20 reservations, listed
// for the customer and the agency, never shown to another agency.

let t: TestApp;
let w: World;
/** Each test rents on days of its own, so no two tests share a fleet's cars. */
let nextStart = 20;
const freshStart = () => (nextStart += 5);

beforeAll(async () => {
  t = await createTestApp();
  w = await openWorld(t);
});

afterAll(async () => {
  await t?.close();
});

afterEach(() => {
  restoreClock();
});

const linesTotal = (lines: PriceLine[], kind: PriceLine['kind']) =>
  lines.filter((line) => line.kind === kind).reduce((sum, line) => sum + line.amount, 0);

/** A refundable car priced in EUR by a company selling in EUR (the locked rate is 1). */
const euroRefundable = (car: CarOffer) =>
  car.cancellationPolicy.refundable === true && car.supplierPrice.currency === 'EUR';

async function offerAt(
  start: number,
  wanted: (car: CarOffer) => boolean = euroRefundable,
  search: Record<string, unknown> = {},
) {
  const { cars } = await searchCars(t, w.client, carSearch(search, start));
  const offer = cars.find(wanted);
  if (!offer) throw new Error('no offer fits');
  return offer;
}

async function paid(offer: CarOffer, extra: object = {}, language: 'en' | 'pt' | 'es' = 'en') {
  const quote = await quoteOf(t, w.client, offer);
  const booking = await reserved(t, w.client, quote, extra);
  const res = await payByCard(t, '/api/car-rental/payment', w.client, booking.referenceNumber, language);
  expect(res.statusCode, res.body).toBe(200);
  return { quote, booking: res.json().data.booking as CarBooking };
}

describe("the rental terms in their reader's language", () => {
  it("pt: the terms attached to the confirmation are in the mail's language, dates and amounts as pt-BR writes them", async () => {
    const pt = documentFormat('pt');
    // Paid from the site in Portuguese: the confirmation mail and its terms are in it.
    const { booking } = await paid(await offerAt(freshStart()), {}, 'pt');
    const mails = await readOutbox(t, { to: CONTACT.email, template: 'car-confirmed' });
    const mail = mails.find((m) => m.subject === `Aluguel de carro confirmado: ${booking.referenceNumber}`);
    expect(mail?.attachments[0]?.filename).toBe(`rental-terms-${booking.referenceNumber}.pdf`);
    const printed = pdfText(Buffer.from(mail?.attachments[0]?.contentBase64 ?? '', 'base64'));
    const { rental } = booking;
    // The mail itself says the pick-up and return as pt-BR writes them, in the places' zones.
    expect(mail?.text).toContain(
      `Retirada: ${rental.pickup.address}, ${pt.dateTime(rental.pickUpDateTime)} (${rental.pickup.timeZone})`,
    );
    expect(mail?.text).toContain(
      `Devolução: ${rental.dropoff.address}, ${pt.dateTime(rental.returnDateTime)} (${rental.dropoff.timeZone})`,
    );
    const rentalCharge = rental.charges.find((charge) => charge.kind === 'rental');
    for (const expected of [
      `Condições de aluguel: ${rental.vendorName}`,
      booking.referenceNumber,
      'Retirada e devolução',
      // (A long line wraps: its end is on the next line of the text.)
      `Retirada: ${rental.pickup.address}, ${pt.dateTime(rental.pickUpDateTime)} (hora local,`,
      `Devolução: ${rental.dropoff.address}, ${pt.dateTime(rental.returnDateTime)} (hora local,`,
      `${rental.rentalDays} dias de aluguel: ${pt.money(rentalCharge?.amount ?? { amount: -1, currency: 'EUR' })}`,
      'Seguro e caução',
      `Uma caução de ${pt.money(rental.deposit)} fica retida no cartão na retirada.`,
      `Cancelamento grátis até ${pt.dateTime(rental.freeCancellationUntilLocal)} (hora local, Europe/Lisbon)`,
      'residente em Portugal.',
    ])
      expect(printed).toContain(expected);
    expect(printed).toMatch(/Retirada: .*, \d{1,2} de \p{L}+ de \d{4} às \d{2}:\d{2} \(hora local/u);
    expect(printed).toMatch(/Política de combustível: (cheio-cheio|pré-pago) \(/u);
    expect(printed).toMatch(/Uma caução de €\u00a0[\d.]+,\d{2} fica retida/u);
    expect(printed).not.toContain('Pick-up');
  });

  it('es: the downloaded terms follow the language cookie of the reader over the browser header', async () => {
    const es = documentFormat('es');
    const { booking } = await paid(await offerAt(freshStart()));
    const pdf = await api(t, w.client, { method: 'GET', url: booking.termsPdfUrl, ...readerCookie('es') });
    expect(pdf.statusCode).toBe(200);
    const printed = pdfText(pdf.rawPayload);
    const { rental } = booking;
    for (const expected of [
      `Condiciones de alquiler: ${rental.vendorName}`,
      `Recogida: ${rental.pickup.address}, ${es.dateTime(rental.pickUpDateTime)} (hora local,`,
      `Se bloquea una fianza de ${es.money(rental.deposit)} en la tarjeta en la recogida.`,
      `Cobertura de daños por colisión y robo, franquicia de ${es.money(rental.excess)}.`,
      `Cancelación gratuita hasta ${es.dateTime(rental.freeCancellationUntilLocal)} (hora local, Europe/Lisbon)`,
    ])
      expect(printed).toContain(expected);
    expect(printed).toMatch(/Recogida: .*, \d{1,2} de \p{L}+ de \d{4} a las \d{1,2}:\d{2} \(hora local/u);
    expect(printed).toMatch(/fianza de [\d.]+,\d{2}\u00a0€ en la tarjeta/u);
    expect(printed).toMatch(/Política de combustible: (lleno-lleno|prepago) \(/u);
    expect(printed).not.toContain('Free cancellation');
  });
});

describe('reserve and pay', () => {
  it('reserves a quote with the company, pays it, mails the rental terms and serves them', async () => {
    const offer = await offerAt(freshStart());
    const quote = await quoteOf(t, w.client, offer);
    const booking = await reserved(t, w.client, quote, { flightNumber: 'tp1234' });
    expect(booking.referenceNumber).toMatch(/^CR/);
    expect(booking.bookingStatus).toBe('pending_payment');
    expect(booking.bookedStatus).toBe('CONFIRMED');
    expect(booking.confirmationNumber).toMatch(new RegExp(`^${offer.vendorCode}`));
    expect(booking.flightNumber).toBe('TP1234');
    expect(booking.breakdown.total).toBe(quote.breakdown.total);
    expect(booking.travelDate).toBe(offer.pickUpDateTime.slice(0, 10));
    expect(booking.rental.pickup.timeZone).toBe('Europe/Lisbon');

    const res = await payRequestAt(t, '/api/car-rental/payment', w.client, booking.referenceNumber, await cardToken(t));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('succeeded');
    expect(res.json().data.booking.bookingStatus).toBe('confirmed');

    const mails = await readOutbox(t, { to: CONTACT.email, template: 'car-confirmed' });
    const mail = mails.find((m) => m.subject === `Car rental confirmed: ${booking.referenceNumber}`);
    expect(mail?.text).toContain(`Confirmation number: ${booking.confirmationNumber}`);
    expect(mail?.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      [`rental-terms-${booking.referenceNumber}.pdf`, 'application/pdf'],
    ]);
    const attached = Buffer.from(mail?.attachments[0]?.contentBase64 ?? '', 'base64');
    expect(pdfText(attached)).toContain(booking.referenceNumber);

    const pdf = await api(t, w.client, { method: 'GET', url: booking.termsPdfUrl });
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain(
      `Free cancellation until ${documentFormat('en').dateTime(booking.rental.freeCancellationUntilLocal)} (local time, Europe/Lisbon)`,
    );
    expect((await api(t, w.agent, { method: 'GET', url: booking.termsPdfUrl })).statusCode).toBe(200);
    expectError(await api(t, w.otherClient, { method: 'GET', url: booking.termsPdfUrl }), 404, 'NOT_FOUND');

    // findReservation and the resend of the confirmation.
    const found = await postReference(t, w.client, '/api/car-rental/findReservation', booking.referenceNumber);
    expect(found.json().data.bookingStatus).toBe('confirmed');
    const resend = await postReference(t, w.client, '/api/car-rental/sendCarBookingEmail', booking.referenceNumber);
    expect(resend.statusCode, resend.body).toBe(200);
  });

  it('refuses bad input with its field, a driver of another age and an expired quote', async () => {
    const offer = await offerAt(freshStart());
    const quote = await quoteOf(t, w.client, offer);
    expectError(
      await reserve(t, w.client, { quoteId: 'nope', driver: { ...DRIVER, age: 30 }, contact: CONTACT }),
      400,
      'VALIDATION_FAILED',
      {
        details: { quoteId: 'Invalid value' },
      },
    );
    expectError(
      await reserve(t, w.client, {
        quoteId: quote.quoteId,
        driver: { ...DRIVER, givenName: '', age: 30 },
        contact: CONTACT,
      }),
      400,
      'VALIDATION_FAILED',
      { details: { 'driver.givenName': 'Required' } },
    );
    expectError(
      await reserve(t, w.client, { quoteId: quote.quoteId, driver: { ...DRIVER, age: 45 }, contact: CONTACT }),
      400,
      'VALIDATION_FAILED',
      { details: { 'driver.age': 'Invalid value' } },
    );
    // Another client cannot book someone else's quote.
    expectError(
      await reserve(t, w.otherClient, { quoteId: quote.quoteId, driver: { ...DRIVER, age: 30 }, contact: CONTACT }),
      404,
      'NOT_FOUND',
    );
    moveClock(21 * 60_000);
    expectError(
      await reserve(t, w.client, { quoteId: quote.quoteId, driver: { ...DRIVER, age: 30 }, contact: CONTACT }),
      410,
      'QUOTE_EXPIRED',
    );
  });

  it('books a re-priced offer at its new price', async () => {
    const { cars } = await searchCars(t, w.client, carSearch({}, freshStart()));
    for (const offer of cars) {
      const quote = await quoteOf(t, w.client, offer);
      if (quote.status !== 'changed') continue;
      const booking = await reserved(t, w.client, quote);
      expect(booking.breakdown.total).toBe(quote.breakdown.total);
      expect(booking.breakdown.total).not.toBe(offer.price);
      return;
    }
    throw new Error('no changed offer');
  });
});

describe('the last car', () => {
  it('confirms exactly one of 20 concurrent reservations, and checkout then finds it sold out', async () => {
    const start = freshStart();
    // A city office keeps a few cars of a category: one with a single car free.
    const offer = await offerAt(start, (car) => car.carsLeft === 1, {
      location: { value: 'c-pt-lisboa-lisbon' },
    });
    const quotes = await Promise.all(Array.from({ length: 20 }, () => quoteOf(t, w.client, offer)));
    const answers = await Promise.all(
      quotes.map((quote) =>
        reserve(t, w.client, { quoteId: quote.quoteId, driver: { ...DRIVER, age: 30 }, contact: CONTACT }),
      ),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    const refused = answers.find((res) => res.statusCode === 409);
    if (refused)
      expectError(refused, 409, 'SOLD_OUT', {
        message: 'This car is no longer available for your dates. Please choose another car.',
      });
    expectError(
      await api(t, w.client, { method: 'POST', url: '/api/car-rental/checkout', payload: { carId: offer.carId } }),
      409,
      'SOLD_OUT',
    );

    // Removing the unpaid booking gives the car back.
    const winner = answers.find((res) => res.statusCode === 200)?.json().data as CarBooking;
    const removed = await api(t, w.client, { method: 'DELETE', url: `/api/car-rental/${winner.bookingId}` });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.bookingStatus).toBe('cancelled');
    expect(removed.json().message).toBe('Booking Cancelled Successfully');
    expect((await quoteOf(t, w.client, offer)).car.carsLeft).toBe(1);
  });
});

describe('cancel', () => {
  it('refunds everything but the agency fee inside the free window', async () => {
    const { booking } = await paid(await offerAt(freshStart()));
    const penalty = await postReference(t, w.client, '/api/car-rental/cancelPenalty', booking.referenceNumber);
    expect(penalty.json().data.penalty.amount).toBe(linesTotal(booking.breakdown.lines, 'agency_fee'));
    const res = await postReference(t, w.client, '/api/car-rental/cancel', booking.referenceNumber);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Booking Cancelled Successfully');
    const cancelled = res.json().data as CarBooking;
    expect(cancelled.bookingStatus).toBe('cancelled');
    expect(cancelled.bookedStatus).toBe('CANCELLED');
    expect(cancelled.refund?.amount).toBe(booking.breakdown.total - linesTotal(booking.breakdown.lines, 'agency_fee'));
    expect(cancelled.agencyCommission).toBe(0);
    const mails = await readOutbox(t, { to: CONTACT.email, template: 'car-cancelled' });
    expect(mails.some((m) => m.subject === `Car rental cancelled: ${booking.referenceNumber}`)).toBe(true);
  });

  it("keeps one day's rental inside 48 hours of pick-up", async () => {
    const { booking } = await paid(await offerAt(1));
    const fee = linesTotal(booking.breakdown.lines, 'agency_fee');
    const res = await postReference(t, w.client, '/api/car-rental/cancel', booking.referenceNumber);
    expect(res.statusCode, res.body).toBe(200);
    const { lateCancellationFee } = booking.rental;
    expect(lateCancellationFee.currency).toBe('EUR');
    expect(res.json().data.refund.amount).toBe(booking.breakdown.total - fee - lateCancellationFee.amount);
  });

  it('gives back none of the rental after pick-up (the markup only, as the core settles)', async () => {
    const { booking } = await paid(await offerAt(2));
    moveClock(3 * 24 * HOUR_MS);
    const res = await postReference(t, w.client, '/api/car-rental/cancel', booking.referenceNumber);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.refund.amount).toBe(linesTotal(booking.breakdown.lines, 'markup'));
  });

  it('pays the refund protection of a cancelled car (getRefund)', async () => {
    const protects = await api(t, null, { method: 'GET', url: '/api/refund-protects' });
    // The demo agency sells it at 6%.
    expect(JSON.parse(Buffer.from(protects.json().data, 'base64').toString('utf8'))).toEqual({
      isEnabled: true,
      refundProtectMarkup: 6,
    });
    const { booking } = await paid(await offerAt(1), { isTripProtectionSelected: true });
    expect(booking.isTripProtectionSelected).toBe(true);
    await postReference(t, w.client, '/api/car-rental/cancel', booking.referenceNumber);
    const claim = await postReference(t, w.client, '/api/getRefund', booking.referenceNumber);
    expect(claim.statusCode, claim.body).toBe(200);
    expect(claim.json().data.referenceNumber).toBe(booking.referenceNumber);
    // Everything the company kept comes back too: all but the protection itself.
    const protection = linesTotal(booking.breakdown.lines, 'refund_protection');
    const refunds = await api(t, w.client, {
      method: 'POST',
      url: '/api/car-rental/findReservation',
      payload: { referenceNumber: booking.referenceNumber },
    });
    expect(refunds.json().data.history.at(-1).note.key).toBe('protectionClaimed');
    expect(protection).toBeGreaterThan(0);
  });

  it('refuses to remove a paid booking (DELETE): it is cancelled instead', async () => {
    const { booking } = await paid(await offerAt(freshStart()));
    expectError(
      await api(t, w.client, { method: 'DELETE', url: `/api/car-rental/${booking.referenceNumber}` }),
      409,
      'INVALID_STATE',
    );
  });
});

describe('lists and other agencies', () => {
  it("lists a customer's cars and the agency's, and hides them from another agency", async () => {
    const { booking } = await paid(await offerAt(freshStart()));
    const mine = await api(t, w.client, { method: 'GET', url: '/api/car-rental/user/bookings?offSet=0&limit=50' });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.cars.map((c: CarBooking) => c.referenceNumber)).toContain(booking.referenceNumber);
    expect(mine.json().data.totalCarRecords).toBeGreaterThan(0);

    const agency = await api(t, w.agent, {
      method: 'GET',
      url: `/api/agency/cars/bookings?offSet=0&limit=50&selectedStatus=confirmed&searchString=${booking.referenceNumber}`,
    });
    expect(agency.json().data.cars.map((c: CarBooking) => c.referenceNumber)).toEqual([booking.referenceNumber]);
    const one = await api(t, w.agent, { method: 'GET', url: `/api/agency/cars/bookings/${booking.bookingId}` });
    expect(one.json().data.referenceNumber).toBe(booking.referenceNumber);
    expectError(await api(t, w.client, { method: 'GET', url: '/api/agency/cars/bookings' }), 403, 'FORBIDDEN');

    expectError(
      await api(t, w.coastalOwner, { method: 'GET', url: `/api/agency/cars/bookings/${booking.bookingId}` }, COASTAL),
      404,
      'NOT_FOUND',
    );
    expectError(
      await postReference(t, w.coastalOwner, '/api/car-rental/findReservation', booking.referenceNumber, COASTAL),
      404,
      'NOT_FOUND',
    );
    expectError(
      await postReference(t, w.coastalOwner, '/api/car-rental/cancel', booking.referenceNumber, COASTAL),
      404,
      'NOT_FOUND',
    );
    expectError(
      await postReference(t, w.otherClient, '/api/car-rental/cancel', booking.referenceNumber),
      404,
      'NOT_FOUND',
    );

    // The agent cancels it from the agency's list.
    const cancelled = await postReference(t, w.agent, '/api/agency/cars/bookings/cancel', booking.referenceNumber);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.bookingStatus).toBe('cancelled');
  });

  it('replays a reservation sent twice with the same idempotency key', async () => {
    const quote = await quoteOf(t, w.client, await offerAt(freshStart()));
    const key = randomUUID();
    const body = { quoteId: quote.quoteId, driver: { ...DRIVER, age: 30 }, contact: CONTACT };
    const first = await reserve(t, w.client, body, key);
    const again = await reserve(t, w.client, body, key);
    expect(again.json().data.referenceNumber).toBe(first.json().data.referenceNumber);
  });
});

import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  actionResponseSchemaOf,
  bookingBaseSchema,
  bookingListResponseSchemaOf,
  cancellationQuoteSchema,
  contactBodySchema,
  dataEnvelope,
  formatMoney,
  paymentResultSchemaOf,
  type Breakdown,
  type Money,
} from '@travel/contracts';
import { AppError } from '../platform/http/app-error';
import { moduleMail, type MailTexts } from '../platform/mail/templates';
import type { BookingRouteTable } from '../modules/booking/booking.routes';
import { bookingDetailsBaseSchema, type VerticalAdapter } from '../modules/booking/vertical';
import { VerticalBookings } from '../modules/booking/vertical-bookings';
import {
  SupplierError,
  type BookingSupplier,
  type SupplierCancellationQuote,
  type SupplierOrder,
} from '../suppliers/booking-port';
import { registerVertical, type BookingCoreDeps, type RegisteredVertical } from '../verticals';

/**
 * A vertical that exists only in tests: a tiny fake supplier (confirms at once, no fulfil step,
 * refunds half its price on cancellation) and its adapter. Registered into a test app beside
 * flights, it is booked, paid, cancelled and listed through the booking core with nothing but
 * this file: the proof that the core needs no vertical's code.
 */

/** The supplier's currency; the test quotes lock EUR -> the booking's currency at `rate`. */
export const TEST_SUPPLIER_CURRENCY = 'EUR';

interface TestRequest {
  offer: string;
  date: string;
  participants: number;
  price: Money;
}

interface TestOrder extends SupplierOrder {
  offer: string;
  date: string;
  participants: number;
  price: Money;
}

/** The fake supplier: orders in memory, confirmed when booked, half refunded when cancelled. */
export class FakeTestSupplier implements BookingSupplier<TestRequest, TestOrder> {
  readonly name = 'test-supplier';
  readonly orders = new Map<string, TestOrder>();

  async book(request: TestRequest): Promise<TestOrder> {
    if (request.participants < 1)
      throw new SupplierError('INVALID_REQUEST', 'no participants', { field: 'participants' });
    const order: TestOrder = { reference: `T${this.orders.size + 1}`.padEnd(6, '0'), state: 'confirmed', ...request };
    this.orders.set(order.reference, order);
    return order;
  }

  async retrieve(reference: string): Promise<TestOrder> {
    const order = this.orders.get(reference);
    if (!order) throw new SupplierError('ORDER_NOT_FOUND', 'no such order');
    return order;
  }

  async cancellationQuote(reference: string): Promise<SupplierCancellationQuote> {
    const { price } = await this.retrieve(reference);
    const refund = Math.floor(price.amount / 2);
    return {
      penalty: { amount: price.amount - refund, currency: price.currency },
      refund: { amount: refund, currency: price.currency },
      isVoidable: false,
    };
  }

  /** The supplier moves an order to another day (a schedule change of its own). */
  async reschedule(reference: string, date: string): Promise<void> {
    this.orders.set(reference, { ...(await this.retrieve(reference)), date });
  }

  async cancel(reference: string): Promise<TestOrder> {
    const order = await this.retrieve(reference);
    if (order.state === 'cancelled') throw new SupplierError('ALREADY_CANCELLED', 'already cancelled');
    const cancelled: TestOrder = { ...order, state: 'cancelled' };
    this.orders.set(reference, cancelled);
    return cancelled;
  }
}

/** A quote of the test vertical, priced by the test itself. */
export interface TestQuote {
  id: string;
  userId: string;
  activityName: string;
  date: string;
  breakdown: Breakdown;
  /** EUR -> the breakdown's currency. */
  rate: number;
  supplierPrice: Money;
}

const testDetailsSchema = bookingDetailsBaseSchema.extend({
  activityName: z.string(),
  date: z.string(),
  participants: z.number().int(),
});

export const testBookingSchema = bookingBaseSchema.extend({
  activityName: z.string(),
  date: z.string(),
  participants: z.number().int(),
});
type TestBooking = z.infer<typeof testBookingSchema>;

export const testBookingBodySchema = z.object({
  quoteId: z.string(),
  participants: z.number().int(),
  contact: contactBodySchema,
  isTripProtectionSelected: z.boolean().default(false),
  clientId: z.string().optional(),
});

export interface TestTypes {
  quote: TestQuote;
  input: z.infer<typeof testBookingBodySchema>;
  request: TestRequest;
  order: TestOrder;
  details: z.infer<typeof testDetailsSchema>;
  view: TestBooking;
}

type TestMail =
  | { kind: 'test-confirmed'; reference: string; total: string; link: string }
  | { kind: 'test-cancelled'; reference: string; refund: string; link: string };

/** The test vertical's mails: one copy in every language, enough for tests. */
const testCopy = (t: TestMail) =>
  t.kind === 'test-confirmed'
    ? { subject: `Confirmed: ${t.reference}`, lines: [`Paid ${t.total}.`], action: { label: 'See', url: t.link } }
    : { subject: `Cancelled: ${t.reference}`, lines: [`Refund: ${t.refund}.`], action: { label: 'See', url: t.link } };
const TEST_MAIL_TEXTS: MailTexts<TestMail> = { en: testCopy, pt: testCopy, es: testCopy };

function testAdapter(supplier: FakeTestSupplier, quotes: Map<string, TestQuote>): VerticalAdapter<TestTypes> {
  return {
    // A vertical the product does not register yet, so that the database accepts its rows.
    key: 'activity',
    referencePrefix: 'TV',
    label: 'Test',
    detailsPath: '/test-details',
    supplier,
    details: testDetailsSchema,
    async findQuote(_agency, actor, quoteId) {
      const quote = quotes.get(quoteId);
      if (!quote || quote.userId !== actor.id) throw new AppError('NOT_FOUND');
      return {
        id: quote.id,
        clientId: null,
        breakdown: quote.breakdown,
        refundProtectPercent: 10,
        supplierTotal: quote.supplierPrice,
        data: quote,
      };
    },
    bookRequest: (quote, input) => ({
      offer: quote.data.activityName,
      participants: input.participants,
      price: quote.supplierTotal,
      date: quote.data.date,
    }),
    newDetails: (quote, input, order) => ({
      quoteId: quote.id,
      contact: input.contact,
      bookedStatus: order.state,
      cancelledAt: null,
      exchangeRate: quote.data.rate,
      supplierCurrency: quote.supplierTotal.currency,
      activityName: quote.data.activityName,
      date: order.date,
      participants: order.participants,
    }),
    travelDate: (details) => details.date,
    holdUntil: () => null,
    withOrder: (details, order) => ({ ...details, bookedStatus: order.state, date: order.date }),
    mail: {
      confirmed: ({ record, link, language }) =>
        moduleMail(TEST_MAIL_TEXTS, {
          kind: 'test-confirmed',
          reference: record.row.referenceNumber,
          total: formatMoney({ amount: record.row.totalAmount, currency: record.row.currency }, language),
          link,
        }),
      cancelled: ({ record, link }, refund) =>
        moduleMail(TEST_MAIL_TEXTS, { kind: 'test-cancelled', reference: record.row.referenceNumber, refund, link }),
    },
    view: (base, { details }) => ({
      ...base,
      activityName: details.activityName,
      date: details.date,
      participants: details.participants,
    }),
  };
}

const testPaths: BookingRouteTable<TestTypes> = {
  tag: 'test vertical',
  call: 'test',
  schemas: {
    bookBody: testBookingBodySchema,
    booking: dataEnvelope(testBookingSchema),
    payment: dataEnvelope(paymentResultSchemaOf(testBookingSchema)),
    action: actionResponseSchemaOf(testBookingSchema),
    list: bookingListResponseSchemaOf('tests', 'totalTestRecords', testBookingSchema),
    penalty: dataEnvelope(cancellationQuoteSchema),
  },
  listData: (page) => ({ tests: page.bookings, totalTestRecords: page.total }),
  cancelledMessage: 'message.flightCancelled',
  book: '/test-vertical/book',
  pay: { url: '/test-vertical/payment', returnUrl: (reference) => `/test-vertical/checkout?resume=${reference}` },
  details: '/test-vertical/details',
  status: '/test-vertical/status',
  lists: [
    { url: '/test-vertical/bookings', permission: 'session' },
    { url: '/agency/test-vertical/bookings', permission: 'agent' },
  ],
  penalty: [{ url: '/test-vertical/cancel-penalty', permission: 'session' }],
  cancel: [{ url: '/test-vertical/cancel', permission: 'session' }],
};

/** The test vertical's pieces: what to pass to createTestApp, its supplier and its quote book. */
export function testVertical() {
  const supplier = new FakeTestSupplier();
  const quotes = new Map<string, TestQuote>();
  return {
    supplier,
    quotes,
    extraVerticals: (core: BookingCoreDeps): RegisteredVertical[] => [
      registerVertical(new VerticalBookings(core, testAdapter(supplier, quotes)), testPaths),
    ],
    /** Prices a quote for `userId`: what the supplier charges in EUR, converted at `rate`, a markup and a fee. */
    quote(
      userId: string,
      options: { supplierAmount: number; rate: number; markup: number; fee: number; currency: string },
    ) {
      const base = Math.round(options.supplierAmount * options.rate);
      const lines = [
        { kind: 'base_fare' as const, passengerType: null, count: 1, amount: base },
        { kind: 'markup' as const, passengerType: null, count: 1, amount: options.markup },
        { kind: 'agency_fee' as const, passengerType: null, count: 1, amount: options.fee },
      ];
      const quote: TestQuote = {
        id: randomUUID(),
        userId,
        activityName: 'Tram 28 walking tour',
        date: '2099-06-01',
        breakdown: { currency: options.currency, lines, total: lines.reduce((sum, line) => sum + line.amount, 0) },
        rate: options.rate,
        supplierPrice: { amount: options.supplierAmount, currency: TEST_SUPPLIER_CURRENCY },
      };
      quotes.set(quote.id, quote);
      return quote;
    },
  };
}

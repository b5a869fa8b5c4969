import { z } from 'zod';
import { BOOKING_STATUSES } from '../rules/booking-status';
import { validateEmail } from '../rules/validation';
import { VERTICALS } from '../verticals';
import { calendarDate, dataEnvelope, pageQueryFields, text } from './common';
import { ruled } from './rules';
import { moneySchema } from './reference';
import { bookingNoteSchema } from './server-texts';

/**
 * What every vertical's booking shares: its price, payment, contact, customer, status history
 * and cancellation. A vertical's booking schema extends `bookingBaseSchema` with its own fields
 * (a flight's legs and tickets, a hotel's rooms and voucher).
 */

export const priceLineSchema = z.object({
  kind: z.enum(['base_fare', 'taxes', 'markup', 'agency_fee', 'refund_protection']),
  passengerType: z.string().nullable(),
  count: z.number().int(),
  amount: z.number().int(),
});
export const breakdownSchema = z.object({
  currency: z.string(),
  lines: z.array(priceLineSchema),
  total: z.number().int(),
});
export type PriceBreakdown = z.infer<typeof breakdownSchema>;

/** A traveller's given or family name as written at checkout: letters, spaces, apostrophes, dots, hyphens. */
export const personNameSchema = text()
  .trim()
  .min(1, 'validation.required')
  .max(60, 'validation.tooLong')
  .regex(/^[\p{L}][\p{L}\p{M}' .-]*$/u, 'validation.invalid');

/** The contact of a booking, as the customer gives it at checkout. */
export const contactBodySchema = z.object({
  email: ruled(validateEmail).transform((value) => value.trim().toLowerCase()),
  phone: text()
    .trim()
    .regex(/^\+?[\d\s()-]{6,20}$/, 'validation.invalid'),
});

export const bookingPaymentSummarySchema = z
  .object({ status: z.string(), cardBrand: z.string().nullable(), cardLast4: z.string().nullable() })
  .nullable();

export const bookingHistoryEntrySchema = z.object({
  status: z.string(),
  note: bookingNoteSchema.nullable(),
  at: z.string(),
});

export const bookingBaseSchema = z.object({
  bookingId: z.string(),
  referenceNumber: z.string(),
  bookingStatus: z.enum(BOOKING_STATUSES),
  /** The supplier order's own status: held, ticketed, confirmed, voided or cancelled. */
  bookedStatus: z.string().nullable(),
  breakdown: breakdownSchema,
  isTripProtectionSelected: z.boolean(),
  protectionAmount: z.number().int(),
  contact: z.object({ email: z.string(), phone: z.string() }),
  customerName: z.string(),
  /** The user the booking is for: only they may spend their reward credit on it. */
  customerId: z.string(),
  cancelledAt: z.string().nullable(),
  refund: moneySchema.nullable(),
  travelDate: z.string().nullable(),
  createdAt: z.string(),
  payment: bookingPaymentSummarySchema,
  /** What the booking's paid charge took from the reward wallet, in minor units of its currency (0: none). */
  paidFromCredit: z.number().int(),
  /** What the booking's paid charge took from the card (or the agency's account); with paidFromCredit, the total. */
  paidFromCard: z.number().int(),
  history: z.array(bookingHistoryEntrySchema),
  /**
   * A restricted agent's booking over the agency's approval limit: whether an owner or admin has
   * decided (it can be paid once approved). Null (or absent) when it needs no approval.
   */
  approval: z
    .object({ status: z.enum(['pending', 'approved', 'declined']), reason: z.string().nullable() })
    .nullable()
    .optional(),
});
export type BookingBase = z.infer<typeof bookingBaseSchema>;

export const referenceQuerySchema = z.object({
  referenceNumber: text().trim().min(4, 'validation.invalid').max(40, 'validation.invalid'),
});
export const referenceBodySchema = referenceQuerySchema;

export const paymentBodySchema = z.object({
  referenceNumber: text().min(4, 'validation.invalid').max(40),
  /**
   * The card token from the payment gateway's card form (never the card number); required
   * unless the reward wallet pays the whole total.
   */
  paymentToken: text().min(8, 'validation.invalid').max(200).optional(),
  /**
   * What to pay from the reward wallet, in minor units of the booking's currency: 0 to
   * min(balance, total). Paying the whole total from it needs no card.
   */
  creditAmount: z.coerce
    .number({ error: 'validation.number' })
    .int('validation.number')
    .min(0, 'validation.positive')
    .max(Number.MAX_SAFE_INTEGER, 'validation.invalid')
    .default(0),
});

/** What a payment call sends (a vertical's payment endpoint): the card token and/or the credit. */
export type PaymentBody = z.input<typeof paymentBodySchema>;

/** The answer of a card payment for a booking of any vertical. */
export function paymentResultSchemaOf<T extends z.ZodType>(booking: T) {
  return z.object({
    status: z.enum(['succeeded', 'requires_action', 'failed']),
    /** For a 3-D Secure challenge: where the customer confirms, then the payment is sent again. */
    challengeUrl: z.string().nullable(),
    message: z.string().nullable(),
    booking,
  });
}

/** What cancelling now keeps and returns, in the booking's currency. */
export const cancellationQuoteSchema = z.object({
  referenceNumber: z.string(),
  /** Kept if cancelled now. */
  penalty: moneySchema,
  /** Returned if cancelled now. */
  refund: moneySchema,
  isVoidable: z.boolean(),
});
export type BookingCancellationQuote = z.infer<typeof cancellationQuoteSchema>;

/** Answers of actions on a booking: the booking as it now is, and what happened. */
export function actionResponseSchemaOf<T extends z.ZodType>(booking: T) {
  return z.object({ data: booking, message: z.string() });
}

export const bookingStatusQuerySchema = referenceQuerySchema;
export const bookingStatusResponseSchema = dataEnvelope(
  z.object({
    referenceNumber: z.string(),
    bookingStatus: z.enum(BOOKING_STATUSES),
    bookedStatus: z.string().nullable(),
  }),
);

/** The query of every booking list (the customer's trips and the agency's bookings, any vertical). */
export const bookingListQuerySchema = z.object({
  ...pageQueryFields,
  selectedStatus: z.enum(['All', ...BOOKING_STATUSES], { error: 'validation.invalid' }).default('All'),
  searchString: text().trim().max(100, 'validation.tooLong').optional(),
  startDate: calendarDate.optional(),
  endDate: calendarDate.optional(),
  showPastTrips: z.enum(['true', 'false']).default('false'),
  userId: z.string().uuid('validation.invalid').optional(),
});
export type BookingListQuery = z.infer<typeof bookingListQuerySchema>;

/**
 * A page of a vertical's bookings, under the spec's names: `{ flights, totalFlightRecords }`,
 * `{ hotels, totalHotelRecords }`...
 */
export function bookingListResponseSchemaOf<K extends string, C extends string, T extends z.ZodType>(
  listKey: K,
  countKey: C,
  booking: T,
) {
  return z.object({
    data: z.object({ [listKey]: z.array(booking), [countKey]: z.number().int() } as {
      [P in K]: z.ZodArray<T>;
    } & { [P in C]: z.ZodNumber }),
  });
}

export const bookingVerticalSchema = z.enum(VERTICALS);

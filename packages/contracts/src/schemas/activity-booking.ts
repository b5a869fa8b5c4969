import { z } from 'zod';
import { ACTIVITY_AGE_BANDS } from '../rules/activity-pricing';
import {
  actionResponseSchemaOf,
  bookingBaseSchema,
  bookingListResponseSchemaOf,
  contactBodySchema,
  paymentResultSchemaOf,
  personNameSchema,
} from './booking';
import { ACTIVITY_CANCEL_REASONS } from './activity';
import { activityBookedItemSchema } from './activity-availability';
import { dataEnvelope, text } from './common';
import { moneySchema } from './reference';

/**
 * An activity booking (spec section 3 "Activity booking": bookingId, bookingRef, bookingStatus,
 * agencyCommission, agencyTransactionFee) and the requests of the activity booking calls
 * (section 7, "Activities").
 */

/** An answer to a booking question: text, or a number with its unit ('72', 'kg'). */
export const activityAnswerSchema = z.object({
  questionId: text().trim().min(1, 'validation.required').max(40, 'validation.invalid'),
  value: text().trim().min(1, 'validation.required').max(300, 'validation.tooLong'),
  unit: text().trim().max(10, 'validation.invalid').optional(),
});
export type ActivityAnswer = z.infer<typeof activityAnswerSchema>;

export const activityTravelerSchema = z.object({
  band: z.enum(ACTIVITY_AGE_BANDS, { error: 'validation.invalid' }),
  givenName: personNameSchema,
  familyName: personNameSchema,
  /** The per-traveller questions' answers. */
  answers: z.array(activityAnswerSchema).max(10, 'validation.invalid').default([]),
});
export type ActivityTraveler = z.infer<typeof activityTravelerSchema>;

/** POST /api/activities/book: books a quote for its travellers (one per place of the quote, by band). */
export const activityBookBodySchema = z.object({
  quoteId: z.string().uuid('validation.invalid'),
  travelers: z.array(activityTravelerSchema).min(1, 'validation.required').max(40, 'validation.invalid'),
  /** The per-booking questions' answers (a pick-up hotel). */
  answers: z.array(activityAnswerSchema).max(10, 'validation.invalid').default([]),
  contact: contactBodySchema,
  isTripProtectionSelected: z.boolean().default(false),
  clientId: z.string().uuid('validation.invalid').optional(),
});

export const activityBookingSchema = bookingBaseSchema.extend({
  /** The supplier's booking reference. */
  bookingRef: z.string().nullable(),
  /** PENDING (awaiting the supplier), CONFIRMED, REJECTED or CANCELLED, in the supplier's words. */
  supplierStatus: z.string().nullable(),
  /** Until when a manual booking awaits the supplier (UTC ISO), null once answered. */
  confirmBy: z.string().nullable(),
  activity: activityBookedItemSchema,
  travelers: z.array(
    z.object({
      band: z.enum(ACTIVITY_AGE_BANDS),
      givenName: z.string(),
      familyName: z.string(),
      answers: z.array(z.object({ questionId: z.string(), value: z.string(), unit: z.string().optional() })),
    }),
  ),
  answers: z.array(z.object({ questionId: z.string(), value: z.string(), unit: z.string().optional() })),
  agencyCommission: z.number().int(),
  agencyTransactionFee: z.number().int(),
  /** The ticket PDF with its scannable code, once confirmed by the supplier. */
  ticketPdfUrl: z.string().nullable(),
});
export type ActivityBooking = z.infer<typeof activityBookingSchema>;

export const activityBookingResponseSchema = dataEnvelope(activityBookingSchema);
export const activityPaymentResponseSchema = dataEnvelope(paymentResultSchemaOf(activityBookingSchema));
export const activityActionResponseSchema = actionResponseSchemaOf(activityBookingSchema);
export const activityBookingListResponseSchema = bookingListResponseSchemaOf(
  'activities',
  'totalActivityRecords',
  activityBookingSchema,
);
export type ActivityBookingsPage = z.infer<typeof activityBookingListResponseSchema>['data'];

/** A booking by its id or reference number (details, cancel-penalty, ticket, DELETE). */
export const activityBookingParamsSchema = z.object({
  id: text().trim().min(4, 'validation.invalid').max(40, 'validation.invalid'),
});

/** GET /api/activities/bookings/{id}/cancel-penalty: the reasons and what cancelling now returns. */
export const activityPenaltySchema = z.object({
  bookingId: z.string(),
  referenceNumber: z.string(),
  reasons: z.array(z.object({ code: z.enum(ACTIVITY_CANCEL_REASONS), text: z.string() })),
  /** Returned if cancelled now, in `currency`; the quoteAmount to send back with the cancel. */
  refundAmount: z.number().int(),
  penalty: moneySchema,
  /** Supplier currency to booking currency, locked on the quote. */
  exchangeRate: z.number(),
  currency: z.string(),
  /** When this refund changes (a tier's deadline), null when it no longer will. */
  validUntil: z.string().nullable(),
});
export type ActivityPenalty = z.infer<typeof activityPenaltySchema>;
export const activityPenaltyResponseSchema = dataEnvelope(activityPenaltySchema);

/** POST /api/activities/bookings/cancel: cancels when the refund is still the quoted one. */
export const activityCancelBodySchema = z.object({
  bookingId: text().trim().min(4, 'validation.invalid').max(40, 'validation.invalid'),
  reason: z.enum(ACTIVITY_CANCEL_REASONS, { error: 'validation.invalid' }),
  /** The refundAmount of the cancel-penalty the customer agreed to, in the booking's currency. */
  quoteAmount: z.number({ error: 'validation.number' }).int('validation.number').min(0, 'validation.invalid'),
});

/** Cancelled, or not: the refund moved since the quote (priceChanged, changedRefundAmount to reconfirm). */
export const activityCancelResponseSchema = z.object({
  data: z.object({
    priceChanged: z.boolean(),
    /** The refund now, when it changed. */
    changedRefundAmount: z.number().int().nullable(),
    refundAmount: z.number().int(),
    currency: z.string(),
    booking: activityBookingSchema,
  }),
  message: z.string(),
});
export type ActivityCancelResult = z.infer<typeof activityCancelResponseSchema>;

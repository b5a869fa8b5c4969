import { z } from 'zod';
import { ACTIVITY_AGE_BANDS } from '../rules/activity-pricing';
import {
  ACTIVITY_AVAILABILITY,
  ACTIVITY_CONFIRMATION_TYPES,
  activityCountSchema,
  activityDurationSchema,
  activityLocalTimeSchema,
  activityLocationSchema,
  activityPolicySchema,
  activityProductCodeSchema,
  activityQuestionSchema,
} from './activity';
import { breakdownSchema } from './booking';
import { calendarDate, dataEnvelope, text } from './common';
import { currencyCodeSchema, moneySchema } from './reference';

/**
 * An activity's availability and price (spec section 7, "Activities": availableDates,
 * availability/check, bookings/checkout): the 90-day calendar, a check of a date, a time and
 * travellers held 5 minutes, and the quote checkout locks. Dates and times are the product's
 * wall clock.
 */

/** One day of the 90-day calendar: its lowest price and its start times with places left. */
export const activityDaySchema = z.object({
  date: z.string(),
  fromPrice: z.number().int(),
  slots: z.array(
    z.object({
      startTime: z.string(),
      placesLeft: z.number().int(),
      status: z.enum(ACTIVITY_AVAILABILITY),
    }),
  ),
});
export const activityAvailableDatesResponseSchema = dataEnvelope(
  z.object({
    productCode: z.string(),
    timeZone: z.string(),
    currency: z.string(),
    /** Days with at least one slot with places left. */
    availableDates: z.array(z.string()),
    availableDaysData: z.array(activityDaySchema),
  }),
);
export type ActivityAvailableDates = z.infer<typeof activityAvailableDatesResponseSchema>['data'];

/** Travellers by age band, as the checkout's counters give them. */
export const activityTravelerCountSchema = z.object({
  band: z.enum(ACTIVITY_AGE_BANDS, { error: 'validation.invalid' }),
  count: activityCountSchema(20),
});

/** POST /api/activities/availability/check: a date, a time and travellers priced now and held 5 minutes. */
export const activityCheckBodySchema = z.object({
  productCode: activityProductCodeSchema,
  date: calendarDate,
  startTime: activityLocalTimeSchema,
  travelers: z.array(activityTravelerCountSchema).min(1, 'validation.required').max(6, 'validation.invalid'),
  currency: currencyCodeSchema.default('USD'),
  clientId: z.string().uuid('validation.invalid').optional(),
});
export type ActivityCheckBody = z.input<typeof activityCheckBodySchema>;

export const activityPriceLineSchema = z.object({
  band: z.enum([...ACTIVITY_AGE_BANDS, 'UNIT']),
  count: z.number().int(),
  unitPrice: z.number().int(),
  total: z.number().int(),
});

export const activityCheckSchema = z.object({
  available: z.boolean(),
  status: z.enum(ACTIVITY_AVAILABILITY),
  placesLeft: z.number().int(),
  /** In the searcher's currency, markup included. */
  lines: z.array(activityPriceLineSchema),
  total: z.number().int(),
  currency: z.string(),
  supplierTotal: moneySchema,
  /** The price hold: checkout within 5 minutes keeps this price. */
  holdId: z.string().nullable(),
  holdExpiresAt: z.string().nullable(),
});
export type ActivityCheck = z.infer<typeof activityCheckSchema>;
export const activityCheckResponseSchema = dataEnvelope(activityCheckSchema);

/** POST /api/activities/bookings/checkout: a held check priced and locked as a quote. */
export const activityCheckoutBodySchema = z.object({
  holdId: text().trim().min(8, 'validation.invalid').max(2000, 'validation.invalid'),
  currency: currencyCodeSchema.optional(),
  clientId: z.string().uuid('validation.invalid').optional(),
});

/** The activity as booked: what the confirmation, the ticket and the trips show. */
export const activityBookedItemSchema = z.object({
  productCode: z.string(),
  title: z.string(),
  image: z.string(),
  destinationName: z.string(),
  timeZone: z.string(),
  date: z.string(),
  startTime: z.string(),
  /** The start as an instant (UTC ISO). */
  startAt: z.string(),
  duration: activityDurationSchema,
  meetingPoint: activityLocationSchema,
  travelers: z.array(activityTravelerCountSchema),
  lines: z.array(activityPriceLineSchema),
  bookingQuestions: z.array(activityQuestionSchema),
  cancellationPolicy: activityPolicySchema,
  confirmationType: z.enum(ACTIVITY_CONFIRMATION_TYPES),
  languages: z.array(z.string()),
  inclusions: z.array(z.string()),
});
export type ActivityBookedItem = z.infer<typeof activityBookedItemSchema>;

export const activityQuoteSchema = z.object({
  quoteId: z.string(),
  status: z.enum(['same', 'changed']),
  previousTotal: z.number().int(),
  breakdown: breakdownSchema,
  exchangeRate: z.number(),
  activity: activityBookedItemSchema,
  refundProtectPercent: z.number(),
  expiresAt: z.string(),
  markupType: z.string(),
  markup: z.number(),
});
export type ActivityQuote = z.infer<typeof activityQuoteSchema>;
export const activityCheckoutResponseSchema = dataEnvelope(activityQuoteSchema);

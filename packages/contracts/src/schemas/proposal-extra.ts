import { z } from 'zod';
import { BOOKING_STATUSES } from '../rules/booking-status';
import { activityLocalTimeSchema, activityProductCodeSchema } from './activity';
import { activityTravelerCountSchema } from './activity-availability';
import { calendarDate, text } from './common';
import { FARE_FAMILIES, passengerCountsSchema } from './flight';

/** The verticals a proposal may add beside its hotel options: at most one of each. */
export const PROPOSAL_EXTRA_KINDS = ['flight', 'car', 'activity'] as const;
export type ProposalExtraKind = (typeof PROPOSAL_EXTRA_KINDS)[number];

const offerText = (max: number) =>
  text({ error: 'validation.required' }).trim().min(1, 'validation.required').max(max, 'validation.invalid');

/**
 * An extra as the agent picks it from a live search of its vertical: a flight itinerary's fare
 * family, a car offer, or an activity's date, time and travellers.
 */
export const proposalExtraInputSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('flight'),
      /** An itinerary of the agent's flight search (its id), still valid. */
      offerId: offerText(600),
      fareFamily: z.enum(FARE_FAMILIES, { error: 'validation.invalid' }),
      passengers: passengerCountsSchema,
    }),
    z.object({
      kind: z.literal('car'),
      /** An offer of the agent's car search (its carId), still valid. */
      carId: offerText(600),
    }),
    z.object({
      kind: z.literal('activity'),
      productCode: activityProductCodeSchema,
      date: calendarDate,
      startTime: activityLocalTimeSchema,
      travelers: z.array(activityTravelerCountSchema).min(1, 'validation.required').max(6, 'validation.invalid'),
    }),
  ],
  { error: 'validation.invalid' },
);
export type ProposalExtraInput = z.infer<typeof proposalExtraInputSchema>;

/** Extras of a body: one of each kind at most. */
export const proposalExtrasInputSchema = z
  .array(proposalExtraInputSchema)
  .max(PROPOSAL_EXTRA_KINDS.length, 'validation.invalid')
  .superRefine((extras, ctx) => {
    extras.forEach((extra, index) => {
      if (extras.findIndex((other) => other.kind === extra.kind) !== index)
        ctx.addIssue({ code: 'custom', path: [index, 'kind'], message: 'validation.invalid' });
    });
  })
  .default([]);

/** An extra as proposed: what the client reads of it and its price then (minor units of the proposal's currency). */
export const proposalExtraSchema = z.object({
  kind: z.enum(PROPOSAL_EXTRA_KINDS),
  /** 'Volkswagen Golf or similar', 'Lisbon walking tour', 'LIS → MAD → LIS'. */
  title: z.string(),
  /** The rental company, the activity's destination, the airline. */
  provider: z.string(),
  /** Pick-up place, meeting point or route. */
  place: z.string(),
  /** Local wall-clock start and end at the place, 'YYYY-MM-DDTHH:mm' (end null when none). */
  start: z.string(),
  end: z.string().nullable(),
  image: z.string().nullable(),
  /** The total when proposed, priced for the client (the agency's markup). */
  total: z.number().int(),
});
export type ProposalExtra = z.infer<typeof proposalExtraSchema>;

/** An extra priced again with its vertical when the deal is opened. */
export const proposalExtraNowSchema = z.object({
  status: z.enum(['unchanged', 'changed', 'soldOut', 'unavailable']),
  total: z.number().int().nullable(),
});
export type ProposalExtraNow = z.infer<typeof proposalExtraNowSchema>;

/** The booking of the client that an extra became (found on read), with its reference. */
export const proposalExtraBookingSchema = z
  .object({ _id: z.string(), referenceNumber: z.string(), status: z.enum(BOOKING_STATUSES) })
  .nullable();

export const dealExtraSchema = proposalExtraSchema.extend({
  now: proposalExtraNowSchema,
  booking: proposalExtraBookingSchema,
});
export type DealExtra = z.infer<typeof dealExtraSchema>;
export const proposalDetailExtraSchema = proposalExtraSchema.extend({ booking: proposalExtraBookingSchema });
export type ProposalDetailExtra = z.infer<typeof proposalDetailExtraSchema>;

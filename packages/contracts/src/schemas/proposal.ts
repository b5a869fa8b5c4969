import { z } from 'zod';
import { BOOKING_STATUSES } from '../rules/booking-status';
import { calendarDate, dataEnvelope, pageQueryFields, text } from './common';
import {
  HOTEL_BOARDS,
  hotelCancellationPolicySchema,
  hotelContentSchema,
  hotelOccupancySchema,
  hotelSearchBodySchema,
} from './hotel';
import {
  dealExtraSchema,
  proposalDetailExtraSchema,
  proposalExtrasInputSchema,
  PROPOSAL_EXTRA_KINDS,
} from './proposal-extra';

/** A proposal's life; the moves between them are rules/proposal-status.ts. */
export const PROPOSAL_STATUSES = [
  'draft',
  'sent',
  'viewed',
  'approved',
  'disapproved',
  'booking_requested',
  'booked',
  'expired',
] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

/** One hotel option as the agent proposed it: the room, board and terms, and its price then. */
export const proposalHotelOptionSchema = z.object({
  hotelId: z.string(),
  vendor: z.string(),
  hotelName: z.string(),
  roomTypeCode: z.string(),
  roomName: z.string(),
  board: z.enum(HOTEL_BOARDS),
  boardName: z.string(),
  refundable: z.boolean(),
  /** The stay's total when proposed, minor units of the proposal's currency. */
  total: z.number().int(),
});
export type ProposalHotelOption = z.infer<typeof proposalHotelOptionSchema>;

const uuid = z.uuid({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalid') });

/** GET api/v2/hotel/proposal?proposalId= */
export const hotelProposalQuerySchema = z.object({ proposalId: uuid });

/** What an agent proposes: options chosen among the rates of their own search, for a client. */
export const hotelProposalBodySchema = z.object({
  corelationId: uuid,
  clientId: z.uuid({ error: 'validation.invalid' }).optional(),
  note: text().trim().max(2_000, 'validation.tooLong').default(''),
  /** Days the deal stays open (the stay's start ends it too). */
  validDays: z.number().int('validation.invalid').min(1, 'validation.invalid').max(30, 'validation.invalid').default(7),
  options: z
    .array(
      z.object({
        hotelId: text({ error: 'validation.required' }).trim().min(1, 'validation.required').max(120),
        vendor: text({ error: 'validation.required' }).trim().min(1, 'validation.required').max(31),
        rateKey: text({ error: 'validation.required' }).trim().min(1, 'validation.required').max(4_000),
      }),
    )
    .min(1, 'validation.required')
    .max(3, 'validation.invalid'),
  /** A flight, a car rental and an activity beside the hotels (one of each at most), from live searches. */
  extras: proposalExtrasInputSchema,
  /** Send it to the client at once (else it stays a draft until sendAllowedProposalEmail). */
  send: z.boolean({ error: 'validation.invalid' }).default(false),
});
export type HotelProposalBody = z.infer<typeof hotelProposalBodySchema>;

const newHotelOptionSchema = hotelProposalBodySchema.shape.options.element;

/**
 * PUT /api/agency/proposal/{id}: a draft's options changed before it is sent. Hotel options are
 * kept by their index or added from a new search of the same stay (`corelationId`); extras are
 * kept by their kind or added from a live search; the note and validity are replaced.
 */
export const proposalDraftBodySchema = z
  .object({
    corelationId: uuid.optional(),
    note: hotelProposalBodySchema.shape.note,
    validDays: hotelProposalBodySchema.shape.validDays,
    keepOptions: z
      .array(z.number().int('validation.invalid').min(0, 'validation.invalid'))
      .max(3, 'validation.invalid')
      .default([]),
    options: z.array(newHotelOptionSchema).max(3, 'validation.invalid').default([]),
    keepExtras: z.array(z.enum(PROPOSAL_EXTRA_KINDS, { error: 'validation.invalid' })).default([]),
    extras: proposalExtrasInputSchema,
  })
  .superRefine((body, ctx) => {
    const count = new Set(body.keepOptions).size + body.options.length;
    if (count < 1) ctx.addIssue({ code: 'custom', path: ['options'], message: 'validation.required' });
    if (count > 3) ctx.addIssue({ code: 'custom', path: ['options'], message: 'validation.invalid' });
    if (body.options.length > 0 && !body.corelationId)
      ctx.addIssue({ code: 'custom', path: ['corelationId'], message: 'validation.required' });
    body.extras.forEach((extra, index) => {
      if (body.keepExtras.includes(extra.kind))
        ctx.addIssue({ code: 'custom', path: ['extras', index, 'kind'], message: 'validation.invalid' });
    });
  });
export type ProposalDraftBody = z.infer<typeof proposalDraftBodySchema>;
export const hotelProposalCreatedResponseSchema = dataEnvelope(
  z.object({
    proposalId: z.string(),
    status: z.enum(PROPOSAL_STATUSES),
    validUntil: z.string(),
    /** The link the client opens, on the agency's own origin. */
    dealUrl: z.string(),
  }),
);

/** How an option stands when the deal is opened: priced again with its vendor now. */
export const dealOptionNowSchema = z.object({
  status: z.enum(['unchanged', 'changed', 'soldOut', 'unavailable']),
  /** The same room, board and terms now (cheapest such rate), null when sold out or unavailable. */
  total: z.number().int().nullable(),
  cancellationPolicy: hotelCancellationPolicySchema.nullable(),
});

export const hotelDealSchema = z.object({
  proposalId: z.string(),
  /** The option the client approved or asked to book (its index), or null. */
  chosenOption: z.number().int().nullable(),
  /** 'expired' once past its validity or its stay's start, whatever it was. */
  status: z.enum(PROPOSAL_STATUSES),
  agentName: z.string(),
  clientName: z.string(),
  note: z.string(),
  validUntil: z.string(),
  createdAt: z.string(),
  stayPeriod: hotelSearchBodySchema.shape.stayPeriod,
  nights: z.number().int(),
  occupancies: z.array(hotelOccupancySchema),
  nationality: hotelSearchBodySchema.shape.nationality,
  currency: z.string(),
  options: z.array(
    proposalHotelOptionSchema.extend({
      hotel: hotelContentSchema.pick({
        name: true,
        stars: true,
        guestScore: true,
        reviewCount: true,
        address: true,
        thumbnailUrl: true,
        timeZone: true,
        facilities: true,
        distanceFromCentreKm: true,
        description: true,
      }),
      now: dealOptionNowSchema,
    }),
  ),
  /** The flight, car and activity proposed beside the hotels, each priced again now. */
  extras: z.array(dealExtraSchema),
});
export type HotelDeal = z.infer<typeof hotelDealSchema>;
export const hotelDealResponseSchema = dataEnvelope(hotelDealSchema);

/** One move of a proposal, as its history keeps it. */
export const proposalHistoryEntrySchema = z.object({
  status: z.enum(PROPOSAL_STATUSES),
  at: z.string(),
  by: z.enum(['agent', 'client', 'system']),
  /** The client's reason for a disapproval. */
  reason: z.string().nullable().optional(),
  /** The option chosen (approved, booking asked), by index. */
  option: z.number().int().nullable().optional(),
});
export type ProposalHistoryEntry = z.infer<typeof proposalHistoryEntrySchema>;

const proposalId = z.object({ proposalId: uuid });

/** POST /api/agency/proposal/sendAllowedProposalEmail: the deal's link e-mailed to its client. */
export const proposalSendBodySchema = proposalId;
export const proposalStatusResponseSchema = z.object({
  message: z.string(),
  data: z.object({
    proposalId: z.string(),
    status: z.enum(PROPOSAL_STATUSES),
    /** True when the proposal is (now) approved: a refused move on it needs no error toast (spec 4). */
    isApproved: z.boolean(),
  }),
});
export type ProposalStatusResult = z.infer<typeof proposalStatusResponseSchema>;

/** PATCH /api/agency/proposal: the agent moves a proposal (sends, records an answer, withdraws). */
export const proposalPatchBodySchema = z.object({
  proposalId: uuid,
  status: z.enum(PROPOSAL_STATUSES, {
    error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalid'),
  }),
});

/** The client's answer from the deal's link (public: the unguessable id is the capability). */
export const proposalAnswerBodySchema = z.discriminatedUnion(
  'answer',
  [
    z.object({
      proposalId: uuid,
      answer: z.enum(['approved', 'booking_requested']),
      optionIndex: z.number({ error: 'validation.required' }).int('validation.invalid').min(0, 'validation.invalid'),
    }),
    z.object({
      proposalId: uuid,
      answer: z.literal('disapproved'),
      reason: text({ error: 'validation.required' })
        .trim()
        .min(1, 'validation.required')
        .max(1_000, 'validation.tooLong'),
    }),
  ],
  { error: 'validation.invalid' },
);
export type ProposalAnswerBody = z.infer<typeof proposalAnswerBodySchema>;

/** Booking statuses a proposal's list filters on; 'none' is a proposal not booked. */
export const PROPOSAL_BOOKING_FILTERS = ['All', 'none', ...BOOKING_STATUSES] as const;

/** GET /api/agency/proposal: the agency's proposals (an agent's own), filters default 'All' (spec 3). */
export const proposalListQuerySchema = z
  .object({
    ...pageQueryFields,
    /** Made between these days (UTC, inclusive). */
    startDate: calendarDate.optional(),
    endDate: calendarDate.optional(),
    /** 'true': trips already started; 'false' (default): trips still to come. */
    pastTrips: z.enum(['true', 'false'], { error: 'validation.invalid' }).default('false'),
    proposalStatus: z.enum(['All', ...PROPOSAL_STATUSES], { error: 'validation.invalid' }).default('All'),
    bookingStatus: z.enum(PROPOSAL_BOOKING_FILTERS, { error: 'validation.invalid' }).default('All'),
    searchString: text().trim().max(100, 'validation.tooLong').optional(),
  })
  .refine((v) => !v.startDate || !v.endDate || v.startDate <= v.endDate, {
    message: 'validation.invalid',
    path: ['endDate'],
  });
export type ProposalListQuery = z.infer<typeof proposalListQuerySchema>;

/** A proposal in the agency's list. */
export const proposalSummarySchema = z.object({
  _id: z.string(),
  /** As it reads now: an open one past its validity is 'expired'. */
  status: z.enum(PROPOSAL_STATUSES),
  agentId: z.string(),
  agentName: z.string(),
  clientId: z.string().nullable(),
  clientName: z.string(),
  clientEmail: z.string(),
  hotelNames: z.array(z.string()),
  stayPeriod: hotelSearchBodySchema.shape.stayPeriod,
  currency: z.string(),
  /** The cheapest option when proposed, minor units. */
  fromTotal: z.number().int(),
  chosenOption: z.number().int().nullable(),
  validUntil: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The booking made of it, once booked. */
  booking: z.object({ _id: z.string(), referenceNumber: z.string(), status: z.enum(BOOKING_STATUSES) }).nullable(),
});
export type ProposalSummary = z.infer<typeof proposalSummarySchema>;
const proposalListSchema = z.object({ proposals: z.array(proposalSummarySchema), totalRecords: z.number().int() });
export type ProposalList = z.infer<typeof proposalListSchema>;
export const proposalListResponseSchema = dataEnvelope(proposalListSchema);

/** GET /api/agency/proposal/{id}: one proposal with its options, note, stay and history. */
export const proposalDetailSchema = proposalSummarySchema.extend({
  note: z.string(),
  occupancies: z.array(hotelOccupancySchema),
  nationality: hotelSearchBodySchema.shape.nationality,
  options: z.array(proposalHotelOptionSchema),
  /** The extras as proposed, each with the client's booking of it once made. */
  extras: z.array(proposalDetailExtraSchema),
  disapprovalReason: z.string().nullable(),
  history: z.array(proposalHistoryEntrySchema),
  dealUrl: z.string(),
});
export type ProposalDetail = z.infer<typeof proposalDetailSchema>;
export const proposalDetailResponseSchema = dataEnvelope(proposalDetailSchema);

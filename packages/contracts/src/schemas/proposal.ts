import { z } from 'zod';
import { dataEnvelope, text } from './common';
import {
  HOTEL_BOARDS,
  hotelCancellationPolicySchema,
  hotelContentSchema,
  hotelOccupancySchema,
  hotelSearchBodySchema,
} from './hotel';

/** A proposal's life (issue 15 adds the agent's and client's moves between them). */
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
});
export type HotelProposalBody = z.infer<typeof hotelProposalBodySchema>;
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
});
export type HotelDeal = z.infer<typeof hotelDealSchema>;
export const hotelDealResponseSchema = dataEnvelope(hotelDealSchema);

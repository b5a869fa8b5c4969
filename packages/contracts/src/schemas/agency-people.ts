import { z } from 'zod';
import { BOOKING_STATUSES } from '../rules/booking-status';
import { VERTICALS } from '../verticals';
import { calendarDate, dataEnvelope, pageQueryFields, text } from './common';
import { moneySchema } from './reference';

/**
 * The agency's people in the back-office (spec sections 3, 6 and 7): its clients and its agents,
 * their lists with totalClients and totalAgents, their pages, and the agency user actions
 * (userId, status, isRewardWalletEnable, isRestrictedAgent).
 */

const userId = z.string({ error: 'validation.required' }).uuid('validation.invalid');
const status = z.enum(['Active', 'inactive'], { error: 'validation.invalid' });
const flag = z.boolean({ error: 'validation.invalid' });

/** GET /api/agency/clients and /api/agency/agents: a page, and a search over name and e-mail. */
export const peopleListQuerySchema = z.object({
  ...pageQueryFields,
  searchQuery: text()
    .trim()
    .max(100, 'validation.tooLong')
    .optional()
    .transform((value) => value || undefined),
});
export type PeopleListQuery = z.infer<typeof peopleListQuerySchema>;

/** A client or agent as the lists show them. */
export const agencyPersonSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  userType: z.enum(['Client', 'Agent']),
  status,
  /** The e-mail address was proven (the verification link, or a set-password link). */
  isVerified: z.boolean(),
  isRestrictedAgent: z.boolean(),
  isRewardWalletEnable: z.boolean(),
  phone: z.string().nullable(),
  /** Bookings of every vertical: a client's own, an agent's made for clients. */
  bookingCount: z.number().int(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AgencyPerson = z.infer<typeof agencyPersonSchema>;

export const clientListResponseSchema = dataEnvelope(
  z.object({ clients: z.array(agencyPersonSchema), totalClients: z.number().int() }),
);
export const agentListResponseSchema = dataEnvelope(
  z.object({ agents: z.array(agencyPersonSchema), totalAgents: z.number().int() }),
);
export type ClientList = z.infer<typeof clientListResponseSchema>['data'];
export type AgentList = z.infer<typeof agentListResponseSchema>['data'];

export const personParamsSchema = z.object({ id: userId });

/** A booking as a person's page lists it. */
export const personBookingSchema = z.object({
  _id: z.string(),
  referenceNumber: z.string(),
  vertical: z.enum(VERTICALS),
  status: z.enum(BOOKING_STATUSES),
  total: moneySchema,
  travelDate: z.string().nullable(),
  /** The client the booking is for. */
  customer: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  createdAt: z.string(),
});
export type PersonBooking = z.infer<typeof personBookingSchema>;

/** Bookings of every vertical: how many of each, and the latest ones. */
export const personBookingsSchema = z.object({
  counts: z.object(
    Object.fromEntries(VERTICALS.map((v) => [v, z.number().int()])) as Record<(typeof VERTICALS)[number], z.ZodNumber>,
  ),
  total: z.number().int(),
  /** The latest 50. */
  latest: z.array(personBookingSchema),
});

/** The markup in force for the person (their own, or the agency's when `isDefault`). */
const personMarkupSchema = z.object({
  markupType: z.enum(['percent', 'fixed']),
  markupValue: z.number(),
  agencyFee: z.number().int(),
  currency: z.string(),
  isDefault: z.boolean(),
});

/** GET /api/agency/clients/{id}: profile, bookings of every vertical, markup, wallet. */
export const clientDetailResponseSchema = dataEnvelope(
  z.object({
    client: agencyPersonSchema,
    bookings: personBookingsSchema,
    markup: personMarkupSchema,
    isRewardWalletEnable: z.boolean(),
  }),
);
export type ClientDetail = z.infer<typeof clientDetailResponseSchema>['data'];

/** GET /api/agency/agents/{id}: profile, the bookings they made, their sales per currency. */
export const agentDetailResponseSchema = dataEnvelope(
  z.object({
    agent: agencyPersonSchema,
    bookings: personBookingsSchema,
    /** Totals of their live (not cancelled or failed) bookings, one per currency. */
    sales: z.array(moneySchema),
    markup: personMarkupSchema,
    isRewardWalletEnable: z.boolean(),
  }),
);
export type AgentDetail = z.infer<typeof agentDetailResponseSchema>['data'];

/** PATCH .../user-type: promote a client to agent, or turn an agent back into a client. */
export const userTypeBodySchema = z.object({ userId });
/** PATCH .../user-status. */
export const userStatusBodySchema = z.object({ userId, status });
/** PATCH .../reward-wallet. */
export const rewardWalletBodySchema = z.object({ userId, isRewardWalletEnable: flag });
/** PATCH /api/agency/agents/update-agent-type. */
export const agentTypeBodySchema = z.object({ userId, isRestrictedAgent: flag });
/** POST /api/agency/clients/resend-verification-email. */
export const resendVerificationBodySchema = z.object({ userId });

/** Most rows one call of the bulk upload or of the bulk actions takes. */
export const MAX_CLIENT_ROWS = 10_000;
export const MAX_ACTION_USERS = 500;

export const CLIENT_ACTIONS = [
  'activate',
  'deactivate',
  'resendVerification',
  'enableRewardWallet',
  'disableRewardWallet',
] as const;
export type ClientAction = (typeof CLIENT_ACTIONS)[number];

/** POST /api/agency/clients/actions: one action on many clients. */
export const clientActionsBodySchema = z.object({
  action: z.enum(CLIENT_ACTIONS, { error: 'validation.invalid' }),
  userIds: z
    .array(userId, { error: 'validation.required' })
    .min(1, 'validation.required')
    .max(MAX_ACTION_USERS, 'validation.tooLong'),
});

/** What happened to each client of a bulk action. */
export const clientActionResultSchema = z.object({
  userId: z.string(),
  /** done; skipped (nothing to do: already so, already verified, re-send limit reached); notFound; forbidden. */
  outcome: z.enum(['done', 'skipped', 'notFound', 'forbidden']),
});
export const clientActionsResponseSchema = z.object({
  message: z.string(),
  data: z.object({ done: z.number().int(), results: z.array(clientActionResultSchema) }),
});

/**
 * POST /api/agency/clients/create: one or many rows (the bulk upload, read from CSV or XLSX by the
 * web). Each row is checked with the sign-up rules (spec section 5) on the server and answered in
 * the report; a bad row never fails the others. `dryRun` answers the report (the preview) and
 * writes nothing.
 */
export const createClientsBodySchema = z.object({
  data: z
    .array(
      z.object({
        name: z.string({ error: 'validation.required' }).max(1_000, 'validation.tooLong'),
        email: z.string({ error: 'validation.required' }).max(1_000, 'validation.tooLong'),
      }),
      { error: 'validation.required' },
    )
    .min(1, 'validation.required')
    .max(MAX_CLIENT_ROWS, 'validation.tooLong'),
  dryRun: z.boolean({ error: 'validation.invalid' }).default(false),
});
export type CreateClientsBody = z.input<typeof createClientsBodySchema>;

export const CLIENT_ROW_OUTCOMES = ['created', 'valid', 'exists', 'duplicate', 'invalid'] as const;

/** One row of the report, in the order sent (`row` counts from 1). */
export const clientRowReportSchema = z.object({
  row: z.number().int(),
  name: z.string(),
  email: z.string(),
  /**
   * created (imported and invited now); valid (a dry run: would be created); exists (the agency
   * already has this e-mail: nothing done, so sending the file again is harmless); duplicate (the
   * e-mail is on an earlier row); invalid (see `errors`).
   */
  outcome: z.enum(CLIENT_ROW_OUTCOMES),
  /** The field's message, translated, for an invalid row. */
  errors: z.object({ name: z.string().optional(), email: z.string().optional() }).optional(),
  /** The client's id, for created and exists. */
  _id: z.string().optional(),
});
export type ClientRowReport = z.infer<typeof clientRowReportSchema>;

export const createClientsResponseSchema = z.object({
  message: z.string(),
  data: z.object({
    created: z.number().int(),
    valid: z.number().int(),
    exists: z.number().int(),
    duplicate: z.number().int(),
    invalid: z.number().int(),
    rows: z.array(clientRowReportSchema),
  }),
});
export type CreateClientsResult = z.infer<typeof createClientsResponseSchema>['data'];

/** GET /api/agency/clients/exports/data: clients who joined between the dates (inclusive, UTC). */
export const clientsExportQuerySchema = z
  .object({ startDate: calendarDate.optional(), endDate: calendarDate.optional() })
  .refine((v) => !v.startDate || !v.endDate || v.startDate <= v.endDate, {
    message: 'validation.invalid',
    path: ['endDate'],
  });

import { z } from 'zod';
import { BOOKING_STATUSES } from '../rules/booking-status';
import { VERTICALS } from '../verticals';
import { calendarDate, dataEnvelope, pageQueryFields, text } from './common';
import { recentActivityItemSchema, transactionSchema } from './dashboard';

/**
 * The agency back-office's reports (issue 14): the dashboard, the bookings CSV of every vertical,
 * the search box over bookings and clients, and the itinerary e-mail. Money is in minor units of
 * its currency, one entry per currency (an agency sells in several).
 */

const period = {
  startDate: calendarDate.optional(),
  endDate: calendarDate.optional(),
};
const periodInOrder = (v: { startDate?: string | undefined; endDate?: string | undefined }) =>
  !v.startDate || !v.endDate || v.startDate <= v.endDate;
const periodError = { message: 'validation.invalid', path: ['endDate'] };

/** The longest period a dashboard covers, in days. */
export const DASHBOARD_MAX_DAYS = 366;
/** Up to this many days the series are per day, beyond per week (weeks start on Monday). */
export const DASHBOARD_DAILY_UP_TO_DAYS = 62;
/** The default period: the last 30 days, today included (UTC). */
export const DASHBOARD_DEFAULT_DAYS = 30;

/** `GET /api/agency/dashboards?startDate&endDate` (both optional; the last 30 days by default). */
export const agencyDashboardQuerySchema = z.object(period).refine(periodInOrder, periodError);
export type AgencyDashboardQuery = z.infer<typeof agencyDashboardQuerySchema>;

/** Money of one currency, minor units. */
const amountsSchema = z.object({
  currency: z.string(),
  /** Bookings sold (confirmed or ticketed) in this currency. */
  bookings: z.number().int(),
  /** What they were sold for. */
  sales: z.number().int(),
  /** Fares and taxes: what the suppliers get. */
  net: z.number().int(),
  markup: z.number().int(),
  fee: z.number().int(),
  /** What the agency earns on them: markup plus fee. */
  commission: z.number().int(),
});

export const agencyDashboardSchema = z.object({
  period: z.object({
    startDate: calendarDate,
    endDate: calendarDate,
    /** How the series are bucketed. */
    interval: z.enum(['day', 'week']),
  }),
  /** Bookings made in the period per vertical (same keys as getUserBookingCount). */
  bookingCount: z.object({
    flights: z.number().int(),
    hotels: z.number().int(),
    cars: z.number().int(),
    activities: z.number().int(),
    total: z.number().int(),
  }),
  /** Bookings made in the period by vertical and status (only pairs that occur). */
  byStatus: z.array(
    z.object({ vertical: z.enum(VERTICALS), status: z.enum(BOOKING_STATUSES), count: z.number().int() }),
  ),
  /** Sales, markup and commission of the bookings sold in the period, per currency. */
  earnings: z.array(amountsSchema),
  /** Sales per vertical and currency. */
  byVertical: z.array(amountsSchema.extend({ vertical: z.enum(VERTICALS) })),
  /** Clients who signed up in the period (a restricted agent: those of their own bookings). */
  newClients: z.number().int(),
  /** One point per bucket (day or week start), vertical and currency that had bookings. */
  series: z.array(
    z.object({
      date: calendarDate,
      vertical: z.enum(VERTICALS),
      currency: z.string(),
      /** Bookings made (any status). */
      bookings: z.number().int(),
      /** Of them sold (confirmed or ticketed), and for how much. */
      sold: z.number().int(),
      sales: z.number().int(),
    }),
  ),
  /** The agents who made the most bookings in the period (up to 5), with their sales per currency. */
  topAgents: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      bookings: z.number().int(),
      sales: z.array(z.object({ currency: z.string(), amount: z.number().int() })),
    }),
  ),
  /** The latest 10 charges and refunds of the period (as getUserTransactions answers them). */
  recentTransactions: z.array(transactionSchema),
  /** The 10 bookings changed last (as getRecentActivity answers them). */
  recentActivity: z.array(recentActivityItemSchema),
});
export type AgencyDashboard = z.infer<typeof agencyDashboardSchema>;
export const agencyDashboardResponseSchema = dataEnvelope(agencyDashboardSchema);

/** `GET /api/agency/bookings/download.csv?startDate&endDate&category&userId`. */
export const agencyBookingsCsvQuerySchema = z
  .object({
    ...period,
    category: z.enum(['all', ...VERTICALS], { error: 'validation.invalid' }).default('all'),
    /** Only the bookings of this customer or made by this agent. */
    userId: z.uuid({ error: 'validation.invalid' }).optional(),
  })
  .refine(periodInOrder, periodError);
export type AgencyBookingsCsvQuery = z.infer<typeof agencyBookingsCsvQuerySchema>;

/** The bookings CSV's columns, in order (the header row is in the agency's language). */
export const AGENCY_BOOKINGS_CSV_COLUMNS = [
  'reference',
  'vertical',
  'status',
  'customer',
  'agent',
  'travelDate',
  'net',
  'markup',
  'fee',
  'commission',
  'total',
  'currency',
] as const;

/** `GET /api/agency/search/services?searchQuery&from&size`. */
export const servicesSearchQuerySchema = z.object({
  /** At least 2 characters: a reference, PNR, confirmation number, name, e-mail or destination. */
  searchQuery: text({ error: 'validation.required' })
    .trim()
    .min(2, 'validation.invalid')
    .max(100, 'validation.tooLong'),
  from: z.coerce
    .number()
    .int('validation.number')
    .min(0, 'validation.positive')
    .max(10_000, 'validation.invalid')
    .default(0),
  size: z.coerce
    .number()
    .int('validation.number')
    .min(1, 'validation.invalid')
    .max(50, 'validation.invalid')
    .default(10),
});
export type ServicesSearchQuery = z.infer<typeof servicesSearchQuerySchema>;

export const serviceSearchBookingSchema = z.object({
  _id: z.string(),
  vertical: z.enum(VERTICALS),
  referenceNumber: z.string(),
  /** The supplier's reference (a PNR). */
  supplierReference: z.string().nullable(),
  status: z.enum(BOOKING_STATUSES),
  customerName: z.string(),
  customerEmail: z.string(),
  travelDate: z.string().nullable(),
  amount: z.number().int(),
  currency: z.string(),
  createdAt: z.string(),
});
export const serviceSearchClientSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  userType: z.string(),
  status: z.string(),
});
export const servicesSearchResponseSchema = dataEnvelope(
  z.object({
    /** A page of the matching bookings (newest first) from `from`, `size` of them. */
    bookings: z.array(serviceSearchBookingSchema),
    totalBookings: z.number().int(),
    /** A page of the matching clients (by name) from `from`, `size` of them; none for a restricted agent. */
    clients: z.array(serviceSearchClientSchema),
    totalClients: z.number().int(),
  }),
);
export type ServicesSearchResult = z.infer<typeof servicesSearchResponseSchema>['data'];

/** The most bookings one itinerary e-mail carries. */
export const ITINERARY_MAX_BOOKINGS = 10;

/** `POST /api/v2/agency/email-itinerary`. */
export const emailItineraryBodySchema = z.object({
  bookingIds: z
    .array(z.uuid({ error: 'validation.invalid' }), { error: 'validation.required' })
    .min(1, 'validation.required')
    .max(ITINERARY_MAX_BOOKINGS, 'validation.invalid'),
  /** Where to send it; the first booking's customer by default. */
  email: z.email({ error: 'validation.emailInvalid' }).max(254, 'validation.tooLong').optional(),
  /** A note from the agent, above the itinerary. */
  message: text().trim().max(1_000, 'validation.tooLong').optional(),
});
export type EmailItineraryBody = z.infer<typeof emailItineraryBodySchema>;

/** `GET /api/agency/approvals?status&offSet&limit`: the approval queue (owners and admins). */
export const approvalListQuerySchema = z.object({
  status: z.enum(['pending', 'approved', 'declined'], { error: 'validation.invalid' }).default('pending'),
  ...pageQueryFields,
});
export const approvalSchema = z.object({
  _id: z.string(),
  status: z.enum(['pending', 'approved', 'declined']),
  bookingId: z.string(),
  vertical: z.enum(VERTICALS),
  referenceNumber: z.string(),
  bookingStatus: z.enum(BOOKING_STATUSES),
  amount: z.number().int(),
  currency: z.string(),
  /** The limit it was over, as it stood then. */
  limitAmount: z.number().int(),
  limitCurrency: z.string(),
  agentId: z.string(),
  agentName: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Approval = z.infer<typeof approvalSchema>;
export type ApprovalStatus = Approval['status'];
export type ApprovalListQuery = z.infer<typeof approvalListQuerySchema>;
const approvalListSchema = z.object({ approvals: z.array(approvalSchema), totalRecords: z.number().int() });
export type ApprovalList = z.infer<typeof approvalListSchema>;
export const approvalListResponseSchema = dataEnvelope(approvalListSchema);
/** `POST /api/agency/approvals/{id}/decline`. */
export const approvalDeclineBodySchema = z.object({
  reason: text().trim().max(500, 'validation.tooLong').optional(),
});
/** `GET` and `PATCH /api/agency/approval-limit`: the total over which a restricted agent's booking waits for approval. */
export const approvalLimitSchema = z.object({
  amount: z.number({ error: 'validation.number' }).int('validation.number').min(0, 'validation.positive'),
  currency: z.string().regex(/^[A-Z]{3}$/, 'validation.currency'),
});
export type ApprovalLimit = z.infer<typeof approvalLimitSchema>;
export const approvalLimitResponseSchema = dataEnvelope(approvalLimitSchema);

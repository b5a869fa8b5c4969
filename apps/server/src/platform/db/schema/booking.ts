import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { BOOKING_STATUSES, VERTICALS, type PriceLine } from '@travel/contracts';
import { agencies } from './agency';
import { users } from './user';
import { timestamps } from './columns';

/** The generated search column's expression (immutable: `||` and `coalesce`, not concat_ws). */
const BOOKING_SEARCH_TEXT = sql.raw(
  `lower(reference_number || ' ' || ${[
    'supplier_reference',
    "details->>'hotelConfirmationNumber'",
    "details->>'confirmationNumber'",
    "details->>'bookingRef'",
    "details->'stay'->'hotel'->>'name'",
    "details->'stay'->'hotel'->>'address'",
    "details->'car'->'pickup'->>'address'",
    "details->'car'->'dropoff'->>'address'",
    "details->'activity'->>'title'",
    "details->'activity'->>'destinationName'",
    "details->'flights'->0->>'origin'",
    "details->'flights'->0->>'destination'",
  ]
    .map((field) => `coalesce(${field}, '')`)
    .join(" || ' ' || ")})`,
);

/** A booking of any vertical: the shared record; the vertical's own data is in `details`. */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    /** The client the booking belongs to. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** Who made it: the client, or an agent on their behalf. */
    createdById: uuid('created_by_id').references(() => users.id),
    vertical: text('vertical', { enum: VERTICALS }).notNull(),
    referenceNumber: text('reference_number').notNull(),
    status: text('status', { enum: BOOKING_STATUSES }).notNull(),
    supplier: text('supplier').notNull(),
    /** The supplier's record locator (a PNR for flights). */
    supplierReference: text('supplier_reference'),
    currency: text('currency').notNull(),
    /** Total charged, in minor units of `currency`. */
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
    /** Price lines (net, taxes, markup, fee, protection) that sum to the total. */
    breakdown: jsonb('breakdown').$type<PriceLine[]>().notNull().default([]),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    /** First day of travel (local date of the place), for upcoming and past trips. */
    travelDate: date('travel_date', { mode: 'string' }),
    /**
     * Where the bookings lists place it: its travel date, or after every date when it has none
     * (upcoming trips in date order, undated last); indexed with the list's filters.
     */
    listDate: date('list_date', { mode: 'string' }).generatedAlwaysAs(sql`coalesce(travel_date, 'infinity'::date)`),
    isRefundProtected: boolean('is_refund_protected').notNull().default(false),
    /**
     * The breakdown's sums, kept by a trigger (migration 0024) so the back-office's figures add up
     * columns instead of reading every booking's JSON: net (fares and taxes), markup, agency fee.
     */
    netAmount: bigint('net_amount', { mode: 'number' }).notNull().default(0),
    markupAmount: bigint('markup_amount', { mode: 'number' }).notNull().default(0),
    feeAmount: bigint('fee_amount', { mode: 'number' }).notNull().default(0),
    /**
     * What the back-office search box matches (lower case): reference, the supplier's and the
     * hotel's or rental's confirmation numbers, and the destination; trigram-indexed.
     */
    searchText: text('search_text').generatedAlwaysAs(BOOKING_SEARCH_TEXT),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('bookings_agency_reference').on(t.agencyId, t.referenceNumber),
    index('bookings_agency_created').on(t.agencyId, t.createdAt),
    index('bookings_agency_user').on(t.agencyId, t.userId),
    /** The clients an agent booked for (a restricted agent's own clients), an agent's bookings and sales. */
    index('bookings_agency_creator').on(t.agencyId, t.createdById, t.userId),
    /**
     * The bookings lists: one vertical of the agency, upcoming or past trips in date order, newest
     * first within a day, with every column a list filters on, so that a page and its count are
     * found in the index alone (an index-only scan), however deep the page.
     */
    index('bookings_agency_vertical_list').on(
      t.agencyId,
      t.vertical,
      t.listDate,
      t.createdAt.desc().nullsFirst(),
      t.status,
      t.userId,
      t.createdById,
      t.id,
    ),
    /** One booking per supplier order: booking an offer again cannot record (and charge) it twice. */
    uniqueIndex('bookings_agency_supplier_ref').on(t.agencyId, t.supplier, t.supplierReference),
    /** The back-office search (pg_trgm): any part of a reference, a confirmation or a destination. */
    index('bookings_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    /** Who made it: an agent's figures and a restricted agent's scope. */
    index('bookings_agency_creator_created').on(t.agencyId, t.createdById, t.createdAt),
    /** The latest changed bookings (getRecentActivity, the dashboard's recent activity). */
    index('bookings_agency_updated').on(t.agencyId, t.updatedAt),
    /**
     * The back-office dashboard's period figures, read from the index alone (an index-only scan
     * never touches the wide rows with their details): the period, then what is counted and summed.
     */
    index('bookings_agency_report').on(
      t.agencyId,
      t.createdAt,
      t.vertical,
      t.status,
      t.currency,
      t.totalAmount,
      t.netAmount,
      t.markupAmount,
      t.feeAmount,
      t.createdById,
      // A restricted agent's scope: the bookings they made or hold.
      t.userId,
    ),
  ],
);

/** Every status a booking went through, with who did it and why. */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    status: text('status', { enum: BOOKING_STATUSES }).notNull(),
    /** What happened, as a message key of BOOKING_NOTE_KEYS (older rows: English text). */
    note: text('note'),
    /** The values of the note's message (decision 017). */
    noteValues: jsonb('note_values').$type<Record<string, string>>(),
    actorId: uuid('actor_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_events_booking').on(t.agencyId, t.bookingId, t.createdAt)],
);

/** Money movements: charges and refunds, with only the card's brand and last four digits. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').references(() => bookings.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['charge', 'refund'] }).notNull(),
    status: text('status', { enum: ['pending', 'requires_action', 'succeeded', 'failed'] }).notNull(),
    /** What the card (or the agency's account) is charged or given back, in minor units. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /**
     * What the reward wallet pays (a charge) or gets back (a refund), in the same currency; held
     * from the wallet when the attempt is claimed and released when it fails (decision 031).
     */
    creditAmount: bigint('credit_amount', { mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull(),
    gateway: text('gateway').notNull(),
    gatewayReference: text('gateway_reference'),
    /** The idempotency key a charge was sent to the gateway with: how to ask it later what happened. */
    gatewayKey: text('gateway_key'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    failureCode: text('failure_code'),
    /** What a refund is for: 'cancel', 'void', 'time-limit', 'rejected', 'refund-protection'; null for charges. */
    reason: text('reason'),
    ...timestamps,
  },
  (t) => [
    index('payments_agency_user').on(t.agencyId, t.userId, t.createdAt),
    index('payments_booking').on(t.agencyId, t.bookingId),
    /** The agency's transactions of a period (the back-office dashboard). */
    index('payments_agency_created').on(t.agencyId, t.createdAt),
    // A booking is refunded at most once for each reason, however many requests race.
    uniqueIndex('payments_refund_once')
      .on(t.bookingId, t.reason)
      .where(sql`${t.kind} = 'refund'`),
    // What the payment reconciliation looks for: charges left pending.
    index('payments_pending_charges')
      .on(t.createdAt)
      .where(sql`${t.kind} = 'charge' and ${t.status} = 'pending'`),
    // Attempts the bank challenged that hold reward credit (the sweep of abandoned challenges).
    index('payments_challenged_credit')
      .on(t.updatedAt)
      .where(sql`${t.kind} = 'charge' and ${t.status} = 'requires_action' and ${t.creditAmount} > 0`),
  ],
);

export type BookingRow = typeof bookings.$inferSelect;
export type NewBookingRow = typeof bookings.$inferInsert;
export type PaymentRow = typeof payments.$inferSelect;

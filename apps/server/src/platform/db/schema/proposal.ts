import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  PROPOSAL_EXTRA_KINDS,
  PROPOSAL_STATUSES,
  type HotelSearchBody,
  type ProposalExtra,
  type ProposalHistoryEntry,
  type ProposalHotelOption,
} from '@travel/contracts';
import { bookings } from './booking';
import { agencies } from './agency';
import { users } from './user';

/**
 * An agent's proposal to a client: one or several hotel options for a stay, with a note and a
 * validity date. The client opens it as a deal (GET api/v2/hotel/proposal), where every option
 * is priced again; what the agent saw when proposing is kept in `options`.
 */
export const proposals = pgTable(
  'proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    /** The agent who made it. */
    agentId: uuid('agent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The client it is for, when one of the agency's users. */
    clientId: uuid('client_id').references(() => users.id, { onDelete: 'set null' }),
    clientName: text('client_name').notNull(),
    clientEmail: text('client_email').notNull(),
    status: text('status', { enum: PROPOSAL_STATUSES }).notNull().default('draft'),
    note: text('note').notNull().default(''),
    /** The stay every option is for, as a hotel search asks it. */
    stay: jsonb('stay').$type<Pick<HotelSearchBody, 'stayPeriod' | 'occupancies' | 'nationality'>>().notNull(),
    currency: text('currency').notNull(),
    options: jsonb('options').$type<ProposalHotelOption[]>().notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    /** The option the client approved or asked to book (its index in `options`). */
    chosenOption: integer('chosen_option'),
    /** Why the client disapproved it. */
    disapprovalReason: text('disapproval_reason'),
    /** The booking made of it for its client (then it is booked). */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** Every move: who made it, when, and the client's reason or choice. */
    history: jsonb('history').$type<ProposalHistoryEntry[]>().notNull().default([]),
    /** When it was last e-mailed to the client. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When the client first opened it. */
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('proposals_agency_created').on(t.agencyId, t.createdAt),
    index('proposals_agency_agent_created').on(t.agencyId, t.agentId, t.createdAt),
  ],
);
export type ProposalRow = typeof proposals.$inferSelect;

/**
 * The second kind of option: a flight, a car rental or an activity proposed beside the hotels
 * (one of each per proposal). `offer` is its vertical's own identity of the offer and the search
 * that finds it again (opaque here, parsed by that vertical's port), so it is priced again on
 * every open; `booking` is the client's booking of it, found on read (decision 032).
 */
export const proposalExtras = pgTable(
  'proposal_extras',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PROPOSAL_EXTRA_KINDS }).notNull(),
    /** What the client reads of it and its total when proposed (minor units of the proposal's currency). */
    summary: jsonb('summary').$type<Omit<ProposalExtra, 'kind'>>().notNull(),
    /** The vertical's key to price it again: its search and the offer's identity in it. */
    offer: jsonb('offer').$type<Record<string, unknown>>().notNull(),
    /** The client's booking of it, once found (a booking goes to one extra). */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('proposal_extras_proposal_kind').on(t.proposalId, t.kind),
    uniqueIndex('proposal_extras_booking').on(t.bookingId),
    index('proposal_extras_agency').on(t.agencyId),
  ],
);
export type ProposalExtraRow = typeof proposalExtras.$inferSelect;

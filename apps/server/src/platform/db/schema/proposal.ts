import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { PROPOSAL_STATUSES, type HotelSearchBody, type ProposalHotelOption } from '@travel/contracts';
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
    status: text('status', { enum: PROPOSAL_STATUSES }).notNull().default('sent'),
    note: text('note').notNull().default(''),
    /** The stay every option is for, as a hotel search asks it. */
    stay: jsonb('stay').$type<Pick<HotelSearchBody, 'stayPeriod' | 'occupancies' | 'nationality'>>().notNull(),
    currency: text('currency').notNull(),
    options: jsonb('options').$type<ProposalHotelOption[]>().notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    /** When the client first opened it. */
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('proposals_agency_created').on(t.agencyId, t.createdAt)],
);
export type ProposalRow = typeof proposals.$inferSelect;

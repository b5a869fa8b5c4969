import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { SHORT_LINK_TYPES } from '@travel/contracts';
import { agencies } from './agency';
import { users } from './user';

/**
 * A short link of an agency (issue 15): `/url/{code}` opens `path` of the agency's own site. It
 * counts its funnel: opened (`clicks`), then searches and bookings made by those who opened it
 * (attributed by a first-party cookie, see modules/short-link).
 */
export const shortLinks = pgTable(
  'short_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    /** The agent who made it (kept as null when the agent is removed). */
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** 10 characters of base62 from crypto; unique across agencies, looked up within one. */
    code: text('code').notNull(),
    /** Path, query and fragment of a page of the agency's site. */
    path: text('path').notNull(),
    type: text('type', { enum: SHORT_LINK_TYPES }).notNull(),
    clicks: integer('clicks').notNull().default(0),
    searches: integer('searches').notNull().default(0),
    bookings: integer('bookings').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('short_links_code').on(t.code), index('short_links_agency_created').on(t.agencyId, t.createdAt)],
);
export type ShortLinkRow = typeof shortLinks.$inferSelect;

import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agencies } from './agency';
import { users } from './user';

/**
 * Activity search states kept for a deep link (POST /api/activities/search-store): the
 * destination, the text, the tags, the sort and the dates of a search, read back by its id
 * within the agency that kept it.
 */
export const activitySearchStates = pgTable(
  'activity_search_states',
  {
    id: text('id').primaryKey(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The state as validated (activitySearchStateSchema). */
    state: jsonb('state').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('activity_search_states_agency').on(t.agencyId, t.createdAt)],
);

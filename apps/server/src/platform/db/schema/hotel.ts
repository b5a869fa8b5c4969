import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { HotelResult, HotelSearchBody } from '@travel/contracts';
import { agencies } from './agency';
import { users } from './user';

/** How one vendor's part of a search ended. */
export interface HotelVendorOutcome {
  status: 'done' | 'failed';
  hotels: number;
  /** The supplier's error code when failed. */
  error?: string;
}

/**
 * A polled hotel search (the corelationId), shared by every app node: the node that starts it
 * asks each vendor and writes their answers here; any node answers the polls (decision 020).
 */
export const hotelSearches = pgTable(
  'hotel_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The search payload as validated. */
    request: jsonb('request').$type<HotelSearchBody>().notNull(),
    /** The currency prices are shown in (the visitor's), with the searcher's markup. */
    currency: text('currency').notNull(),
    /** The vendors asked, in order. */
    vendors: text('vendors').array().notNull(),
    /** vendor -> outcome, written as each answers (jsonb || merges keys atomically). */
    outcomes: jsonb('outcomes').$type<Record<string, HotelVendorOutcome>>().notNull().default({}),
    /** Set when every vendor answered, or by the deadline job with what there is. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The search is complete by then, whatever the vendors did. */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    /** Prices and rate keys stop being bookable (30 minutes). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('hotel_searches_agency_user').on(t.agencyId, t.userId),
    index('hotel_searches_deadline').on(t.completedAt, t.deadlineAt),
    index('hotel_searches_expires').on(t.expiresAt),
  ],
);

/**
 * One hotel of a search: the cheapest vendor's offer (merged by hotel id across vendors), with
 * the columns filters and sorts read, and the result as the API shows it.
 */
export const hotelSearchResults = pgTable(
  'hotel_search_results',
  {
    searchId: uuid('search_id')
      .notNull()
      .references(() => hotelSearches.id, { onDelete: 'cascade' }),
    hotelId: text('hotel_id').notNull(),
    vendor: text('vendor').notNull(),
    /** With the markup, minor units of the search's currency. */
    price: bigint('price', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    stars: integer('stars').notNull(),
    guestScore: doublePrecision('guest_score').notNull(),
    distanceKm: doublePrecision('distance_km').notNull(),
    boards: text('boards').array().notNull(),
    facilities: text('facilities').array().notNull(),
    freeCancellation: boolean('free_cancellation').notNull(),
    result: jsonb('result').$type<HotelResult>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.searchId, t.hotelId] }),
    index('hotel_search_results_price').on(t.searchId, t.price),
  ],
);

export type HotelSearchRow = typeof hotelSearches.$inferSelect;
export type HotelSearchResultRow = typeof hotelSearchResults.$inferSelect;

import { sql } from 'drizzle-orm';
import { integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { agencies } from './agency';
import { users } from './user';
import { timestamps } from './columns';

/** Exchange rates against USD, product-wide reference data (not an agency's record). */
export const exchangeRates = pgTable('exchange_rates', {
  currency: text('currency').primaryKey(),
  /** Units of `currency` per 1 USD. */
  rate: numeric('rate', { precision: 20, scale: 10 }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const MARKUP_SCOPES = ['agency', 'client', 'agent'] as const;

/** Markups on net rates: the agency's default, and overrides per client and per agent. */
export const markups = pgTable(
  'markups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    scope: text('scope', { enum: MARKUP_SCOPES }).notNull(),
    /** The client or agent of a per-user markup; null for the agency's default. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    markupType: text('markup_type', { enum: ['percent', 'fixed'] })
      .notNull()
      .default('percent'),
    /** Percent (two decimals at most), or when fixed an integer of minor units of `currency`. */
    markupValue: numeric('markup_value', { precision: 12, scale: 2 }).notNull().default('0'),
    /** Fee per booking, minor units of `currency`. */
    agencyFeeAmount: integer('agency_fee_amount').notNull().default(0),
    /** ISO 4217 code of a fixed markup and of the fee; converted to the booking's currency at the quote's rate. */
    currency: text('currency').notNull().default('USD'),
    updatedById: uuid('updated_by_id').references(() => users.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('markups_agency_default')
      .on(t.agencyId)
      .where(sql`${t.scope} = 'agency'`),
    uniqueIndex('markups_agency_user')
      .on(t.agencyId, t.userId)
      .where(sql`${t.scope} <> 'agency'`),
  ],
);

export type RateRow = typeof exchangeRates.$inferSelect;

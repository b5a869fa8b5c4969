import { bigint, doublePrecision, index, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agencies } from './agency';
import { users } from './user';

/**
 * A priced, bookable flight quote: the supplier's net price with the markup, fee and the
 * exchange rate locked for 30 minutes. The booking charges exactly this.
 */
export const flightQuotes = pgTable(
  'flight_quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The client an agent priced this for (their markup applies); null when for the user themselves. */
    clientId: uuid('client_id').references(() => users.id, { onDelete: 'cascade' }),
    offerId: text('offer_id').notNull(),
    fareFamily: text('fare_family', { enum: ['Basic', 'Standard', 'Flex'] }).notNull(),
    /** The quote's currency (the visitor's) and the rate from the supplier's currency to it. */
    currency: text('currency').notNull(),
    exchangeRate: numeric('exchange_rate', { precision: 20, scale: 10 }).notNull(),
    supplierCurrency: text('supplier_currency').notNull(),
    /** Net total charged by the supplier, minor units of `supplierCurrency`. */
    supplierTotal: bigint('supplier_total', { mode: 'number' }).notNull(),
    /** The breakdown in the quote's currency, without refund protection. */
    breakdown: jsonb('breakdown')
      .$type<{
        currency: string;
        lines: Array<{ kind: string; passengerType: string | null; count: number; amount: number }>;
        total: number;
      }>()
      .notNull(),
    markupType: text('markup_type', { enum: ['percent', 'fixed'] }).notNull(),
    markupValue: numeric('markup_value', { precision: 12, scale: 2 }).notNull(),
    /**
     * The currency the markup's fixed amount and fee were set in, and the rate locked from it to
     * the quote's (the float they were converted with, exactly). Null on quotes made before.
     */
    markupCurrency: text('markup_currency'),
    markupRate: doublePrecision('markup_rate'),
    refundProtectPercent: numeric('refund_protect_percent', { precision: 6, scale: 2 }).notNull(),
    /** Everything the checkout shows: legs, conditions, fare family name, passengers, status. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('flight_quotes_agency_user').on(t.agencyId, t.userId, t.createdAt)],
);

/** A flight being booked, kept server-side so the checkout survives a reload (flightStore). */
export const flightDrafts = pgTable(
  'flight_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => flightQuotes.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('flight_drafts_agency_user').on(t.agencyId, t.userId)],
);

export type QuoteRow = typeof flightQuotes.$inferSelect;
export type NewQuoteRow = typeof flightQuotes.$inferInsert;

import { bigint, doublePrecision, index, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { VERTICALS, type Breakdown } from '@travel/contracts';
import { agencies } from './agency';
import { users } from './user';

/**
 * A priced, bookable quote of any vertical: the supplier's net price with the markup, fee and
 * the exchange rates locked until the offer expires. The booking charges exactly this. What only
 * one vertical knows (a flight's legs and fare family, a hotel's room) is in `details`, which
 * that vertical parses with its own zod schema on read.
 */
export const quotes = pgTable(
  'quotes',
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
    vertical: text('vertical', { enum: VERTICALS }).notNull(),
    /** The supplier's offer this prices (an itinerary, a room rate, a car, an activity date). */
    offerId: text('offer_id').notNull(),
    /** The quote's currency (the visitor's) and the rate from the supplier's currency to it. */
    currency: text('currency').notNull(),
    exchangeRate: numeric('exchange_rate', { precision: 20, scale: 10 }).notNull(),
    supplierCurrency: text('supplier_currency').notNull(),
    /** Net total charged by the supplier, minor units of `supplierCurrency`. */
    supplierTotal: bigint('supplier_total', { mode: 'number' }).notNull(),
    /** The breakdown in the quote's currency, without refund protection. */
    breakdown: jsonb('breakdown').$type<Breakdown>().notNull(),
    markupType: text('markup_type', { enum: ['percent', 'fixed'] }).notNull(),
    /** A percent as set; a fixed markup as charged, in minor units of the quote's currency. */
    markupValue: numeric('markup_value', { precision: 12, scale: 2 }).notNull(),
    /**
     * The currency the markup's fixed amount and fee were set in, and the rate locked from it to
     * the quote's (the float they were converted with, exactly). Null on quotes made before.
     */
    markupCurrency: text('markup_currency'),
    markupRate: doublePrecision('markup_rate'),
    /** Refund protection offered on this quote, percent of the price (0 when the agency sells none). */
    refundProtectPercent: numeric('refund_protect_percent', { precision: 6, scale: 2 }).notNull(),
    /** The vertical's own part: everything its checkout shows (for flights: legs, fare family, passengers). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quotes_agency_user').on(t.agencyId, t.userId, t.createdAt),
    /** The retention job's sweep of expired quotes. */
    index('quotes_expires').on(t.expiresAt),
  ],
);

/** A quote being booked, kept server-side so a checkout survives a reload (the web's flightStore). */
export const checkoutDrafts = pgTable(
  'checkout_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vertical: text('vertical', { enum: VERTICALS }).notNull(),
    /** A draft lives as long as its quote: the quote's retention removes it. */
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('checkout_drafts_agency_user').on(t.agencyId, t.userId), index('checkout_drafts_quote').on(t.quoteId)],
);

export type QuoteRow = typeof quotes.$inferSelect;
export type NewQuoteRow = typeof quotes.$inferInsert;
export type CheckoutDraftRow = typeof checkoutDrafts.$inferSelect;

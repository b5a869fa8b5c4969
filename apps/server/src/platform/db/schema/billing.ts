import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DURATIONS, PLAN_TYPES, SUBSCRIPTION_STATUSES } from '@travel/contracts';
import { agencies } from './agency';
import { timestamps } from './columns';

/** A platform coupon an agency redeems when it subscribes (issued by the platform's owner). */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Upper case. */
    code: text('code').notNull().unique(),
    kind: text('kind', { enum: ['percent', 'amount'] }).notNull(),
    /** A percent (1 to 100) or minor units of `currency`. */
    value: integer('value').notNull(),
    currency: text('currency'),
    duration: text('duration', { enum: ['once', 'repeating', 'forever'] }).notNull(),
    months: integer('months'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    maxRedemptions: integer('max_redemptions'),
    redemptions: integer('redemptions').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check('coupons_value_positive', sql`${t.value} > 0`),
    check('coupons_percent_range', sql`${t.kind} <> 'percent' or ${t.value} <= 100`),
    check('coupons_within_limit', sql`${t.maxRedemptions} is null or ${t.redemptions} <= ${t.maxRedemptions}`),
  ],
);

/**
 * An agency's subscription to the platform: one row per agency. The card is the gateway's
 * reusable token with its brand and last four digits, never the card itself.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .unique()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    planType: text('plan_type', { enum: PLAN_TYPES }).notNull(),
    duration: text('duration', { enum: DURATIONS }).notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    currency: text('currency').notNull(),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    /** The paid period (null before the first payment). */
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    /** When the unpaid charge was due (past due); the retries and the grace count from it. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    /** When the renewal job next looks at this row (due date, retry, end of grace); null: nothing to do. */
    nextActionAt: timestamp('next_action_at', { withTimezone: true }),
    couponId: uuid('coupon_id').references(() => coupons.id),
    couponRedeemedAt: timestamp('coupon_redeemed_at', { withTimezone: true }),
    couponChargesDiscounted: integer('coupon_charges_discounted').notNull().default(0),
    /** Left over from a move to a cheaper plan, taken off the next invoices (minor units). */
    credit: bigint('credit', { mode: 'number' }).notNull().default(0),
    cardToken: text('card_token'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    cardVerifiedAt: timestamp('card_verified_at', { withTimezone: true }),
    /** Bumped by every change: a charge's idempotency key and the guard of the update after it. */
    version: integer('version').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('subscriptions_next_action').on(t.nextActionAt)],
);

/** A paid invoice: numbered without gaps across the platform (INV-000001), drawn as a PDF on demand. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    reason: text('reason', { enum: ['subscribe', 'renewal', 'change'] }).notNull(),
    planType: text('plan_type', { enum: PLAN_TYPES }).notNull(),
    duration: text('duration', { enum: DURATIONS }).notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    currency: text('currency').notNull(),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    discount: bigint('discount', { mode: 'number' }).notNull(),
    creditApplied: bigint('credit_applied', { mode: 'number' }).notNull(),
    taxPercent: integer('tax_percent').notNull(),
    tax: bigint('tax', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    couponCode: text('coupon_code'),
    chargeId: text('charge_id'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('invoices_number').on(t.number), index('invoices_agency').on(t.agencyId, t.createdAt)],
);

/** Gap-free sequences: the next number is taken in the transaction that uses it. */
export const billingCounters = pgTable('billing_counters', {
  name: text('name').primaryKey(),
  value: integer('value').notNull(),
});

export type CouponRow = typeof coupons.$inferSelect;
export type NewCouponRow = typeof coupons.$inferInsert;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;

import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { WALLET_EARN_BASIS_POINTS_DEFAULT, WALLET_ENTRY_KINDS } from '@travel/contracts';
import { agencies } from './agency';
import { bookings } from './booking';
import { users } from './user';

/** An agency's travel reward wallet application: on or off, and its earning rule (decision 031). */
export const walletSettings = pgTable(
  'wallet_settings',
  {
    agencyId: uuid('agency_id')
      .primaryKey()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    /** Credit per completed trip, in hundredths of a percent of its total. */
    earnBasisPoints: integer('earn_basis_points').notNull().default(WALLET_EARN_BASIS_POINTS_DEFAULT),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('wallet_settings_earn_range', sql`${t.earnBasisPoints} between 0 and 10000`)],
);

/**
 * A user's credit in one currency, kept in step with the ledger in the same transaction. Never
 * negative: the check refuses it, and a spend is a conditional update (`balance >= amount`), so
 * of two spends of the same balance only one can succeed.
 */
export const walletBalances = pgTable(
  'wallet_balances',
  {
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.agencyId, t.userId, t.currency] }),
    check('wallet_balances_never_negative', sql`${t.balance} >= 0`),
  ],
);

/**
 * The wallet's ledger, append-only: every movement of credit with its signed amount. `reference`
 * makes each movement happen once (earned: the booking; spent and released: the payment attempt;
 * refunded: the booking and the refund's reason).
 */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: WALLET_ENTRY_KINDS }).notNull(),
    /** Signed minor units of `currency`: positive adds credit, negative takes it. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id),
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallet_entries_once').on(t.agencyId, t.kind, t.reference),
    index('wallet_entries_user').on(t.agencyId, t.userId, t.createdAt),
    check('wallet_entries_amount_nonzero', sql`${t.amount} <> 0`),
  ],
);

export type WalletSettingsRow = typeof walletSettings.$inferSelect;
export type WalletEntryRow = typeof walletEntries.$inferSelect;

import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { agencies } from './agency';
import { timestamps } from './columns';

export const USER_TYPES = ['AgencyOwner', 'Admin', 'Agent', 'Client'] as const;

/** A person with an account at one agency; the same e-mail at two agencies is two users. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** Argon2id; null for accounts that only sign in through SSO or a social provider. */
    passwordHash: text('password_hash'),
    userType: text('user_type', { enum: USER_TYPES }).notNull().default('Client'),
    isRestrictedAgent: boolean('is_restricted_agent').notNull().default(false),
    status: text('status', { enum: ['Active', 'inactive'] })
      .notNull()
      .default('Active'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    language: text('language', { enum: ['en', 'pt', 'es'] })
      .notNull()
      .default('en'),
    loginCount: integer('login_count').notNull().default(0),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    isRewardWalletEnabled: boolean('is_reward_wallet_enabled').notNull().default(false),
    phone: text('phone'),
    profileImage: text('profile_image'),
    /** The agent who created or invited this client in the back-office (a restricted agent's own client). */
    createdById: uuid('created_by_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_agency_email').on(t.agencyId, t.email),
    index('users_agency').on(t.agencyId),
    /** The clients and agents lists: one type of the agency, newest first. */
    index('users_agency_type_created').on(t.agencyId, t.userType, t.createdAt, t.id),
    /** A restricted agent's own clients. */
    index('users_agency_created_by').on(t.agencyId, t.createdById),
    /** The back-office search (pg_trgm) over names and e-mails. */
    index('users_search_trgm').using('gin', sql`lower(${t.name} || ' ' || ${t.email}) gin_trgm_ops`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

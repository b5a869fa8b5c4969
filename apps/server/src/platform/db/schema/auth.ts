import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { agencies } from './agency';
import { users } from './user';

/** A signed-in browser. Only the SHA-256 of the token is stored; the token itself is the cookie. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user').on(t.agencyId, t.userId)],
);

export const TOKEN_PURPOSES = [
  'verify_email',
  'reset_password',
  'invitation',
  'email_change',
  'social_registration',
] as const;

/**
 * Links and codes sent by e-mail: verification, password reset, invitation, e-mail change,
 * social registration. Random, stored hashed, single-use, expiring.
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: TOKEN_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** What the token carries: invited e-mail and role, the new e-mail, a social profile. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    /** Wrong guesses of a short code; the token dies at the limit. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('one_time_tokens_user').on(t.agencyId, t.userId, t.purpose)],
);

/** Single-use ids of SSO tokens already accepted (replay protection across nodes and restarts). */
export const ssoReplays = pgTable(
  'sso_replays',
  {
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    jti: text('jti').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sso_replays_agency_jti').on(t.agencyId, t.jti)],
);

export const SOCIAL_IDENTITY_PROVIDERS = ['google', 'facebook'] as const;

/**
 * A Google or Facebook profile linked to an account of one agency, so a later log-in with the
 * same profile signs straight in, even when the provider gives no e-mail. The same profile at
 * another agency is another link (or none).
 */
export const socialIdentities = pgTable(
  'social_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: SOCIAL_IDENTITY_PROVIDERS }).notNull(),
    /** The provider's stable subject id of the profile (not the e-mail, which can change). */
    providerUserId: text('provider_user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('social_identities_agency_provider_subject').on(t.agencyId, t.provider, t.providerUserId),
    index('social_identities_user').on(t.agencyId, t.userId),
  ],
);

export type SessionRow = typeof sessions.$inferSelect;
export type TokenRow = typeof oneTimeTokens.$inferSelect;

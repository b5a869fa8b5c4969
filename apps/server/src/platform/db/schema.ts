import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  check,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BookingMenuItem, PriceLine, SellingPoint } from '@travel/contracts';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A tenant: one branded site. Every other business table carries its id. */
export const agencies = pgTable(
  'agencies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    agencyName: text('agency_name').notNull(),
    /** Label under APP_BASE_DOMAIN; null for the owner agency, which lives on the base domain. */
    subdomain: text('subdomain').unique(),
    /** Exact host of a custom domain, lower case, no port. */
    customDomain: text('custom_domain').unique(),
    isOwner: boolean('is_owner').notNull().default(false),
    status: text('status', { enum: ['Active', 'inactive'] })
      .notNull()
      .default('Active'),
    logo: text('logo'),
    favicon: text('favicon'),
    primaryColor: text('primary_color').notNull().default('#1c7ed6'),
    heading: text('heading').notNull().default(''),
    headingColor: text('heading_color').notNull().default('#ffffff'),
    subHeading: text('sub_heading').notNull().default(''),
    subHeadingColor: text('sub_heading_color').notNull().default('#ffffff'),
    backgroundImage: text('background_image'),
    backgroundVideo: text('background_video'),
    mobileBackgroundImage: text('mobile_background_image'),
    backgroundOverlay: integer('background_overlay').notNull().default(30),
    authLayout: text('auth_layout', { enum: ['default', 'split'] })
      .notNull()
      .default('default'),
    bookingMenuItems: jsonb('booking_menu_items').$type<BookingMenuItem[]>().notNull(),
    isGoogleEnabled: boolean('is_google_enabled').notNull().default(false),
    isFacebookEnabled: boolean('is_facebook_enabled').notNull().default(false),
    isSsoEnabled: boolean('is_sso_enabled').notNull().default(false),
    isDirectLoginAllowedForSsoUsers: boolean('is_direct_login_allowed_for_sso_users').notNull().default(true),
    isSubscribed: boolean('is_subscribed').notNull().default(false),
    privacyPolicy: text('privacy_policy'),
    cookiesPolicy: text('cookies_policy'),
    disclaimer: text('disclaimer'),
    facebook: text('facebook'),
    twitter: text('twitter'),
    linkedin: text('linkedin'),
    instagram: text('instagram'),
    youtube: text('youtube'),
    tiktok: text('tiktok'),
    contactPhoneNumber: text('contact_phone_number'),
    contactEmailId: text('contact_email_id'),
    /** Refund protection offered at checkout, as a percent of the price. */
    isRefundProtectEnabled: boolean('is_refund_protect_enabled').notNull().default(false),
    refundProtectPercent: numeric('refund_protect_percent', { precision: 6, scale: 2 }).notNull().default('0'),
    /** HS256 secret that signs this agency's single sign-on tokens. */
    ssoSecret: text('sso_secret'),
    sellingPoints: jsonb('selling_points').$type<SellingPoint[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('agencies_single_owner')
      .on(t.isOwner)
      .where(sql`${t.isOwner}`),
    check('agencies_overlay_range', sql`${t.backgroundOverlay} between 0 and 100`),
  ],
);

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
    ...timestamps,
  },
  (t) => [uniqueIndex('users_agency_email').on(t.agencyId, t.email), index('users_agency').on(t.agencyId)],
);

/** Exchange rates against USD, product-wide reference data (not an agency's record). */
export const exchangeRates = pgTable('exchange_rates', {
  currency: text('currency').primaryKey(),
  /** Units of `currency` per 1 USD. */
  rate: numeric('rate', { precision: 20, scale: 10 }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

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

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;

/**
 * The mail outbox: a message is written here in the same transaction as the change that causes
 * it, then delivered by the mail worker, retried with backoff until it goes or gives up.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id').references(() => agencies.id, { onDelete: 'cascade' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Template name, for tests and support (e.g. 'verify-email'). */
    template: text('template').notNull(),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_due').on(t.status, t.nextAttemptAt),
    index('mail_outbox_agency').on(t.agencyId, t.createdAt),
  ],
);

export const VERTICALS = ['flight', 'hotel', 'car', 'activity'] as const;
export const BOOKING_STATUSES = ['pending_payment', 'confirmed', 'ticketed', 'cancelled', 'voided', 'failed'] as const;

/** A booking of any vertical: the shared record; the vertical's own data is in `details`. */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    /** The client the booking belongs to. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** Who made it: the client, or an agent on their behalf. */
    createdById: uuid('created_by_id').references(() => users.id),
    vertical: text('vertical', { enum: VERTICALS }).notNull(),
    referenceNumber: text('reference_number').notNull(),
    status: text('status', { enum: BOOKING_STATUSES }).notNull(),
    supplier: text('supplier').notNull(),
    /** The supplier's record locator (a PNR for flights). */
    supplierReference: text('supplier_reference'),
    currency: text('currency').notNull(),
    /** Total charged, in minor units of `currency`. */
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
    /** Price lines (net, taxes, markup, fee, protection) that sum to the total. */
    breakdown: jsonb('breakdown').$type<PriceLine[]>().notNull().default([]),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    /** First day of travel (local date of the place), for upcoming and past trips. */
    travelDate: date('travel_date', { mode: 'string' }),
    isRefundProtected: boolean('is_refund_protected').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('bookings_agency_reference').on(t.agencyId, t.referenceNumber),
    index('bookings_agency_created').on(t.agencyId, t.createdAt),
    index('bookings_agency_user').on(t.agencyId, t.userId),
    /** One booking per supplier order: booking an offer again cannot record (and charge) it twice. */
    uniqueIndex('bookings_agency_supplier_ref').on(t.agencyId, t.supplier, t.supplierReference),
  ],
);

/** Every status a booking went through, with who did it and why. */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    status: text('status', { enum: BOOKING_STATUSES }).notNull(),
    note: text('note'),
    actorId: uuid('actor_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_events_booking').on(t.agencyId, t.bookingId, t.createdAt)],
);

/** Money movements: charges and refunds, with only the card's brand and last four digits. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').references(() => bookings.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['charge', 'refund'] }).notNull(),
    status: text('status', { enum: ['pending', 'requires_action', 'succeeded', 'failed'] }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    gateway: text('gateway').notNull(),
    gatewayReference: text('gateway_reference'),
    /** The idempotency key a charge was sent to the gateway with: how to ask it later what happened. */
    gatewayKey: text('gateway_key'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    failureCode: text('failure_code'),
    /** What a refund is for: 'cancel', 'void', 'time-limit', 'refund-protection'; null for charges. */
    reason: text('reason'),
    ...timestamps,
  },
  (t) => [
    index('payments_agency_user').on(t.agencyId, t.userId, t.createdAt),
    index('payments_booking').on(t.agencyId, t.bookingId),
    // A booking is refunded at most once for each reason, however many requests race.
    uniqueIndex('payments_refund_once')
      .on(t.bookingId, t.reason)
      .where(sql`${t.kind} = 'refund'`),
    // What the payment reconciliation looks for: charges left pending.
    index('payments_pending_charges')
      .on(t.createdAt)
      .where(sql`${t.kind} = 'charge' and ${t.status} = 'pending'`),
  ],
);

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

/**
 * Idempotency of booking and payment calls: the first answer to a key is stored and replayed;
 * the same key with another body is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The call the key belongs to, e.g. 'POST /api/flight/booking'. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: text('status', { enum: ['in_progress', 'done'] })
      .notNull()
      .default('in_progress'),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('idempotency_keys_unique').on(t.agencyId, t.userId, t.scope, t.key)],
);

/** The simulated airline's reservation system (the sandbox supplier's own storage). */
export const sandboxFlightOrders = pgTable('sandbox_flight_orders', {
  pnr: text('pnr').primaryKey(),
  record: jsonb('record').$type<Record<string, unknown>>().notNull(),
  idempotencyKey: text('idempotency_key'),
  version: integer('version').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The sandbox airline's seats sold per flight, date and cabin, shared by every node: a booking
 * takes seats under the row's lock (a conditional upsert), a cancel, void or lapse gives them back.
 */
export const sandboxFlightInventory = pgTable(
  'sandbox_flight_inventory',
  {
    /** Marketing carrier and flight number, 'TP203'. */
    flightKey: text('flight_key').notNull(),
    /** Local departure date at the origin. */
    departureDate: date('departure_date', { mode: 'string' }).notNull(),
    cabin: text('cabin').notNull(),
    /** The seats the airline sells in that cabin (its allotment, recorded at the first sale). */
    capacity: integer('capacity').notNull(),
    sold: integer('sold').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.flightKey, t.departureDate, t.cabin] }),
    index('sandbox_flight_inventory_date').on(t.departureDate),
    check('sandbox_flight_inventory_sold', sql`${t.sold} >= 0 and ${t.sold} <= ${t.capacity}`),
  ],
);

/** The simulated payment gateway's vault: card tokens with brand and last four digits only. */
export const sandboxGatewayCards = pgTable('sandbox_gateway_cards', {
  token: text('token').primaryKey(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  /** What the test card does: succeed, decline, insufficient_funds, challenge. */
  scenario: text('scenario').notNull(),
  /** A challenge was passed for this card (3-D Secure). */
  isAuthenticated: boolean('is_authenticated').notNull().default(false),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The simulated gateway's charges and refunds. */
export const sandboxGatewayCharges = pgTable(
  'sandbox_gateway_charges',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status', {
      enum: ['succeeded', 'failed', 'requires_action', 'refunded', 'partially_refunded'],
    }).notNull(),
    refunded: bigint('refunded', { mode: 'number' }).notNull().default(0),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sandbox_gateway_charges_idem').on(t.idempotencyKey)],
);

/**
 * Background jobs: one row per periodic job, the cluster-wide lease that lets exactly one node
 * run it once per period (see platform/jobs and decision record 012).
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  /** The next run is due at or after this instant (database time). */
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  /** The node running it now, and until when its lease holds (a stopped node's lease runs out). */
  lockedBy: text('locked_by'),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  /** The last run's error message, null when it succeeded. */
  lastError: text('last_error'),
  runs: integer('runs').notNull().default(0),
});

/**
 * The sandbox hotel vendors' rooms sold per hotel, room type and night, shared by every vendor
 * and node: capacity is the night's allotment (recorded on first sale), sold never exceeds it.
 */
export const sandboxHotelInventory = pgTable(
  'sandbox_hotel_inventory',
  {
    hotelId: text('hotel_id').notNull(),
    roomTypeCode: text('room_type_code').notNull(),
    night: date('night', { mode: 'string' }).notNull(),
    capacity: integer('capacity').notNull(),
    sold: integer('sold').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.hotelId, t.roomTypeCode, t.night] }),
    check('sandbox_hotel_inventory_sold', sql`${t.sold} >= 0 and ${t.sold} <= ${t.capacity}`),
  ],
);

/** The sandbox hotel vendors' bookings (their own storage, as a real vendor keeps them). */
export const sandboxHotelOrders = pgTable(
  'sandbox_hotel_orders',
  {
    reference: text('reference').primaryKey(),
    vendor: text('vendor').notNull(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    rateKey: text('rate_key').notNull(),
    idempotencyKey: text('idempotency_key'),
    version: integer('version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sandbox_hotel_orders_idem').on(t.vendor, t.idempotencyKey)],
);

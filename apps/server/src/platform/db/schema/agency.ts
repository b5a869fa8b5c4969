import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, jsonb, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { type BookingMenuItem, LANGUAGES, type SellingPoint } from '@travel/contracts';
import { timestamps } from './columns';

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
    /** The language the agency writes its own texts in (hero, legal pages): their `lang`. */
    textLanguage: text('text_language', { enum: LANGUAGES }).notNull().default('en'),
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
    /**
     * A restricted agent's booking above this total (minor units of `approvalLimitCurrency`)
     * waits for an owner's or admin's approval before it can be paid.
     */
    approvalLimit: bigint('approval_limit', { mode: 'number' }).notNull().default(100_000),
    approvalLimitCurrency: text('approval_limit_currency').notNull().default('USD'),
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

export type AgencyRow = typeof agencies.$inferSelect;
export type NewAgencyRow = typeof agencies.$inferInsert;

import { z } from 'zod';
import { AGENCY_STATUSES, AUTH_LAYOUTS } from '../agency-fields';
import { LANGUAGES } from '../constants';
import { BOOKING_TYPES } from '../booking-menu';
import { dataEnvelope, hexColor } from './common';

export const bookingMenuItemSchema = z.object({
  /** One of the four booking types. */
  title: z.enum(BOOKING_TYPES),
  /** Whether the agency offers this booking type. */
  active: z.boolean(),
});

/** Text in each of the product's languages. */
export const localizedTextSchema = z.object({ en: z.string(), pt: z.string(), es: z.string() });
export type LocalizedText = z.infer<typeof localizedTextSchema>;

export const sellingPointSchema = z.object({
  title: localizedTextSchema,
  description: localizedTextSchema,
  image: z.string().nullable(),
});
export type SellingPoint = z.infer<typeof sellingPointSchema>;

/** The agency as the public sees it (spec section 3); secrets and domains are not part of it. */
export const publicAgencySchema = z.object({
  _id: z.string(),
  code: z.string(),
  agencyName: z.string(),
  status: z.enum(AGENCY_STATUSES),
  /** The product owner's own agency: shows the marketing landing. */
  isOwner: z.boolean(),
  logo: z.string().nullable(),
  favicon: z.string().nullable(),
  primaryColor: hexColor,
  heading: z.string(),
  headingColor: hexColor,
  subHeading: z.string(),
  subHeadingColor: hexColor,
  /** The language of the agency's own texts (heading, sub-heading, legal pages), for their `lang`. */
  textLanguage: z.enum(LANGUAGES),
  backgroundImage: z.string().nullable(),
  /** Looping muted video shown instead of the image where the browser can play it. */
  backgroundVideo: z.string().nullable(),
  mobileBackgroundImage: z.string().nullable(),
  /** Darkening over the background, 0 to 100 percent. */
  backgroundOverlay: z.number().int().min(0).max(100),
  authLayout: z.enum(AUTH_LAYOUTS),
  bookingMenuItemOptions: z.array(bookingMenuItemSchema),
  social: z.object({ isGoogleEnabled: z.boolean(), isFacebookEnabled: z.boolean() }),
  sso: z.object({ isSSOEnabled: z.boolean(), isDirectLoginAllowedForSSOUsers: z.boolean() }),
  isSubscribed: z.boolean(),
  privacyPolicy: z.string().nullable(),
  cookiesPolicy: z.string().nullable(),
  disclaimer: z.string().nullable(),
  facebook: z.string().nullable(),
  twitter: z.string().nullable(),
  linkedin: z.string().nullable(),
  instagram: z.string().nullable(),
  youtube: z.string().nullable(),
  tiktok: z.string().nullable(),
  contactPhoneNumber: z.string().nullable(),
  contactEmailId: z.string().nullable(),
  /** Marketing selling points (owner landing slider). */
  sellingPoints: z.array(sellingPointSchema),
});
export type PublicAgency = z.infer<typeof publicAgencySchema>;

export const getAgencyResponseSchema = dataEnvelope(publicAgencySchema);

export const navigationEntrySchema = z.object({
  /** Stable key; the web translates `nav.<key>`. */
  key: z.string(),
  path: z.string(),
});
export type NavigationEntry = z.infer<typeof navigationEntrySchema>;
export const getNavigationsResponseSchema = dataEnvelope(z.array(navigationEntrySchema));

export const agencyIdParamsSchema = z.object({ id: z.string().uuid('validation.invalid') });
export const agencyTermsSchema = z.object({ _id: z.string(), agencyName: z.string() });
export const getAgencyTermsResponseSchema = dataEnvelope(agencyTermsSchema);

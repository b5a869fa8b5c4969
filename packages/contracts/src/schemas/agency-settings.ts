import { z } from 'zod';
import { LANGUAGES } from '../constants';
import type { MessageKey } from '../i18n/messages-en';
import {
  AGENCY_NAME_MAX_LENGTH,
  HEADING_MAX_LENGTH,
  LEGAL_TEXT_MAX_LENGTH,
  SUB_HEADING_MAX_LENGTH,
  validateBookingMenu,
  validateContactEmail,
  validateContactPhone,
  validateHexColor,
  validateMediaUrl,
  validateOptionalText,
  validateOverlay,
  validateRequiredText,
  validateWebLink,
} from '../rules/agency-settings';
import { bookingMenuItemSchema, publicAgencySchema } from './agency';
import { text } from './common';

type Rule = (value: string) => MessageKey | null;

/** A trimmed text checked by a shared rule. */
function ruled(rule: Rule) {
  return text({ error: 'validation.invalid' })
    .trim()
    .superRefine((value, ctx) => {
      const message = rule(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    });
}

/** An optional trimmed text checked by a shared rule; empty or null clears it (stored as null). */
function optionalRuled(rule: Rule) {
  return ruled(rule)
    .nullable()
    .transform((value) => value || null);
}

const color = ruled(validateHexColor).transform((value) => value.toLowerCase());
const media = optionalRuled(validateMediaUrl);
const link = optionalRuled(validateWebLink);
const legalText = optionalRuled((value) => validateOptionalText(value, LEGAL_TEXT_MAX_LENGTH));

/** The agency fields the website settings may change; every one optional (a PATCH). */
const editableFields = {
  agencyName: ruled((value) => validateRequiredText(value, AGENCY_NAME_MAX_LENGTH)),
  /** Image URLs: http(s), or a path the app serves under /media/ (uploads of this agency). */
  logo: media,
  favicon: media,
  primaryColor: color,
  heading: ruled((value) => validateRequiredText(value, HEADING_MAX_LENGTH)),
  headingColor: color,
  subHeading: ruled((value) => validateOptionalText(value, SUB_HEADING_MAX_LENGTH)),
  subHeadingColor: color,
  /** The language the agency writes its own texts in. */
  textLanguage: z.enum(LANGUAGES, { error: 'validation.invalid' }),
  backgroundImage: media,
  /** Looping muted video shown instead of the background image where the browser can play it. */
  backgroundVideo: media,
  mobileBackgroundImage: media,
  /** Darkening over the background, a whole percent from 0 to 100. */
  backgroundOverlay: z.number({ error: 'validation.number' }).superRefine((value, ctx) => {
    const message = validateOverlay(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  }),
  /** The whole menu: each booking type once, in the order of the tab bar; at least one active. */
  bookingMenuItemOptions: z.array(bookingMenuItemSchema, { error: 'validation.invalid' }).superRefine((items, ctx) => {
    const message = validateBookingMenu(items);
    if (message) ctx.addIssue({ code: 'custom', message });
  }),
  facebook: link,
  twitter: link,
  linkedin: link,
  instagram: link,
  youtube: link,
  tiktok: link,
  contactPhoneNumber: optionalRuled(validateContactPhone),
  contactEmailId: optionalRuled(validateContactEmail),
  privacyPolicy: legalText,
  cookiesPolicy: legalText,
  disclaimer: legalText,
};

const EDITABLE = new Set(Object.keys(editableFields));
const editable = z.object(editableFields).partial();
export type AgencySettingsPatch = z.infer<typeof editable>;
export type AgencySettingsField = keyof AgencySettingsPatch;

/**
 * PATCH /api/agency: the website settings to change; fields not sent keep their values. Any
 * other field (ids, code, domains, status, subscription, sign-in settings) is refused by name,
 * so nothing is silently ignored.
 */
export const agencySettingsPatchSchema = z
  .looseObject(editable.shape)
  .superRefine((body, ctx) => {
    for (const key of Object.keys(body)) {
      if (!EDITABLE.has(key)) ctx.addIssue({ code: 'custom', path: [key], message: 'validation.readOnly' });
    }
  })
  .transform(
    (body): AgencySettingsPatch =>
      Object.fromEntries(Object.entries(body).filter(([key]) => EDITABLE.has(key))) as AgencySettingsPatch,
  );

/** The updated agency as the public sees it (the form starts again from it) and the message. */
export const agencySettingsResponseSchema = z.object({ message: z.string(), data: publicAgencySchema });

import {
  AGENCY_NAME_MAX_LENGTH,
  HEADING_MAX_LENGTH,
  isLanguage,
  LEGAL_PAGE_KEYS,
  LEGAL_TEXT_MAX_LENGTH,
  SOCIAL_LINK_KEYS,
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
  type AgencySettingsPatch,
  type BookingMenuItem,
  type MessageKey,
  type PublicAgency,
} from '@travel/contracts';

/** Text settings the agency may leave empty: sent as null when cleared. */
const CLEARABLE_FIELDS = [
  'logo',
  'favicon',
  'backgroundImage',
  'backgroundVideo',
  'mobileBackgroundImage',
  'contactEmailId',
  'contactPhoneNumber',
  ...SOCIAL_LINK_KEYS,
  ...LEGAL_PAGE_KEYS,
] as const;
/** Colours: stored in lower case. */
const COLOUR_FIELDS = ['primaryColor', 'headingColor', 'subHeadingColor'] as const;

/** Text settings as typed in the form ('' for none). */
export const TEXT_FIELDS = [
  'agencyName',
  'heading',
  'subHeading',
  'textLanguage',
  ...COLOUR_FIELDS,
  ...CLEARABLE_FIELDS,
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
export type SettingsField = TextField | 'backgroundOverlay' | 'bookingMenuItemOptions';

export type SettingsValues = Record<TextField, string> & {
  backgroundOverlay: number;
  bookingMenuItemOptions: BookingMenuItem[];
};

const CLEARABLE = new Set<TextField>(CLEARABLE_FIELDS);
const COLOURS = new Set<TextField>(COLOUR_FIELDS);

/** The shared rules of the server's schema, one per text setting. */
const TEXT_RULES: Record<TextField, (value: string) => MessageKey | null> = {
  agencyName: (value) => validateRequiredText(value, AGENCY_NAME_MAX_LENGTH),
  logo: validateMediaUrl,
  favicon: validateMediaUrl,
  primaryColor: validateHexColor,
  heading: (value) => validateRequiredText(value, HEADING_MAX_LENGTH),
  headingColor: validateHexColor,
  subHeading: (value) => validateOptionalText(value, SUB_HEADING_MAX_LENGTH),
  subHeadingColor: validateHexColor,
  textLanguage: (value) => (isLanguage(value) ? null : 'validation.invalid'),
  backgroundImage: validateMediaUrl,
  backgroundVideo: validateMediaUrl,
  mobileBackgroundImage: validateMediaUrl,
  contactEmailId: validateContactEmail,
  contactPhoneNumber: validateContactPhone,
  facebook: validateWebLink,
  twitter: validateWebLink,
  linkedin: validateWebLink,
  instagram: validateWebLink,
  youtube: validateWebLink,
  tiktok: validateWebLink,
  privacyPolicy: (value) => validateOptionalText(value, LEGAL_TEXT_MAX_LENGTH),
  cookiesPolicy: (value) => validateOptionalText(value, LEGAL_TEXT_MAX_LENGTH),
  disclaimer: (value) => validateOptionalText(value, LEGAL_TEXT_MAX_LENGTH),
};

/** The form's starting values: the agency as the server answered it. */
export function valuesOf(agency: PublicAgency): SettingsValues {
  const texts = Object.fromEntries(TEXT_FIELDS.map((field) => [field, agency[field] ?? ''])) as Record<
    TextField,
    string
  >;
  return {
    ...texts,
    backgroundOverlay: agency.backgroundOverlay,
    bookingMenuItemOptions: agency.bookingMenuItemOptions.map((item) => ({ ...item })),
  };
}

/** The message of each invalid setting. */
export function errorsOf(values: SettingsValues): Partial<Record<SettingsField, MessageKey>> {
  const errors: Partial<Record<SettingsField, MessageKey>> = {};
  for (const field of TEXT_FIELDS) {
    const error = TEXT_RULES[field](values[field]);
    if (error) errors[field] = error;
  }
  const overlay = validateOverlay(values.backgroundOverlay);
  if (overlay) errors.backgroundOverlay = overlay;
  const menu = validateBookingMenu(values.bookingMenuItemOptions);
  if (menu) errors.bookingMenuItemOptions = menu;
  return errors;
}

/** A text as the server would store it: trimmed, colours in lower case. */
function normalised(field: TextField, value: string): string {
  const text = value.trim();
  return COLOURS.has(field) ? text.toLowerCase() : text;
}

/** Only what changed since `initial`, in the shape of PATCH /api/agency. */
export function changesOf(initial: SettingsValues, values: SettingsValues): AgencySettingsPatch {
  const patch: Record<string, unknown> = {};
  for (const field of TEXT_FIELDS) {
    const next = normalised(field, values[field]);
    if (next === normalised(field, initial[field])) continue;
    patch[field] = CLEARABLE.has(field) && next === '' ? null : next;
  }
  if (values.backgroundOverlay !== initial.backgroundOverlay) patch.backgroundOverlay = values.backgroundOverlay;
  const menuChanged = values.bookingMenuItemOptions.some(
    (item, index) => initial.bookingMenuItemOptions[index]?.active !== item.active,
  );
  if (menuChanged) patch.bookingMenuItemOptions = values.bookingMenuItemOptions;
  return patch as AgencySettingsPatch;
}

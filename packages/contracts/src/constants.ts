/** Business constants and limits of spec section 9. One place; server and web read them here. */

export const LANGUAGES = ['en', 'pt', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Each language in its own words, as a language picker shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', pt: 'Português', es: 'Español' };
export const FALLBACK_LANGUAGE: Language = 'en';

export const MAX_TRAVELERS_PER_TYPE = 5;
/** Children are 2 to 12, infants under 2 (years, at the date of travel). */
export const CHILD_MIN_AGE = 2;
export const CHILD_MAX_AGE = 12;
export const INFANT_MAX_AGE = 2;

export const MAX_DATE_RANGE_DAYS = 28;
export const DEFAULT_DRIVER_AGE = 25;
export const DEFAULT_COUNTRY = 'US';
export const DEFAULT_CURRENCY = 'USD';
export const DEFAULT_DROP_OFF = 'Same drop-off';

export const ACTIVITY_PAGE_SIZE = 50;
export const HOTEL_PAGE_SIZE = 50;
export const HOTEL_DEFAULT_SORT = 'rating desc, price desc';
export const HOTEL_DEFAULT_FILTER_SORT = 'best';
export const DEFAULT_OCCUPANCY = { rooms: 1, adults: 2, children: 0 } as const;
export const NEW_CHILD_AGE = 10;
export const MAX_HOTEL_ROOMS = 6;
export const MAX_HOTELS_COMPARED = 3;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 20;

/** Access token lifetime: cookie Max-Age and server-side session expiry. */
export const ACCESS_TOKEN_TTL_SECONDS = 604_800;
export const ACCESS_TOKEN_COOKIE = 'x-access-token';
/**
 * The header the app's API client sends with every call: a page of another site cannot add it
 * to a link, a form or a CORS-less fetch, so a GET that changes data requires it (or a
 * same-origin Sec-Fetch-Site, Origin or Referer).
 */
export const API_REQUEST_HEADER = 'x-requested-with';
export const DEBUG_FLAG_TTL_SECONDS = 86_400;
export const LANGUAGE_COOKIE = 'i18next';
export const LANGUAGE_COOKIE_MINUTES = 525_600;
export const CURRENCY_COOKIE = 'currency';

export const LOGOUT_REDIRECT_MS = 100;
export const SIGNUP_BUTTON_RESET_MS = 1_000;
export const FORGOT_PASSWORD_REDIRECT_MS = 2_000;
export const SESSION_EXPIRED_REDIRECT_MS = 1_000;
export const TOAST_AUTO_CLOSE_MS = 5_000;
export const LANDING_SLIDER_INTERVAL_MS = 3_000;

export const TEXT_TRUNCATE_LENGTH = 20;
/** Hero heading size steps: under 50 characters, under 100, longer. */
export const HERO_HEADING_STEPS = [50, 100] as const;

export const FLIGHT_SHOP_MAX_RESULTS = 1_000;
export const FLIGHT_SHOP_DEFAULT_STOPS = '2+';
export const FLIGHT_PASSENGER_DEFAULT_AGE = 40;
export const DEFAULT_FLIGHT_START_OFFSET_DAYS = 2;
export const DEFAULT_FLIGHT_RETURN_AFTER_DAYS = 7;
export const RETURN_START_OFFSET_DAYS = 1;
export const FLIGHT_PNR_EMAIL_MINUTES = 30;

/** How long the browser waits for a code chunk to load before it counts as failed (120 s). */
export const SCRIPT_CHUNK_TIMEOUT_MS = 120_000;
/** Cached user data is never reused (cache time 0): the profile is read again on each page load. */
export const USER_DATA_CACHE_TIME_MS = 0;

/** Spec section 9: percent, value 0, fee 0; fixed amounts and fees in minor units of `currency`. */
export const DEFAULT_MARKUP = { markupType: 'percent', markupValue: 0, agencyFee: 0, currency: 'USD' } as const;

/** Car price buckets (in the display currency's major units). */
export const CAR_PRICE_BUCKETS = [
  { key: 'under200', max: 200 },
  { key: '200to300', min: 200, max: 300 },
  { key: '300to400', min: 300, max: 400 },
  { key: 'over400', min: 400 },
] as const;

/**
 * Car capacity filter buckets, bounds inclusive: passengers 1 to 4 and 5 or more; bags 1 to 2,
 * 3 to 4 and 5 or more.
 */
export const CAR_CAPACITY_BUCKETS = {
  passengers: [
    { key: '1to4', min: 1, max: 4 },
    { key: '5plus', min: 5 },
  ],
  bags: [
    { key: '1to2', min: 1, max: 2 },
    { key: '3to4', min: 3, max: 4 },
    { key: '5plus', min: 5 },
  ],
} as const;

/**
 * Activity duration filters in minutes: a duration d is in a filter when min < d <= max (no min:
 * from 0; no max: no end). Up to 1 hour, 1 to 4 hours, 4 hours to 1 day, 1 to 3 days, over 3 days.
 */
export const ACTIVITY_DURATION_FILTERS = [
  { key: 'upToOneHour', maxMinutes: 60 },
  { key: 'oneToFourHours', minMinutes: 60, maxMinutes: 240 },
  { key: 'fourHoursToOneDay', minMinutes: 240, maxMinutes: 1_440 },
  { key: 'oneToThreeDays', minMinutes: 1_440, maxMinutes: 4_320 },
  { key: 'overThreeDays', minMinutes: 4_320 },
] as const;
export type ActivityDurationFilter = (typeof ACTIVITY_DURATION_FILTERS)[number]['key'];

/** Activity special filters, as the activity supplier names them. */
export const ACTIVITY_SPECIAL_FILTERS = ['DEALS_AND_DISCOUNT', 'LIKELY_TO_SELL_OUT', 'FREE_CANCELLATION'] as const;
export type ActivitySpecialFilter = (typeof ACTIVITY_SPECIAL_FILTERS)[number];

/** Activity popularity filters: avoid crowd, kid friendly, virtual experience, safety measures. */
export const ACTIVITY_POPULARITY_FILTERS = [
  'avoidCrowd',
  'kidFriendly',
  'virtualExperience',
  'safetyMeasures',
] as const;
export type ActivityPopularityFilter = (typeof ACTIVITY_POPULARITY_FILTERS)[number];

/** Activity start time of day, minutes after midnight inclusive: 6am-12pm, 12pm-5pm, 5pm-12am. */
export const ACTIVITY_TIME_OF_DAY = [
  { key: 'morning', range: '6am-12pm', fromMinute: 360, toMinute: 719 },
  { key: 'afternoon', range: '12pm-5pm', fromMinute: 720, toMinute: 1019 },
  { key: 'evening', range: '5pm-12am', fromMinute: 1020, toMinute: 1439 },
] as const;
export type ActivityTimeOfDay = (typeof ACTIVITY_TIME_OF_DAY)[number]['key'];

export const FLIGHT_TIME_BANDS = [
  { key: 'earlyMorning', label: 'Early Morning', range: '12:00AM-04:59AM', fromMinute: 0, toMinute: 299 },
  { key: 'morning', label: 'Morning', range: '05:00AM-11:59AM', fromMinute: 300, toMinute: 719 },
  { key: 'afternoon', label: 'Afternoon', range: '12:00PM-05:59PM', fromMinute: 720, toMinute: 1079 },
  { key: 'evening', label: 'Evening', range: '06:00PM-11:59PM', fromMinute: 1080, toMinute: 1439 },
] as const;

/** The flight departure and arrival time sliders start at 1-12 (hours of the 12-hour clock). */
export const FLIGHT_TIME_SLIDER_DEFAULT = { min: 1, max: 12 } as const;

export const PROPOSAL_FILTER_DEFAULT = 'All';

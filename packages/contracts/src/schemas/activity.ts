import { z } from 'zod';
import {
  ACTIVITY_DURATION_FILTERS,
  ACTIVITY_PAGE_SIZE,
  ACTIVITY_POPULARITY_FILTERS,
  ACTIVITY_SPECIAL_FILTERS,
  ACTIVITY_TIME_OF_DAY,
} from '../constants';
import { ACTIVITY_AGE_BANDS } from '../rules/activity-pricing';
import { ACTIVITY_POLICY_TYPES } from '../rules/activity-policy';
import { calendarDate, dataEnvelope, text } from './common';
import { currencyCodeSchema } from './reference';

/**
 * Activities from a destination to a priced quote (spec section 3 "Activity search", section 7
 * "Activities"). Amounts are integer minor units: a product's `fromPrice` and a check's
 * `total` in the searcher's currency with the markup, `supplierTotal` in the supplier's. Dates
 * and start times are the product's own wall clock ('YYYY-MM-DD', 'HH:mm') in its `timeZone`.
 */

export const ACTIVITY_DESTINATION_TYPES = ['COUNTRY', 'REGION', 'CITY'] as const;
/** How fast a booking is confirmed: at once, or by the supplier within a set time (PENDING until then). */
export const ACTIVITY_CONFIRMATION_TYPES = ['INSTANT', 'MANUAL'] as const;
export const ACTIVITY_PRICING_TYPES = ['PER_PERSON', 'UNIT'] as const;
/** Product flags as activity suppliers name them. */
export const ACTIVITY_FLAGS = [
  'SPECIAL_OFFER',
  'LIKELY_TO_SELL_OUT',
  'FREE_CANCELLATION',
  'SKIP_THE_LINE',
  'PRIVATE_TOUR',
  'NEW_ON_PLATFORM',
] as const;
export const ACTIVITY_SORT_ORDERS = [
  'RECOMMENDED',
  'PRICE_LOW_TO_HIGH',
  'PRICE_HIGH_TO_LOW',
  'RATING',
  'DURATION',
] as const;
/** How a booking question is answered (Viator's formats). */
export const ACTIVITY_QUESTION_TYPES = ['STRING', 'NUMBER_AND_UNIT', 'DATE', 'TIME', 'LOCATION'] as const;
/** Why a customer cancels (cancel-penalty lists them; cancel takes one). */
export const ACTIVITY_CANCEL_REASONS = [
  'CHANGE_OF_PLANS',
  'WEATHER',
  'BOOKED_WRONG_DATE',
  'FOUND_BETTER_OPTION',
  'HEALTH',
  'OTHER',
] as const;
/** Places left in a slot: AVAILABLE, LIMITED (under half left), SOLD_OUT (OCTO's words). */
export const ACTIVITY_AVAILABILITY = ['AVAILABLE', 'LIMITED', 'SOLD_OUT'] as const;

const durationKeys = ACTIVITY_DURATION_FILTERS.map((f) => f.key) as [
  (typeof ACTIVITY_DURATION_FILTERS)[number]['key'],
  ...(typeof ACTIVITY_DURATION_FILTERS)[number]['key'][],
];
const timeOfDayKeys = ACTIVITY_TIME_OF_DAY.map((t) => t.key) as [
  (typeof ACTIVITY_TIME_OF_DAY)[number]['key'],
  ...(typeof ACTIVITY_TIME_OF_DAY)[number]['key'][],
];
export const activityLocalTimeSchema = text().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.invalid');
export const activityProductCodeSchema = text()
  .trim()
  .regex(/^[A-Z0-9-]{4,40}$/, 'validation.invalid');
const destinationId = text()
  .trim()
  .regex(/^[a-z0-9-]{2,120}$/, 'validation.invalid');
export const activityCountSchema = (max: number) =>
  z
    .number({ error: 'validation.number' })
    .int('validation.number')
    .min(0, 'validation.invalid')
    .max(max, 'validation.invalid');

/** A destination (a country, a region, a city) with its parents and zone. */
export const activityDestinationSchema = z.object({
  destinationId: z.string(),
  destinationName: z.string(),
  destinationType: z.enum(ACTIVITY_DESTINATION_TYPES),
  parentId: z.string().nullable(),
  countryCode: z.string(),
  /** 'Lisbon, Lisboa, Portugal'. */
  path: z.string(),
  timeZone: z.string(),
  productCount: z.number().int(),
});
export type ActivityDestination = z.infer<typeof activityDestinationSchema>;

/** GET /api/activities/destinations?text= */
export const activityDestinationsQuerySchema = z.object({
  text: text({ error: 'validation.required' }).trim().min(2, 'validation.invalid').max(100, 'validation.tooLong'),
});
export const activityDestinationsResponseSchema = dataEnvelope(z.array(activityDestinationSchema));

/** The spec's selectedLocation: a destination, or one product found by title. */
export const activitySelectedLocationSchema = z.object({
  destinationId,
  destinationName: text().trim().max(200, 'validation.tooLong').optional(),
  destinationType: z.enum(ACTIVITY_DESTINATION_TYPES, { error: 'validation.invalid' }).optional(),
  productName: text().trim().max(200, 'validation.tooLong').optional(),
  productCode: activityProductCodeSchema.optional(),
});

/**
 * What a search is and a deep link keeps (POST /api/activities/search-store): the spec's
 * selectedLocation, searchedText, activeTagIds and filterItem, and the dates.
 */
export const activitySearchStateSchema = z.object({
  selectedLocation: activitySelectedLocationSchema,
  /** Words of the title or description. */
  searchedText: text().trim().max(100, 'validation.tooLong').optional(),
  activeTagIds: z.array(z.number().int('validation.invalid').min(1, 'validation.invalid')).max(20).default([]),
  filterItem: z
    .object({ sortOrder: z.enum(ACTIVITY_SORT_ORDERS, { error: 'validation.invalid' }).default('RECOMMENDED') })
    .default({ sortOrder: 'RECOMMENDED' }),
  /** Products available on at least one day of this range (the product's own dates). */
  startDate: calendarDate.optional(),
  endDate: calendarDate.optional(),
});

/** POST /api/activities/search: a page of a destination's products with the filters. */
export const activitySearchBodySchema = activitySearchStateSchema
  .extend({
    durations: z.array(z.enum(durationKeys, { error: 'validation.invalid' })).default([]),
    timesOfDay: z.array(z.enum(timeOfDayKeys, { error: 'validation.invalid' })).default([]),
    specials: z.array(z.enum(ACTIVITY_SPECIAL_FILTERS, { error: 'validation.invalid' })).default([]),
    popularity: z.array(z.enum(ACTIVITY_POPULARITY_FILTERS, { error: 'validation.invalid' })).default([]),
    /** In the search currency's minor units. */
    minPrice: activityCountSchema(100_000_000).optional(),
    maxPrice: activityCountSchema(100_000_000).optional(),
    minRating: z
      .number({ error: 'validation.number' })
      .min(0, 'validation.invalid')
      .max(5, 'validation.invalid')
      .optional(),
    offset: activityCountSchema(100_000).default(0),
    limit: z
      .number({ error: 'validation.number' })
      .int('validation.number')
      .min(1, 'validation.invalid')
      .max(ACTIVITY_PAGE_SIZE, 'validation.invalid')
      .default(ACTIVITY_PAGE_SIZE),
    currency: currencyCodeSchema.default('USD'),
  })
  .superRefine((body, ctx) => {
    if (body.startDate && body.endDate && body.endDate < body.startDate)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'validation.invalid' });
    if (body.minPrice !== undefined && body.maxPrice !== undefined && body.maxPrice < body.minPrice)
      ctx.addIssue({ code: 'custom', path: ['maxPrice'], message: 'validation.invalid' });
  });
export type ActivitySearchBody = z.input<typeof activitySearchBodySchema>;
export type ActivitySearchRequest = z.output<typeof activitySearchBodySchema>;

export const activityDurationSchema = z.object({
  /** Fixed: from equals to. */
  fromMinutes: z.number().int(),
  toMinutes: z.number().int(),
});

export const activityPolicySchema = z.object({
  type: z.enum(ACTIVITY_POLICY_TYPES),
  tiers: z.array(z.object({ hoursBefore: z.number().int(), refundPercent: z.number().int() })),
});

/** A product as the results list shows it. */
export const activityProductSummarySchema = z.object({
  productCode: z.string(),
  title: z.string(),
  shortDescription: z.string(),
  image: z.string(),
  destinationId: z.string(),
  destinationName: z.string(),
  rating: z.number(),
  reviewCount: z.number().int(),
  duration: activityDurationSchema,
  flags: z.array(z.enum(ACTIVITY_FLAGS)),
  tagIds: z.array(z.number().int()),
  popularity: z.array(z.enum(ACTIVITY_POPULARITY_FILTERS)),
  timesOfDay: z.array(z.enum(timeOfDayKeys)),
  pricingType: z.enum(ACTIVITY_PRICING_TYPES),
  /** The lowest price a person (or a unit) pays, in `currency`, markup included. */
  fromPrice: z.number().int(),
  /** Before the special offer, when there is one. */
  previousPrice: z.number().int().nullable(),
  currency: z.string(),
  confirmationType: z.enum(ACTIVITY_CONFIRMATION_TYPES),
  cancellationType: z.enum(ACTIVITY_POLICY_TYPES),
});
export type ActivityProductSummary = z.infer<typeof activityProductSummarySchema>;

export const activitySearchResponseSchema = dataEnvelope(
  z.object({
    products: z.array(activityProductSummarySchema),
    /** Every product matching the filters (not only this page). */
    totalRecords: z.number().int(),
    offset: z.number().int(),
    limit: z.number().int(),
    /** False once a page comes back with fewer than `limit` products (hasMoreActivities). */
    hasMore: z.boolean(),
    currency: z.string(),
    destination: activityDestinationSchema,
  }),
);
export type ActivitySearchResult = z.infer<typeof activitySearchResponseSchema>['data'];

export const activityAgeBandSchema = z.object({
  band: z.enum(ACTIVITY_AGE_BANDS),
  minAge: z.number().int(),
  maxAge: z.number().int(),
  minTravelers: z.number().int(),
  maxTravelers: z.number().int(),
  /** Per person (0 for a unit-priced product), in the searcher's currency with the markup. */
  price: z.number().int(),
});

export const activityQuestionSchema = z.object({
  id: z.string(),
  label: z.string(),
  type: z.enum(ACTIVITY_QUESTION_TYPES),
  /** Asked of each traveller, or once for the booking. */
  perTraveler: z.boolean(),
  required: z.boolean(),
  /** Units a NUMBER_AND_UNIT answer may use ('kg', 'lb'). */
  units: z.array(z.string()),
});
export type ActivityQuestion = z.infer<typeof activityQuestionSchema>;

/** A meeting point or the area pick-ups are made in. */
export const activityLocationSchema = z.object({
  locationId: z.string(),
  kind: z.enum(['MEETING_POINT', 'PICKUP_AREA']),
  name: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** A pick-up area's radius around the point, km; null for a meeting point. */
  radiusKm: z.number().nullable(),
  timeZone: z.string(),
});
export type ActivityLocation = z.infer<typeof activityLocationSchema>;
export const activityLocationResponseSchema = dataEnvelope(activityLocationSchema);

/** GET /api/activities/details/{id}: everything the detail screen shows. */
export const activityProductSchema = activityProductSummarySchema.extend({
  description: z.string(),
  images: z.array(z.string()),
  timeZone: z.string(),
  countryCode: z.string(),
  languages: z.array(z.string()),
  inclusions: z.array(z.string()),
  exclusions: z.array(z.string()),
  /** Fixed start times ('HH:mm'), or the opening hours of a timed-entry product. */
  startTimes: z.array(z.string()),
  openingHours: z.object({ opens: z.string(), closes: z.string() }).nullable(),
  meetingPoint: activityLocationSchema,
  ageBands: z.array(activityAgeBandSchema),
  /** A unit-priced product: travellers per unit and the unit's price (markup included). */
  unit: z.object({ size: z.number().int(), price: z.number().int() }).nullable(),
  maxTravelersPerBooking: z.number().int(),
  bookingQuestions: z.array(activityQuestionSchema),
  cancellationPolicy: activityPolicySchema,
  /** Hours the supplier takes to confirm a manual booking (null: instant). */
  confirmationWithinHours: z.number().int().nullable(),
});
export type ActivityProduct = z.infer<typeof activityProductSchema>;
export const activityProductResponseSchema = dataEnvelope(activityProductSchema);

export const activityIdParamsSchema = z.object({ id: activityProductCodeSchema });
export const activityLocationParamsSchema = z.object({
  id: text()
    .trim()
    .regex(/^[A-Za-z0-9-]{4,60}$/, 'validation.invalid'),
});
/** The currency a product's prices are shown in. */
export const activityCurrencyQuerySchema = z.object({ currency: currencyCodeSchema.default('USD') });

/** POST /api/activities/getActivityTitle: products by title. */
export const activityTitleBodySchema = z.object({
  text: text({ error: 'validation.required' }).trim().min(2, 'validation.invalid').max(100, 'validation.tooLong'),
  destinationId: destinationId.optional(),
});
export const activityTitleResponseSchema = dataEnvelope(
  z.array(
    z.object({
      productCode: z.string(),
      productName: z.string(),
      destinationId: z.string(),
      destinationName: z.string(),
      destinationType: z.enum(ACTIVITY_DESTINATION_TYPES),
    }),
  ),
);

/** GET /api/activities/getActivityTagsFilterList?destinationId= */
export const activityTagsQuerySchema = z.object({ destinationId });
export const activityTagsResponseSchema = dataEnvelope(
  z.array(z.object({ tagId: z.number().int(), tagName: z.string(), productCount: z.number().int() })),
);

/** Either a state to keep (answered with its id) or the id of a kept one (answered with its state). */
export const activitySearchStoreBodySchema = z
  .object({
    searchId: text()
      .trim()
      .regex(/^[A-Za-z0-9]{8,40}$/, 'validation.invalid')
      .optional(),
    state: activitySearchStateSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.searchId && !body.state)
      ctx.addIssue({ code: 'custom', path: ['state'], message: 'validation.required' });
  });
export const activitySearchStoreResponseSchema = dataEnvelope(
  z.object({ searchId: z.string(), state: activitySearchStateSchema, url: z.string() }),
);

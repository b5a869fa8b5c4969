import { z } from 'zod';
import { HOTEL_PAGE_SIZE, MAX_HOTEL_ROOMS } from '../constants';
import { calendarDate, dataEnvelope, text } from './common';
import { currencyCodeSchema, moneySchema } from './reference';
import { breakdownSchema } from './booking';

/** Boards (meal plans) with the suppliers' codes: room only, breakfast, half, full board, all inclusive. */
export const HOTEL_BOARDS = ['RO', 'BB', 'HB', 'FB', 'AI'] as const;
/** Sorts of a result page: 'best' (the filter default), the search default, price, rating, distance. */
export const HOTEL_SORTS = ['best', 'rating desc, price desc', 'price', 'price desc', 'rating', 'distance'] as const;
export type HotelSort = (typeof HOTEL_SORTS)[number];
export const HOTEL_FACILITIES = [
  'wifi',
  'parking',
  'pool',
  'spa',
  'gym',
  'restaurant',
  'bar',
  'room_service',
  'reception_24h',
  'airport_shuttle',
  'pets_allowed',
  'accessible',
  'family_rooms',
  'ev_charging',
  'business_centre',
  'beach_access',
  'kids_club',
  'laundry',
] as const;

const placeId = text({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(120, 'validation.tooLong');
const hotelId = text({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(120, 'validation.tooLong');
const vendorCode = text({ error: 'validation.required' })
  .trim()
  .regex(/^[a-z][a-z0-9-]{1,30}$/, 'validation.invalid');
const uuid = z.uuid({
  error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalid'),
});

/** auto-suggest?text= */
export const hotelSuggestQuerySchema = z.object({
  text: text().trim().min(1, 'validation.required').max(60, 'validation.tooLong'),
});

export const hotelPlaceSchema = z.object({
  id: z.string(),
  kind: z.enum(['city', 'area', 'airport', 'hotel']),
  name: z.string(),
  description: z.string(),
  countryCode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  timeZone: z.string(),
  cityId: z.string().nullable(),
  radiusKm: z.number(),
  hotelCount: z.number().int(),
});
export type HotelPlaceView = z.infer<typeof hotelPlaceSchema>;
export const hotelSuggestResponseSchema = dataEnvelope(z.array(hotelPlaceSchema));
export const hotelPlaceParamsSchema = z.object({ id: placeId });
export const hotelPlaceResponseSchema = dataEnvelope(hotelPlaceSchema);

const childAge = z
  .number({ error: 'validation.required' })
  .int('validation.invalid')
  .min(0, 'validation.invalid')
  .max(17, 'validation.invalid');

/** One occupancy line: `numOfRoom` rooms, each with these adults and children (spec section 3). */
export const hotelOccupancySchema = z
  .object({
    numOfRoom: z
      .number()
      .int('validation.invalid')
      .min(1, 'validation.invalid')
      .max(MAX_HOTEL_ROOMS, 'validation.invalid')
      .default(1),
    numOfAdults: z
      .number({ error: 'validation.required' })
      .int('validation.invalid')
      .min(1, 'validation.invalid')
      .max(6, 'validation.invalid'),
    numOfChildren: z
      .number()
      .int('validation.invalid')
      .min(0, 'validation.invalid')
      .max(5, 'validation.invalid')
      .optional(),
    childAges: z.array(childAge).max(5, 'validation.invalid').default([]),
  })
  .superRefine((occupancy, ctx) => {
    if (occupancy.numOfChildren !== undefined && occupancy.numOfChildren !== occupancy.childAges.length)
      ctx.addIssue({ code: 'custom', path: ['childAges'], message: 'validation.invalid' });
  });

/** The hotel search payload (spec section 3): a place or a point, the stay, the rooms, the guests' nationality. */
export const hotelSearchBodySchema = z
  .object({
    searchString: text().trim().max(200, 'validation.tooLong').optional(),
    /** A place of auto-suggest (city, area, airport or hotel). */
    locationId: placeId.optional(),
    lat: z.number().min(-90, 'validation.invalid').max(90, 'validation.invalid').optional(),
    lng: z.number().min(-180, 'validation.invalid').max(180, 'validation.invalid').optional(),
    /** km around lat/lng. */
    radius: z.number().min(0.5, 'validation.invalid').max(100, 'validation.invalid').optional(),
    stayPeriod: z.object({ start: calendarDate, end: calendarDate }),
    occupancies: z.array(hotelOccupancySchema).min(1, 'validation.required').max(MAX_HOTEL_ROOMS, 'validation.invalid'),
    nationality: z.object({
      name: text().trim().max(100, 'validation.tooLong').optional(),
      alpha2Code: text()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/, 'validation.invalid'),
    }),
    /** The visitor's currency: prices come in it, with the agency's markup. */
    currency: currencyCodeSchema.default('USD'),
  })
  .superRefine((body, ctx) => {
    if (!body.locationId && (body.lat === undefined || body.lng === undefined))
      ctx.addIssue({ code: 'custom', path: ['locationId'], message: 'validation.required' });
    if (body.stayPeriod.end <= body.stayPeriod.start)
      ctx.addIssue({ code: 'custom', path: ['stayPeriod', 'end'], message: 'validation.invalid' });
    const rooms = body.occupancies.reduce((sum, occupancy) => sum + occupancy.numOfRoom, 0);
    if (rooms > MAX_HOTEL_ROOMS) ctx.addIssue({ code: 'custom', path: ['occupancies'], message: 'validation.invalid' });
  });
export type HotelSearchBody = z.infer<typeof hotelSearchBodySchema>;

/** The answer to searchasync: poll `searchUrl`, POST filtered and sorted queries to `filterUrl`. */
export const hotelSearchStartedSchema = z.object({
  corelationId: z.string(),
  searchUrl: z.string(),
  filterUrl: z.string(),
  vendors: z.array(z.string()),
  /** When the search completes at the latest, with what it has. */
  deadlineAt: z.string(),
  /** When its prices and rate keys stop being bookable. */
  expiresAt: z.string(),
});
export const hotelSearchStartedResponseSchema = dataEnvelope(hotelSearchStartedSchema);

export const corelationQuerySchema = z.object({ corelationId: uuid });

export const hotelPageBodySchema = z.object({
  from: z.number().int('validation.invalid').min(0, 'validation.invalid').default(0),
  size: z
    .number()
    .int('validation.invalid')
    .min(1, 'validation.invalid')
    .max(200, 'validation.invalid')
    .default(HOTEL_PAGE_SIZE),
  sortBy: z.enum(HOTEL_SORTS, { error: 'validation.invalid' }).optional(),
});

/** Filters of the filter URL; every one optional. Prices in minor units of the search's currency. */
export const hotelFiltersSchema = z
  .object({
    priceMin: z.number().int('validation.invalid').min(0, 'validation.invalid').optional(),
    priceMax: z.number().int('validation.invalid').min(0, 'validation.invalid').optional(),
    stars: z
      .array(z.number().int('validation.invalid').min(1, 'validation.invalid').max(5, 'validation.invalid'))
      .max(5, 'validation.invalid')
      .optional(),
    minGuestScore: z.number().min(0, 'validation.invalid').max(10, 'validation.invalid').optional(),
    facilities: z
      .array(z.enum(HOTEL_FACILITIES, { error: 'validation.invalid' }))
      .max(HOTEL_FACILITIES.length, 'validation.invalid')
      .optional(),
    maxDistanceKm: z.number().min(0, 'validation.invalid').optional(),
    boards: z
      .array(z.enum(HOTEL_BOARDS, { error: 'validation.invalid' }))
      .max(5, 'validation.invalid')
      .optional(),
    freeCancellation: z.boolean().optional(),
    vendors: z.array(vendorCode).max(10, 'validation.invalid').optional(),
    /** Hotel name contains. */
    name: text().trim().max(100, 'validation.tooLong').optional(),
  })
  .superRefine((filters, ctx) => {
    if (filters.priceMin !== undefined && filters.priceMax !== undefined && filters.priceMax < filters.priceMin)
      ctx.addIssue({ code: 'custom', path: ['priceMax'], message: 'validation.invalid' });
  });
export type HotelFilters = z.infer<typeof hotelFiltersSchema>;
export const hotelFilterBodySchema = hotelPageBodySchema.extend({ filters: hotelFiltersSchema.default({}) });
export type HotelFilterBody = z.infer<typeof hotelFilterBodySchema>;

/** One hotel of a result page: the best offer among the vendors, priced for the visitor. */
export const hotelResultSchema = z.object({
  hotelId: z.string(),
  name: z.string(),
  propertyType: z.string(),
  stars: z.number().int(),
  guestScore: z.number(),
  reviewCount: z.number().int(),
  chain: z.object({ code: z.string(), name: z.string() }).nullable(),
  address: z.object({
    line: z.string(),
    postalCode: z.string(),
    city: z.string(),
    region: z.string(),
    countryCode: z.string(),
  }),
  latitude: z.number(),
  longitude: z.number(),
  timeZone: z.string(),
  distanceKm: z.number(),
  facilities: z.array(z.string()),
  thumbnailUrl: z.string(),
  /** The vendor whose offer is cheapest (the one rooms and price are asked of). */
  vendor: z.string(),
  /** The whole stay, every room, with the agency's markup, in the search's currency. */
  price: moneySchema,
  cheapestBoard: z.enum(HOTEL_BOARDS),
  cheapestRefundable: z.boolean(),
  boards: z.array(z.enum(HOTEL_BOARDS)),
  hasFreeCancellation: z.boolean(),
  /** Whether the cheapest rate leaves taxes or fees to pay at the property, on top of the price. */
  hasPropertyCharges: z.boolean(),
  roomsLeft: z.number().int(),
});
export type HotelResult = z.infer<typeof hotelResultSchema>;

export const hotelVendorStateSchema = z.object({
  vendor: z.string(),
  /** The vendor's display name ('Atlas Beds'). */
  name: z.string(),
  status: z.enum(['pending', 'done', 'failed']),
  hotels: z.number().int(),
});

/** One page of a polled search (spec's Hotel state). */
export const hotelPageSchema = z.object({
  corelationId: z.string(),
  hotels: z.array(hotelResultSchema),
  /** Hotels matching (filters applied), not only this page. */
  hotelCount: z.number().int(),
  /** The `from` of the next page, null when none. */
  nextPage: z.number().int().nullable(),
  hasMore: z.boolean(),
  /** Facilities among the matching hotels, with how many have each. */
  facilities: z.array(z.object({ code: z.string(), count: z.number().int() })),
  /** Farthest matching hotel, km. */
  maxDistance: z.number(),
  priceRange: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  currency: z.string(),
  sortBy: z.enum(HOTEL_SORTS),
  vendors: z.array(hotelVendorStateSchema),
  /** Every vendor answered, or the deadline passed. */
  pollCompleted: z.boolean(),
  /** Completed by the deadline without every vendor's answer. */
  timedOut: z.boolean(),
  expiresAt: z.string(),
});
export type HotelPage = z.infer<typeof hotelPageSchema>;
export const hotelPageResponseSchema = dataEnvelope(hotelPageSchema);

/** get-rooms-and-rates?payloadHotel&hotelid&vendor&corelationId and get-hotel-details?hotelid&vendor&corelationId. */
export const hotelRoomsQuerySchema = z.object({
  hotelid: hotelId,
  vendor: vendorCode.optional(),
  corelationId: uuid,
  /** Accepted for the spec's signature; the search's own payload is used. */
  payloadHotel: text().max(10_000, 'validation.tooLong').optional(),
});
export const hotelDetailsQuerySchema = hotelRoomsQuerySchema.omit({ payloadHotel: true });
export const hotelStaticContentQuerySchema = z.object({ hotelId, corelationId: uuid.optional() });

/**
 * A discount of a rate: the vendor's wording, and, when the vendor says what it is for, its kind
 * and percentage (shown in the reader's language).
 */
export const hotelDiscountSchema = z.object({
  label: z.string(),
  kind: z.string().optional(),
  percent: z.number().optional(),
  amount: moneySchema,
});

/**
 * What is paid at the property, not to the vendor: its kind ('taxes', 'city_tax', 'resort_fee'),
 * the vendor's wording, and the tax's percentage when it is one.
 */
export const hotelPropertyFeeSchema = z.object({
  kind: z.string(),
  label: z.string(),
  percent: z.number().optional(),
  amount: moneySchema,
});

const ratePriceSchema = z.object({
  currency: z.string(),
  /** The stay, every room, with the agency's markup, in the search's currency. */
  total: moneySchema,
  /** Net before markup, in the vendor's currency: what is charged by the vendor. */
  netTotal: moneySchema,
  taxesIncluded: z.boolean(),
  payAtProperty: z.array(hotelPropertyFeeSchema),
  discounts: z.array(hotelDiscountSchema),
});

const penaltyStepSchema = z.object({
  from: z.string(),
  fromLocal: z.string(),
  utcOffset: z.string(),
  amount: moneySchema,
});
export const hotelCancellationPolicySchema = z.object({
  refundable: z.boolean(),
  timeZone: z.string(),
  freeCancellationUntil: z.string().nullable(),
  freeCancellationUntilLocal: z.string().nullable(),
  steps: z.array(penaltyStepSchema),
});
export type HotelCancellationPolicy = z.infer<typeof hotelCancellationPolicySchema>;

export const hotelRateSchema = z.object({
  rateKey: z.string(),
  expiresAt: z.string(),
  roomTypeCode: z.string(),
  roomName: z.string(),
  board: z.enum(HOTEL_BOARDS),
  boardName: z.string(),
  refundable: z.boolean(),
  rateType: z.enum(['BOOKABLE', 'RECHECK']),
  roomsLeft: z.number().int(),
  rooms: z.array(z.object({ adults: z.number().int(), childAges: z.array(z.number().int()) })),
  price: ratePriceSchema,
  cancellationPolicy: hotelCancellationPolicySchema,
});
export type HotelRate = z.infer<typeof hotelRateSchema>;

const roomTypeSchema = z.object({
  code: z.string(),
  name: z.string(),
  maxAdults: z.number().int(),
  maxChildren: z.number().int(),
  maxOccupancy: z.number().int(),
  maxInfants: z.number().int(),
  beds: z.string(),
  sizeM2: z.number(),
  amenities: z.array(z.string()),
  images: z.array(
    z.object({ url: z.string(), kind: z.string(), caption: z.string(), width: z.number(), height: z.number() }),
  ),
});

export const hotelRoomsAndRatesSchema = z.object({
  hotelId: z.string(),
  vendor: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  currency: z.string(),
  expiresAt: z.string(),
  /** Empty: sold out for the stay. */
  roomLists: z.array(z.object({ room: roomTypeSchema, rates: z.array(hotelRateSchema) })),
});
export const hotelRoomsAndRatesResponseSchema = dataEnvelope(hotelRoomsAndRatesSchema);

export const hotelContentSchema = hotelResultSchema
  .pick({
    hotelId: true,
    name: true,
    propertyType: true,
    stars: true,
    guestScore: true,
    reviewCount: true,
    chain: true,
    address: true,
    latitude: true,
    longitude: true,
    timeZone: true,
    facilities: true,
    thumbnailUrl: true,
  })
  .extend({
    distanceFromCentreKm: z.number(),
    description: z.string(),
    checkInFrom: z.string(),
    checkOutUntil: z.string(),
    phone: z.string(),
    images: roomTypeSchema.shape.images,
    roomAmenities: z.array(z.string()),
    rooms: z.array(roomTypeSchema),
    policies: z.array(z.string()),
    yearBuilt: z.number().int(),
    yearRenovated: z.number().int().nullable(),
    roomCount: z.number().int(),
  });
export type HotelContent = z.infer<typeof hotelContentSchema>;
export const hotelContentResponseSchema = dataEnvelope(hotelContentSchema);
export const hotelDetailsResponseSchema = dataEnvelope(
  hotelContentSchema.extend({ vendor: z.string(), startAndEndDate: z.object({ start: z.string(), end: z.string() }) }),
);

/** getPrice: the rate checked with its vendor now, locked as a quote. */
export const hotelGetPriceBodySchema = z.object({
  corelationId: uuid,
  hotelId,
  vendor: vendorCode,
  rateKey: text({ error: 'validation.required' }).trim().min(1, 'validation.required').max(4_000, 'validation.tooLong'),
  /** Defaults to the search's currency. */
  currency: currencyCodeSchema.optional(),
  /** The client an agent prices for. */
  clientId: z.uuid({ error: 'validation.invalid' }).optional(),
});

export const hotelQuoteSchema = z.object({
  quoteId: z.string(),
  /** The search the rate was found in (the way back to the hotel's rooms). */
  corelationId: z.string(),
  hotelId: z.string(),
  hotelName: z.string(),
  vendor: z.string(),
  /** unchanged or changed (a new price and rate key); a sold-out rate is a 409. */
  status: z.enum(['unchanged', 'changed']),
  /** The total when searched, priced the same way (to show a price change). */
  previousTotal: z.number().int(),
  breakdown: breakdownSchema,
  exchangeRate: z.number(),
  rate: hotelRateSchema,
  stayPeriod: z.object({ start: z.string(), end: z.string() }),
  refundProtectPercent: z.number(),
  expiresAt: z.string(),
  markupType: z.enum(['percent', 'fixed']),
  markup: z.number(),
  /** The client an agent priced this for; null for the user themselves. */
  client: z.object({ _id: z.string(), name: z.string(), email: z.string() }).nullable(),
});
export type HotelQuote = z.infer<typeof hotelQuoteSchema>;
/** The price answer: the quote, and the markup the app adopts (spec section 4). */
export const hotelGetPriceResponseSchema = z.object({
  data: hotelQuoteSchema,
  markupType: z.enum(['percent', 'fixed']),
  markup: z.number(),
});

/** hotelStore: keeps a quote as the stay being booked, so a checkout survives a reload. */
export const hotelStoreBodySchema = z.object({ quoteId: z.uuid({ error: 'validation.invalid' }) });
/** The draft's id (to forget it once no longer awaited) and its quote, still bookable. */
export const hotelStoreResponseSchema = dataEnvelope(z.object({ id: z.string(), quote: hotelQuoteSchema }));
export type StoredHotel = z.infer<typeof hotelStoreResponseSchema>['data'];

import { z } from 'zod';
import { DEFAULT_COUNTRY, DEFAULT_DRIVER_AGE } from '../constants';
import { breakdownSchema } from './booking';
import { isIsoDate } from '../rules/date-range';
import { dataEnvelope, text } from './common';
import { currencyCodeSchema, moneySchema } from './reference';

/**
 * Car rentals (spec section 3 "Car offer" and "Car search state", section 7 "Cars"). Amounts are
 * integer minor units; an offer's `price` is in the searcher's currency with the markup, its
 * `supplierPrice` and the counter charges in the rental company's. Local date-times are the
 * rental location's wall clock, 'YYYY-MM-DDTHH:mm'.
 */

/** The youngest driver the rental companies accept; younger is refused with a clear message. */
export const MIN_DRIVER_AGE = 21;
export const MAX_DRIVER_AGE = 99;

/** Transmissions, as the spec's offer spells them. */
export const CAR_TRANSMISSIONS = ['Automatic', 'Manual'] as const;
/** Vehicle sizes (ACRISS category letter's name), smallest first. */
export const CAR_SIZES = [
  'Mini',
  'Economy',
  'Compact',
  'Intermediate',
  'Standard',
  'Fullsize',
  'Premium',
  'Luxury',
] as const;
/** Vehicle types shown with the size ('SUV', 'Van'...). */
export const CAR_TYPES = ['Hatchback', 'Sedan', 'Estate', 'SUV', 'Van', 'Convertible'] as const;
export const CAR_FUEL_POLICIES = ['Full to Full', 'Pre-purchase'] as const;
/** Where the counter is (Travelport's location types): in the terminal, shuttle to a lot, in town. */
export const CAR_COUNTER_TYPES = ['in_terminal', 'shuttle', 'city_office'] as const;

/** A real local date-time, 'YYYY-MM-DDTHH:mm' (not 2026-13-45T25:00). */
const isLocalDateTime = (value: string) =>
  /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/.test(value) && isIsoDate(value.slice(0, 10));
const localDateTime = text().trim().refine(isLocalDateTime, 'validation.invalid');
const latitude = z.number({ error: 'validation.number' }).min(-90, 'validation.invalid').max(90, 'validation.invalid');
const longitude = z
  .number({ error: 'validation.number' })
  .min(-180, 'validation.invalid')
  .max(180, 'validation.invalid');

/** A location as the search form keeps it: { name, value (the location id), alpha2Code }. */
export const carLocationRefSchema = z.object({
  name: text().trim().max(200, 'validation.tooLong').optional(),
  value: text().trim().min(1, 'validation.required').max(80, 'validation.invalid'),
  alpha2Code: text().trim().max(2, 'validation.invalid').optional(),
});

/**
 * POST api/car-rental/availableCars: the spec's Car search state. The pick-up is a location
 * (`location.value`) or coordinates (the nearest rental location); the return likewise, or the
 * pick-up place when `dropOff` is 'same' (the spec's 'Same drop-off').
 */
export const carSearchBodySchema = z
  .object({
    location: carLocationRefSchema.optional(),
    pickupLatitude: latitude.optional(),
    pickupLongitude: longitude.optional(),
    pickUpDateTime: localDateTime,
    returnLocation: carLocationRefSchema.optional(),
    returnLatitude: latitude.optional(),
    returnLongitude: longitude.optional(),
    returnDateTime: localDateTime,
    /** 'same': return where picked up; 'different': at returnLocation or the return coordinates. */
    dropOff: z.enum(['same', 'different'], { error: 'validation.invalid' }).default('same'),
    /** The driver's age at pick-up (default 25). */
    age: z
      .number({ error: 'validation.number' })
      .int('validation.number')
      .min(16, 'validation.invalid')
      .max(MAX_DRIVER_AGE, 'validation.invalid')
      .default(DEFAULT_DRIVER_AGE),
    countryOfResidence: text()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'validation.invalid')
      .default(DEFAULT_COUNTRY),
    pickupReadable: text().trim().max(200, 'validation.tooLong').optional(),
    dropoffReadable: text().trim().max(200, 'validation.tooLong').optional(),
    /** The visitor's currency: prices come in it, with the agency's markup. */
    currency: currencyCodeSchema.default('USD'),
  })
  .superRefine((body, ctx) => {
    const hasPickup =
      body.location !== undefined || (body.pickupLatitude !== undefined && body.pickupLongitude !== undefined);
    if (!hasPickup) ctx.addIssue({ code: 'custom', path: ['location'], message: 'validation.required' });
    const hasReturn =
      body.returnLocation !== undefined || (body.returnLatitude !== undefined && body.returnLongitude !== undefined);
    if (body.dropOff === 'different' && !hasReturn)
      ctx.addIssue({ code: 'custom', path: ['returnLocation'], message: 'validation.required' });
    const hasTimes = isLocalDateTime(body.pickUpDateTime) && isLocalDateTime(body.returnDateTime);
    if (hasTimes && body.returnDateTime <= body.pickUpDateTime)
      ctx.addIssue({ code: 'custom', path: ['returnDateTime'], message: 'validation.returnBeforePickup' });
  });
export type CarSearchBody = z.input<typeof carSearchBodySchema>;
export type CarSearchRequest = z.output<typeof carSearchBodySchema>;

/** A rental location: an airport counter or a city office. */
export const carLocationSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** 'Humberto Delgado Airport (LIS)', 'Lisbon downtown'. */
  address: z.string(),
  countryCode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** IANA zone: the rental's local date-times and its cancellation deadline are in it. */
  timeZone: z.string(),
  counterType: z.enum(CAR_COUNTER_TYPES),
  iataCode: z.string().nullable(),
  /** Opening hours per weekday (0 Sunday .. 6 Saturday): 'HH:mm-HH:mm', or null when closed. */
  openingHours: z.array(z.string().nullable()).length(7),
});
export type CarLocation = z.infer<typeof carLocationSchema>;

/** A charge of the rental in the rental company's currency, paid now or at the counter. */
export const carChargeSchema = z.object({
  kind: z.enum([
    'rental',
    'young_driver',
    'senior_driver',
    'one_way',
    'out_of_hours',
    'airport_surcharge',
    'taxes',
    'deposit',
  ]),
  label: z.string(),
  amount: moneySchema,
  /** Paid now (in the price) or at the rental counter. */
  payAt: z.enum(['now', 'counter']),
});
export type CarCharge = z.infer<typeof carChargeSchema>;

/** The car offer (spec section 3), as the results list shows it. */
export const carOfferSchema = z.object({
  /** The offer's id: signed, carries the whole offer, valid until expiresAt. */
  carId: z.string(),
  /** What is paid now, in `currencyCode`, markup included (minor units). */
  price: z.number().int(),
  currencyCode: z.string(),
  /** What is paid at the counter, in the rental company's currency. */
  payAtCounter: moneySchema,
  /** The rental company's own total for what is paid now. */
  supplierPrice: moneySchema,
  size: z.enum(CAR_SIZES),
  vehicleType: z.enum(CAR_TYPES),
  /** ACRISS code, e.g. 'CDAR'. */
  acriss: z.string().length(4),
  /** 'Volkswagen Golf or similar'. */
  name: z.string(),
  image: z.string(),
  vendorName: z.string(),
  vendorCode: z.string(),
  cancellationPolicy: z.object({
    /**
     * Free cancellation included (spec: cancellationPolicy.charge.includedRateInd): the rate can be
     * cancelled and its free window is still open when offered.
     */
    charge: z.object({ includedRateInd: z.boolean() }),
    /**
     * The rate can be cancelled at all: free until freeUntil, then one day's rental is kept. False
     * for a rate paid now and never refunded. (Absent on rentals booked before it was recorded.)
     */
    refundable: z.boolean().optional(),
    /** Free until this instant (48 h before pick-up), then one day's rental; none after pick-up. */
    freeUntil: z.string(),
    freeUntilLocal: z.string(),
  }),
  passangerCapacity: z.number().int(),
  /** Bags in all: small plus large. */
  bagCapacity: z.number().int(),
  smallBags: z.number().int(),
  largeBags: z.number().int(),
  /** 'Unlimited' or '200 km/day'. */
  milage: z.string(),
  isMileageUnlimited: z.boolean(),
  isACavailable: z.boolean(),
  transmissionType: z.enum(CAR_TRANSMISSIONS),
  noOfDoors: z.number().int(),
  fuelPolicy: z.enum(CAR_FUEL_POLICIES),
  rentalDays: z.number().int(),
  /** Local wall-clock times at the locations ('YYYY-MM-DDTHH:mm') and the same instants in UTC. */
  pickUpDateTime: z.string(),
  returnDateTime: z.string(),
  pickUpAt: z.string(),
  returnAt: z.string(),
  driverAge: z.number().int(),
  countryOfResidence: z.string(),
  carsLeft: z.number().int(),
  expiresAt: z.string(),
});
export type CarOffer = z.infer<typeof carOfferSchema>;

export const carSearchResponseSchema = dataEnvelope(
  z.object({
    cars: z.array(carOfferSchema),
    totalCars: z.number().int(),
    currency: z.string(),
    pickup: carLocationSchema,
    dropoff: carLocationSchema,
    rentalDays: z.number().int(),
  }),
);
export type CarSearchResult = z.infer<typeof carSearchResponseSchema>['data'];

/** POST api/car-rental/carDetails and checkout: an offer by its id. */
export const carOfferBodySchema = z.object({
  carId: text().trim().min(8, 'validation.invalid').max(2000, 'validation.invalid'),
  currency: currencyCodeSchema.optional(),
  /** The customer an agent prices for. */
  clientId: z.string().uuid('validation.invalid').optional(),
});

/** An offer with what the details screen shows: inclusions, terms, deposit, every charge. */
export const carDetailsSchema = carOfferSchema.extend({
  /** Where the car is picked up and returned (a search answers them once, beside its offers). */
  pickup: carLocationSchema,
  dropoff: carLocationSchema,
  inclusions: z.array(z.string()),
  /** Collision damage waiver's excess, in the rental company's currency. */
  excess: moneySchema,
  deposit: moneySchema,
  /** Free km per day and the price of an extra km when the mileage is limited. */
  mileage: z.object({
    unlimited: z.boolean(),
    freeKmPerDay: z.number().int().nullable(),
    extraKm: moneySchema.nullable(),
  }),
  charges: z.array(carChargeSchema),
  /** One day's rental (everything for a non-refundable rate), kept when cancelled late, in the company's currency. */
  lateCancellationFee: moneySchema,
  /** Our signed temporary link to the rental terms (getDetailsFromTempUrl), valid with the offer. */
  termsUrl: z.string(),
});
export type CarDetails = z.infer<typeof carDetailsSchema>;
export const carDetailsResponseSchema = dataEnvelope(carDetailsSchema);

/** POST api/car-rental/checkout: the offer re-priced now and locked as a quote. */
export const carQuoteSchema = z.object({
  quoteId: z.string(),
  /** 'same' or 'changed' (then previousTotal shows the old price); sold out is a 409. */
  status: z.enum(['same', 'changed']),
  previousTotal: z.number().int(),
  breakdown: breakdownSchema,
  exchangeRate: z.number(),
  car: carDetailsSchema,
  refundProtectPercent: z.number(),
  expiresAt: z.string(),
  markupType: z.string(),
  markup: z.number(),
});
export type CarQuote = z.infer<typeof carQuoteSchema>;
export const carCheckoutResponseSchema = dataEnvelope(carQuoteSchema);

/** GET api/car-rental/getStaticData: the vendors and the filter vocabularies. */
export const carStaticDataResponseSchema = dataEnvelope(
  z.object({
    vendors: z.array(z.object({ code: z.string(), name: z.string() })),
    sizes: z.array(z.string()),
    vehicleTypes: z.array(z.string()),
    transmissions: z.array(z.string()),
    fuelPolicies: z.array(z.string()),
    mileage: z.array(z.string()),
    priceBuckets: z.array(z.object({ key: z.string(), min: z.number().optional(), max: z.number().optional() })),
    passengerBuckets: z.array(z.object({ key: z.string(), min: z.number(), max: z.number().optional() })),
    bagBuckets: z.array(z.object({ key: z.string(), min: z.number(), max: z.number().optional() })),
    categories: z.array(
      z.object({ acriss: z.string(), size: z.string(), vehicleType: z.string(), name: z.string(), image: z.string() }),
    ),
  }),
);

/** GET /api/car-rental/findCountries/{lang}: the spec's country list entries. */
export const carCountriesResponseSchema = dataEnvelope(
  z.array(z.object({ name: z.string(), alpha2Code: z.string(), value: z.string() })),
);
export const carCountriesParamsSchema = z.object({
  lang: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.enum(['EN', 'PT', 'ES'], { error: 'validation.invalid' })),
});

/** POST api/car-rental/getDetailsFromTempUrl: our signed temporary link to an offer's rental terms. */
export const carTermsBodySchema = z.object({
  url: text().trim().min(10, 'validation.invalid').max(4000, 'validation.invalid'),
});
export const carTermsSchema = z.object({
  carId: z.string(),
  language: z.string(),
  title: z.string(),
  vendorName: z.string(),
  sections: z.array(z.object({ heading: z.string(), lines: z.array(z.string()) })),
  expiresAt: z.string(),
});
export type CarTerms = z.infer<typeof carTermsSchema>;
export const carTermsResponseSchema = dataEnvelope(carTermsSchema);

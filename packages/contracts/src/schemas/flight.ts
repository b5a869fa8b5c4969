import { z } from 'zod';
import { MAX_TRAVELERS_PER_TYPE } from '../constants';
import { calendarDate, dataEnvelope, text } from './common';
import { currencyCodeSchema, moneySchema } from './reference';
import {
  actionResponseSchemaOf,
  bookingBaseSchema,
  bookingListResponseSchemaOf,
  breakdownSchema,
  cancellationQuoteSchema,
  contactBodySchema,
  paymentBodySchema,
  paymentResultSchemaOf,
} from './booking';
import { fareRuleSchema } from './server-texts';

export const CABINS = ['Economy', 'Premium', 'Business', 'First'] as const;
export const CABIN_PREFERENCES = ['NoPreference', ...CABINS] as const;
export const ROUTE_TYPES = ['Round-Trip', 'One-Way', 'Multi-City'] as const;
export const FARE_FAMILIES = ['Basic', 'Standard', 'Flex'] as const;
export const PASSENGER_TYPES = ['ADT', 'CHD', 'INF'] as const;

const iata = z
  .string({ error: 'validation.required' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'validation.invalid');
const isoDate = calendarDate;

export const airportSuggestQuerySchema = z.object({
  search: text().trim().min(1, 'validation.required').max(60, 'validation.tooLong'),
});
export const airportSchema = z.object({
  code: z.string(),
  name: z.string(),
  city: z.string(),
  country: z.string(),
  countryCode: z.string(),
  timeZone: z.string(),
});
export type Airport = z.infer<typeof airportSchema>;
export const airportSuggestResponseSchema = dataEnvelope(z.array(airportSchema));

export const passengerCountsSchema = z.object({
  adults: z.number().int().min(1, 'validation.invalid').max(MAX_TRAVELERS_PER_TYPE, 'validation.invalid'),
  children: z.number().int().min(0, 'validation.invalid').max(MAX_TRAVELERS_PER_TYPE, 'validation.invalid'),
  infants: z.number().int().min(0, 'validation.invalid').max(MAX_TRAVELERS_PER_TYPE, 'validation.invalid'),
});

export const flightSearchBodySchema = z
  .object({
    routeType: z.enum(ROUTE_TYPES).default('Round-Trip'),
    cabin: z.enum(CABIN_PREFERENCES).default('NoPreference'),
    aircraftType: z.literal('Commercial').default('Commercial'),
    slices: z
      .array(z.object({ origin: iata, destination: iata, departureDate: isoDate }))
      .min(1, 'validation.required')
      .max(5, 'validation.invalid'),
    passengers: passengerCountsSchema,
    /** The visitor's display currency; amounts come back in it as well as in the quote currency. */
    currency: currencyCodeSchema.default('USD'),
  })
  .superRefine((body, ctx) => {
    const expected = body.routeType === 'One-Way' ? [1, 1] : body.routeType === 'Round-Trip' ? [2, 2] : [2, 5];
    if (body.slices.length < (expected[0] ?? 1) || body.slices.length > (expected[1] ?? 5)) {
      ctx.addIssue({ code: 'custom', path: ['slices'], message: 'validation.invalid' });
    }
    body.slices.forEach((slice, index) => {
      if (slice.origin === slice.destination)
        ctx.addIssue({ code: 'custom', path: ['slices', index, 'destination'], message: 'validation.invalid' });
      const previous = body.slices[index - 1];
      if (previous && slice.departureDate < previous.departureDate)
        ctx.addIssue({ code: 'custom', path: ['slices', index, 'departureDate'], message: 'validation.invalid' });
    });
    if (body.passengers.infants > body.passengers.adults)
      ctx.addIssue({ code: 'custom', path: ['passengers', 'infants'], message: 'validation.invalid' });
  });
export type FlightSearchBody = z.infer<typeof flightSearchBodySchema>;

const endpointSchema = z.object({
  airport: z.string(),
  /** Local wall-clock time at the airport, 'YYYY-MM-DDTHH:mm'. */
  local: z.string(),
  /** The same instant in UTC. */
  at: z.string(),
  /** Local date minus the leg's departure date in days (+1 the next day, -1 across the date line). */
  dayOffset: z.number().int(),
  timeZone: z.string(),
});

export const segmentSchema = z.object({
  /** The airline selling the flight (its code on the ticket). */
  airlineCode: z.string(),
  airlineName: z.string(),
  /** The airline flying it, only when another airline does (a codeshare). */
  operatingAirlineName: z.string().optional(),
  flightNumber: z.string(),
  aircraft: z.string(),
  cabin: z.enum(CABINS),
  departure: endpointSchema,
  arrival: endpointSchema,
  durationMinutes: z.number().int(),
});

/** One leg (slice) of an itinerary, in the shape of spec section 3's flight. */
export const flightLegSchema = z.object({
  origin: z.string(),
  destination: z.string(),
  departureTime: z.string(),
  arrivalTime: z.string(),
  arrivalDayOffset: z.number().int(),
  /** Minutes from the first takeoff to the last landing. */
  duration: z.number().int(),
  /** The connections, each with its airport and wait; empty for a direct flight. */
  stops: z.array(z.object({ airport: z.string(), durationMinutes: z.number().int() })),
  /** Cabin of the leg (its longest segment). */
  cabin: z.enum(CABINS),
  airlineCode: z.string(),
  airlineName: z.string(),
  segments: z.array(segmentSchema),
});
export type FlightLeg = z.infer<typeof flightLegSchema>;

/** A bookable itinerary of a search: the price of its lowest fare family, markup included. */
export const itinerarySchema = z.object({
  id: z.string(),
  /** Total for all passengers, minor units of `currency` (the agency's price). */
  totalAmount: z.number().int(),
  currency: z.string(),
  /** The same in the visitor's currency at today's rate (indicative until checkout). */
  displayAmount: z.number().int(),
  displayCurrency: z.string(),
  cabin: z.enum(CABINS),
  airlineCode: z.string(),
  airlineName: z.string(),
  seatsLeft: z.number().int(),
  expiresAt: z.string(),
  flights: z.array(flightLegSchema),
  /** Each fare family's total, markup included. */
  fares: z.array(
    z.object({ fareFamily: z.enum(FARE_FAMILIES), totalAmount: z.number().int(), displayAmount: z.number().int() }),
  ),
});
export type Itinerary = z.infer<typeof itinerarySchema>;

export const fareFamilyDefinitionSchema = z.object({
  code: z.enum(FARE_FAMILIES),
  name: z.string(),
  description: z.string(),
});
export const flightSearchResponseSchema = z.object({
  data: z.array(itinerarySchema),
  fareFamilies: z.array(fareFamilyDefinitionSchema),
  searchedAt: z.string(),
  expiresAt: z.string(),
});
export type FlightSearchResponse = z.infer<typeof flightSearchResponseSchema>;

export const fareConditionsSchema = z.object({
  checkedBags: z.number().int(),
  carryOn: z.boolean(),
  seatSelection: z.enum(['paid', 'standard_free', 'free']),
  changeable: z.boolean(),
  changeFee: moneySchema.nullable(),
  refundable: z.boolean(),
  cancellationPenalty: moneySchema.nullable(),
});
export type FareConditions = z.infer<typeof fareConditionsSchema>;

export const fareRulesBodySchema = z.object({
  offerId: text().min(10, 'validation.invalid').max(4_000),
  fareFamily: z.enum(FARE_FAMILIES),
  /** The visitor's currency: the change fee and the penalty are shown in it at today's rate. */
  currency: currencyCodeSchema.default('USD'),
});
export const fareRulesResponseSchema = dataEnvelope(
  z.object({
    fareFamily: z.enum(FARE_FAMILIES),
    conditions: fareConditionsSchema,
    rules: z.array(fareRuleSchema),
  }),
);
export type FareRules = z.infer<typeof fareRulesResponseSchema>['data'];

export const repriceBodySchema = z.object({
  offerId: text().min(10, 'validation.invalid').max(4_000),
  fareFamily: z.enum(FARE_FAMILIES).default('Basic'),
  /** The passengers searched for; they must match the offer. */
  passengers: passengerCountsSchema,
  /** The currency the visitor pays in; its rate is locked on the quote. */
  currency: currencyCodeSchema.default('USD'),
  /**
   * An agent pricing for one of the agency's clients: the client's markup applies (unless the
   * agent has their own) and the booking made from the quote is the client's.
   */
  clientId: z.string().uuid('validation.invalid').optional(),
});

/** A priced, bookable quote (30 minutes): the price the customer sees and is charged. */
export const flightQuoteSchema = z.object({
  quoteId: z.string(),
  offerId: z.string(),
  fareFamily: z.enum(FARE_FAMILIES),
  fareFamilyName: z.string(),
  status: z.enum(['unchanged', 'changed', 'sold_out']),
  /** The total the itinerary was listed at (lowest fare family of the search), in the quote currency. */
  previousTotal: z.number().int(),
  breakdown: breakdownSchema,
  /** The rate from the supplier's currency to the quote's, locked now. */
  exchangeRate: z.number(),
  conditions: fareConditionsSchema,
  flights: z.array(flightLegSchema),
  passengers: z.object({ adults: z.number().int(), children: z.number().int(), infants: z.number().int() }),
  /** Refund protection offered on this quote, percent of the price. */
  refundProtectPercent: z.number(),
  expiresAt: z.string(),
  markupType: z.enum(['percent', 'fixed']),
  /** A percent, or a fixed markup as charged: minor units of the quote's currency. */
  markup: z.number(),
  /** The client an agent priced this for; null when it is for the caller. */
  client: z.object({ _id: z.string(), name: z.string(), email: z.string() }).nullable(),
});
export type FlightQuote = z.infer<typeof flightQuoteSchema>;
export const repriceResponseSchema = z.object({
  data: flightQuoteSchema,
  markupType: z.enum(['percent', 'fixed']),
  markup: z.number(),
});

const name = text({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(60, 'validation.tooLong')
  .regex(/^[\p{L}\p{M}' -]+$/u, 'validation.noSpecialChars');

export const travelerSchema = z.object({
  type: z.enum(PASSENGER_TYPES),
  givenName: name,
  familyName: name,
  birthDate: isoDate,
  gender: z.enum(['F', 'M', 'X']).optional(),
});
export type TravelerInput = z.infer<typeof travelerSchema>;

export const flightBookingBodySchema = z.object({
  quoteId: z.string().uuid('validation.invalid'),
  travelers: z.array(travelerSchema).min(1, 'validation.required').max(15, 'validation.invalid'),
  contact: contactBodySchema,
  isTripProtectionSelected: z.boolean().default(false),
  /**
   * The customer, when given: it must be the one the quote was priced for (the client of an
   * agent's quote, else the caller). The booking is always the quote's customer's.
   */
  clientId: z.string().uuid('validation.invalid').optional(),
});

export const flightBookingSchema = bookingBaseSchema.extend({
  /** The airline record locator. */
  pnr: z.string().nullable(),
  fareFamily: z.enum(FARE_FAMILIES),
  fareFamilyName: z.string(),
  conditions: fareConditionsSchema,
  flights: z.array(flightLegSchema),
  travelers: z.array(travelerSchema.extend({ ticketNumber: z.string().nullable() })),
  ticketingTimeLimit: z.string().nullable(),
  ticketedAt: z.string().nullable(),
  voidableUntil: z.string().nullable(),
});
export type FlightBooking = z.infer<typeof flightBookingSchema>;
export const flightBookingResponseSchema = dataEnvelope(flightBookingSchema);

export const flightPaymentBodySchema = paymentBodySchema;
export const paymentResultSchema = paymentResultSchemaOf(flightBookingSchema);
export const flightPaymentResponseSchema = dataEnvelope(paymentResultSchema);

export const pnrQuerySchema = z.object({
  pnr: text()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{6}$/, 'validation.invalid'),
});

export const penaltyResponseSchema = dataEnvelope(
  cancellationQuoteSchema.extend({
    /** The penalty amount (spec: flightPenaltyAmount). */
    flightPenaltyAmount: z.number().int(),
  }),
);
/** What cancelling now keeps and returns. */
export type CancellationQuote = z.infer<typeof penaltyResponseSchema>['data'];

export const flightBookingListResponseSchema = bookingListResponseSchemaOf(
  'flights',
  'totalFlightRecords',
  flightBookingSchema,
);
export type FlightBookingsPage = z.infer<typeof flightBookingListResponseSchema>['data'];

export const flightStoreBodySchema = z.object({ quoteId: z.string().uuid('validation.invalid') });
export const flightStoreResponseSchema = dataEnvelope(z.object({ id: z.string(), quote: flightQuoteSchema }));
export const idParamsSchema = z.object({ id: z.string().uuid('validation.invalid') });

/** Answers of actions on a booking: the booking as it now is, and what happened. */
export const flightActionResponseSchema = actionResponseSchemaOf(flightBookingSchema);

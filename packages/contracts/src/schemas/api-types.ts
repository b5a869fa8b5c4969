import type { z } from 'zod';
import type { agencyTermsSchema } from './agency';
import type { agencySettingsResponseSchema } from './agency-settings';
import type {
  signedUrlResponseSchema,
  signUpBodySchema,
  socialBodySchema,
  socialResponseSchema,
  tokenValidityResponseSchema,
} from './auth';
import type {
  actionResponseSchemaOf,
  bookingBaseSchema,
  bookingStatusResponseSchema,
  paymentResultSchemaOf,
} from './booking';
import type { messageBodySchema } from './common';
import type {
  flightBookingBodySchema,
  flightStoreResponseSchema,
  paymentResultSchema,
  repriceResponseSchema,
} from './flight';
import type { hotelBookingBodySchema, hotelPaymentResponseSchema } from './hotel-booking';
import type { hotelSearchBodySchema, hotelSearchStartedSchema } from './hotel';
import type { getCountriesResponseSchema } from './reference';

/**
 * The types a client sends requests and reads the API's answers with, inferred from the schemas
 * the server validates them with, so the web never declares a request or response shape of its
 * own. Type-only: importing this file adds no zod to a bundle.
 */

type BaseSchema = typeof bookingBaseSchema;

/** A card payment's answer for a booking of any vertical, with that vertical's booking. */
export type PaymentResultOf<B extends z.infer<BaseSchema>> = Omit<
  z.infer<ReturnType<typeof paymentResultSchemaOf<BaseSchema>>>,
  'booking'
> & { booking: B };
/** A flight's card payment answer. */
export type FlightPaymentResult = z.infer<typeof paymentResultSchema>;

/** The answer of an action on a booking (cancel, void, ticket, claim): the booking as it now is. */
export type BookingActionResultOf<B extends z.infer<BaseSchema>> = Omit<
  z.infer<ReturnType<typeof actionResponseSchemaOf<BaseSchema>>>,
  'data'
> & { data: B };

/** A booking's status as polled while its fulfilment is awaited. */
export type BookingStatusAnswer = z.infer<typeof bookingStatusResponseSchema>['data'];

/** A flight kept as the one being booked (flightStore): the draft's id and its quote. */
export type StoredFlight = z.infer<typeof flightStoreResponseSchema>['data'];

/** A reprice answer: the quote, and the markup applied to it at the top level (spec 4). */
export type RepriceResponse = z.infer<typeof repriceResponseSchema>;

/** An answer that only says what happened. */
export type MessageResponse = z.infer<typeof messageBodySchema>;

/** The agency named by its terms page. */
export type AgencyTerms = z.infer<typeof agencyTermsSchema>;

/** The country table and the visitor's own country. */
export type CountriesResponse = z.infer<typeof getCountriesResponseSchema>;

/** The body of a sign-up, as sent (before the server's trimming). */
export type SignUpBody = z.input<typeof signUpBodySchema>;

/** The answer of saving the website settings: what happened and the agency as it now is. */
export type AgencySettingsSaved = z.infer<typeof agencySettingsResponseSchema>;

/** The body of a flight booking, as sent. */
export type FlightBookingBody = z.input<typeof flightBookingBodySchema>;

/** The body of a hotel booking (api/v2/hotel/booking), as sent. */
export type HotelBookingBody = z.input<typeof hotelBookingBodySchema>;

/** A hotel's card payment answer. */
export type HotelPaymentResult = z.infer<typeof hotelPaymentResponseSchema>['data'];

/** A social log-in's answer: signed in, or an e-mail to ask for when the provider gave none. */
export type SocialOutcome = z.infer<typeof socialResponseSchema>['data'];

/** The body of a social log-in or sign-up, as sent. */
export type SocialBody = z.input<typeof socialBodySchema>;

/** Whether a one-time token (a password reset's) is still valid. */
export type TokenValidity = z.infer<typeof tokenValidityResponseSchema>['data'];

/** Where and how to upload a file straight to storage, and where it is served then. */
export type SignedUpload = z.infer<typeof signedUrlResponseSchema>['data'];

/** The hotel search payload (api/v2/hotel/searchasync), as sent. */
export type HotelSearchInput = z.input<typeof hotelSearchBodySchema>;

/** A started hotel search: its corelationId, the URLs to poll and filter, its deadline and expiry. */
export type HotelSearchStarted = z.infer<typeof hotelSearchStartedSchema>;

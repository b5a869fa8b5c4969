import { z } from 'zod';
import {
  actionResponseSchemaOf,
  bookingBaseSchema,
  bookingListResponseSchemaOf,
  cancellationQuoteSchema,
  contactBodySchema,
  paymentResultSchemaOf,
  personNameSchema,
} from './booking';
import { carChargeSchema, carLocationSchema, CAR_SIZES, CAR_TRANSMISSIONS } from './car';
import { dataEnvelope, text } from './common';
import { moneySchema } from './reference';

/**
 * A car rental booking (spec section 4 "Car rental") and the requests of the car booking calls
 * (section 7, "Cars"). The booking's amounts are in its currency; counter charges and the
 * deposit in the rental company's (each Money names its currency).
 */

/** The main driver, named at checkout; the age must be the one the car was searched and priced for. */
export const carDriverSchema = z.object({
  givenName: personNameSchema,
  familyName: personNameSchema,
  age: z
    .number({ error: 'validation.number' })
    .int('validation.number')
    .min(16, 'validation.invalid')
    .max(99, 'validation.invalid'),
});
export type CarDriver = z.infer<typeof carDriverSchema>;

/** POST api/car-rental/reserveCar: reserves a priced car quote (checkout) for the driver. */
export const carReserveBodySchema = z.object({
  quoteId: z.string().uuid('validation.invalid'),
  driver: carDriverSchema,
  /** An arriving flight, so the counter waits for a late flight. */
  flightNumber: text()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{2}\d{1,4}$/, 'validation.invalid')
    .optional(),
  contact: contactBodySchema,
  isTripProtectionSelected: z.boolean().default(false),
  /** The customer, when given: it must be the one the quote was priced for. */
  clientId: z.string().uuid('validation.invalid').optional(),
});

/** The rental as booked: the car, the places and times, what is paid at the counter. */
export const carRentalSchema = z.object({
  vendorCode: z.string(),
  vendorName: z.string(),
  acriss: z.string(),
  name: z.string(),
  size: z.enum(CAR_SIZES),
  transmissionType: z.enum(CAR_TRANSMISSIONS),
  image: z.string(),
  pickup: carLocationSchema,
  dropoff: carLocationSchema,
  /** Instants (UTC ISO) and the same as the locations' wall clocks ('YYYY-MM-DDTHH:mm'). */
  pickUpAt: z.string(),
  returnAt: z.string(),
  pickUpDateTime: z.string(),
  returnDateTime: z.string(),
  rentalDays: z.number().int(),
  driverAge: z.number().int(),
  countryOfResidence: z.string(),
  /** The rental company's charges (now and at the counter), in its currency. */
  charges: z.array(carChargeSchema),
  deposit: moneySchema,
  excess: moneySchema,
  milage: z.string(),
  fuelPolicy: z.string(),
  inclusions: z.array(z.string()),
  /** Free cancellation until (UTC ISO) and as the pick-up location's wall clock. */
  freeCancellationUntil: z.string(),
  freeCancellationUntilLocal: z.string(),
  /** One day's rental, kept when cancelled after the free window, in the rental company's currency. */
  lateCancellationFee: moneySchema,
});
export type CarRental = z.infer<typeof carRentalSchema>;

export const carBookingSchema = bookingBaseSchema.extend({
  /** The rental company's confirmation number. */
  confirmationNumber: z.string().nullable(),
  rental: carRentalSchema,
  driver: carDriverSchema,
  flightNumber: z.string().nullable(),
  /** What is paid at the counter, in the rental company's currency. */
  payAtCounter: moneySchema,
  agencyCommission: z.number().int(),
  agencyTransactionFee: z.number().int(),
  /** The rental terms PDF, for the booking's customer and agency. */
  termsPdfUrl: z.string(),
  cancellationId: z.string().nullable(),
});
export type CarBooking = z.infer<typeof carBookingSchema>;

export const carBookingResponseSchema = dataEnvelope(carBookingSchema);
export const carPaymentResponseSchema = dataEnvelope(paymentResultSchemaOf(carBookingSchema));
export const carActionResponseSchema = actionResponseSchemaOf(carBookingSchema);
export const carBookingListResponseSchema = bookingListResponseSchemaOf('cars', 'totalCarRecords', carBookingSchema);
export type CarBookingsPage = z.infer<typeof carBookingListResponseSchema>['data'];
export const carPenaltyResponseSchema = dataEnvelope(cancellationQuoteSchema);

/** DELETE /api/car-rental/{id} and the terms PDF: a booking by id or reference number. */
export const carBookingParamsSchema = z.object({
  id: text().trim().min(4, 'validation.invalid').max(40, 'validation.invalid'),
});

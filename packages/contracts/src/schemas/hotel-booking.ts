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
import { dataEnvelope, text } from './common';
import { hotelCancellationPolicySchema, hotelPropertyFeeSchema } from './hotel';

/**
 * A hotel booking (spec section 3, "Hotel booking") and the requests of the hotel booking calls
 * (section 7, "Hotels"). Amounts are integer minor units; a policy's amounts are in the
 * supplier's currency (each Money names its currency), the fare breakup in the booking's.
 */

/** A guest named at checkout, in the room whose occupancy they fill. */
export const hotelGuestSchema = z.object({
  type: z.enum(['adult', 'child'], { error: 'validation.invalid' }),
  givenName: personNameSchema,
  familyName: personNameSchema,
  /** A child's age on the check-in date (0 to 17), one of the room's child ages. */
  age: z.number().int('validation.number').min(0, 'validation.invalid').max(17, 'validation.invalid').optional(),
});
export type HotelGuestInput = z.infer<typeof hotelGuestSchema>;

/** POST api/v2/hotel/booking: books a priced hotel quote (getPrice), guest names per room. */
export const hotelBookingBodySchema = z.object({
  quoteId: z.string().uuid('validation.invalid'),
  /** One entry per room of the quote, in order, each with exactly that room's guests. */
  rooms: z
    .array(z.object({ guests: z.array(hotelGuestSchema).min(1, 'validation.required').max(10, 'validation.invalid') }))
    .min(1, 'validation.required')
    .max(6, 'validation.invalid'),
  contact: contactBodySchema,
  /** Passed to the hotel, not guaranteed. */
  specialRequests: text().trim().max(500, 'validation.tooLong').optional(),
  isTripProtectionSelected: z.boolean().default(false),
  /** The customer, when given: it must be the one the quote was priced for. */
  clientId: z.string().uuid('validation.invalid').optional(),
});

/** A booked room's guests by count: adults and one age per child. */
const bookedOccupancySchema = z.object({
  adults: z.number().int(),
  childAges: z.array(z.number().int()),
});

export const hotelBookedRoomSchema = z.object({
  roomTypeCode: z.string(),
  roomName: z.string(),
  board: z.string(),
  boardName: z.string(),
  occupancy: bookedOccupancySchema,
  guests: z.array(hotelGuestSchema),
});

/** The price of the stay in the booking's currency (spec: fareBreakup). */
export const hotelFareBreakupSchema = z.object({
  currency: z.string(),
  /** The room and board for the stay, before discounts and taxes. */
  baseFare: z.number().int(),
  /** What the supplier charges (its net rate), converted: baseFare + discounts + taxes included. */
  totalRate: z.number().int(),
  /** Money off (zero or negative). */
  discounts: z.number().int(),
  /** Taxes included in the rate. */
  taxes: z.number().int(),
  /** What the customer pays now: the breakdown's total with refund protection. */
  totalFare: z.number().int(),
  /** Paid at the property, not now (city tax, resort fee, taxes not included), in the supplier's currency. */
  additionalCharges: z.array(hotelPropertyFeeSchema),
});

export const hotelBookingSchema = bookingBaseSchema.extend({
  /** The vendor's booking reference. */
  supplierReference: z.string().nullable(),
  /** The hotel's own confirmation number, once the hotel confirms. */
  hotelConfirmationNumber: z.string().nullable(),
  vendor: z.string(),
  hotelId: z.string(),
  hotelName: z.string(),
  hotelAddress: z.string(),
  stars: z.number().int(),
  /** The hotel's IANA zone: stay dates and deadlines are local to it. */
  hotelTimeZone: z.string(),
  stayPeriod: z.object({ start: z.string(), end: z.string() }),
  nights: z.number().int(),
  fareBreakup: hotelFareBreakupSchema,
  cancellationPolicy: hotelCancellationPolicySchema,
  refundability: z.enum(['refundable', 'non-refundable']),
  hotel_images: z.array(z.string()),
  amenities: z.array(z.string()),
  rooms: z.array(hotelBookedRoomSchema),
  guestInfo: z.object({ givenName: z.string(), familyName: z.string(), email: z.string(), phone: z.string() }),
  specialRequests: z.string().nullable(),
  paymentBreakup: z.object({
    currency: z.string(),
    total: z.number().int(),
    paidFromCard: z.number().int(),
    paidFromCredit: z.number().int(),
  }),
  paidFromCredit: z.number().int(),
  paidFromCard: z.number().int(),
  agencyMarkup: z.number().int(),
  agencyCommission: z.number().int(),
  agencyTransactionFee: z.number().int(),
  platformMarkup: z.number().int(),
  /** Confirmed by the hotel (not only accepted by the vendor). */
  isVerified: z.boolean(),
  /** The voucher PDF, once the booking is confirmed and paid. */
  pdfurl: z.string().nullable(),
  cancellationId: z.string().nullable(),
});
export type HotelBooking = z.infer<typeof hotelBookingSchema>;

export const hotelBookingResponseSchema = dataEnvelope(hotelBookingSchema);
export const hotelPaymentResponseSchema = dataEnvelope(paymentResultSchemaOf(hotelBookingSchema));
export const hotelActionResponseSchema = actionResponseSchemaOf(hotelBookingSchema);
export const hotelBookingListResponseSchema = bookingListResponseSchemaOf(
  'hotels',
  'totalHotelRecords',
  hotelBookingSchema,
);
export type HotelBookingsPage = z.infer<typeof hotelBookingListResponseSchema>['data'];

/** POST api/v2/hotel/cancelpenalty: what cancelling now keeps and returns, in the booking's currency. */
export const hotelPenaltyResponseSchema = dataEnvelope(cancellationQuoteSchema);

/** GET api/v3/hotel/hotel-booking/{id}: a booking by its reference number or id. */
export const hotelBookingParamsSchema = z.object({
  id: text().trim().min(4, 'validation.invalid').max(40, 'validation.invalid'),
});

import { z } from 'zod';
import {
  FARE_FAMILIES,
  fareConditionsSchema,
  flightLegSchema,
  travelerSchema,
  type BookingBase,
  type FlightBooking,
} from '@travel/contracts';
import { bookingDetailsBaseSchema, type BookingRecord } from '../booking/vertical';

/** A traveller as stored on a flight booking: as given at checkout, with the ticket once issued. */
const storedTravelerSchema = travelerSchema.extend({ ticketNumber: z.string().nullable() });

/** What a flight booking keeps besides the shared booking record (`bookings.details`), parsed on read. */
export const flightBookingDetailsSchema = bookingDetailsBaseSchema.extend({
  offerId: z.string(),
  fareFamily: z.enum(FARE_FAMILIES),
  fareFamilyName: z.string(),
  conditions: fareConditionsSchema,
  flights: z.array(flightLegSchema),
  travelers: z.array(storedTravelerSchema),
  ticketingTimeLimit: z.string().nullable(),
  ticketedAt: z.string().nullable(),
  voidableUntil: z.string().nullable(),
});
export type FlightBookingDetails = z.infer<typeof flightBookingDetailsSchema>;

/** A flight booking as the API answers it: the shared fields, then the airline's. */
export function toFlightBookingView(
  base: BookingBase,
  { row, details }: BookingRecord<FlightBookingDetails>,
): FlightBooking {
  return {
    ...base,
    pnr: row.supplierReference,
    fareFamily: details.fareFamily,
    fareFamilyName: details.fareFamilyName,
    conditions: details.conditions,
    flights: details.flights,
    travelers: details.travelers,
    ticketingTimeLimit: details.ticketingTimeLimit,
    ticketedAt: details.ticketedAt,
    voidableUntil: details.voidableUntil,
  };
}

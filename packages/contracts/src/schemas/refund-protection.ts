import { z } from 'zod';
import { carBookingSchema } from './car-booking';
import { activityBookingSchema } from './activity-booking';
import { flightBookingSchema } from './flight';

/** What GET /api/refund-protects encodes: whether the agency sells it, and its percent of the price. */
export const refundProtectionOfferSchema = z.object({
  isEnabled: z.boolean(),
  refundProtectMarkup: z.number().min(0),
});
export type RefundProtectionOffer = z.infer<typeof refundProtectionOfferSchema>;

/** GET /api/refund-protects: base64 of the JSON offer (spec section 3). */
export const refundProtectsResponseSchema = z.object({ data: z.string() });

/** POST /api/getRefund: the booking after the claim (each vertical adds its booking here). */
export const refundClaimResponseSchema = z.object({
  data: z.union([flightBookingSchema, carBookingSchema, activityBookingSchema]),
  message: z.string(),
});

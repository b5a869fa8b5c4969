import {
  referenceBodySchema,
  refundClaimResponseSchema,
  refundProtectsResponseSchema,
  translateMessage,
  type ActivityBooking,
  type CarBooking,
  type FlightBooking,
} from '@travel/contracts';
import { tenantOf, userOf, type App } from '../../platform/http/types';
import type { Vertical } from '@travel/contracts';
import type { RefundProtectionService } from './refund-protection.service';
import type { BookingRow } from '../../platform/db/schema';

const tags = ['refund protection'];

/** How each vertical shows its bookings; the claim answers with the booking as it now is. */
export type BookingViews = Partial<
  Record<Vertical, (row: BookingRow) => Promise<FlightBooking | CarBooking | ActivityBooking>>
>;

export function refundProtectionRoutes(protection: RefundProtectionService, views: BookingViews) {
  return async (app: App): Promise<void> => {
    app.get(
      '/refund-protects',
      {
        config: { permission: 'public' },
        schema: {
          tags,
          summary: 'Refund protection offered by the agency (base64 of { isEnabled, refundProtectMarkup })',
          response: { 200: refundProtectsResponseSchema },
        },
      },
      async (request) => ({
        data: Buffer.from(JSON.stringify(protection.offer(tenantOf(request)))).toString('base64'),
      }),
    );

    app.post(
      '/getRefund',
      {
        config: { permission: 'session' },
        schema: {
          tags,
          summary: 'Claim the refund protection of a cancelled or voided booking',
          body: referenceBodySchema,
          response: { 200: refundClaimResponseSchema },
        },
      },
      async (request) => {
        const row = await protection.claim(userOf(request), request.body.referenceNumber);
        const view = views[row.vertical];
        if (!view) throw new Error(`no booking view for ${row.vertical}`);
        return { data: await view(row), message: translateMessage('message.refunded', request.language) };
      },
    );
  };
}

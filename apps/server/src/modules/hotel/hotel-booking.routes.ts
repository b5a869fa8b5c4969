import {
  hotelActionResponseSchema,
  hotelBookingParamsSchema,
  hotelBookingResponseSchema,
  translateMessage,
} from '@travel/contracts';
import { AppError } from '../../platform/http/app-error';
import { contextOf, readerLanguage } from '../../platform/http/request-context';
import { sendPdf } from '../../platform/pdf/pdf-document';
import { userOf, type App } from '../../platform/http/types';
import { recordOf } from '../booking/vertical';
import type { VerticalBookings } from '../booking/vertical-bookings';
import type { HotelTypes } from './hotel.vertical';
import { renderHotelVoucher } from './hotel-voucher';

const tags = ['hotels'];

/**
 * The calls only hotels have: a booking by id or reference (api/v3/hotel/hotel-booking/{id}),
 * the removal of an unpaid booking (DELETE /api/hotel/{id}) and the voucher PDF. The rest of a
 * hotel booking's paths are the booking core's (hotel-booking.paths.ts).
 */
export function hotelBookingRoutes(bookings: VerticalBookings<HotelTypes>) {
  return async (app: App): Promise<void> => {
    app.get(
      '/v3/hotel/hotel-booking/:id',
      {
        config: { permission: 'session' },
        schema: {
          tags,
          summary: 'A hotel booking by id or reference number, up to date with the vendor',
          params: hotelBookingParamsSchema,
          response: { 200: hotelBookingResponseSchema },
        },
      },
      async (request) => {
        const user = userOf(request);
        const row = await bookings.findByIdOrReference(user, request.params.id);
        return { data: await bookings.details(user, row.referenceNumber) };
      },
    );

    // Removes what a checkout left behind: the caller's booking not paid yet, its room handed
    // back to the vendor. A paid booking is cancelled (cancel/hotel), never deleted.
    app.delete(
      '/hotel/:id',
      {
        config: { permission: 'session' },
        schema: {
          tags,
          summary: "Remove the caller's unpaid hotel booking (the room goes back to the vendor)",
          params: hotelBookingParamsSchema,
          response: { 200: hotelActionResponseSchema },
        },
      },
      async (request) => {
        const data = await bookings.removeUnpaid(contextOf(request), userOf(request), request.params.id);
        return { data, message: translateMessage('message.bookingCancelled', request.language) };
      },
    );

    app.get(
      '/v2/hotel/voucher/:id',
      {
        config: { permission: 'session' },
        schema: {
          tags,
          summary: "A confirmed booking's voucher (PDF), for its customer and its agency",
          params: hotelBookingParamsSchema,
        },
      },
      async (request, reply) => {
        const user = userOf(request);
        const row = await bookings.sync(await bookings.findByIdOrReference(user, request.params.id));
        if (row.status !== 'confirmed') throw new AppError('INVALID_STATE');
        const pdf = await renderHotelVoucher({
          agencyName: contextOf(request).agency.agencyName,
          referenceNumber: row.referenceNumber,
          supplierReference: row.supplierReference,
          total: { amount: row.totalAmount, currency: row.currency },
          details: recordOf(bookings.adapter, row).details,
          language: readerLanguage(request),
        });
        return sendPdf(reply, `voucher-${row.referenceNumber}.pdf`, pdf);
      },
    );
  };
}

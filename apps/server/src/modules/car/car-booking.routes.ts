import {
  carActionResponseSchema,
  carBookingParamsSchema,
  carBookingResponseSchema,
  referenceBodySchema,
  translateMessage,
} from '@travel/contracts';
import { contextOf, readerLanguage } from '../../platform/http/request-context';
import { sendPdf } from '../../platform/pdf/pdf-document';
import { userOf, type App } from '../../platform/http/types';
import { recordOf } from '../booking/vertical';
import type { VerticalBookings } from '../booking/vertical-bookings';
import { bookingTermsPdf, type CarTypes } from './car.vertical';

const tags = ['cars'];

/**
 * The calls only cars have: findReservation (POST { referenceNumber }), the removal of an
 * unpaid booking (DELETE /api/car-rental/{id}) and the booking's rental terms PDF. The rest of a
 * car booking's paths are the booking core's (car-booking.paths.ts).
 */
export function carBookingRoutes(bookings: VerticalBookings<CarTypes>) {
  return async (app: App): Promise<void> => {
    app.post(
      '/car-rental/findReservation',
      {
        config: { permission: 'session' },
        schema: {
          tags,
          summary: 'A car booking by reference number, up to date with the rental company',
          body: referenceBodySchema,
          response: { 200: carBookingResponseSchema },
        },
      },
      async (request) => ({ data: await bookings.details(userOf(request), request.body.referenceNumber) }),
    );

    app.delete(
      '/car-rental/:id',
      {
        config: { permission: 'session' },
        schema: {
          tags,
          summary: "Remove the caller's unpaid car booking (the car goes back to the company)",
          params: carBookingParamsSchema,
          response: { 200: carActionResponseSchema },
        },
      },
      async (request) => {
        const data = await bookings.removeUnpaid(contextOf(request), userOf(request), request.params.id);
        return { data, message: translateMessage('message.bookingCancelled', request.language) };
      },
    );

    app.get(
      '/car-rental/booking-terms/:id',
      {
        config: { permission: 'session' },
        schema: {
          tags,
          summary: "A booking's rental terms (PDF), for its customer and its agency",
          params: carBookingParamsSchema,
        },
      },
      async (request, reply) => {
        const user = userOf(request);
        const row = await bookings.sync(await bookings.findByIdOrReference(user, request.params.id));
        const ctx = contextOf(request);
        const pdf = await bookingTermsPdf(
          recordOf(bookings.adapter, row),
          ctx.agency.agencyName,
          readerLanguage(request),
        );
        return sendPdf(reply, `rental-terms-${row.referenceNumber}.pdf`, pdf);
      },
    );
  };
}

import { flightActionResponseSchema, pnrQuerySchema, referenceBodySchema, translateMessage } from '@travel/contracts';
import type { FastifyRequest } from 'fastify';
import { contextOf } from '../../platform/http/request-context';
import { userOf, type App } from '../../platform/http/types';
import type { FlightBookingService } from './flight-booking.service';

const tags = ['flights'];

/**
 * The calls only flights have: ticketing by the agency and the second provider's cancel by PNR.
 * The rest of a flight booking's paths are the booking core's (flight-booking.paths.ts).
 */
export function flightBookingRoutes(bookings: FlightBookingService) {
  return async (app: App): Promise<void> => {
    for (const [path, permission] of [
      ['/v2/flight/cancel', 'session'],
      ['/v2/agency/flights/cancel', 'agent'],
    ] as const) {
      const cancelByPnr = async (request: FastifyRequest, pnr: string) => {
        const data = await bookings.cancelByPnr(contextOf(request), userOf(request), pnr);
        return { data, message: translateMessage('message.flightCancelled', request.language) };
      };
      // The spec's GET, kept for its clients: it changes data, so it must prove it comes from
      // the agency's own pages (csrf 'always'); a link or a form of another site is refused.
      app.get(
        path,
        {
          config: { permission, csrf: 'always' },
          schema: {
            tags,
            summary:
              'Cancel through the second provider, by PNR (only with the API header or from the same origin; prefer the POST)',
            querystring: pnrQuerySchema,
            response: { 200: flightActionResponseSchema },
          },
        },
        async (request) => cancelByPnr(request, request.query.pnr),
      );
      app.post(
        path,
        {
          config: { permission },
          schema: {
            tags,
            summary: 'Cancel through the second provider, by PNR',
            body: pnrQuerySchema,
            response: { 200: flightActionResponseSchema },
          },
        },
        async (request) => cancelByPnr(request, request.body.pnr),
      );
    }

    app.post(
      '/flight/ticket',
      {
        config: { permission: 'bookings.ticket' },
        schema: {
          tags,
          summary: 'Issue the tickets of a paid booking',
          body: referenceBodySchema,
          response: { 200: flightActionResponseSchema },
        },
      },
      async (request) => ({
        data: await bookings.ticket(contextOf(request), userOf(request), request.body.referenceNumber),
        message: translateMessage('message.ticketed', request.language),
      }),
    );

    app.post(
      '/flight/ticket/payment',
      {
        config: { permission: 'bookings.ticket' },
        schema: {
          tags,
          summary: 'Ticket an unpaid booking on the agency account',
          body: referenceBodySchema,
          response: { 200: flightActionResponseSchema },
        },
      },
      async (request) => ({
        data: await bookings.ticketOnAccount(contextOf(request), userOf(request), request.body.referenceNumber),
        message: translateMessage('message.ticketed', request.language),
      }),
    );
  };
}

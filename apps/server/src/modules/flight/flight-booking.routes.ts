import {
  bookingListQuerySchema,
  bookingStatusQuerySchema,
  bookingStatusResponseSchema,
  flightActionResponseSchema,
  flightBookingBodySchema,
  flightBookingListResponseSchema,
  flightBookingResponseSchema,
  flightPaymentBodySchema,
  flightPaymentResponseSchema,
  idParamsSchema,
  messageBodySchema,
  penaltyResponseSchema,
  pnrQuerySchema,
  referenceBodySchema,
  referenceQuerySchema,
  translateMessage,
} from '@travel/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/client';
import { idempotencyKeyOf, idempotent } from '../../platform/http/idempotency';
import { contextOf } from '../../platform/http/request-context';
import { userOf, type App } from '../../platform/http/types';
import type { FlightBookingService } from './flight-booking.service';
import type { FlightBookingQueries } from './flight-booking.queries';

const tags = ['flights'];

export function flightBookingRoutes(db: Db, bookings: FlightBookingService, queries: FlightBookingQueries) {
  return async (app: App): Promise<void> => {
    app.post(
      '/flight/booking',
      {
        config: { permission: 'session' },
        schema: {
          tags,
          summary: 'Book a quote (held with the airline, awaiting payment); needs an Idempotency-Key',
          body: flightBookingBodySchema,
          response: { 200: flightBookingResponseSchema },
        },
      },
      async (request) => {
        const user = userOf(request);
        const key = idempotencyKeyOf(request);
        return idempotent(
          db,
          { agencyId: user.agencyId, userId: user.id, call: 'flight.booking', key, body: request.body },
          async ({ resumed }) => ({
            data: await bookings.book(contextOf(request), user, request.body, { resumed }),
          }),
        );
      },
    );

    app.post(
      '/flight/payment',
      {
        config: { permission: 'session' },
        schema: {
          tags,
          summary: "Pay a booking with the gateway's card token; needs an Idempotency-Key",
          body: flightPaymentBodySchema,
          response: { 200: flightPaymentResponseSchema },
        },
      },
      async (request) => {
        const user = userOf(request);
        const key = idempotencyKeyOf(request);
        const returnUrl = `/booknow/flights/checkout?resume=${encodeURIComponent(request.body.referenceNumber)}`;
        return idempotent(
          db,
          { agencyId: user.agencyId, userId: user.id, call: 'flight.payment', key, body: request.body },
          async () => ({
            data: await bookings.pay(
              contextOf(request),
              user,
              request.body.referenceNumber,
              request.body.paymentToken,
              returnUrl,
            ),
          }),
        );
      },
    );

    app.get(
      '/flight/getReservationDetails',
      {
        config: { permission: 'session' },
        schema: {
          tags,
          summary: 'A booking, up to date with the airline',
          querystring: referenceQuerySchema,
          response: { 200: flightBookingResponseSchema },
        },
      },
      async (request) => ({ data: await bookings.details(userOf(request), request.query.referenceNumber) }),
    );

    app.post(
      '/flight/sendFlightConfirmMail',
      {
        config: { permission: 'session', rateLimit: { max: 10, windowSeconds: 3600 } },
        schema: {
          tags,
          summary: 'Send the confirmation mail again',
          body: referenceBodySchema,
          response: { 200: messageBodySchema },
        },
      },
      async (request) => {
        await bookings.resendConfirmation(contextOf(request), userOf(request), request.body.referenceNumber);
        return { message: translateMessage('message.confirmationSent', request.language) };
      },
    );

    const penalty = async (request: { body: { referenceNumber: string } } & Parameters<typeof userOf>[0]) => {
      const quote = await bookings.penalty(userOf(request), request.body.referenceNumber);
      return { data: { ...quote, flightPenaltyAmount: quote.penalty.amount } };
    };
    const cancelled = (language: Parameters<typeof translateMessage>[1]) =>
      translateMessage('message.flightCancelled', language);

    for (const [path, permission] of [
      ['/flight', 'session'],
      ['/agency/flights/bookings', 'agent'],
    ] as const) {
      const isAgency = permission === 'agent';
      app.post(
        `${path}/${isAgency ? 'getPenalty' : 'get-penalty'}`,
        {
          config: { permission },
          schema: {
            tags,
            summary: 'What cancelling now keeps and returns',
            body: referenceBodySchema,
            response: { 200: penaltyResponseSchema },
          },
        },
        penalty,
      );
      app.post(
        `${path}/flightCancelVoidBooking`,
        {
          config: { permission },
          schema: {
            tags,
            summary: 'Void a ticket within 24 hours of ticketing (everything back); NOT_VOIDABLE after that',
            body: referenceBodySchema,
            response: { 200: flightActionResponseSchema },
          },
        },
        async (request) => {
          const user = userOf(request);
          const data = await bookings.cancel(
            contextOf(request),
            user,
            await bookings.find(user, request.body.referenceNumber),
            { voidOnly: true },
          );
          return { data, message: cancelled(request.language) };
        },
      );
      app.post(
        `${path}/${isAgency ? 'flightCancelBooking' : 'flight-cancel-booking'}`,
        {
          config: { permission },
          schema: {
            tags,
            summary: "Cancel under the fare's rules",
            body: referenceBodySchema,
            response: { 200: flightActionResponseSchema },
          },
        },
        async (request) => {
          const user = userOf(request);
          const data = await bookings.cancel(
            contextOf(request),
            user,
            await bookings.find(user, request.body.referenceNumber),
          );
          return { data, message: cancelled(request.language) };
        },
      );
    }

    for (const [path, permission] of [
      ['/v2/flight/cancel', 'session'],
      ['/v2/agency/flights/cancel', 'agent'],
    ] as const) {
      const cancelByPnr = async (request: FastifyRequest, pnr: string) => {
        const user = userOf(request);
        const row = await queries.findByPnr(user, pnr);
        const data = await bookings.cancel(contextOf(request), user, row, { viaPnr: true });
        return { data, message: cancelled(request.language) };
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

    app.get(
      '/flight/bookings/all',
      {
        config: { permission: 'session' },
        schema: {
          tags,
          summary: "The user's flight bookings (an agent's: the agency's)",
          querystring: bookingListQuerySchema,
          response: { 200: flightBookingListResponseSchema },
        },
      },
      async (request) => ({ data: await queries.list(userOf(request), request.query) }),
    );

    app.get(
      '/flight/bookingStatus',
      {
        config: { permission: 'session' },
        schema: {
          tags,
          summary: "A booking's status",
          querystring: bookingStatusQuerySchema,
          response: { 200: bookingStatusResponseSchema },
        },
      },
      async (request) => {
        const row = await bookings.find(userOf(request), request.query.referenceNumber);
        const view = await bookings.view(row);
        return {
          data: {
            referenceNumber: view.referenceNumber,
            bookingStatus: view.bookingStatus,
            bookedStatus: view.bookedStatus,
          },
        };
      },
    );

    app.get(
      '/agency/flights/bookings',
      {
        config: { permission: 'agent' },
        schema: {
          tags,
          summary: "The agency's flight bookings",
          querystring: bookingListQuerySchema,
          response: { 200: flightBookingListResponseSchema },
        },
      },
      async (request) => ({ data: await queries.list(userOf(request), request.query) }),
    );

    app.get(
      '/agency/flights/bookings/:id',
      {
        config: { permission: 'agent' },
        schema: {
          tags,
          summary: 'One flight booking',
          params: idParamsSchema,
          response: { 200: flightBookingResponseSchema },
        },
      },
      async (request) => ({ data: await queries.byId(userOf(request), request.params.id) }),
    );

    app.post(
      '/flight/ticket',
      {
        config: { permission: 'agent' },
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
        config: { permission: 'agent' },
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

import {
  bookingListQuerySchema,
  bookingStatusQuerySchema,
  bookingStatusResponseSchema,
  type cancellationQuoteSchema,
  idParamsSchema,
  messageBodySchema,
  paymentBodySchema,
  referenceBodySchema,
  referenceQuerySchema,
  translateMessage,
  type Language,
  type MessageKey,
} from '@travel/contracts';
import type { z } from 'zod';
import type { Db } from '../../platform/db/client';
import { idempotencyKeyOf, idempotent } from '../../platform/http/idempotency';
import { contextOf } from '../../platform/http/request-context';
import { userOf, type App } from '../../platform/http/types';
import type { BookingPage } from './booking.queries';
import type { VerticalBookings } from './vertical-bookings';
import type { VerticalTypes } from './vertical';

/** A path of the spec and who may call it: a customer (and agents for their clients) or the agency's agents. */
export interface RouteAt {
  url: string;
  permission: 'session' | 'agent';
  summary?: string;
}

/**
 * One vertical's booking paths (spec section 7) and the shapes of their answers. Every path is
 * optional: a vertical lists the ones its spec section names. Its own calls (a flight's
 * ticketing, a cancel by PNR) are its own routes.
 */
export interface BookingRouteTable<T extends VerticalTypes> {
  /** The OpenAPI tag, e.g. 'flights'. */
  tag: string;
  /** Names the idempotent calls: `${call}.booking`, `${call}.payment`. */
  call: string;
  schemas: {
    /** The booking request body. */
    bookBody: z.ZodType<T['input']>;
    /** `{ data: booking }`. */
    booking: z.ZodType;
    /** `{ data: paymentResult }`. */
    payment: z.ZodType;
    /** `{ data: booking, message }`. */
    action: z.ZodType;
    /** `{ data: page }` under the spec's names. */
    list: z.ZodType;
    /** `{ data: cancellation quote }`, with the vertical's extra fields. */
    penalty: z.ZodType;
  };
  /** The page under the spec's names, e.g. `{ flights, totalFlightRecords }`. */
  listData(page: BookingPage<T['view']>): unknown;
  /** Extra fields of the cancellation quote (a flight's `flightPenaltyAmount`). */
  penaltyData?(quote: z.infer<typeof cancellationQuoteSchema>): Record<string, unknown>;
  /** The message of a cancellation or void. */
  cancelledMessage: MessageKey;
  book?: string;
  /** Where a 3-D Secure challenge returns to, for a booking's reference. */
  pay?: { url: string; returnUrl(referenceNumber: string): string };
  /** GET ?referenceNumber=: the booking, up to date with the supplier. */
  details?: string;
  /** POST { referenceNumber }: the confirmation mail again. */
  resendMail?: string;
  /** GET ?referenceNumber=: the booking's status. */
  status?: string;
  /** GET: the customer's or the agency's bookings (bookingListQuerySchema). */
  lists?: RouteAt[];
  /** GET :id: one booking, for the agency. */
  byId?: RouteAt;
  /** POST { referenceNumber }: what cancelling now keeps and returns. */
  penalty?: RouteAt[];
  /** POST { referenceNumber }: cancel under the supplier's rules (a void while allowed). */
  cancel?: RouteAt[];
  /** POST { referenceNumber }: void only; NOT_VOIDABLE once the window has passed. */
  void?: RouteAt[];
}

/**
 * The booking routes of one vertical: the core's commands (through `bookings`) at the paths of
 * its route table. The same factory serves every vertical.
 */
export function bookingRoutes<T extends VerticalTypes>(
  db: Db,
  bookings: VerticalBookings<T>,
  table: BookingRouteTable<T>,
) {
  const tags = [table.tag];
  const cancelled = (language: Language) => translateMessage(table.cancelledMessage, language);
  return async (app: App): Promise<void> => {
    if (table.book)
      app.post(
        table.book,
        {
          config: { permission: 'session' },
          schema: {
            tags,
            summary: 'Book a quote (held with the supplier, awaiting payment); needs an Idempotency-Key',
            body: table.schemas.bookBody,
            response: { 200: table.schemas.booking },
          },
        },
        async (request) => {
          const user = userOf(request);
          const key = idempotencyKeyOf(request);
          // Validated already; parsed again only to be typed as the vertical's input in this generic route.
          const input = table.schemas.bookBody.parse(request.body);
          return idempotent(
            db,
            { agencyId: user.agencyId, userId: user.id, call: `${table.call}.booking`, key, body: request.body },
            async ({ resumed }) => ({ data: await bookings.book(contextOf(request), user, input, { resumed }) }),
          );
        },
      );

    const { pay } = table;
    if (pay)
      app.post(
        pay.url,
        {
          config: { permission: 'session' },
          schema: {
            tags,
            summary: "Pay a booking with reward credit and/or the gateway's card token; needs an Idempotency-Key",
            body: paymentBodySchema,
            response: { 200: table.schemas.payment },
          },
        },
        async (request) => {
          const user = userOf(request);
          const key = idempotencyKeyOf(request);
          const { referenceNumber, paymentToken, creditAmount } = request.body;
          return idempotent(
            db,
            { agencyId: user.agencyId, userId: user.id, call: `${table.call}.payment`, key, body: request.body },
            async () => ({
              data: await bookings.pay(
                contextOf(request),
                user,
                referenceNumber,
                { paymentToken, creditAmount },
                pay.returnUrl(referenceNumber),
              ),
            }),
          );
        },
      );

    if (table.details)
      app.get(
        table.details,
        {
          config: { permission: 'session' },
          schema: {
            tags,
            summary: 'A booking, up to date with the supplier',
            querystring: referenceQuerySchema,
            response: { 200: table.schemas.booking },
          },
        },
        async (request) => ({ data: await bookings.details(userOf(request), request.query.referenceNumber) }),
      );

    if (table.resendMail)
      app.post(
        table.resendMail,
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

    for (const at of table.penalty ?? [])
      app.post(
        at.url,
        {
          config: { permission: at.permission },
          schema: {
            tags,
            summary: 'What cancelling now keeps and returns',
            body: referenceBodySchema,
            response: { 200: table.schemas.penalty },
          },
        },
        async (request) => {
          const quote = await bookings.cancellationQuote(userOf(request), request.body.referenceNumber);
          return { data: { ...quote, ...table.penaltyData?.(quote) } };
        },
      );

    const cancelRoutes = [
      ...(table.void ?? []).map((at) => ({ at, voidOnly: true })),
      ...(table.cancel ?? []).map((at) => ({ at, voidOnly: false })),
    ];
    for (const { at, voidOnly } of cancelRoutes)
      app.post(
        at.url,
        {
          config: { permission: at.permission },
          schema: {
            tags,
            summary: voidOnly
              ? 'Void within the void window (everything back); NOT_VOIDABLE after that'
              : "Cancel under the supplier's rules",
            body: referenceBodySchema,
            response: { 200: table.schemas.action },
          },
        },
        async (request) => {
          const user = userOf(request);
          const data = await bookings.cancelByReference(contextOf(request), user, request.body.referenceNumber, {
            voidOnly,
          });
          return { data, message: cancelled(request.language) };
        },
      );

    for (const at of table.lists ?? [])
      app.get(
        at.url,
        {
          config: { permission: at.permission },
          schema: {
            tags,
            summary: at.summary ?? 'A page of bookings',
            querystring: bookingListQuerySchema,
            response: { 200: table.schemas.list },
          },
        },
        async (request) => ({ data: table.listData(await bookings.queries.list(userOf(request), request.query)) }),
      );

    if (table.status)
      app.get(
        table.status,
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
          const view = await bookings.view(await bookings.find(userOf(request), request.query.referenceNumber));
          return {
            data: {
              referenceNumber: view.referenceNumber,
              bookingStatus: view.bookingStatus,
              bookedStatus: view.bookedStatus,
            },
          };
        },
      );

    const { byId } = table;
    if (byId)
      app.get(
        byId.url,
        {
          config: { permission: byId.permission },
          schema: {
            tags,
            summary: byId.summary ?? 'One booking',
            params: idParamsSchema,
            response: { 200: table.schemas.booking },
          },
        },
        async (request) => ({ data: await bookings.queries.byId(userOf(request), request.params.id) }),
      );
  };
}

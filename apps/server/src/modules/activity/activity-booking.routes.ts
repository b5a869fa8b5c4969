import {
  ACTIVITY_CANCEL_REASONS,
  activityActionResponseSchema,
  activityBookingParamsSchema,
  activityBookingResponseSchema,
  activityCancelBodySchema,
  activityCancelResponseSchema,
  activityPenaltyResponseSchema,
  translateMessage,
  type ActivityPenalty,
  type Language,
} from '@travel/contracts';
import type { BookingRow, UserRow } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import { contextOf, readerLanguage } from '../../platform/http/request-context';
import { sendPdf } from '../../platform/pdf/pdf-document';
import { userOf, type App } from '../../platform/http/types';
import type { ActivitySupplier } from '../../suppliers/activities/port';
import { recordOf } from '../booking/vertical';
import type { VerticalBookings } from '../booking/vertical-bookings';
import { callActivities } from './activity-supplier-errors';
import { activityTicketPdf, type ActivityTypes } from './activity.vertical';

const tags = ['activities'];

/**
 * The calls only activities have: a booking's details and cancel-penalty by its id, the cancel
 * that answers priceChanged when the refund moved since the quote the customer saw, the
 * removal of an unpaid booking and the ticket PDF. Book, pay, e-mail and the lists are the
 * booking core's (activity-booking.paths.ts).
 */
export function activityBookingRoutes(bookings: VerticalBookings<ActivityTypes>, supplier: ActivitySupplier) {
  /** What cancelling now returns, with the reasons to choose from and until when it holds. */
  async function penaltyOf(user: UserRow, row: BookingRow, language: Language): Promise<ActivityPenalty> {
    const quote = await bookings.cancellationQuote(user, row.referenceNumber);
    const { details } = recordOf(bookings.adapter, row);
    const supplierQuote =
      row.status === 'confirmed' && row.supplierReference
        ? await callActivities(() => supplier.cancellationQuote(row.supplierReference ?? ''))
        : null;
    return {
      bookingId: row.id,
      referenceNumber: row.referenceNumber,
      reasons: ACTIVITY_CANCEL_REASONS.map((code) => ({
        code,
        text: translateMessage(`activity.reason.${code}`, language),
      })),
      refundAmount: quote.refund.amount,
      penalty: quote.penalty,
      exchangeRate: details.exchangeRate,
      currency: quote.refund.currency,
      validUntil: supplierQuote?.validUntil ?? null,
    };
  }

  return async (app: App): Promise<void> => {
    app.get(
      '/activities/bookings/:id/details',
      {
        config: { permission: 'session' },
        schema: {
          tags,
          summary: 'An activity booking by id or reference, up to date with the supplier',
          params: activityBookingParamsSchema,
          response: { 200: activityBookingResponseSchema },
        },
      },
      async (request) => {
        const user = userOf(request);
        const row = await bookings.findByIdOrReference(user, request.params.id);
        return { data: await bookings.details(user, row.referenceNumber) };
      },
    );

    app.get(
      '/activities/bookings/:id/cancel-penalty',
      {
        config: { permission: 'session' },
        schema: {
          tags,
          summary: 'The cancellation reasons and what cancelling now returns (refundAmount, exchangeRate, currency)',
          params: activityBookingParamsSchema,
          response: { 200: activityPenaltyResponseSchema },
        },
      },
      async (request) => {
        const user = userOf(request);
        const row = await bookings.sync(await bookings.findByIdOrReference(user, request.params.id));
        return { data: await penaltyOf(user, row, request.language) };
      },
    );

    app.post(
      '/activities/bookings/cancel',
      {
        config: { permission: 'session' },
        schema: {
          tags,
          summary: 'Cancel at the quoted refund; priceChanged with the new refund when it moved since the quote',
          body: activityCancelBodySchema,
          response: { 200: activityCancelResponseSchema },
        },
      },
      async (request) => {
        const user = userOf(request);
        const ctx = contextOf(request);
        const row = await bookings.sync(await bookings.findByIdOrReference(user, request.body.bookingId));
        const penalty = await penaltyOf(user, row, request.language);
        if (penalty.refundAmount !== request.body.quoteAmount)
          return {
            data: {
              priceChanged: true,
              changedRefundAmount: penalty.refundAmount,
              refundAmount: penalty.refundAmount,
              currency: penalty.currency,
              booking: await bookings.view(row),
            },
            message: translateMessage('message.activityRefundChanged', request.language),
          };
        const booking = await bookings.cancel(ctx, user, row, { reason: request.body.reason });
        return {
          data: {
            priceChanged: false,
            changedRefundAmount: null,
            refundAmount: booking.refund?.amount ?? 0,
            currency: penalty.currency,
            booking,
          },
          message: translateMessage('message.bookingCancelled', request.language),
        };
      },
    );

    app.delete(
      '/activities/:id',
      {
        config: { permission: 'session' },
        schema: {
          tags,
          summary: "Remove the caller's unpaid activity booking (its places go back)",
          params: activityBookingParamsSchema,
          response: { 200: activityActionResponseSchema },
        },
      },
      async (request) => {
        const data = await bookings.removeUnpaid(contextOf(request), userOf(request), request.params.id);
        return { data, message: translateMessage('message.bookingCancelled', request.language) };
      },
    );

    app.get(
      '/activities/bookings/:id/ticket',
      {
        config: { permission: 'session' },
        schema: {
          tags,
          summary: "A confirmed booking's ticket (PDF with a QR code), for its customer and its agency",
          params: activityBookingParamsSchema,
        },
      },
      async (request, reply) => {
        const user = userOf(request);
        const row = await bookings.sync(await bookings.findByIdOrReference(user, request.params.id));
        const record = recordOf(bookings.adapter, row);
        // No ticket before the operator confirms, nor once the booking has ended.
        if (record.details.bookedStatus !== 'CONFIRMED' || row.status !== 'confirmed')
          throw new AppError('INVALID_STATE');
        const pdf = await activityTicketPdf(record, contextOf(request).agency.agencyName, readerLanguage(request));
        return sendPdf(reply, `ticket-${row.referenceNumber}.pdf`, pdf);
      },
    );
  };
}

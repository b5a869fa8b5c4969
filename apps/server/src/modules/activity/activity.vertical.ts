import { z } from 'zod';
import {
  activityBookedItemSchema,
  formatMoney,
  linesTotal,
  type ActivityBooking,
  type activityBookBodySchema,
  type Language,
} from '@travel/contracts';
import { AppError } from '../../platform/http/app-error';
import type { ActivityBookRequest, ActivityOrder } from '../../suppliers/activities/port';
import type { BookingSupplier } from '../../suppliers/booking-port';
import {
  bookingDetailsBaseSchema,
  type BookableQuote,
  type BookingMail,
  type BookingRecord,
  type VerticalAdapter,
} from '../booking/vertical';
import { bookableQuoteOf } from '../pricing/quote-view';
import type { QuoteService } from '../pricing/quote.service';
import { activityMail } from './activity-mail';
import { activityQuoteDetailsSchema } from './activity-quote';
import { activityStart, renderActivityTicket } from './activity-ticket';
import { documentFormat } from '../../platform/pdf/document-format';

/**
 * Activities as a vertical of the booking core: booked with the experience supplier from the
 * quote's price hold (confirmed at once, or PENDING until the operator answers by the sandbox's
 * clock), paid by card, the ticket a PDF with a QR code, cancelled under the product's policy
 * tier at the time (no fulfil step: the supplier counts as paid once the booking is).
 */

const answerSchema = z.object({ questionId: z.string(), value: z.string(), unit: z.string().optional() });

/** What an activity booking keeps in `details`. */
export const activityBookingDetailsSchema = bookingDetailsBaseSchema.extend({
  activity: activityBookedItemSchema,
  travelers: z.array(
    z.object({
      band: activityBookedItemSchema.shape.travelers.element.shape.band,
      givenName: z.string(),
      familyName: z.string(),
      answers: z.array(answerSchema),
    }),
  ),
  answers: z.array(answerSchema),
  bookingRef: z.string().nullable(),
  /** Until when a manual booking awaits the operator. */
  confirmBy: z.string().nullable(),
  rejectionReason: z.string().nullable(),
});
export type ActivityBookingDetails = z.infer<typeof activityBookingDetailsSchema>;

export interface ActivityQuoteData {
  holdId: string;
  activity: z.infer<typeof activityBookedItemSchema>;
  exchangeRate: number;
}

export interface ActivityTypes {
  quote: ActivityQuoteData;
  input: z.infer<typeof activityBookBodySchema>;
  request: ActivityBookRequest;
  order: ActivityOrder;
  details: ActivityBookingDetails;
  view: ActivityBooking;
}

/** The path of a booking's ticket PDF (its customer and its agency). */
export const ticketPath = (referenceNumber: string) =>
  `/api/activities/bookings/${encodeURIComponent(referenceNumber)}/ticket`;

/** The ticket exists once the operator has confirmed a live booking. */
const hasTicket = (record: BookingRecord<ActivityBookingDetails>) =>
  record.details.bookedStatus === 'CONFIRMED' &&
  (record.row.status === 'confirmed' || record.row.status === 'ticketed');

export function activityTicketPdf(
  record: BookingRecord<ActivityBookingDetails>,
  agencyName: string,
  language: Language,
) {
  return renderActivityTicket(
    {
      agencyName,
      referenceNumber: record.row.referenceNumber,
      bookingRef: record.details.bookingRef ?? '-',
      status: record.details.bookedStatus ?? '-',
      activity: record.details.activity,
      travelers: record.details.travelers,
    },
    language,
  );
}

const startOf = ({ activity }: ActivityBookingDetails) =>
  `${activity.date} ${activity.startTime} (${activity.timeZone})`;
const leadName = ({ record }: BookingMail<ActivityBookingDetails>) => record.details.travelers[0]?.givenName ?? '';

function withTicket(mail: BookingMail<ActivityBookingDetails>) {
  return async (agencyName: string) => [
    {
      filename: `ticket-${mail.record.row.referenceNumber}.pdf`,
      contentType: 'application/pdf',
      content: await activityTicketPdf(mail.record, agencyName, mail.language),
    },
  ];
}

export function activityVertical(
  quotes: QuoteService,
  supplier: BookingSupplier<ActivityBookRequest, ActivityOrder>,
): VerticalAdapter<ActivityTypes> {
  return {
    key: 'activity',
    referencePrefix: 'AC',
    bookedNote: 'reserved',
    label: 'Activity',
    detailsPath: '/confirmation',
    supplier,
    details: activityBookingDetailsSchema,

    async findQuote(agency, actor, quoteId): Promise<BookableQuote<ActivityQuoteData>> {
      const row = await quotes.find(agency, actor, 'activity', quoteId, activityQuoteDetailsSchema);
      const { holdId, activity } = row.details;
      return bookableQuoteOf(row, { holdId, activity, exchangeRate: Number(row.exchangeRate) });
    },

    bookRequest(quote, input) {
      // One named traveller per place the quote was priced for, band by band.
      for (const entry of quote.data.activity.travelers) {
        const named = input.travelers.filter((traveler) => traveler.band === entry.band).length;
        if (named !== entry.count) throw AppError.invalid('travelers', 'validation.invalid');
      }
      if (input.travelers.length !== quote.data.activity.travelers.reduce((sum, entry) => sum + entry.count, 0))
        throw AppError.invalid('travelers', 'validation.invalid');
      return {
        holdId: quote.data.holdId,
        travelers: input.travelers,
        answers: input.answers,
        contact: { email: input.contact.email, phone: input.contact.phone.replace(/[^\d+]/g, '') },
        expectedTotal: quote.supplierTotal,
        idempotencyKey: `quote:${quote.id}`,
      };
    },

    newDetails(quote, input, order) {
      return {
        quoteId: quote.id,
        contact: input.contact,
        bookedStatus: order.supplierStatus,
        cancelledAt: null,
        exchangeRate: quote.data.exchangeRate,
        supplierCurrency: quote.supplierTotal.currency,
        activity: quote.data.activity,
        travelers: input.travelers,
        answers: input.answers,
        bookingRef: order.reference,
        confirmBy: order.decideAt,
        rejectionReason: null,
      };
    },

    travelDate: (details) => details.activity.date,
    // The places are kept until the booking is paid or removed (DELETE /api/activities/{id}).
    holdUntil: () => null,
    // The hold-expiry job reads a manual booking when the operator's answer is due.
    answerDueAt: (details) => (details.bookedStatus === 'PENDING' ? details.confirmBy : null),

    withOrder(details, order) {
      return {
        ...details,
        bookedStatus: order.supplierStatus,
        confirmBy: order.decideAt,
        rejectionReason: order.rejectionReason,
        cancelledAt: order.cancelledAt,
      };
    },

    itinerary: ({ row, details }) => ({
      title: `Activity ${row.referenceNumber}: ${details.activity.title}`,
      lines: [
        `Starts: ${startOf(details)} (local time)`,
        `Meeting point: ${details.activity.meetingPoint.name}, ${details.activity.meetingPoint.address}`,
        ...(details.bookingRef ? [`Operator reference: ${details.bookingRef}`] : []),
      ],
    }),
    mail: {
      confirmed: (mail) => {
        const { details, row } = mail.record;
        const isPending = details.bookedStatus === 'PENDING';
        return {
          ...activityMail({
            kind: 'activity-confirmed',
            name: leadName(mail),
            reference: row.referenceNumber,
            activity: details.activity.title,
            start: activityStart(details.activity, mail.language),
            meetingPoint: `${details.activity.meetingPoint.name}, ${details.activity.meetingPoint.address}`,
            total: formatMoney({ amount: row.totalAmount, currency: row.currency }, mail.language),
            pendingUntil:
              isPending && details.confirmBy
                ? `${documentFormat(mail.language).instantIn(new Date(details.confirmBy), details.activity.timeZone)} (${details.activity.timeZone})`
                : null,
            link: mail.link,
          }),
          ...(isPending ? {} : { attachments: withTicket(mail) }),
        };
      },
      supplierAnswered: (mail, before) => {
        const { details, row } = mail.record;
        if (before.bookedStatus !== 'PENDING' || details.bookedStatus === 'PENDING') return null;
        const base = {
          name: leadName(mail),
          reference: row.referenceNumber,
          activity: details.activity.title,
          link: mail.link,
        };
        if (details.bookedStatus === 'CONFIRMED')
          return {
            ...activityMail({
              kind: 'activity-supplier-confirmed',
              ...base,
              start: activityStart(details.activity, mail.language),
            }),
            attachments: withTicket(mail),
          };
        return details.bookedStatus === 'REJECTED' ? activityMail({ kind: 'activity-rejected', ...base }) : null;
      },
      cancelled: (mail, refund) =>
        activityMail({
          kind: 'activity-cancelled',
          name: leadName(mail),
          reference: mail.record.row.referenceNumber,
          activity: mail.record.details.activity.title,
          refund,
          link: mail.link,
        }),
    },

    view(base, record): ActivityBooking {
      const { row, details } = record;
      const ended = row.status === 'cancelled' || row.status === 'voided';
      return {
        ...base,
        bookingRef: details.bookingRef,
        supplierStatus: details.bookedStatus,
        confirmBy: details.confirmBy,
        activity: details.activity,
        travelers: details.travelers,
        answers: details.answers,
        // The markup goes back with any refund (the settlement rule); the fee is kept.
        agencyCommission: ended ? 0 : linesTotal(row.breakdown, 'markup'),
        agencyTransactionFee: linesTotal(row.breakdown, 'agency_fee'),
        ticketPdfUrl: hasTicket(record) ? ticketPath(row.referenceNumber) : null,
      };
    },
  };
}

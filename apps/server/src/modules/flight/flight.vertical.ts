import { breakdownOf, formatMoney, type FlightBooking, type FlightQuote, type TravelerInput } from '@travel/contracts';
import type { z } from 'zod';
import type { flightBookingBodySchema } from '@travel/contracts';
import { AppError } from '../../platform/http/app-error';
import type { BookRequest, FlightPortOrder, FlightSupplier } from '../../suppliers/flights/port';
import type { BookableQuote, BookingMail, VerticalAdapter } from '../booking/vertical';
import { flightBookingDetailsSchema, toFlightBookingView, type FlightBookingDetails } from './flight-booking.mapper';
import type { FlightSearchService } from './flight-search.service';
import { toQuoteView } from './flight-quote';
import { flightMail, itineraryLines } from './flight-mail';
import { checkTravelers } from './travelers';

/** The types flights plug into the booking core. */
export interface FlightTypes {
  quote: FlightQuote;
  input: z.infer<typeof flightBookingBodySchema>;
  request: BookRequest;
  order: FlightPortOrder;
  details: FlightBookingDetails;
  view: FlightBooking;
}

/** The first day of a quote's or booking's itinerary. */
function departureDateOf(flights: FlightQuote['flights']): string {
  const firstLeg = flights[0];
  if (!firstLeg) throw new AppError('INTERNAL');
  return firstLeg.departureTime.slice(0, 10);
}

function passengerOf(traveler: TravelerInput): BookRequest['passengers'][number] {
  return {
    type: traveler.type,
    givenName: traveler.givenName,
    familyName: traveler.familyName,
    birthDate: traveler.birthDate,
    ...(traveler.gender ? { gender: traveler.gender } : {}),
  };
}

const leadName = ({ record }: BookingMail<FlightBookingDetails>) => record.details.travelers[0]?.givenName ?? '';

/**
 * Flights as a vertical of the booking core: an airline order held at booking and ticketed
 * (fulfilled) once paid, its legs, travellers and tickets in `details`, its mail and its view.
 */
export function flightVertical(search: FlightSearchService, supplier: FlightSupplier): VerticalAdapter<FlightTypes> {
  return {
    key: 'flight',
    referencePrefix: 'FL',
    label: 'Flight',
    detailsPath: '/flight-details',
    supplier,
    details: flightBookingDetailsSchema,

    async findQuote(agency, actor, quoteId): Promise<BookableQuote<FlightQuote>> {
      const row = await search.findQuote(agency, actor, quoteId);
      const view = toQuoteView(row);
      return {
        id: row.id,
        clientId: row.clientId,
        breakdown: breakdownOf(row.currency, view.breakdown.lines),
        refundProtectPercent: view.refundProtectPercent,
        supplierTotal: { amount: row.supplierTotal, currency: row.supplierCurrency },
        data: view,
      };
    },

    bookRequest(quote, input, today) {
      const departureDate = departureDateOf(quote.data.flights);
      const problem = checkTravelers(input.travelers, quote.data.passengers, departureDate, today);
      if (problem) throw AppError.invalid(problem.field, problem.message);
      return {
        offerId: quote.data.offerId,
        fareFamily: quote.data.fareFamily,
        passengers: input.travelers.map(passengerOf),
        contact: input.contact,
        idempotencyKey: `quote:${quote.id}`,
        expectedTotal: quote.supplierTotal,
      };
    },

    newDetails(quote, input, order) {
      return {
        quoteId: quote.id,
        offerId: quote.data.offerId,
        fareFamily: quote.data.fareFamily,
        fareFamilyName: quote.data.fareFamilyName,
        conditions: quote.data.conditions,
        flights: quote.data.flights,
        travelers: input.travelers.map((t, index) => ({
          ...t,
          ticketNumber: order.passengers[index]?.ticketNumber ?? null,
        })),
        contact: input.contact,
        bookedStatus: order.status,
        ticketingTimeLimit: order.ticketingTimeLimit,
        ticketedAt: null,
        voidableUntil: null,
        cancelledAt: null,
        exchangeRate: quote.data.exchangeRate,
        supplierCurrency: quote.supplierTotal.currency,
      };
    },

    travelDate: (details) => departureDateOf(details.flights),
    lastTravelDate: (details) => details.flights.at(-1)?.arrivalTime.slice(0, 10) ?? null,
    holdUntil: (details) => details.ticketingTimeLimit,

    withOrder(details, order) {
      return {
        ...details,
        bookedStatus: order.status,
        ticketingTimeLimit: order.ticketingTimeLimit,
        ticketedAt: order.ticketedAt,
        voidableUntil: order.voidableUntil,
        cancelledAt: order.cancelledAt ?? order.voidedAt,
        travelers: details.travelers.map((t, index) => ({
          ...t,
          ticketNumber: order.passengers[index]?.ticketNumber ?? t.ticketNumber,
        })),
      };
    },

    itinerary: ({ row, details }) => ({
      title: `Flight ${row.referenceNumber}${row.supplierReference ? `, PNR ${row.supplierReference}` : ''}`,
      lines: [
        ...itineraryLines(details.flights).map((leg) => `${leg} (local times)`),
        `Travellers: ${details.travelers.map((traveler) => `${traveler.givenName} ${traveler.familyName}`).join(', ')}`,
      ],
    }),
    mail: {
      confirmed: (mail) =>
        flightMail({
          kind: 'flight-confirmed',
          name: leadName(mail),
          reference: mail.record.row.referenceNumber,
          itinerary: itineraryLines(mail.record.details.flights),
          total: formatMoney(
            { amount: mail.record.row.totalAmount, currency: mail.record.row.currency },
            mail.language,
          ),
          link: mail.link,
        }),
      cancelled: (mail, refund) =>
        flightMail({
          kind: 'flight-cancelled',
          name: leadName(mail),
          reference: mail.record.row.referenceNumber,
          refund,
          link: mail.link,
        }),
      fulfilled: (mail) =>
        flightMail({
          kind: 'flight-ticketed',
          name: leadName(mail),
          reference: mail.record.row.referenceNumber,
          pnr: mail.record.row.supplierReference ?? '',
          tickets: mail.record.details.travelers.map((t) => `${t.givenName} ${t.familyName}: ${t.ticketNumber ?? '-'}`),
          link: mail.link,
        }),
    },

    view: toFlightBookingView,
  };
}

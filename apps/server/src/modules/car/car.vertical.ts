import { z } from 'zod';
import {
  breakdownOf,
  carDetailsSchema,
  carDriverSchema,
  formatMoney,
  linesTotal,
  type PriceLineKind,
  type CarBooking,
  type Language,
  type carReserveBodySchema,
} from '@travel/contracts';
import { AppError } from '../../platform/http/app-error';
import { documentFormat } from '../../platform/pdf/document-format';
import type { BookingSupplier } from '../../suppliers/booking-port';
import type { CarBookRequest, CarOrder } from '../../suppliers/cars/port';
import {
  bookingDetailsBaseSchema,
  type BookableQuote,
  type BookingMail,
  type BookingRecord,
  type VerticalAdapter,
} from '../booking/vertical';
import type { QuoteService } from '../pricing/quote.service';
import { carMail } from './car-mail';
import { carQuoteDetailsSchema } from './car-quote';
import { carTermsOf, renderCarTermsPdf } from './car-terms';

/**
 * Cars as a vertical of the booking core: a car reserved with the rental company of the
 * quote's offer (confirmed at once with a confirmation number, no fulfil step: the company
 * counts as paid once the booking is), paid by card, its rental terms a PDF, cancelled free
 * until 48 h before pick-up in the location's zone, then one day's rental, nothing after pick-up.
 */

/** What a car booking keeps in `details`: the car as checkout showed it, the driver, the company's confirmation. */
export const carBookingDetailsSchema = bookingDetailsBaseSchema.extend({
  car: carDetailsSchema,
  driver: carDriverSchema,
  flightNumber: z.string().nullable(),
  confirmationNumber: z.string().nullable(),
  /** The cancellation's own reference, once cancelled. */
  cancellationId: z.string().nullable(),
});
export type CarBookingDetails = z.infer<typeof carBookingDetailsSchema>;

export interface CarQuoteData {
  offerId: string;
  car: z.infer<typeof carDetailsSchema>;
  exchangeRate: number;
}

export interface CarTypes {
  quote: CarQuoteData;
  input: z.infer<typeof carReserveBodySchema>;
  request: CarBookRequest;
  order: CarOrder;
  details: CarBookingDetails;
  view: CarBooking;
}

/** The path of a booking's rental terms PDF (its customer and its agency). */
export const bookingTermsPath = (referenceNumber: string) =>
  `/api/car-rental/booking-terms/${encodeURIComponent(referenceNumber)}`;

const local = (value: string) => value.replace('T', ' ');

/** The booking's rental terms as a PDF (the booking's own copy: the car as booked). */
export function bookingTermsPdf(record: BookingRecord<CarBookingDetails>, agencyName: string, language: Language) {
  const terms = carTermsOf(record.details.car, language, record.details.car.expiresAt);
  return renderCarTermsPdf(terms, agencyName, record.row.referenceNumber);
}

const driverName = ({ record }: BookingMail<CarBookingDetails>) => record.details.driver.givenName;

export function carVertical(
  quotes: QuoteService,
  supplier: BookingSupplier<CarBookRequest, CarOrder>,
): VerticalAdapter<CarTypes> {
  return {
    key: 'car',
    referencePrefix: 'CR',
    bookedNote: 'reserved',
    label: 'Car rental',
    detailsPath: '/reservation-details',
    supplier,
    details: carBookingDetailsSchema,

    async findQuote(agency, actor, quoteId): Promise<BookableQuote<CarQuoteData>> {
      const row = await quotes.find(agency, actor, 'car', quoteId, carQuoteDetailsSchema);
      return {
        id: row.id,
        clientId: row.clientId,
        breakdown: breakdownOf(row.currency, row.breakdown.lines),
        refundProtectPercent: Number(row.refundProtectPercent),
        supplierTotal: { amount: row.supplierTotal, currency: row.supplierCurrency },
        data: { offerId: row.details.offerId, car: row.details.car, exchangeRate: Number(row.exchangeRate) },
      };
    },

    bookRequest(quote, input) {
      // The price depends on the driver's age: the driver must be the one the car was priced for.
      if (input.driver.age !== quote.data.car.driverAge) throw AppError.invalid('driver.age', 'validation.invalid');
      return {
        offerId: quote.data.offerId,
        driver: { givenName: input.driver.givenName, familyName: input.driver.familyName, age: input.driver.age },
        flightNumber: input.flightNumber ?? null,
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
        car: quote.data.car,
        driver: input.driver,
        flightNumber: order.flightNumber,
        confirmationNumber: order.confirmationNumber,
        cancellationId: null,
      };
    },

    // The pick-up day at the pick-up location.
    travelDate: (details) => details.car.pickUpDateTime.slice(0, 10),
    lastTravelDate: (details) => details.car.returnDateTime.slice(0, 10),
    // The company keeps the car until the booking is paid or removed (DELETE /api/car-rental/{id}).
    holdUntil: () => null,

    withOrder(details, order) {
      return {
        ...details,
        bookedStatus: order.supplierStatus,
        confirmationNumber: order.confirmationNumber,
        cancelledAt: order.cancelledAt,
        cancellationId: order.state === 'cancelled' ? (details.cancellationId ?? `${order.reference}-X`) : null,
      };
    },

    itinerary: ({ row, details: { car, confirmationNumber } }) => ({
      title: `Car ${row.referenceNumber}: ${car.name} (${car.vendorName})`,
      lines: [
        `Pick-up: ${car.pickup.address}, ${local(car.pickUpDateTime)} (local time, ${car.pickup.timeZone})`,
        `Return: ${car.dropoff.address}, ${local(car.returnDateTime)} (local time, ${car.dropoff.timeZone})`,
        ...(confirmationNumber ? [`Confirmation number: ${confirmationNumber}`] : []),
      ],
    }),
    mail: {
      confirmed: (mail) => {
        const { car, confirmationNumber } = mail.record.details;
        return {
          ...carMail({
            kind: 'car-confirmed',
            name: driverName(mail),
            reference: mail.record.row.referenceNumber,
            confirmation: confirmationNumber ?? '-',
            car: `${car.name} (${car.vendorName})`,
            pickUp: `${car.pickup.address}, ${documentFormat(mail.language).dateTime(car.pickUpDateTime)} (${car.pickup.timeZone})`,
            dropOff: `${car.dropoff.address}, ${documentFormat(mail.language).dateTime(car.returnDateTime)} (${car.dropoff.timeZone})`,
            total: formatMoney(
              { amount: mail.record.row.totalAmount, currency: mail.record.row.currency },
              mail.language,
            ),
            atCounter: car.payAtCounter.amount > 0 ? formatMoney(car.payAtCounter, mail.language) : null,
            link: mail.link,
          }),
          // The rental terms go with the confirmation.
          attachments: async (agencyName) => [
            {
              filename: `rental-terms-${mail.record.row.referenceNumber}.pdf`,
              contentType: 'application/pdf',
              content: await bookingTermsPdf(mail.record, agencyName, mail.language),
            },
          ],
        };
      },
      cancelled: (mail, refund) =>
        carMail({
          kind: 'car-cancelled',
          name: driverName(mail),
          reference: mail.record.row.referenceNumber,
          car: mail.record.details.car.name,
          refund,
          link: mail.link,
        }),
    },

    view(base, { row, details }): CarBooking {
      const linesOf = (kind: PriceLineKind) => linesTotal(row.breakdown, kind);
      const { car } = details;
      const ended = row.status === 'cancelled' || row.status === 'voided';
      return {
        ...base,
        confirmationNumber: details.confirmationNumber,
        rental: {
          vendorCode: car.vendorCode,
          vendorName: car.vendorName,
          acriss: car.acriss,
          name: car.name,
          size: car.size,
          transmissionType: car.transmissionType,
          image: car.image,
          pickup: car.pickup,
          dropoff: car.dropoff,
          pickUpAt: car.pickUpAt,
          returnAt: car.returnAt,
          pickUpDateTime: car.pickUpDateTime,
          returnDateTime: car.returnDateTime,
          rentalDays: car.rentalDays,
          driverAge: car.driverAge,
          countryOfResidence: car.countryOfResidence,
          charges: car.charges,
          deposit: car.deposit,
          excess: car.excess,
          milage: car.milage,
          fuelPolicy: car.fuelPolicy,
          inclusions: car.inclusions,
          freeCancellationUntil: car.cancellationPolicy.freeUntil,
          freeCancellationUntilLocal: car.cancellationPolicy.freeUntilLocal,
          lateCancellationFee: car.lateCancellationFee,
        },
        driver: details.driver,
        flightNumber: details.flightNumber,
        payAtCounter: car.payAtCounter,
        // The markup goes back with any refund (the settlement rule); the fee is kept.
        agencyCommission: ended ? 0 : linesOf('markup'),
        agencyTransactionFee: linesOf('agency_fee'),
        termsPdfUrl: bookingTermsPath(row.referenceNumber),
        cancellationId: details.cancellationId,
      };
    },
  };
}

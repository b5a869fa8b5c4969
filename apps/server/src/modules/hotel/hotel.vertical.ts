import { z } from 'zod';
import {
  breakdownOf,
  formatMoney,
  linesTotal,
  type PriceLineKind,
  hotelBookedRoomSchema,
  hotelCancellationPolicySchema,
  hotelDiscountSchema,
  hotelPropertyFeeSchema,
  type hotelBookingBodySchema,
  type HotelBooking,
  type Language,
  type Money,
} from '@travel/contracts';
import { AppError } from '../../platform/http/app-error';
import type { HotelOrder } from '../../suppliers/hotels/port';
import {
  bookingDetailsBaseSchema,
  type BookableQuote,
  type BookingMail,
  type VerticalAdapter,
} from '../booking/vertical';
import type { QuoteService } from '../pricing/quote.service';
import { hotelMail } from './hotel-mail';
import { callSupplier } from '../booking/supplier-errors';
import type { HotelContent } from '../../suppliers/hotels/port';
import { hotelQuoteDetailsSchema, type HotelQuoteDetails } from './hotel-quote';
import { voucherAttachment, voucherLabels } from './hotel-voucher';
import { documentFormat } from '../../platform/pdf/document-format';
import type { HotelVendorBookRequest, HotelVendors } from './hotel-vendors';

/**
 * Hotels as a vertical of the booking core: a room booked with the vendor of the quote's rate
 * (pending or confirmed at once, no fulfil step: the vendor is paid when it confirms), paid by
 * card, its voucher a PDF, cancelled under the rate's policy in the hotel's time zone.
 */

/** What a booking keeps of the stay: the hotel (from the vendor's content), the dates, the rate's rooms, board and terms. */
export const hotelStaySchema = z.object({
  hotel: z.object({
    id: z.string(),
    name: z.string(),
    stars: z.number().int(),
    /** 'Rua das Flores 42, 1200-195 Lisbon, PT'. */
    address: z.string(),
    countryCode: z.string(),
    /** IANA zone: the stay's dates and the policy's deadlines are local to it. */
    timeZone: z.string(),
    images: z.array(z.string()),
    amenities: z.array(z.string()),
    checkInFrom: z.string().nullable(),
    checkOutUntil: z.string().nullable(),
  }),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  roomTypeCode: z.string(),
  roomName: z.string(),
  board: z.string(),
  boardName: z.string(),
  refundable: z.boolean(),
  /** The vendor's discounts and what is paid at the property, in the vendor's currency. */
  price: z.object({
    discounts: z.array(hotelDiscountSchema),
    payAtProperty: z.array(hotelPropertyFeeSchema),
  }),
  cancellationPolicy: hotelCancellationPolicySchema,
});
export type HotelStay = z.infer<typeof hotelStaySchema>;

/** What a hotel booking keeps in `details`: the stay, the guests, the vendor's order. */
export const hotelBookingDetailsSchema = bookingDetailsBaseSchema.extend({
  vendor: z.string(),
  stay: hotelStaySchema,
  rooms: z.array(hotelBookedRoomSchema),
  holder: z.object({ givenName: z.string(), familyName: z.string(), email: z.string(), phone: z.string() }),
  specialRequests: z.string().nullable(),
  hotelConfirmationNumber: z.string().nullable(),
  /** The cancellation's own reference, once cancelled. */
  cancellationId: z.string().nullable(),
});
export type HotelBookingDetails = z.infer<typeof hotelBookingDetailsSchema>;

/** A hotel quote as booking reads it: the rate to book, its rooms, the stay, the locked rate. */
export interface HotelQuoteData {
  vendor: string;
  rateKey: string;
  /** One entry per room, as priced. */
  rooms: { adults: number; childAges: number[] }[];
  stay: HotelStay;
  exchangeRate: number;
}

/** Nights between two 'YYYY-MM-DD' dates. */
const nightsBetween = (start: string, end: string) => Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000);

/** The stay of a priced quote, with the hotel as the vendor's static content describes it. */
export function stayOf(quote: HotelQuoteDetails, content: HotelContent): HotelStay {
  const { rate, stayPeriod } = quote;
  const { line, postalCode, city, countryCode } = content.address;
  return {
    hotel: {
      id: content.id,
      name: content.name,
      stars: content.stars,
      address: `${line}, ${postalCode} ${city}, ${countryCode}`,
      countryCode,
      timeZone: content.timeZone,
      images: content.images.map((image) => image.url),
      amenities: [...content.facilities],
      checkInFrom: content.checkInFrom,
      checkOutUntil: content.checkOutUntil,
    },
    checkIn: stayPeriod.start,
    checkOut: stayPeriod.end,
    nights: nightsBetween(stayPeriod.start, stayPeriod.end),
    roomTypeCode: rate.roomTypeCode,
    roomName: rate.roomName,
    board: rate.board,
    boardName: rate.boardName,
    refundable: rate.refundable,
    price: { discounts: rate.price.discounts, payAtProperty: rate.price.payAtProperty },
    cancellationPolicy: rate.cancellationPolicy,
  };
}

/** The types hotels plug into the booking core. */
export interface HotelTypes {
  quote: HotelQuoteData;
  input: z.infer<typeof hotelBookingBodySchema>;
  request: HotelVendorBookRequest;
  order: HotelOrder;
  details: HotelBookingDetails;
  view: HotelBooking;
}

/** The path of a booking's voucher PDF (an authenticated route: the booking's agency and customer). */
export const voucherPath = (referenceNumber: string) => `/api/v2/hotel/voucher/${encodeURIComponent(referenceNumber)}`;

/** The lead guest: the first adult of the first room. */
function leadGuestOf(input: HotelTypes['input']): { givenName: string; familyName: string } {
  const lead = input.rooms.flatMap((room) => room.guests).find((guest) => guest.type === 'adult');
  if (!lead) throw AppError.invalid('rooms.0.guests', 'validation.required');
  return { givenName: lead.givenName, familyName: lead.familyName };
}

/** A supplier amount in the booking's currency at the rate locked on the quote. */
const converted = (money: Money, rate: number) => Math.round(money.amount * rate);

/** "12 Jun 2099 - 15 Jun 2099 (3 nights)": the stay in the hotel's own dates. */
export function stayLine(details: HotelBookingDetails): string {
  const { checkIn, checkOut, nights } = details.stay;
  return `${checkIn} - ${checkOut} (${nights} ${nights === 1 ? 'night' : 'nights'})`;
}

/** The stay in a mail's language: 'Friday, June 12, 2099 - Monday, June 15, 2099 (3 nights, time zone Europe/Lisbon)'. */
function stayLineIn(details: HotelBookingDetails, language: Language): string {
  const { checkIn, checkOut, nights, hotel } = details.stay;
  const format = documentFormat(language);
  return `${format.day(checkIn)} - ${format.day(checkOut)} (${voucherLabels(language).nights(nights, hotel.timeZone)})`;
}

/** Each room in a mail's language, as the voucher says it, with its guests. */
function roomLinesIn(details: HotelBookingDetails, language: Language): string[] {
  const labels = voucherLabels(language);
  return details.rooms.map(
    (room, index) =>
      `${labels.room(index + 1, room.roomName, room.boardName)}: ${room.guests.map((g) => `${g.givenName} ${g.familyName}`).join(', ')}`,
  );
}

/** "Room 1: Superior Double Room, Bed and breakfast: Ana Silva, Rui Silva". */
export function roomLines(details: HotelBookingDetails): string[] {
  return details.rooms.map(
    (room, index) =>
      `Room ${index + 1}: ${room.roomName}, ${room.boardName}: ${room.guests.map((g) => `${g.givenName} ${g.familyName}`).join(', ')}`,
  );
}

const leadName = ({ record }: BookingMail<HotelBookingDetails>) => record.details.holder.givenName;

export function hotelVertical(quotes: QuoteService, vendors: HotelVendors): VerticalAdapter<HotelTypes> {
  return {
    key: 'hotel',
    referencePrefix: 'HT',
    bookedNote: 'reserved',
    label: 'Hotel',
    detailsPath: '/hotel-details',
    supplier: vendors,
    details: hotelBookingDetailsSchema,

    async findQuote(agency, actor, quoteId): Promise<BookableQuote<HotelQuoteData>> {
      const row = await quotes.find(agency, actor, 'hotel', quoteId, hotelQuoteDetailsSchema);
      const { details } = row;
      const content = await callSupplier(() => vendors.vendor(details.vendor).content(details.hotelId));
      return {
        id: row.id,
        clientId: row.clientId,
        breakdown: breakdownOf(row.currency, row.breakdown.lines),
        refundProtectPercent: Number(row.refundProtectPercent),
        supplierTotal: { amount: row.supplierTotal, currency: row.supplierCurrency },
        data: {
          vendor: details.vendor,
          rateKey: details.rate.rateKey,
          rooms: details.rate.rooms,
          stay: stayOf(details, content),
          exchangeRate: Number(row.exchangeRate),
        },
      };
    },

    bookRequest(quote, input) {
      const { rooms } = quote.data;
      if (input.rooms.length !== rooms.length) throw AppError.invalid('rooms', 'validation.invalid');
      input.rooms.forEach((room, index) => {
        const occupancy = rooms[index];
        const adults = room.guests.filter((guest) => guest.type === 'adult').length;
        const children = room.guests.length - adults;
        if (!occupancy || adults !== occupancy.adults || children !== occupancy.childAges.length)
          throw AppError.invalid(`rooms.${index}.guests`, 'validation.invalid');
      });
      const lead = leadGuestOf(input);
      return {
        vendor: quote.data.vendor,
        rateKey: quote.data.rateKey,
        rooms: input.rooms.map((room) => ({
          guests: room.guests.map((guest) => ({
            type: guest.type,
            givenName: guest.givenName,
            familyName: guest.familyName,
            ...(guest.age === undefined ? {} : { age: guest.age }),
          })),
        })),
        holder: { ...lead, email: input.contact.email, phone: input.contact.phone.replace(/[^\d+]/g, '') },
        // Our reference with the vendor (1 to 40 characters): the quote's id, which the booking keeps.
        clientReference: `Q${quote.id.replaceAll('-', '')}`,
        ...(input.specialRequests ? { specialRequests: input.specialRequests } : {}),
        expectedTotal: quote.supplierTotal,
        idempotencyKey: `quote:${quote.id}`,
      };
    },

    newDetails(quote, input, order) {
      const { vendor, exchangeRate } = quote.data;
      return {
        quoteId: quote.id,
        contact: input.contact,
        bookedStatus: order.supplierStatus,
        cancelledAt: null,
        exchangeRate,
        supplierCurrency: quote.supplierTotal.currency,
        vendor,
        stay: quote.data.stay,
        rooms: order.rooms.map((room) => ({
          roomTypeCode: order.roomTypeCode,
          roomName: order.roomName,
          board: order.board,
          boardName: order.boardName,
          occupancy: room.occupancy,
          guests: room.guests,
        })),
        holder: order.holder,
        specialRequests: order.specialRequests,
        hotelConfirmationNumber: order.hotelConfirmationNumber,
        cancellationId: null,
      };
    },

    travelDate: (details) => details.stay.checkIn,
    lastTravelDate: (details) => details.stay.checkOut,
    // The vendor keeps the room until the booking is paid or cancelled (DELETE /api/hotel/{id}).
    holdUntil: () => null,

    withOrder(details, order) {
      return {
        ...details,
        bookedStatus: order.supplierStatus,
        hotelConfirmationNumber: order.hotelConfirmationNumber,
        cancelledAt: order.cancelledAt,
        cancellationId: order.state === 'cancelled' ? (details.cancellationId ?? `${order.reference}-C`) : null,
      };
    },

    itinerary: ({ row, details }) => ({
      title: `Hotel ${row.referenceNumber}: ${details.stay.hotel.name}`,
      lines: [
        details.stay.hotel.address,
        `${stayLine(details)} (hotel local dates, ${details.stay.hotel.timeZone})`,
        ...(details.hotelConfirmationNumber ? [`Hotel confirmation: ${details.hotelConfirmationNumber}`] : []),
        ...roomLines(details),
      ],
    }),
    mail: {
      confirmed: (mail) => ({
        ...hotelMail({
          kind: 'hotel-confirmed',
          name: leadName(mail),
          reference: mail.record.row.referenceNumber,
          hotel: mail.record.details.stay.hotel.name,
          stay: stayLineIn(mail.record.details, mail.language),
          rooms: roomLinesIn(mail.record.details, mail.language),
          total: formatMoney(
            { amount: mail.record.row.totalAmount, currency: mail.record.row.currency },
            mail.language,
          ),
          link: mail.link,
        }),
        // The voucher goes with the confirmation.
        attachments: async (agencyName) => [
          await voucherAttachment({
            agencyName,
            referenceNumber: mail.record.row.referenceNumber,
            supplierReference: mail.record.row.supplierReference,
            total: { amount: mail.record.row.totalAmount, currency: mail.record.row.currency },
            details: mail.record.details,
            language: mail.language,
          }),
        ],
      }),
      cancelled: (mail, refund) =>
        hotelMail({
          kind: 'hotel-cancelled',
          name: leadName(mail),
          reference: mail.record.row.referenceNumber,
          hotel: mail.record.details.stay.hotel.name,
          refund,
          link: mail.link,
        }),
    },

    view(base, { row, details }): HotelBooking {
      const { stay } = details;
      const rate = details.exchangeRate;
      const linesOf = (kind: PriceLineKind) => linesTotal(row.breakdown, kind);
      const discounts = stay.price.discounts.reduce((total, discount) => total + converted(discount.amount, rate), 0);
      const net = linesOf('base_fare') + linesOf('taxes');
      const agencyMarkup = linesOf('markup');
      const isPaid = base.payment?.status === 'succeeded';
      const paidFromCard = isPaid ? row.totalAmount : 0;
      const ended = row.status === 'cancelled' || row.status === 'voided';
      return {
        ...base,
        supplierReference: row.supplierReference,
        hotelConfirmationNumber: details.hotelConfirmationNumber,
        vendor: details.vendor,
        hotelId: stay.hotel.id,
        hotelName: stay.hotel.name,
        hotelAddress: stay.hotel.address,
        stars: stay.hotel.stars,
        hotelTimeZone: stay.hotel.timeZone,
        stayPeriod: { start: stay.checkIn, end: stay.checkOut },
        nights: stay.nights,
        fareBreakup: {
          currency: row.currency,
          baseFare: linesOf('base_fare') - discounts,
          totalRate: net,
          discounts,
          taxes: linesOf('taxes'),
          totalFare: row.totalAmount,
          additionalCharges: stay.price.payAtProperty,
        },
        cancellationPolicy: stay.cancellationPolicy,
        refundability: stay.refundable ? 'refundable' : 'non-refundable',
        hotel_images: stay.hotel.images,
        amenities: stay.hotel.amenities,
        rooms: details.rooms,
        guestInfo: details.holder,
        specialRequests: details.specialRequests,
        paymentBreakup: { currency: row.currency, total: row.totalAmount, paidFromCard, paidFromCredit: 0 },
        paidFromCredit: 0,
        paidFromCard,
        agencyMarkup,
        // The markup goes back with any refund (the settlement rule); the fee is kept.
        agencyCommission: ended ? 0 : agencyMarkup,
        agencyTransactionFee: linesOf('agency_fee'),
        platformMarkup: 0,
        isVerified: details.bookedStatus === 'CONFIRMED',
        pdfurl: row.status === 'confirmed' ? voucherPath(row.referenceNumber) : null,
        cancellationId: details.cancellationId,
      };
    },
  };
}

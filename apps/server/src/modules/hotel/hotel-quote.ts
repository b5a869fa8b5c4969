import { z } from 'zod';
import { hotelCancellationPolicySchema, hotelOccupancySchema, moneySchema, type NetPrice } from '@travel/contracts';
import type { HotelContent, HotelRoomsAndRates, HotelSummary, RoomRate } from '../../suppliers/hotels/port';
import type { Quote } from '../pricing/quote.service';

/**
 * A hotel quote's own part (the `details` of its row in `quotes`, vertical 'hotel'): everything
 * booking needs of the rate the customer priced (getPrice), parsed on every read. The quote's
 * `offerId` is the rate key; its `supplierTotal` the rate's net total in `price.currency`.
 */

const nightSchema = z.object({ date: z.string(), amount: moneySchema });

/** The rate's price for the stay and every room, in the vendor's currency (port's RatePrice). */
export const hotelRatePriceSchema = z.object({
  currency: z.string(),
  nights: z.array(nightSchema),
  base: moneySchema,
  discounts: z.array(z.object({ label: z.string(), amount: moneySchema })),
  taxes: z.object({ included: z.boolean(), amount: moneySchema }),
  total: moneySchema,
  payAtProperty: z.array(
    z.object({ kind: z.enum(['city_tax', 'resort_fee', 'taxes']), label: z.string(), amount: moneySchema }),
  ),
  payAtPropertyTotal: moneySchema,
});

export const hotelQuoteDetailsSchema = z.object({
  /** The vendor whose rate it is ('atlas'): the booking goes to that vendor. */
  vendor: z.string(),
  rateKey: z.string(),
  hotel: z.object({
    id: z.string(),
    name: z.string(),
    stars: z.number().int(),
    /** 'Rua das Flores 42, 1200-195 Lisbon, Portugal'. */
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
  /** One entry per room, as priced. */
  rooms: z.array(hotelOccupancySchema).min(1),
  roomTypeCode: z.string(),
  roomName: z.string(),
  board: z.string(),
  boardName: z.string(),
  refundable: z.boolean(),
  price: hotelRatePriceSchema,
  cancellationPolicy: hotelCancellationPolicySchema,
  nationality: z.string(),
  /** The price when first seen, when the check changed it (the price-change dialog). */
  previousTotal: moneySchema.nullable(),
});
export type HotelQuoteDetails = z.infer<typeof hotelQuoteDetailsSchema>;
export type HotelQuoteRecord = Quote<HotelQuoteDetails>;

/** One line of an address, as a voucher prints it. */
export function addressLine(hotel: Pick<HotelSummary, 'address'>): string {
  const { line, postalCode, city, countryCode } = hotel.address;
  return `${line}, ${postalCode} ${city}, ${countryCode}`;
}

/** The details of a quote of `rate` (from the vendor's rooms and rates, and the hotel's content when known). */
export function hotelQuoteDetailsOf(
  offer: HotelRoomsAndRates,
  rate: RoomRate,
  nationality: string,
  content: HotelContent | null = null,
  previousTotal: HotelQuoteDetails['previousTotal'] = null,
): HotelQuoteDetails {
  const { hotel } = offer;
  return {
    vendor: offer.vendor,
    rateKey: rate.rateKey,
    hotel: {
      id: hotel.id,
      name: hotel.name,
      stars: hotel.stars,
      address: addressLine(hotel),
      countryCode: hotel.address.countryCode,
      timeZone: hotel.timeZone,
      images: content ? content.images.map((image) => image.url) : [hotel.thumbnailUrl],
      amenities: [...hotel.facilities],
      checkInFrom: content?.checkInFrom ?? null,
      checkOutUntil: content?.checkOutUntil ?? null,
    },
    checkIn: offer.checkIn,
    checkOut: offer.checkOut,
    nights: offer.nights,
    rooms: rate.rooms.map((room) => ({ adults: room.adults, childAges: [...room.childAges] })),
    roomTypeCode: rate.roomTypeCode,
    roomName: rate.roomName,
    board: rate.board,
    boardName: rate.boardName,
    refundable: rate.refundable,
    price: rate.price,
    cancellationPolicy: rate.cancellationPolicy,
    nationality,
    previousTotal,
  };
}

/**
 * What the vendor charges now, as the pricing sees it: the stay (base and discounts) as the base
 * fare and the included taxes; taxes paid at the property are not ours to charge.
 */
export function hotelNetPrice(price: HotelQuoteDetails['price']): NetPrice {
  const taxes = price.taxes.included ? price.taxes.amount.amount : 0;
  return {
    currency: price.currency,
    lines: [
      { kind: 'base_fare', passengerType: null, count: 1, amount: price.total.amount - taxes },
      ...(taxes > 0 ? [{ kind: 'taxes' as const, passengerType: null, count: 1, amount: taxes }] : []),
    ],
  };
}

import {
  convertMoney,
  type HotelContent as HotelContentView,
  type HotelPlaceView,
  type HotelRate,
  type HotelResult,
  type Money,
  type NetPrice,
} from '@travel/contracts';
import type { HotelSearchResultRow } from '../../platform/db/schema';
import type { NewHotelResult } from './hotel-search.repo';
import type { Pricer } from '../pricing/pricing.service';
import type { HotelContent, HotelOffer, HotelPlace, RatePrice, RoomRate } from '../../suppliers/hotels/port';

/**
 * A rate's net price as the pricing takes it: what is paid to the vendor, the room (nights
 * less discounts) and the taxes when they are included. Taxes and fees payable at the
 * property are not ours to mark up.
 */
export function netPriceOfRate(price: RatePrice): NetPrice {
  const taxes = price.taxes.included ? price.taxes.amount.amount : 0;
  const lines: NetPrice['lines'] = [
    { kind: 'base_fare', passengerType: null, count: 1, amount: price.total.amount - taxes },
  ];
  if (taxes > 0) lines.push({ kind: 'taxes', passengerType: null, count: 1, amount: taxes });
  return { currency: price.currency, lines };
}

/** A search offer's cheapest total as a net price (its split into taxes is not known yet). */
export function netPriceOfOffer(offer: HotelOffer): NetPrice {
  return {
    currency: offer.cheapestTotal.currency,
    lines: [{ kind: 'base_fare', passengerType: null, count: 1, amount: offer.cheapestTotal.amount }],
  };
}

export function toPlaceView(place: HotelPlace): HotelPlaceView {
  return {
    id: place.id,
    kind: place.kind,
    name: place.name,
    description: place.description,
    countryCode: place.countryCode,
    latitude: place.latitude,
    longitude: place.longitude,
    timeZone: place.timeZone,
    cityId: place.cityId,
    radiusKm: place.radiusKm,
    hotelCount: place.hotelCount,
  };
}

/** One vendor's offer as a result row of the search, priced for the searcher. */
export function toResultRow(searchId: string, vendor: string, offer: HotelOffer, pricer: Pricer): NewHotelResult {
  const { hotel } = offer;
  const price = pricer.total(netPriceOfOffer(offer));
  const result: HotelResult = {
    hotelId: hotel.id,
    name: hotel.name,
    propertyType: hotel.propertyType,
    stars: hotel.stars,
    guestScore: hotel.guestScore,
    reviewCount: hotel.reviewCount,
    chain: hotel.chain,
    address: hotel.address,
    latitude: hotel.latitude,
    longitude: hotel.longitude,
    timeZone: hotel.timeZone,
    distanceKm: offer.distanceKm,
    facilities: hotel.facilities,
    thumbnailUrl: hotel.thumbnailUrl,
    vendor,
    price: { amount: price, currency: pricer.currency },
    cheapestBoard: offer.cheapestBoard,
    cheapestRefundable: offer.cheapestRefundable,
    boards: offer.boards,
    hasFreeCancellation: offer.hasFreeCancellation,
    hasPropertyCharges: offer.cheapestHasPropertyCharges,
    roomsLeft: offer.roomsLeft,
  };
  return {
    searchId,
    hotelId: hotel.id,
    vendor,
    price,
    name: hotel.name,
    stars: hotel.stars,
    guestScore: hotel.guestScore,
    distanceKm: offer.distanceKm,
    boards: offer.boards,
    facilities: hotel.facilities,
    freeCancellation: offer.hasFreeCancellation,
    result,
  };
}

/** The result as stored, with the vendor and price of the row (the merged best offer). */
export function toResultView(row: HotelSearchResultRow): HotelResult {
  return row.result;
}

/** A rate priced for the visitor: its total with the markup in the pricer's currency. */
export function toRateView(rate: RoomRate, pricer: Pricer): HotelRate {
  const { price } = rate;
  // What the hotel keeps on a cancellation and its discounts are shown in the visitor's currency,
  // at the rate the price is converted with; what is paid at the hotel stays in the hotel's own.
  const { net } = pricer.rates(price.currency);
  const converted = (money: Money): Money =>
    money.currency === price.currency ? convertMoney(money, pricer.currency, net) : money;
  return {
    rateKey: rate.rateKey,
    expiresAt: rate.expiresAt,
    roomTypeCode: rate.roomTypeCode,
    roomName: rate.roomName,
    board: rate.board,
    boardName: rate.boardName,
    refundable: rate.refundable,
    rateType: rate.rateType,
    roomsLeft: rate.roomsLeft,
    rooms: rate.rooms,
    price: {
      currency: pricer.currency,
      total: { amount: pricer.total(netPriceOfRate(price)), currency: pricer.currency },
      netTotal: price.total,
      taxesIncluded: price.taxes.included,
      payAtProperty: price.payAtProperty,
      discounts: price.discounts.map((discount) => ({ ...discount, amount: converted(discount.amount) })),
    },
    cancellationPolicy: {
      ...rate.cancellationPolicy,
      steps: rate.cancellationPolicy.steps.map((step) => ({ ...step, amount: converted(step.amount) })),
    },
  };
}

export function toContentView(content: HotelContent): HotelContentView {
  return {
    hotelId: content.id,
    name: content.name,
    propertyType: content.propertyType,
    stars: content.stars,
    guestScore: content.guestScore,
    reviewCount: content.reviewCount,
    chain: content.chain,
    address: content.address,
    latitude: content.latitude,
    longitude: content.longitude,
    timeZone: content.timeZone,
    facilities: content.facilities,
    thumbnailUrl: content.thumbnailUrl,
    distanceFromCentreKm: content.distanceFromCentreKm,
    description: content.description,
    checkInFrom: content.checkInFrom,
    checkOutUntil: content.checkOutUntil,
    phone: content.phone,
    images: content.images,
    roomAmenities: content.roomAmenities,
    rooms: content.rooms,
    policies: content.policies,
    yearBuilt: content.yearBuilt,
    yearRenovated: content.yearRenovated,
    roomCount: content.roomCount,
  };
}

import { hotelNetPrice, hotelQuoteDetailsOf } from '../modules/hotel/hotel-quote';
import { agencyRepo } from '../modules/agency/agency.repo';
import type { HotelRoomsAndRates, HotelSupplier, RoomOccupancy, RoomRate } from '../suppliers/hotels/port';
import { getUser } from './auth-helpers';
import type { TestApp } from './test-app';

/**
 * What the hotel booking tests use: a real rate of the sandbox hotel vendors (Lisbon, the
 * test app's vendors and shared inventory) and a hotel quote of it made with the QuoteService,
 * as the hotel price check (getPrice) makes it.
 */

export const LISBON = 'c-pt-lisboa-lisbon';

/** 'YYYY-MM-DD', `days` after today (UTC). */
export function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export interface StayOptions {
  /** Days from today to check-in (default 60). */
  inDays?: number;
  nights?: number;
  rooms?: RoomOccupancy[];
  /** The vendor's code (default: the first configured). */
  vendor?: string;
}

/** The vendor (sandbox supplier) of the test app with this code, or the first. */
export function hotelVendorOf(t: TestApp, code?: string): HotelSupplier {
  const vendor = code ? t.services.hotelSuppliers.find((v) => v.name === code) : t.services.hotelSuppliers[0];
  if (!vendor) throw new Error(`no hotel vendor ${code ?? ''}`);
  return vendor;
}

/** The first rate of the Lisbon hotels (nearest first) for the stay that matches `test`. */
export async function findHotelRate(
  t: TestApp,
  test: (rate: RoomRate) => boolean,
  options: StayOptions = {},
): Promise<{ offer: HotelRoomsAndRates; rate: RoomRate }> {
  const vendor = hotelVendorOf(t, options.vendor);
  const checkIn = daysFromToday(options.inDays ?? 60);
  const checkOut = daysFromToday((options.inDays ?? 60) + (options.nights ?? 2));
  const stay = {
    checkIn,
    checkOut,
    rooms: options.rooms ?? [{ adults: 2, childAges: [] }],
    nationality: 'PT',
    currency: 'EUR',
  };
  const { hotels } = await vendor.search({ ...stay, destination: { placeId: LISBON } });
  for (const hotel of hotels.slice(0, 60)) {
    const offer = await vendor.roomsAndRates({ ...stay, hotelId: hotel.hotel.id });
    for (const room of offer.rooms) {
      const rate = room.rates.find((candidate) => candidate.rateType === 'BOOKABLE' && test(candidate));
      if (rate) return { offer, rate };
    }
  }
  throw new Error('no such rate in Lisbon');
}

/**
 * A hotel quote of `rate` for the user (at agency `agencyCode`), priced in `currency` with
 * the markup in force, as getPrice makes it.
 */
export async function createHotelQuote(
  t: TestApp,
  user: { agencyCode?: string; email: string },
  found: { offer: HotelRoomsAndRates; rate: RoomRate },
  currency = 'EUR',
) {
  const agencyCode = user.agencyCode ?? 'demo';
  const agency = await agencyRepo.findByCode(t.db, agencyCode);
  if (!agency) throw new Error(`no agency ${agencyCode}`);
  const actor = await getUser(t, agencyCode, user.email);
  const { rate, offer } = found;
  const content = await hotelVendorOf(t, offer.vendor).content(offer.hotel.id);
  return t.services.quotes.create(agency, actor, {
    vertical: 'hotel',
    client: null,
    offerId: rate.rateKey,
    pricer: await t.services.pricing.pricer(agency.id, actor, null, currency),
    net: hotelNetPrice(rate.price),
    supplierTotal: rate.price.total.amount,
    details: hotelQuoteDetailsOf(offer, rate, 'PT', content),
    expiresAt: new Date(rate.expiresAt),
  });
}

/** Guests filling each room of the rate exactly, as the checkout sends them. */
export function guestsOf(rooms: readonly RoomOccupancy[], familyName = 'Silva') {
  return rooms.map((room, r) => ({
    guests: [
      ...Array.from({ length: room.adults }, (_, i) => ({
        type: 'adult' as const,
        givenName: i === 0 && r === 0 ? 'Ana' : `Adulto ${String.fromCharCode(65 + r)}${String.fromCharCode(65 + i)}`,
        familyName,
      })),
      ...room.childAges.map((age, i) => ({
        type: 'child' as const,
        givenName: `Crianca ${String.fromCharCode(65 + r)}${String.fromCharCode(65 + i)}`,
        familyName,
        age,
      })),
    ],
  }));
}

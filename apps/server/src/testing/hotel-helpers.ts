import { randomUUID } from 'node:crypto';
import { agencyRepo } from '../modules/agency/agency.repo';
import type { HotelQuoteDetails } from '../modules/hotel/hotel-quote';
import { netPriceOfRate, toRateView } from '../modules/hotel/hotel.mapper';
import type { HotelRoomsAndRates, HotelSupplier, RoomOccupancy, RoomRate } from '../suppliers/hotels/port';
import { getUser } from './auth-helpers';
import type { HotelPage } from '@travel/contracts';
import { setTimeout as sleep } from 'node:timers/promises';
import { inDays } from '../seed/api-journey';
import { api } from './http-helpers';
import type { TestApp } from './test-app';

export { inDays };
export const LISBON = 'c-pt-lisboa-lisbon';

/** A hotel search payload: Lisbon, 3 nights a month ahead, one room of 2 adults, in EUR. */
export function hotelSearch(overrides: Record<string, unknown> = {}) {
  return {
    locationId: LISBON,
    stayPeriod: { start: inDays(30), end: inDays(33) },
    occupancies: [{ numOfRoom: 1, numOfAdults: 2, numOfChildren: 0, childAges: [] }],
    nationality: { name: 'United Kingdom', alpha2Code: 'GB' },
    currency: 'EUR',
    ...overrides,
  };
}

/** Starts a search and answers its corelationId. */
export async function startSearch(t: TestApp, token: string, payload: Record<string, unknown> = hotelSearch()) {
  const res = await api(t, token, { method: 'POST', url: '/api/v2/hotel/searchasync', payload });
  if (res.statusCode !== 200) throw new Error(`searchasync ${res.statusCode}: ${res.body}`);
  return res.json().data as { corelationId: string; filterUrl: string; searchUrl: string; vendors: string[] };
}

/** Polls a search's first page until it completes (vendors answer at once in tests). */
export async function pollUntilComplete(
  t: TestApp,
  token: string,
  corelationId: string,
  size = 50,
): Promise<HotelPage> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const res = await api(t, token, {
      method: 'POST',
      url: `/api/v2/hotel/searchasync/search?corelationId=${corelationId}`,
      payload: { from: 0, size },
    });
    if (res.statusCode !== 200) throw new Error(`poll ${res.statusCode}: ${res.body}`);
    const page = res.json().data as HotelPage;
    if (page.pollCompleted) return page;
    await sleep(20);
  }
  throw new Error('the search never completed');
}

/** The item at `index`, failing the test when there is none. */
export function nth<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`no item ${index} of ${list.length}`);
  return item;
}

/** The first item matching, failing the test when none does. */
export function found<T>(item: T | undefined): T {
  if (item === undefined) throw new Error('nothing found');
  return item;
}

/*
 * What the hotel booking tests use: a real rate of the sandbox hotel vendors (Lisbon, the
 * test app's vendors and shared inventory) and a hotel quote of it made with the QuoteService,
 * as the hotel price check (getPrice) makes it.
 */

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
 * the markup in force, with the details getPrice gives it (hotel-quote.ts).
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
  const pricer = await t.services.pricing.pricer(agency.id, actor, null, currency);
  const net = netPriceOfRate(rate.price);
  const details: HotelQuoteDetails = {
    corelationId: randomUUID(),
    hotelId: offer.hotel.id,
    hotelName: offer.hotel.name,
    vendor: offer.vendor,
    status: 'unchanged',
    previousTotal: pricer.total(net),
    rate: toRateView(rate, pricer),
    stayPeriod: { start: offer.checkIn, end: offer.checkOut },
    client: null,
  };
  return t.services.quotes.create(agency, actor, {
    vertical: 'hotel',
    client: null,
    offerId: rate.rateKey,
    pricer,
    net,
    supplierTotal: rate.price.total.amount,
    details,
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

import { TestClock } from '../../shared/test-clock';
import type { HotelBookRequest, HotelGuest, HotelSearchRequest, RoomOccupancy, RoomRate } from '../port';
import { loadHotelWorld } from './hotel-world';
import { MemoryHotelStore } from './memory-store';
import { SandboxHotelSupplier, type SandboxHotelSupplierOptions } from './sandbox-hotel-supplier';
import type { SandboxHotelStore } from './store';
import type { SandboxVendorCode } from './vendors';

/** Builders shared by the hotel sandbox's tests (and usable by a demo seed). */

export const NOW = '2026-11-20T10:00:00.000Z';
export const SECRET = 'hotel-sandbox-test-secret-0123';
export const LISBON = 'c-pt-lisboa-lisbon';
export const TWO_ADULTS: RoomOccupancy = { adults: 2, childAges: [] };
/** The journey: two rooms, 2 adults and 1 adult with a child of 7. */
export const FAMILY_ROOMS: RoomOccupancy[] = [TWO_ADULTS, { adults: 1, childAges: [7] }];

export function createVendor(
  vendor: SandboxVendorCode = 'atlas',
  options: { store?: SandboxHotelStore; clock?: TestClock } & Partial<SandboxHotelSupplierOptions> = {},
) {
  const { clock = new TestClock(NOW), store = new MemoryHotelStore(), ...rest } = options;
  const supplier = new SandboxHotelSupplier({
    vendor,
    world: loadHotelWorld,
    secret: SECRET,
    now: clock.now,
    latencyMs: 0,
    ...rest,
    store,
  });
  return { supplier, clock, store };
}

export function searchRequest(overrides: Partial<HotelSearchRequest> = {}): HotelSearchRequest {
  return {
    destination: { placeId: LISBON },
    checkIn: '2026-12-10',
    checkOut: '2026-12-13',
    rooms: [TWO_ADULTS],
    nationality: 'GB',
    currency: 'EUR',
    ...overrides,
  };
}

/** Guests filling each room exactly (named Silva), as a booking form would send them. */
export function guestsFor(rooms: readonly RoomOccupancy[]): { guests: HotelGuest[] }[] {
  return rooms.map((room, r) => ({
    guests: [
      ...Array.from({ length: room.adults }, (_, i): HotelGuest => ({
        type: 'adult',
        givenName: `Adult${r}${i}`,
        familyName: 'Silva',
      })),
      ...room.childAges.map((age, i): HotelGuest => ({
        type: 'child',
        givenName: `Child${r}${i}`,
        familyName: 'Silva',
        age,
      })),
    ],
  }));
}

export function bookRequest(rate: RoomRate, overrides: Partial<HotelBookRequest> = {}): HotelBookRequest {
  return {
    rateKey: rate.rateKey,
    rooms: guestsFor(rate.rooms),
    holder: { givenName: 'Ana', familyName: 'Silva', email: 'ana.silva@example.com', phone: '+351 912 345 678' },
    clientReference: 'TRIP-0001',
    ...overrides,
  };
}

/** Every rate of the first hotels of a search, hotel by hotel (for finding one with a trait). */
export async function* ratesOf(
  supplier: SandboxHotelSupplier,
  request: HotelSearchRequest,
  hotels = 40,
): AsyncGenerator<RoomRate> {
  const { hotels: offers } = await supplier.search(request);
  for (const offer of offers.slice(0, hotels)) {
    const { rooms } = await supplier.roomsAndRates({ ...request, hotelId: offer.hotel.id });
    for (const room of rooms) yield* room.rates;
  }
}

/** The first rate of a search matching a test. */
export async function findRate(
  supplier: SandboxHotelSupplier,
  request: HotelSearchRequest,
  isWanted: (rate: RoomRate) => boolean,
  hotels = 40,
): Promise<RoomRate> {
  for await (const rate of ratesOf(supplier, request, hotels)) if (isWanted(rate)) return rate;
  throw new Error('no rate matches');
}

export { TestClock };

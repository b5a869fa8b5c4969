import type { HotelPlace } from '../content';
import { HotelSupplierError } from '../errors';
import type { HotelDestination, HotelOffer, HotelSearchRequest, HotelSearchResult } from '../port';
import { BOARD_CODES, type BoardCode } from '../rate';
import { cancellationPolicyOf } from './cancellation-policy';
import type { HotelRecord } from './hotel-record';
import type { HotelWorld } from './hotel-world';
import { addDays } from '../../shared/zone-time';
import type { SoldRooms } from './inventory';
import { ratePlansOf } from './rate-plans';
import type { RateBook } from './rate-book';
import { priceRate } from './rate-price';
import type { SandboxHotelStore } from './store';
import { validateStay, type Stay } from './stay-request';
import type { PlaceFinder } from './suggest';
import { saleCurrency } from './vendors';

const MIN_RADIUS_KM = 0.5;
const MAX_RADIUS_KM = 100;

interface Centre {
  latitude: number;
  longitude: number;
  radiusKm: number;
  timeZone: string;
  place: HotelPlace | null;
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** Where a destination points: a place's point and radius, or the circle given. */
function centreOf(destination: HotelDestination, finder: PlaceFinder, world: HotelWorld): Centre {
  if (destination && 'placeId' in destination) {
    const place = finder.place(destination.placeId);
    return {
      latitude: place.latitude,
      longitude: place.longitude,
      radiusKm: place.radiusKm,
      timeZone: place.timeZone,
      place,
    };
  }
  const { latitude, longitude, radiusKm } = destination ?? {};
  const valid =
    typeof latitude === 'number' &&
    Math.abs(latitude) <= 90 &&
    typeof longitude === 'number' &&
    Math.abs(longitude) <= 180;
  if (!valid) {
    throw HotelSupplierError.invalid(
      'INVALID_DESTINATION',
      'destination',
      'A destination needs a place id or coordinates',
    );
  }
  if (typeof radiusKm !== 'number' || !(radiusKm >= MIN_RADIUS_KM && radiusKm <= MAX_RADIUS_KM)) {
    throw HotelSupplierError.invalid(
      'INVALID_DESTINATION',
      'destination.radiusKm',
      `The radius must be ${MIN_RADIUS_KM} to ${MAX_RADIUS_KM} km`,
    );
  }
  const nearest = world.places.nearby({ latitude, longitude }, 1_000, { kinds: ['city'], limit: 1 })[0];
  return { latitude, longitude, radiusKm, timeZone: nearest?.place.timeZone ?? 'UTC', place: null };
}

/** The cheapest rate of a hotel that has rooms for the stay, or null when it has none. */
function offerOf(
  rates: RateBook,
  record: HotelRecord,
  stay: Stay,
  issuedAtMs: number,
  sold: SoldRooms,
  distanceKm: number,
): HotelOffer | null {
  const currency = saleCurrency(rates.vendor, stay.currency);
  let best: HotelOffer | null = null;
  const boards = new Set<BoardCode>();
  let hasFreeCancellation = false;
  for (const { spec, left } of rates.availableRooms(record, stay, sold)) {
    for (const plan of ratePlansOf(rates.vendor, record, spec)) {
      const input = { vendor: rates.vendor, record, room: spec, plan, stay, currency, issuedAtMs, checked: false };
      const price = priceRate(input);
      boards.add(plan.board);
      if (plan.refundable && !hasFreeCancellation) {
        const policy = cancellationPolicyOf(plan, price, stay.checkIn, record.summary.timeZone, issuedAtMs);
        hasFreeCancellation =
          policy.freeCancellationUntil !== null && Date.parse(policy.freeCancellationUntil) > issuedAtMs;
      }
      if (!best || price.total.amount < best.cheapestTotal.amount) {
        best = {
          hotel: record.summary,
          distanceKm: round2(distanceKm),
          cheapestTotal: price.total,
          cheapestBoard: plan.board,
          cheapestRefundable: plan.refundable,
          cheapestHasPropertyCharges: price.payAtProperty.length > 0,
          boards: [],
          hasFreeCancellation: false,
          roomsLeft: Math.min(left, 9),
        };
      }
    }
  }
  if (!best) return null;
  return {
    ...best,
    boards: BOARD_CODES.filter((board) => boards.has(board)),
    hasFreeCancellation,
  };
}

/** A vendor's search: its hotels around the destination with rooms for the stay, nearest first. */
export async function searchHotels(
  request: HotelSearchRequest,
  deps: { world: HotelWorld; finder: PlaceFinder; rates: RateBook; store: SandboxHotelStore; nowMs: number },
): Promise<HotelSearchResult> {
  const { world, finder, rates, store, nowMs } = deps;
  const centre = centreOf(request?.destination, finder, world);
  const stay = validateStay(request, centre.timeZone, nowMs);
  const issuedAtMs = Math.floor(nowMs / 1000) * 1000;
  const nearby = world
    .hotelsWithin(centre, centre.radiusKm)
    .filter(({ record }) => record.vendors.includes(rates.vendor.code));
  const sold = await store.soldRooms(
    nearby.map(({ record }) => record.summary.id),
    stay.checkIn,
    addDays(stay.checkOut, -1),
  );
  const hotels = nearby.flatMap(
    ({ record, distanceKm }) => offerOf(rates, record, stay, issuedAtMs, sold, distanceKm) ?? [],
  );
  return {
    vendor: rates.vendor.code,
    centre: { latitude: centre.latitude, longitude: centre.longitude },
    radiusKm: centre.radiusKm,
    place: centre.place,
    searchedAt: new Date(issuedAtMs).toISOString(),
    expiresAt: rates.expiresAt(issuedAtMs),
    hotels,
  };
}

import { HotelSupplierError, HotelSupplierErrorCode as Code } from '../errors';
import type { RoomOffer, RoomRate } from '../port';
import { BOARD_NAMES } from '../rate';
import { cancellationPolicyOf } from './cancellation-policy';
import type { HotelRecord } from './hotel-record';
import type { HotelWorld } from './hotel-world';
import { roomNightsOf, roomsLeftOf, type SoldRooms } from './inventory';
import { fitsRoom } from './occupancy';
import { findRatePlan, ratePlansOf, type RatePlan } from './rate-plans';
import { isRecheck, priceRate, type PriceInput } from './rate-price';
import type { RateKeyCodec, RateKeyPayload } from './rate-key';
import type { RoomTypeSpec } from './room-types';
import type { Stay } from './stay-request';
import type { VendorProfile } from './vendors';

/** Minutes a search's prices and rate keys stay bookable. */
export const RATE_TTL_MINUTES = 30;
const RATE_TTL_MS = RATE_TTL_MINUTES * 60_000;
/** Rooms left shown at most (as suppliers cap their allotment figure). */
const ROOMS_LEFT_SHOWN_MAX = 9;

/** A rate key read back: its payload and what it points at. */
export interface ResolvedRate {
  payload: RateKeyPayload;
  record: HotelRecord;
  room: RoomTypeSpec;
  plan: RatePlan;
  stay: Stay;
}

/** One vendor's rates: built from the world, the stay and what is sold; keys signed and read back. */
export class RateBook {
  constructor(
    private readonly world: HotelWorld,
    readonly vendor: VendorProfile,
    private readonly codec: RateKeyCodec,
  ) {}

  expiresAt(issuedAtMs: number): string {
    return new Date(issuedAtMs + RATE_TTL_MS).toISOString();
  }

  /** Room types fitting every requested room with enough rooms left, each with its rates cheapest first. */
  roomOffers(record: HotelRecord, stay: Stay, currency: string, issuedAtMs: number, sold: SoldRooms): RoomOffer[] {
    const offers: RoomOffer[] = [];
    for (const room of this.availableRooms(record, stay, sold)) {
      const rates = ratePlansOf(this.vendor, record, room.spec).map((plan) =>
        this.rate(
          { vendor: this.vendor, record, room: room.spec, plan, stay, currency, issuedAtMs, checked: false },
          room.left,
        ),
      );
      const { priceFactor: _factor, inventory: _inventory, ...content } = room.spec;
      offers.push({ room: content, rates: rates.sort((a, b) => a.price.total.amount - b.price.total.amount) });
    }
    return offers;
  }

  /** Room types that fit and have rooms for every night, with rooms left. */
  availableRooms(record: HotelRecord, stay: Stay, sold: SoldRooms): { spec: RoomTypeSpec; left: number }[] {
    return record.roomTypes.flatMap((spec) => {
      if (!stay.rooms.every((occupancy) => fitsRoom(spec, occupancy))) return [];
      const left = roomsLeftOf(roomNightsOf(record.summary.id, spec, stay.checkIn, stay.nights), sold);
      return left >= stay.rooms.length ? [{ spec, left }] : [];
    });
  }

  /** A priced rate with its signed key. */
  rate(input: PriceInput, roomsLeft: number): RoomRate {
    const price = priceRate(input);
    const { record, room, plan, stay } = input;
    return {
      rateKey: this.codec.encode({
        vendor: this.vendor.code,
        hotelId: record.summary.id,
        roomTypeCode: room.code,
        planId: plan.id,
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        rooms: stay.rooms,
        nationality: stay.nationality,
        currency: input.currency,
        issuedAtMs: input.issuedAtMs,
        checked: input.checked,
      }),
      expiresAt: this.expiresAt(input.issuedAtMs),
      roomTypeCode: room.code,
      roomName: room.name,
      board: plan.board,
      boardName: BOARD_NAMES[plan.board],
      refundable: plan.refundable,
      rateType: isRecheck(input) && !input.checked ? 'RECHECK' : 'BOOKABLE',
      roomsLeft: Math.min(Math.max(roomsLeft, 0), ROOMS_LEFT_SHOWN_MAX),
      rooms: stay.rooms.map((occupancy) => ({ adults: occupancy.adults, childAges: [...occupancy.childAges] })),
      price,
      cancellationPolicy: cancellationPolicyOf(plan, price, stay.checkIn, record.summary.timeZone, input.issuedAtMs),
    };
  }

  /** Reads a rate key: OFFER_NOT_FOUND when forged, another vendor's or stale; OFFER_EXPIRED after 30 minutes. */
  resolve(rateKey: string, nowMs: number): ResolvedRate {
    const payload = this.codec.decode(rateKey);
    if (!payload || payload.vendor !== this.vendor.code) {
      throw new HotelSupplierError(Code.OFFER_NOT_FOUND, 'Rate key not found', { field: 'rateKey' });
    }
    if (nowMs > payload.issuedAtMs + RATE_TTL_MS) {
      throw new HotelSupplierError(Code.OFFER_EXPIRED, 'Rate key expired: search again', { field: 'rateKey' });
    }
    const record = this.world.hotel(payload.hotelId);
    const room = record?.roomTypes.find((candidate) => candidate.code === payload.roomTypeCode);
    const plan = record && room ? findRatePlan(this.vendor, record, room, payload.planId) : undefined;
    if (!record || !room || !plan || !record.vendors.includes(this.vendor.code)) {
      throw new HotelSupplierError(Code.OFFER_NOT_FOUND, 'Rate key not found', { field: 'rateKey' });
    }
    const nights = Math.round((Date.parse(payload.checkOut) - Date.parse(payload.checkIn)) / 86_400_000);
    const stay: Stay = { ...payload, nights, currency: payload.currency };
    return { payload, record, room, plan, stay };
  }

  /** The price input of a resolved rate, checked or not. */
  inputOf(resolved: ResolvedRate, checked: boolean): PriceInput {
    const { payload, record, room, plan, stay } = resolved;
    return {
      vendor: this.vendor,
      record,
      room,
      plan,
      stay,
      currency: payload.currency,
      issuedAtMs: payload.issuedAtMs,
      checked,
    };
  }
}

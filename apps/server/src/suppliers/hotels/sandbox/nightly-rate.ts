import { unitHash } from '../../shared/prng';
import { seasonFactor } from '../../shared/season';
import { parseIsoDate } from '../../shared/zone-time';
import type { RoomOccupancy } from '../port';
import type { BoardCode } from '../rate';
import type { HotelRecord } from './hotel-record';
import { guestCountsOf } from './occupancy';
import { NON_REFUNDABLE_FACTOR, type RatePlan } from './rate-plans';
import type { RoomTypeSpec } from './room-types';
import type { VendorProfile } from './vendors';

/**
 * The price of one room for one night at the sandbox's price level (about EUR), before
 * currency: the hotel's standard double, times the room type, occupancy, season and weekday,
 * plus board per person, times the vendor's level. Figures: the decision record 'Sandbox hotel figures'.
 */

/** Breakfast per person per night = 5 + 3 x stars; other boards as multiples of it. */
const BOARD_MULTIPLE: Readonly<Record<BoardCode, number>> = { RO: 0, BB: 1, HB: 2.6, FB: 3.8, AI: 5.5 };

/** Weekday factor of a night: leisure hotels dearer on Friday and Saturday, business hotels on weeknights. */
export function weekdayFactor(date: string, isBusiness: boolean): number {
  const weekday = new Date(parseIsoDate(date) ?? 0).getUTCDay();
  const weekend = weekday === 5 || weekday === 6;
  if (isBusiness) return weekend ? 0.88 : weekday === 0 ? 0.95 : 1.1;
  return weekend ? 1.15 : weekday === 0 ? 0.92 : 1;
}

/** Occupancy factor of a room on its standard price: one adult 0.85, each adult beyond two +0.3, each child +0.15. */
export function occupancyFactor(occupancy: RoomOccupancy): number {
  const { adults, children } = guestCountsOf(occupancy);
  return (adults === 1 ? 0.85 : 1 + (adults - 2) * 0.3) + children * 0.15;
}

/** Board per room per night: per adult (teens included), half per child, nothing for infants. */
export function boardSupplement(board: BoardCode, stars: number, occupancy: RoomOccupancy): number {
  const { adults, children } = guestCountsOf(occupancy);
  return (5 + 3 * stars) * BOARD_MULTIPLE[board] * (adults + children / 2);
}

/** How far this vendor's price for this hotel sits from its level: 0.95 to 1.05. */
export function vendorHotelFactor(vendor: VendorProfile, hotelId: string): number {
  return vendor.priceFactor * (0.95 + 0.1 * unitHash(`${vendor.code}|${hotelId}|level`));
}

export interface NightInput {
  vendor: VendorProfile;
  record: HotelRecord;
  room: RoomTypeSpec;
  plan: RatePlan;
  occupancy: RoomOccupancy;
  date: string;
}

/** One room, one night, at the price level. */
export function nightlyUnits({ vendor, record, room, plan, occupancy, date }: NightInput): number {
  const { summary } = record;
  const roomPrice =
    record.basePrice *
    room.priceFactor *
    occupancyFactor(occupancy) *
    seasonFactor(date, summary.latitude) *
    weekdayFactor(date, summary.facilities.includes('business_centre'));
  const total =
    (roomPrice + boardSupplement(plan.board, summary.stars, occupancy)) * vendorHotelFactor(vendor, summary.id);
  return plan.refundable ? total : total * NON_REFUNDABLE_FACTOR;
}

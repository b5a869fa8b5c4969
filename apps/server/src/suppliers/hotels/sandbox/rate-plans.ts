import { unitHash } from '../../shared/prng';
import type { BoardCode } from '../rate';
import type { HotelRecord } from './hotel-record';
import type { RoomTypeSpec } from './room-types';
import type { VendorProfile } from './vendors';

/**
 * The rate plans a vendor sells on a room type: per board a refundable plan and, for about
 * two boards in three, a non-refundable one (so about 40% of rates are non-refundable, as in
 * the published sample). Terms of refundable plans: the decision record 'Sandbox hotel figures'.
 */
export interface RatePlan {
  /** Unique within the room type: board then R (refundable) or N ('BB.R'). */
  id: string;
  board: BoardCode;
  refundable: boolean;
  /** Refundable: free cancellation until this many days before check-in (local midnight). */
  freeDays: number;
  /** Refundable: the first penalty is the first night, or half the total. */
  firstPenalty: 'night' | 'half';
  /** Refundable: a second step charges the full total from check-in day (local midnight). */
  fullFromArrival: boolean;
}

/** Days before check-in of the first penalty: 2 days 51%, 5 23%, 14 12%, 1 9.5%, 30 5% (the sample's shares, renormalised). */
const FREE_DAYS: readonly (readonly [days: number, cumulative: number])[] = [
  [2, 0.512],
  [5, 0.738],
  [14, 0.857],
  [1, 0.952],
  [30, 1],
];
export const NON_REFUNDABLE_SHARE_PER_BOARD = 2 / 3;
/** Non-refundable rates are this much cheaper than the refundable one. */
export const NON_REFUNDABLE_FACTOR = 0.9;

function freeDaysOf(draw: number): number {
  return FREE_DAYS.find(([, cumulative]) => draw < cumulative)?.[0] ?? 2;
}

/** Boards a room type is sold with: a dormitory bed only room only or breakfast. */
function boardsOf(record: HotelRecord, room: RoomTypeSpec): BoardCode[] {
  return room.code === 'DRM.ST' ? record.boards.filter((board) => board === 'RO' || board === 'BB') : record.boards;
}

export function ratePlansOf(vendor: VendorProfile, record: HotelRecord, room: RoomTypeSpec): RatePlan[] {
  const base = `${vendor.code}|${record.summary.id}|${room.code}`;
  return boardsOf(record, room).flatMap((board) => {
    const key = `${base}|${board}`;
    const refundable: RatePlan = {
      id: `${board}.R`,
      board,
      refundable: true,
      freeDays: freeDaysOf(unitHash(`${key}|days`)),
      firstPenalty: unitHash(`${key}|first`) < 0.85 ? 'night' : 'half',
      fullFromArrival: unitHash(`${key}|full`) < 0.5,
    };
    if (unitHash(`${key}|nrf`) >= NON_REFUNDABLE_SHARE_PER_BOARD) return [refundable];
    return [
      refundable,
      { id: `${board}.N`, board, refundable: false, freeDays: 0, firstPenalty: 'night', fullFromArrival: false },
    ];
  });
}

/** The plan of a room type with that id, or undefined. */
export function findRatePlan(
  vendor: VendorProfile,
  record: HotelRecord,
  room: RoomTypeSpec,
  planId: string,
): RatePlan | undefined {
  return ratePlansOf(vendor, record, room).find((plan) => plan.id === planId);
}

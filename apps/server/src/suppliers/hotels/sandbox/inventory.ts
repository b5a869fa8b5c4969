import { unitHash } from '../../shared/prng';
import { addDays } from '../../shared/zone-time';
import type { RoomTypeSpec } from './room-types';

/**
 * Rooms for sale per hotel, room type and night. What a hotel releases (its allotment) is
 * deterministic; what was sold lives in the sandbox's store, shared by every node and vendor
 * (one hotel, one set of rooms, as a channel manager keeps it). Rooms left = allotment - sold.
 */

/** One room type on one night, with the allotment to record when it is first sold. */
export interface RoomNight {
  hotelId: string;
  roomTypeCode: string;
  /** 'YYYY-MM-DD'. */
  night: string;
  /** The allotment of that night (the row's capacity). */
  capacity: number;
}

/** Rooms sold, by inventoryKey. */
export type SoldRooms = ReadonlyMap<string, number>;

export function inventoryKey(hotelId: string, roomTypeCode: string, night: string): string {
  return `${hotelId}|${roomTypeCode}|${night}`;
}

/** Allotment of a night: none 4%, 1 room 8%, 2 rooms 10%, 3-5 28%, 6 or more 50% (at most the rooms of the type). */
export function allotmentOf(hotelId: string, room: RoomTypeSpec, night: string): number {
  const draw = unitHash(`${hotelId}|${room.code}|${night}|allotment`);
  const spread = unitHash(`${hotelId}|${room.code}|${night}|spread`);
  const rooms =
    draw < 0.04
      ? 0
      : draw < 0.12
        ? 1
        : draw < 0.22
          ? 2
          : draw < 0.5
            ? 3 + Math.floor(spread * 3)
            : 6 + Math.floor(spread * 15);
  return Math.min(rooms, room.inventory);
}

/** The room nights a stay takes of a room type (one entry per night). */
export function roomNightsOf(hotelId: string, room: RoomTypeSpec, checkIn: string, nights: number): RoomNight[] {
  return Array.from({ length: nights }, (_, n) => {
    const night = addDays(checkIn, n);
    return { hotelId, roomTypeCode: room.code, night, capacity: allotmentOf(hotelId, room, night) };
  });
}

/** Rooms left for every night of the stay: the fewest over its nights. */
export function roomsLeftOf(nights: readonly RoomNight[], sold: SoldRooms): number {
  let left = Infinity;
  for (const night of nights) {
    left = Math.min(
      left,
      night.capacity - (sold.get(inventoryKey(night.hotelId, night.roomTypeCode, night.night)) ?? 0),
    );
  }
  return Number.isFinite(left) ? Math.max(0, left) : 0;
}

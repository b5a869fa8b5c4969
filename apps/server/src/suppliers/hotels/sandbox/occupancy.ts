import type { RoomTypeContent } from '../content';
import { HotelSupplierError } from '../errors';
import type { HotelGuest, RoomOccupancy } from '../port';

/**
 * Who a room holds, as hotels count it: children 12 and over sleep and pay as adults, children
 * 2 to 11 are children, infants under 2 sleep in a cot (limited by cots, not by beds).
 */
export const TEEN_AGE = 12;
export const INFANT_AGE = 2;
export const MAX_ADULTS_PER_ROOM = 6;
export const MAX_CHILDREN_PER_ROOM = 5;
export const MAX_CHILD_AGE = 17;

export interface GuestCounts {
  /** Adults and children of 12 or more. */
  adults: number;
  /** Children 2 to 11. */
  children: number;
  /** Under 2. */
  infants: number;
}

export function guestCountsOf(occupancy: RoomOccupancy): GuestCounts {
  const teens = occupancy.childAges.filter((age) => age >= TEEN_AGE).length;
  const infants = occupancy.childAges.filter((age) => age < INFANT_AGE).length;
  return { adults: occupancy.adults + teens, children: occupancy.childAges.length - teens - infants, infants };
}

/** Whether a room type can hold one room's guests. */
export function fitsRoom(room: RoomTypeContent, occupancy: RoomOccupancy): boolean {
  const { adults, children, infants } = guestCountsOf(occupancy);
  return (
    adults <= room.maxAdults &&
    children <= room.maxChildren &&
    adults + children <= room.maxOccupancy &&
    infants <= room.maxInfants
  );
}

/** Checks each room's adults and child ages (INVALID_REQUEST naming the field). */
export function validateOccupancies(rooms: readonly RoomOccupancy[], maxRooms: number): void {
  if (!Array.isArray(rooms) || rooms.length === 0) {
    throw HotelSupplierError.invalid('NO_ROOMS', 'rooms', 'At least one room is required');
  }
  if (rooms.length > maxRooms) {
    throw HotelSupplierError.invalid('TOO_MANY_ROOMS', 'rooms', `At most ${maxRooms} rooms can be booked at once`);
  }
  rooms.forEach((room, index) => {
    if (!Number.isInteger(room.adults) || room.adults < 1 || room.adults > MAX_ADULTS_PER_ROOM) {
      throw HotelSupplierError.invalid(
        'INVALID_ADULTS',
        `rooms[${index}].adults`,
        `Each room needs 1 to ${MAX_ADULTS_PER_ROOM} adults`,
      );
    }
    const ages = room.childAges;
    if (!Array.isArray(ages) || ages.length > MAX_CHILDREN_PER_ROOM) {
      throw HotelSupplierError.invalid(
        'INVALID_CHILD_AGES',
        `rooms[${index}].childAges`,
        `A room takes at most ${MAX_CHILDREN_PER_ROOM} children`,
      );
    }
    const wrong = ages.findIndex((age) => !Number.isInteger(age) || age < 0 || age > MAX_CHILD_AGE);
    if (wrong >= 0) {
      throw HotelSupplierError.invalid(
        'INVALID_CHILD_AGES',
        `rooms[${index}].childAges[${wrong}]`,
        `The number of children is wrong: each child needs an age from 0 to ${MAX_CHILD_AGE}`,
      );
    }
  });
}

const isName = (value: unknown): boolean => typeof value === 'string' && value.trim().length > 0 && value.length <= 60;

/**
 * Checks the guests named at booking against the rate's rooms, as Hotelbeds does: every room
 * its adults and its children by age ('distribution of paxes is not correct', 'The number of
 * children is wrong').
 */
export function validateGuests(
  rooms: readonly { guests: HotelGuest[] }[],
  occupancies: readonly RoomOccupancy[],
): void {
  if (!Array.isArray(rooms) || rooms.length !== occupancies.length) {
    throw HotelSupplierError.invalid('PAX_DISTRIBUTION', 'rooms', 'distribution of paxes is not correct');
  }
  rooms.forEach((room, index) => {
    const occupancy = occupancies[index];
    const guests: HotelGuest[] = Array.isArray(room?.guests) ? room.guests : [];
    if (!occupancy) return;
    const adults = guests.filter((guest) => guest.type === 'adult');
    const children = guests.filter((guest) => guest.type === 'child');
    if (adults.length !== occupancy.adults || adults.length + children.length !== guests.length) {
      throw HotelSupplierError.invalid(
        'PAX_DISTRIBUTION',
        `rooms[${index}].guests`,
        'distribution of paxes is not correct',
      );
    }
    const given = children.map((child) => child.age).sort((a, b) => (a ?? -1) - (b ?? -1));
    const expected = [...occupancy.childAges].sort((a, b) => a - b);
    if (given.length !== expected.length || given.some((age, i) => age !== expected[i])) {
      throw HotelSupplierError.invalid(
        'INVALID_CHILD_AGES',
        `rooms[${index}].guests`,
        'The number of children is wrong',
      );
    }
    const unnamed = guests.findIndex((guest) => !isName(guest.givenName) || !isName(guest.familyName));
    if (unnamed >= 0) {
      throw HotelSupplierError.invalid(
        'INVALID_GUESTS',
        `rooms[${index}].guests[${unnamed}]`,
        'Every guest needs a given name and a family name',
      );
    }
  });
}

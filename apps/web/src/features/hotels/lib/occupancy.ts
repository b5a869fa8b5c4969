import { DEFAULT_OCCUPANCY, MAX_HOTEL_ROOMS, NEW_CHILD_AGE } from '@travel/contracts';

/** One room of the search: its adults and the age of each child (spec: adults plus child ages). */
export interface RoomOccupancy {
  adults: number;
  childAges: readonly number[];
}

/** Adults per room, as the search accepts them. */
export const MIN_ROOM_ADULTS = 1;
export const MAX_ROOM_ADULTS = 6;
export const MAX_ROOM_CHILDREN = 5;
/** A child is 0 to 17 on the day of check-in. */
export const MAX_CHILD_AGE = 17;
export const CHILD_AGES: readonly number[] = Array.from({ length: MAX_CHILD_AGE + 1 }, (_, age) => age);

/** The spec's default: 1 room, 2 adults, no children. */
export function defaultRooms(): RoomOccupancy[] {
  return Array.from({ length: DEFAULT_OCCUPANCY.rooms }, () => ({
    adults: DEFAULT_OCCUPANCY.adults,
    childAges: [],
  }));
}

export function canAddRoom(rooms: readonly RoomOccupancy[]): boolean {
  return rooms.length < MAX_HOTEL_ROOMS;
}

/** A new room as the first one is by default (2 adults); refused past 6 rooms. */
export function addRoom(rooms: readonly RoomOccupancy[]): RoomOccupancy[] {
  return canAddRoom(rooms) ? [...rooms, { adults: DEFAULT_OCCUPANCY.adults, childAges: [] }] : [...rooms];
}

/** Removes a room; the last one stays. */
export function removeRoom(rooms: readonly RoomOccupancy[], index: number): RoomOccupancy[] {
  return rooms.length <= 1 ? [...rooms] : rooms.filter((_, i) => i !== index);
}

function updateRoom(
  rooms: readonly RoomOccupancy[],
  index: number,
  change: (room: RoomOccupancy) => RoomOccupancy,
): RoomOccupancy[] {
  return rooms.map((room, i) => (i === index ? change(room) : room));
}

export function setAdults(rooms: readonly RoomOccupancy[], index: number, adults: number): RoomOccupancy[] {
  const bounded = Math.min(MAX_ROOM_ADULTS, Math.max(MIN_ROOM_ADULTS, Math.trunc(adults)));
  return updateRoom(rooms, index, (room) => ({ ...room, adults: bounded }));
}

/** A new child is 10 (spec section 9) until its age is chosen; at most 5 per room. */
export function addChild(rooms: readonly RoomOccupancy[], index: number): RoomOccupancy[] {
  return updateRoom(rooms, index, (room) =>
    room.childAges.length >= MAX_ROOM_CHILDREN ? room : { ...room, childAges: [...room.childAges, NEW_CHILD_AGE] },
  );
}

/** Removes the youngest-added child of a room. */
export function removeChild(rooms: readonly RoomOccupancy[], index: number): RoomOccupancy[] {
  return updateRoom(rooms, index, (room) => ({ ...room, childAges: room.childAges.slice(0, -1) }));
}

export function setChildAge(
  rooms: readonly RoomOccupancy[],
  index: number,
  child: number,
  age: number,
): RoomOccupancy[] {
  const bounded = Math.min(MAX_CHILD_AGE, Math.max(0, Math.trunc(age)));
  return updateRoom(rooms, index, (room) => ({
    ...room,
    childAges: room.childAges.map((current, i) => (i === child ? bounded : current)),
  }));
}

export function guestCount(rooms: readonly RoomOccupancy[]): { adults: number; children: number } {
  return rooms.reduce(
    (sum, room) => ({ adults: sum.adults + room.adults, children: sum.children + room.childAges.length }),
    { adults: 0, children: 0 },
  );
}

/** The search payload's occupancies: one line per room. */
export function toOccupancies(rooms: readonly RoomOccupancy[]) {
  return rooms.map((room) => ({
    numOfRoom: 1,
    numOfAdults: room.adults,
    numOfChildren: room.childAges.length,
    childAges: [...room.childAges],
  }));
}

/** Whether each room is one the search accepts. */
export function isValidRoom(room: RoomOccupancy): boolean {
  return (
    Number.isInteger(room.adults) &&
    room.adults >= MIN_ROOM_ADULTS &&
    room.adults <= MAX_ROOM_ADULTS &&
    room.childAges.length <= MAX_ROOM_CHILDREN &&
    room.childAges.every((age) => Number.isInteger(age) && age >= 0 && age <= MAX_CHILD_AGE)
  );
}

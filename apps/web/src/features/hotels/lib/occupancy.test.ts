import { describe, expect, it } from 'vitest';
import {
  addChild,
  addRoom,
  defaultRooms,
  guestCount,
  removeChild,
  removeRoom,
  setAdults,
  setChildAge,
  toOccupancies,
} from './occupancy';

describe('rooms and guests of a hotel search', () => {
  it('starts with 1 room for 2 adults and no children (spec section 9)', () => {
    expect(defaultRooms()).toEqual([{ adults: 2, childAges: [] }]);
  });

  it('adds rooms of 2 adults up to 6, and keeps the last one', () => {
    let rooms = defaultRooms();
    for (let i = 0; i < 7; i++) rooms = addRoom(rooms);
    expect(rooms).toHaveLength(6);
    expect(rooms[5]).toEqual({ adults: 2, childAges: [] });
    expect(removeRoom(defaultRooms(), 0)).toEqual(defaultRooms());
    expect(removeRoom(addRoom(setAdults(defaultRooms(), 0, 1)), 0)).toEqual([{ adults: 2, childAges: [] }]);
  });

  it('adds a child aged 10, at most 5 per room, each age 0 to 17', () => {
    let rooms = addChild(defaultRooms(), 0);
    expect(rooms[0]?.childAges).toEqual([10]);
    rooms = setChildAge(rooms, 0, 0, 7);
    expect(rooms[0]?.childAges).toEqual([7]);
    expect(setChildAge(rooms, 0, 0, 18)[0]?.childAges).toEqual([17]);
    expect(setChildAge(rooms, 0, 0, -1)[0]?.childAges).toEqual([0]);
    for (let i = 0; i < 6; i++) rooms = addChild(rooms, 0);
    expect(rooms[0]?.childAges).toEqual([7, 10, 10, 10, 10]);
    expect(removeChild(rooms, 0)[0]?.childAges).toEqual([7, 10, 10, 10]);
  });

  it('keeps 1 to 6 adults a room', () => {
    expect(setAdults(defaultRooms(), 0, 0)[0]?.adults).toBe(1);
    expect(setAdults(defaultRooms(), 0, 9)[0]?.adults).toBe(6);
  });

  it('sends one occupancy line per room, children counted from their ages', () => {
    const rooms = setChildAge(addChild(addRoom(defaultRooms()), 1), 1, 0, 7);
    expect(guestCount(rooms)).toEqual({ adults: 4, children: 1 });
    expect(toOccupancies(rooms)).toEqual([
      { numOfRoom: 1, numOfAdults: 2, numOfChildren: 0, childAges: [] },
      { numOfRoom: 1, numOfAdults: 2, numOfChildren: 1, childAges: [7] },
    ]);
  });
});

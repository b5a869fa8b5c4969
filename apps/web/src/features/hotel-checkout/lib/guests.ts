import type { HotelGuestInput } from '@travel/contracts';

/** The guests a room of the rate sleeps: adults, and one age per child. */
export interface RoomOccupancy {
  adults: number;
  childAges: number[];
}

/** A guest as typed at checkout: names, and a child's age (from the search, not typed). */
export interface GuestDraft {
  type: 'adult' | 'child';
  givenName: string;
  familyName: string;
  age?: number;
}

export type GuestField = 'givenName' | 'familyName';
/** Message keys of the hotel-booking namespace, by field, for each guest of each room. */
export type GuestErrors = Array<Array<Partial<Record<GuestField, string>>>>;

/** The longest special request the hotel is passed. */
export const SPECIAL_REQUESTS_MAX = 500;
/** The longest name a guest may have (the server's rule). */
const NAME_MAX = 60;
/** A letter first, then letters, marks, spaces, apostrophes, dots and hyphens (the server's rule). */
const NAME = /^[\p{L}][\p{L}\p{M}' .-]*$/u;

/** One empty form per guest of each room, adults first (the first adult is the room's lead guest). */
export function emptyGuests(rooms: RoomOccupancy[]): GuestDraft[][] {
  return rooms.map((room) => [
    ...Array.from({ length: room.adults }, (): GuestDraft => ({ type: 'adult', givenName: '', familyName: '' })),
    ...room.childAges.map((age): GuestDraft => ({ type: 'child', givenName: '', familyName: '', age })),
  ]);
}

/** What is wrong with each name (required, too long, not a name). */
export function guestErrors(rooms: GuestDraft[][]): GuestErrors {
  return rooms.map((guests) =>
    guests.map((guest) => {
      const errors: Partial<Record<GuestField, string>> = {};
      for (const field of ['givenName', 'familyName'] as const) {
        const value = guest[field].trim();
        if (!value) errors[field] = 'errors.required';
        else if (value.length > NAME_MAX) errors[field] = 'errors.tooLong';
        else if (!NAME.test(value)) errors[field] = 'errors.name';
      }
      return errors;
    }),
  );
}

export const hasGuestErrors = (errors: GuestErrors) =>
  errors.some((room) => room.some((guest) => Object.keys(guest).length > 0));

/** The rooms as the booking call takes them: trimmed names, a child's age. */
export function toBookedRooms(rooms: GuestDraft[][]): Array<{ guests: HotelGuestInput[] }> {
  return rooms.map((guests) => ({
    guests: guests.map((guest) => ({
      type: guest.type,
      givenName: guest.givenName.trim(),
      familyName: guest.familyName.trim(),
      ...(guest.type === 'child' && guest.age !== undefined ? { age: guest.age } : {}),
    })),
  }));
}

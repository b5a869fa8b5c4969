/**
 * What the customer's and the agency's screens show alike of a hotel booking (its stay in the
 * hotel's dates and zone, rooms, terms, price): the features hotel-trips and agency-hotels use it.
 */
import type { HotelBooking } from '@travel/contracts';

/** A calendar date or a wall-clock time of the hotel ('YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm'), as written in the language, in no zone of the reader's. */
export function formatHotelDate(local: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${local.slice(0, 10)}T00:00:00Z`),
  );
}

/** A wall-clock time of the hotel ('YYYY-MM-DDTHH:mm[:ss]'), date and time as written in the language. */
export function formatHotelTime(local: string, language: string): string {
  const [date = '', time = '00:00'] = local.split('T');
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T${time.slice(0, 5)}:00Z`),
  );
}

/** The stay as the hotel's local dates: check-in – check-out. */
export function formatStay(booking: Pick<HotelBooking, 'stayPeriod'>, language: string): string {
  return `${formatHotelDate(booking.stayPeriod.start, language)} – ${formatHotelDate(booking.stayPeriod.end, language)}`;
}

/** Rooms and guests of a booking, by count. */
export function occupancyOf(booking: Pick<HotelBooking, 'rooms'>): { rooms: number; adults: number; children: number } {
  return booking.rooms.reduce(
    (sum, room) => ({
      rooms: sum.rooms + 1,
      adults: sum.adults + room.occupancy.adults,
      children: sum.children + room.occupancy.childAges.length,
    }),
    { rooms: 0, adults: 0, children: 0 },
  );
}

/** The place an IANA zone is named after ('Europe/Lisbon' -> 'Lisbon', 'America/Port_of_Spain' -> 'Port of Spain'). */
export function zonePlace(timeZone: string): string {
  return (timeZone.split('/').pop() ?? timeZone).replaceAll('_', ' ');
}

/** A hotel's address on one line, as its bookings show it: street, postal code and city, country. */
export function formatHotelAddress(address: { line: string; postalCode: string; city: string; countryCode: string }) {
  return `${address.line}, ${address.postalCode} ${address.city}, ${address.countryCode}`;
}

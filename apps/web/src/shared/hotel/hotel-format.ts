/**
 * What the customer's and the agency's screens show alike of a hotel booking (its stay in the
 * hotel's dates and zone, rooms, terms, price): the features hotel-trips and agency-hotels use it.
 */
import type { HotelBooking } from '@travel/contracts';
import { formatLocalDate, formatLocalTime, zonePlace } from '../format/wall-clock';

export { formatLocalDate as formatHotelDate, formatLocalTime as formatHotelTime, zonePlace };

/** The stay as the hotel's local dates: check-in – check-out. */
export function formatStay(booking: Pick<HotelBooking, 'stayPeriod'>, language: string): string {
  return `${formatLocalDate(booking.stayPeriod.start, language)} – ${formatLocalDate(booking.stayPeriod.end, language)}`;
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

/** A hotel's address on one line, as its bookings show it: street, postal code and city, country. */
export function formatHotelAddress(address: { line: string; postalCode: string; city: string; countryCode: string }) {
  return `${address.line}, ${address.postalCode} ${address.city}, ${address.countryCode}`;
}

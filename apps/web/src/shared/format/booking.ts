import { isCancellableStatus, type FlightBooking, type FlightLeg } from '@travel/contracts';

/** The booking can still be cancelled (or voided): the contracts' status rules. */
export function isCancellable(booking: Pick<FlightBooking, 'bookingStatus'>): boolean {
  return isCancellableStatus(booking.bookingStatus);
}

/** 'LIS ⇄ JFK' for a return trip, else each leg: 'LIS → MAD, MAD → CDG'. */
export function routeOf(flights: FlightLeg[]): string {
  const [first, second] = flights;
  if (!first) return '';
  if (flights.length === 2 && second && second.origin === first.destination && second.destination === first.origin) {
    return `${first.origin} ⇄ ${first.destination}`;
  }
  return flights.map((leg) => `${leg.origin} → ${leg.destination}`).join(', ');
}

/** An instant (UTC) in the viewer's own time zone, e.g. booking and history times. */
export function formatInstant(iso: string, language: string): string {
  return new Date(iso).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });
}

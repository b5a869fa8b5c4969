import { isCancellableStatus, type BookingBase, type FlightLeg } from '@travel/contracts';

/** The booking can still be cancelled (or voided): the contracts' status rules. */
export function isCancellable(booking: Pick<BookingBase, 'bookingStatus'>): boolean {
  return isCancellableStatus(booking.bookingStatus);
}

/**
 * A held booking that can still be paid: awaiting payment and before its ticketing time limit
 * (then the airline releases it and the server refuses the payment). A vertical whose holds
 * have no time limit leaves it out.
 */
export function isPayable(
  booking: Pick<BookingBase, 'bookingStatus'> & { ticketingTimeLimit?: string | null },
  nowMs: number = Date.now(),
): boolean {
  if (booking.bookingStatus !== 'pending_payment') return false;
  return !booking.ticketingTimeLimit || Date.parse(booking.ticketingTimeLimit) > nowMs;
}

/** Where a held flight booking is paid: the flight checkout's payment step, for that booking. */
export function payPathOf(referenceNumber: string): string {
  return `/booknow/flights/checkout?booking=${encodeURIComponent(referenceNumber)}`;
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

import type { FlightBooking } from '@travel/contracts';

/** A paid booking waits for the agency to issue its tickets. */
export const canTicket = (booking: Pick<FlightBooking, 'bookingStatus'>) => booking.bookingStatus === 'confirmed';

/** An unpaid booking can be ticketed on the agency's account. */
export const canTicketOnAccount = (booking: Pick<FlightBooking, 'bookingStatus'>) =>
  booking.bookingStatus === 'pending_payment';

/** A calendar date ('YYYY-MM-DD', no time zone) as written in the language. */
export function formatDay(date: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

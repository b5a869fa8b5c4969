import type { FlightBooking } from '@travel/contracts';

/** A paid booking waits for the agency to issue its tickets. */
export const canTicket = (booking: Pick<FlightBooking, 'bookingStatus'>) => booking.bookingStatus === 'confirmed';

/** An unpaid booking can be ticketed on the agency's account. */
export const canTicketOnAccount = (booking: Pick<FlightBooking, 'bookingStatus'>) =>
  booking.bookingStatus === 'pending_payment';

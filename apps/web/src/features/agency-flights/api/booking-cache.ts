import type { QueryClient } from '@tanstack/react-query';
import type { FlightBooking } from '@travel/contracts';
import type { BookingPage } from '../../../shared/booking/registry';
import { flightBookingKey } from './get-flight-booking';
import { flightBookingsKey } from './get-flight-bookings';

/**
 * An action's answer replaces the booking wherever it is shown: in every loaded page of the
 * list (spec section 4, agency side) and in its detail.
 */
export function replaceBooking(queryClient: QueryClient, booking: FlightBooking): void {
  queryClient.setQueriesData<BookingPage<FlightBooking>>(
    { queryKey: flightBookingsKey },
    (page) =>
      page && { ...page, bookings: page.bookings.map((row) => (row.bookingId === booking.bookingId ? booking : row)) },
  );
  queryClient.setQueryData(flightBookingKey(booking.bookingId), booking);
}

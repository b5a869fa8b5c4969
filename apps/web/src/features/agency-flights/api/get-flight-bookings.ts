import type { FlightBooking, FlightBookingsPage } from '@travel/contracts';
import { api } from '../../../shared/api/client';
import { listQueryOf, type BookingListRequest, type BookingPage } from '../../../shared/booking/registry';

export const flightBookingsKey = ['agency-flights', 'list'] as const;

/** One page of the agency's flight bookings (GET /api/agency/flights/bookings, spec section 7). */
export function getFlightBookings(
  request: BookingListRequest,
  signal?: AbortSignal,
): Promise<BookingPage<FlightBooking>> {
  return api
    .get<{ data: FlightBookingsPage }>('/api/agency/flights/bookings', {
      query: listQueryOf(request),
      signal,
    })
    .then((r) => ({ bookings: r.data.flights, total: r.data.totalFlightRecords }));
}

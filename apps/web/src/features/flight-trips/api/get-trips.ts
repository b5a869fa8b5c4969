import type { FlightBooking, FlightBookingsPage } from '@travel/contracts';
import { api } from '../../../shared/api/client';
import { listQueryOf, type BookingListRequest, type BookingPage } from '../../../shared/booking/registry';

/** One page of the signed-in user's flight trips (GET /api/flight/bookings/all, spec section 7). */
export function getTrips(request: BookingListRequest, signal?: AbortSignal): Promise<BookingPage<FlightBooking>> {
  return api
    .get<{ data: FlightBookingsPage }>('/api/flight/bookings/all', {
      query: listQueryOf(request),
      signal,
    })
    .then((r) => ({ bookings: r.data.flights, total: r.data.totalFlightRecords }));
}

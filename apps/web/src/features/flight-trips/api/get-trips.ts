import type { FlightBookingsPage } from '@travel/contracts';
import { api } from '../../../shared/api/client';
import type { BookingListRequest, BookingPage } from '../../../shared/booking/registry';
import type { FlightBooking } from '@travel/contracts';

/** One page of the signed-in user's flight trips (GET /api/flight/bookings/all, spec section 7). */
export function getTrips(request: BookingListRequest, signal?: AbortSignal): Promise<BookingPage<FlightBooking>> {
  return api
    .get<{ data: FlightBookingsPage }>('/api/flight/bookings/all', {
      query: {
        offSet: request.offSet,
        limit: request.limit,
        selectedStatus: request.selectedStatus,
        searchString: request.searchString,
        showPastTrips: request.showPastTrips ? 'true' : 'false',
        userId: request.userId,
      },
      signal,
    })
    .then((r) => ({ bookings: r.data.flights, total: r.data.totalFlightRecords }));
}

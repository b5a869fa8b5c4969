import type { FlightBooking, FlightBookingsPage } from '@travel/contracts';
import { api } from '../../../shared/api/client';
import type { BookingListRequest, BookingPage } from '../../../shared/booking/registry';

export const flightBookingsKey = ['agency-flights', 'list'] as const;

/** One page of the agency's flight bookings (GET /api/agency/flights/bookings, spec section 7). */
export function getFlightBookings(
  request: BookingListRequest,
  signal?: AbortSignal,
): Promise<BookingPage<FlightBooking>> {
  return api
    .get<{ data: FlightBookingsPage }>('/api/agency/flights/bookings', {
      query: {
        offSet: request.offSet,
        limit: request.limit,
        selectedStatus: request.selectedStatus,
        searchString: request.searchString,
        startDate: request.startDate,
        endDate: request.endDate,
        showPastTrips: request.showPastTrips ? 'true' : 'false',
        userId: request.userId,
      },
      signal,
    })
    .then((r) => ({ bookings: r.data.flights, total: r.data.totalFlightRecords }));
}

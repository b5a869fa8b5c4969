import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BookingListQuery, FlightBookingsPage } from '@travel/contracts';
import { api } from '../../../shared/api/client';

export type BookingStatusFilter = BookingListQuery['selectedStatus'];

/** The query of GET /api/flight/bookings/all (spec section 7). */
export interface TripsQuery {
  offSet: number;
  limit: number;
  selectedStatus: BookingStatusFilter;
  searchString: string;
  showPastTrips: boolean;
  /** Whose trips: the signed-in user's own (an agent would otherwise see the agency's). */
  userId: string | undefined;
}

export type TripsPage = FlightBookingsPage;

export function getTrips(query: TripsQuery, signal?: AbortSignal): Promise<TripsPage> {
  return api
    .get<{ data: TripsPage }>('/api/flight/bookings/all', {
      query: { ...query, showPastTrips: query.showPastTrips ? 'true' : 'false' },
      signal,
    })
    .then((r) => r.data);
}

export function useTrips(query: TripsQuery, isEnabled = true) {
  return useQuery({
    queryKey: ['trips', 'list', query],
    queryFn: ({ signal }) => getTrips(query, signal),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
    // The page shows the failure in place.
    meta: { silent: true },
  });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BookingListQuery, FlightBookingsPage } from '@travel/contracts';
import { api } from '../../../shared/api/client';

export type BookingStatusFilter = BookingListQuery['selectedStatus'];

/** The query of GET /api/agency/flights/bookings (spec section 7, booking lists). */
export interface FlightBookingsQuery {
  offSet: number;
  limit: number;
  selectedStatus: BookingStatusFilter;
  searchString: string;
  /** Created on or after, 'YYYY-MM-DD'. */
  startDate: string | undefined;
  /** Created on or before, 'YYYY-MM-DD'. */
  endDate: string | undefined;
  showPastTrips: boolean;
  /** One customer's bookings only. */
  userId: string | undefined;
}

export const flightBookingsKey = ['agency-flights', 'list'] as const;

export function getFlightBookings(query: FlightBookingsQuery, signal?: AbortSignal): Promise<FlightBookingsPage> {
  return api
    .get<{ data: FlightBookingsPage }>('/api/agency/flights/bookings', {
      query: { ...query, showPastTrips: query.showPastTrips ? 'true' : 'false' },
      signal,
    })
    .then((r) => r.data);
}

export function useFlightBookings(query: FlightBookingsQuery) {
  return useQuery({
    queryKey: [...flightBookingsKey, query],
    queryFn: ({ signal }) => getFlightBookings(query, signal),
    placeholderData: keepPreviousData,
  });
}

import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { ActivityBooking, ActivityBookingsPage } from '@travel/contracts';
import { api } from '../../../shared/api/client';
import { listQueryOf, type BookingListRequest, type BookingPage } from '../../../shared/booking/registry';

export const activityBookingsKey = ['agency-activities', 'list'] as const;
export const agencyActivityKey = (id: string) => ['agency-activities', 'booking', id] as const;

/** One page of the agency's activity bookings (GET /api/agency/activities/bookings, spec section 7). */
export function getActivityBookings(
  request: BookingListRequest,
  signal?: AbortSignal,
): Promise<BookingPage<ActivityBooking>> {
  return api
    .get<{ data: ActivityBookingsPage }>('/api/agency/activities/bookings', { query: listQueryOf(request), signal })
    .then((r) => ({ bookings: r.data.activities, total: r.data.totalActivityRecords }));
}

/** One activity booking of the agency (GET /api/agency/activities/bookings/{id}); its failure is shown on the page. */
export function useAgencyActivity(id: string) {
  return useQuery({
    queryKey: agencyActivityKey(id),
    queryFn: ({ signal }) =>
      api
        .get<{ data: ActivityBooking }>(`/api/agency/activities/bookings/${encodeURIComponent(id)}`, { signal })
        .then((r) => r.data),
    meta: { silent: true },
  });
}

/** A cancel's answer replaces the booking in every loaded page of the list and in its detail. */
export function replaceActivityBooking(queryClient: QueryClient, booking: ActivityBooking): void {
  queryClient.setQueriesData<BookingPage<ActivityBooking>>(
    { queryKey: activityBookingsKey },
    (page) =>
      page && { ...page, bookings: page.bookings.map((row) => (row.bookingId === booking.bookingId ? booking : row)) },
  );
  queryClient.setQueryData(agencyActivityKey(booking.bookingId), booking);
}

/** Whether the list, read again from the server, still holds the booking (spec section 8). */
export async function isStillListed(queryClient: QueryClient, bookingId: string): Promise<boolean> {
  await queryClient.refetchQueries({ queryKey: activityBookingsKey, type: 'active' });
  return queryClient
    .getQueriesData<BookingPage<ActivityBooking>>({ queryKey: activityBookingsKey })
    .some(([, page]) => page?.bookings.some((row) => row.bookingId === bookingId));
}

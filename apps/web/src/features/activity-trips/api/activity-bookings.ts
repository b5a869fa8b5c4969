import type { ActivityBooking, ActivityBookingsPage } from '@travel/contracts';
import { api } from '../../../shared/api/client';
import { listQueryOf, type BookingListRequest, type BookingPage } from '../../../shared/booking/registry';

/** One page of the signed-in user's activity bookings (GET api/activities/user/bookings, spec section 7). */
export function getActivityTrips(
  request: BookingListRequest,
  signal?: AbortSignal,
): Promise<BookingPage<ActivityBooking>> {
  return api
    .get<{ data: ActivityBookingsPage }>('/api/activities/user/bookings', { query: listQueryOf(request), signal })
    .then((r) => ({ bookings: r.data.activities, total: r.data.totalActivityRecords }));
}

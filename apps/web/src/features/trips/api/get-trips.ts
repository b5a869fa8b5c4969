import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BookingListRequest, BookingVertical } from '../../../shared/booking/registry';

/** The list queries of My Trips, whatever the vertical: an answer that changes a booking refreshes them. */
export const tripsListKey = ['trips', 'list'] as const;

/** One page of the user's bookings of a vertical (each vertical's trips endpoint, spec section 7). */
export function useTrips(vertical: BookingVertical | null, request: BookingListRequest, isEnabled = true) {
  return useQuery({
    queryKey: [...tripsListKey, vertical?.key ?? null, request],
    queryFn: ({ signal }) => {
      if (!vertical) throw new Error('No vertical is registered');
      return vertical.customer.getTrips(request, signal);
    },
    // The previous page stays while the next loads, but never across verticals: a vertical's
    // views only take its own bookings.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === (vertical?.key ?? null) ? keepPreviousData(previous) : undefined,
    enabled: isEnabled && vertical !== null,
    // The page shows the failure in place.
    meta: { silent: true },
  });
}

import { useQuery } from '@tanstack/react-query';
import type { FlightBooking } from '@travel/contracts';
import { api } from '../../../shared/api/client';

export type BookingStatus = Pick<FlightBooking, 'referenceNumber' | 'bookingStatus' | 'bookedStatus'>;

/** How often a paid booking's status is asked while its tickets are being issued. */
export const BOOKING_STATUS_POLL_MS = 15_000;

/** Statuses a booking does not leave by itself: nothing more to wait for. */
const SETTLED: ReadonlySet<BookingStatus['bookingStatus']> = new Set(['ticketed', 'cancelled', 'voided', 'failed']);

export function isSettled(status: BookingStatus['bookingStatus']): boolean {
  return SETTLED.has(status);
}

export function getBookingStatus(referenceNumber: string, signal?: AbortSignal): Promise<BookingStatus> {
  return api
    .get<{ data: BookingStatus }>('/api/flight/bookingStatus', { query: { referenceNumber }, signal })
    .then((r) => r.data);
}

/**
 * The status of a paid booking whose tickets are awaited (confirmed), starting from the one
 * already shown and asked again every 15 s until it is settled. Asking pauses while the page is hidden (the query
 * library's interval runs only in the foreground) and a failed ask is kept quiet: the next one
 * tries again.
 */
export function useBookingStatus(initial: BookingStatus | null) {
  const isAwaited = initial?.bookingStatus === 'confirmed';
  return useQuery({
    queryKey: ['flight-booking-status', initial?.referenceNumber ?? null],
    queryFn: ({ signal }) => getBookingStatus(initial?.referenceNumber ?? '', signal),
    enabled: isAwaited,
    ...(initial ? { initialData: initial } : {}),
    staleTime: BOOKING_STATUS_POLL_MS,
    retry: false,
    refetchInterval: (query) =>
      query.state.data && isSettled(query.state.data.bookingStatus) ? false : BOOKING_STATUS_POLL_MS,
    refetchIntervalInBackground: false,
    meta: { silent: true },
  });
}

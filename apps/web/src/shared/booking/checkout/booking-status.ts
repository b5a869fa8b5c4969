import { useQuery } from '@tanstack/react-query';
import { isFinalStatus, type BookingStatusAnswer } from '@travel/contracts';
import { api } from '../../api/client';

/** How often a paid booking's status is asked while its fulfilment (tickets, voucher) is awaited. */
export const BOOKING_STATUS_POLL_MS = 15_000;

/** Statuses a booking does not leave by itself: fulfilled, or an end. Nothing more to wait for. */
export function isSettled(status: BookingStatusAnswer['bookingStatus']): boolean {
  return status === 'ticketed' || isFinalStatus(status);
}

export function getBookingStatus(
  path: string,
  referenceNumber: string,
  signal?: AbortSignal,
): Promise<BookingStatusAnswer> {
  return api.get<{ data: BookingStatusAnswer }>(path, { query: { referenceNumber }, signal }).then((r) => r.data);
}

/**
 * The status of a paid booking whose fulfilment is awaited (confirmed), read at `path` (a
 * vertical's status endpoint), starting from the one already shown and asked again every 15 s
 * until it is settled. Asking pauses while the page is hidden (the query library's interval runs
 * only in the foreground) and a failed ask is kept quiet: the next one tries again.
 */
export function useBookingStatus(path: string, initial: BookingStatusAnswer | null) {
  const isAwaited = initial?.bookingStatus === 'confirmed';
  return useQuery({
    queryKey: ['booking-status', path, initial?.referenceNumber ?? null],
    queryFn: ({ signal }) => getBookingStatus(path, initial?.referenceNumber ?? '', signal),
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

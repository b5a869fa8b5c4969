import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { HotelBooking, HotelBookingsPage } from '@travel/contracts';
import { api } from '../../../shared/api/client';
import type { CancellationPaths } from '../../../shared/booking/manage/cancel-api';
import { listQueryOf, type BookingListRequest, type BookingPage } from '../../../shared/booking/registry';
import type { KitTexts } from '../../../shared/booking/texts';
import type { AgencyCancellation } from '../../../shared/booking/manage/agency-cancel';

export const hotelBookingsKey = ['agency-hotels', 'list'] as const;
export const hotelBookingKey = (id: string) => ['agency-hotels', 'booking', id] as const;

/** One page of the agency's hotel bookings (GET /api/agency/hotels/bookings, spec section 7). */
export function getHotelBookings(
  request: BookingListRequest,
  signal?: AbortSignal,
): Promise<BookingPage<HotelBooking>> {
  return api
    .get<{ data: HotelBookingsPage }>('/api/agency/hotels/bookings', { query: listQueryOf(request), signal })
    .then((r) => ({ bookings: r.data.hotels, total: r.data.totalHotelRecords }));
}

export function getHotelBooking(id: string, signal?: AbortSignal): Promise<HotelBooking> {
  return api
    .get<{ data: HotelBooking }>(`/api/agency/hotels/bookings/${encodeURIComponent(id)}`, { signal })
    .then((r) => r.data);
}

/** One hotel booking of the agency; its failure is shown on the page. */
export function useHotelBooking(id: string) {
  return useQuery({
    queryKey: hotelBookingKey(id),
    queryFn: ({ signal }) => getHotelBooking(id, signal),
    meta: { silent: true },
  });
}

/** An action's answer replaces the booking in every loaded page of the list and in its detail. */
export function replaceHotelBooking(queryClient: QueryClient, booking: HotelBooking): void {
  queryClient.setQueriesData<BookingPage<HotelBooking>>(
    { queryKey: hotelBookingsKey },
    (page) =>
      page && { ...page, bookings: page.bookings.map((row) => (row.bookingId === booking.bookingId ? booking : row)) },
  );
  queryClient.setQueryData(hotelBookingKey(booking.bookingId), booking);
}

/** The agency's cancellation of a hotel booking: a hotel has no void, both paths cancel under its terms. */
export const AGENCY_HOTEL_CANCELLATION: CancellationPaths = {
  penalty: '/api/agency/hotels/bookings/getPenalty',
  cancel: '/api/agency/hotels/bookings/cancel',
  cancelVoid: '/api/agency/hotels/bookings/cancel',
};

/** The agency's words of a hotel cancellation. */
export const HOTEL_CANCEL_TEXTS: KitTexts = { ns: 'agency', keyPrefix: 'hotels.cancel' };

/** The agency's cancellation of a hotel booking, as the kit's dialog and panel run it. */
export const AGENCY_HOTEL_CANCEL: AgencyCancellation<HotelBooking> = {
  paths: AGENCY_HOTEL_CANCELLATION,
  texts: HOTEL_CANCEL_TEXTS,
  replace: replaceHotelBooking,
  staleKey: ['agency-hotels'],
};

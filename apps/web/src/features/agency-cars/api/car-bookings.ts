import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { CarBooking, CarBookingsPage } from '@travel/contracts';
import { api } from '../../../shared/api/client';
import type { AgencyCancellation } from '../../../shared/booking/manage/agency-cancel';
import { listQueryOf, type BookingListRequest, type BookingPage } from '../../../shared/booking/registry';

export const carBookingsKey = ['agency-cars', 'list'] as const;
export const carBookingKey = (id: string) => ['agency-cars', 'booking', id] as const;

/** One page of the agency's car bookings (GET /api/agency/cars/bookings, spec section 7). */
export function getCarBookings(request: BookingListRequest, signal?: AbortSignal): Promise<BookingPage<CarBooking>> {
  return api
    .get<{ data: CarBookingsPage }>('/api/agency/cars/bookings', { query: listQueryOf(request), signal })
    .then((r) => ({ bookings: r.data.cars, total: r.data.totalCarRecords }));
}

/** One car booking of the agency (GET /api/agency/cars/bookings/{id}); its failure is shown on the page. */
export function useCarBooking(id: string) {
  return useQuery({
    queryKey: carBookingKey(id),
    queryFn: ({ signal }) =>
      api
        .get<{ data: CarBooking }>(`/api/agency/cars/bookings/${encodeURIComponent(id)}`, { signal })
        .then((r) => r.data),
    meta: { silent: true },
  });
}

/** An action's answer replaces the booking in every loaded page of the list and in its detail. */
export function replaceCarBooking(queryClient: QueryClient, booking: CarBooking): void {
  queryClient.setQueriesData<BookingPage<CarBooking>>(
    { queryKey: carBookingsKey },
    (page) =>
      page && { ...page, bookings: page.bookings.map((row) => (row.bookingId === booking.bookingId ? booking : row)) },
  );
  queryClient.setQueryData(carBookingKey(booking.bookingId), booking);
}

/** The agency's cancellation of a rental: no void, both paths cancel under the rental company's terms. */
export const AGENCY_CAR_CANCEL: AgencyCancellation<CarBooking> = {
  paths: {
    penalty: '/api/agency/cars/bookings/getPenalty',
    cancel: '/api/agency/cars/bookings/cancel',
    cancelVoid: '/api/agency/cars/bookings/cancel',
  },
  texts: { ns: 'agency', keyPrefix: 'cars.cancel' },
  replace: replaceCarBooking,
  staleKey: ['agency-cars'],
};

import type { CarBooking, CarBookingsPage } from '@travel/contracts';
import { api } from '../../../shared/api/client';
import type { CancellationPaths } from '../../../shared/booking/manage/cancel-api';
import { listQueryOf, type BookingListRequest, type BookingPage } from '../../../shared/booking/registry';

/** One page of the signed-in user's car rentals (GET api/car-rental/user/bookings, spec section 7). */
export function getCarTrips(request: BookingListRequest, signal?: AbortSignal): Promise<BookingPage<CarBooking>> {
  return api
    .get<{ data: CarBookingsPage }>('/api/car-rental/user/bookings', { query: listQueryOf(request), signal })
    .then((r) => ({ bookings: r.data.cars, total: r.data.totalCarRecords }));
}

/**
 * The customer's cancellation of a rental (spec section 7): a rental has no void, so both cancel
 * paths are the one cancellation under the rental company's terms.
 */
export const CAR_CANCELLATION: CancellationPaths = {
  penalty: '/api/car-rental/cancelPenalty',
  cancel: '/api/car-rental/cancel',
  cancelVoid: '/api/car-rental/cancel',
};

import type { HotelBooking, HotelBookingsPage } from '@travel/contracts';
import { api } from '../../../shared/api/client';
import type { CancellationPaths } from '../../../shared/booking/manage/cancel-api';
import { listQueryOf, type BookingListRequest, type BookingPage } from '../../../shared/booking/registry';

/** One page of the signed-in user's hotel bookings (GET /api/v2/hotel/bookings/all, spec section 7). */
export function getHotelTrips(request: BookingListRequest, signal?: AbortSignal): Promise<BookingPage<HotelBooking>> {
  return api
    .get<{ data: HotelBookingsPage }>('/api/v2/hotel/bookings/all', { query: listQueryOf(request), signal })
    .then((r) => ({ bookings: r.data.hotels, total: r.data.totalHotelRecords }));
}

/**
 * The customer's cancellation of a hotel booking (spec section 7): a hotel has no void, so both
 * cancel paths are the one cancellation under the hotel's terms.
 */
export const HOTEL_CANCELLATION: CancellationPaths = {
  penalty: '/api/v2/hotel/cancelpenalty',
  cancel: '/api/v2/hotel/cancel/hotel',
  cancelVoid: '/api/v2/hotel/cancel/hotel',
};

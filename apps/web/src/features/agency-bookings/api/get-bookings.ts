import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BookingListRequest, BookingVertical } from '../../../shared/booking/registry';

/** One page of the agency's bookings of a vertical, under the vertical's list key (its actions update it in place). */
export function useAgencyBookings(vertical: BookingVertical, request: BookingListRequest) {
  return useQuery({
    queryKey: [...vertical.agency.listKey, request],
    queryFn: ({ signal }) => vertical.agency.getBookings(request, signal),
    placeholderData: keepPreviousData,
  });
}

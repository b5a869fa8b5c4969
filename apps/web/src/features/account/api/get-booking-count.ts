import { useQuery } from '@tanstack/react-query';
import type { BookingCount } from '@travel/contracts';
import { api } from '../../../shared/api/client';

export function useBookingCount() {
  return useQuery({
    queryKey: ['user', 'booking-count'],
    queryFn: ({ signal }) =>
      api.get<{ data: BookingCount }>('/api/user/getUserBookingCount', { signal }).then((r) => r.data),
  });
}

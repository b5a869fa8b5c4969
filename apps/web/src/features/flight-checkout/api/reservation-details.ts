import { useQuery } from '@tanstack/react-query';
import type { FlightBooking } from '@travel/contracts';
import { api } from '../../../shared/api/client';

export const reservationKey = (referenceNumber: string | null) => ['flight-reservation', referenceNumber] as const;

export function useReservationDetails(referenceNumber: string | null) {
  return useQuery({
    queryKey: reservationKey(referenceNumber),
    queryFn: ({ signal }) =>
      api
        .get<{ data: FlightBooking }>('/api/flight/getReservationDetails', {
          query: { referenceNumber: referenceNumber ?? '' },
          signal,
        })
        .then((r) => r.data),
    enabled: Boolean(referenceNumber),
  });
}

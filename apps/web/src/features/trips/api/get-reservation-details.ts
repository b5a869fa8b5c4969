import { useQuery } from '@tanstack/react-query';
import type { FlightBooking } from '@travel/contracts';
import { api } from '../../../shared/api/client';

export const reservationKey = (referenceNumber: string) => ['trips', 'reservation', referenceNumber] as const;

export function getReservationDetails(referenceNumber: string, signal?: AbortSignal): Promise<FlightBooking> {
  return api
    .get<{ data: FlightBooking }>('/api/flight/getReservationDetails', { query: { referenceNumber }, signal })
    .then((r) => r.data);
}

/** A booking, up to date with the airline. Its failure is shown on the page, not as a toast. */
export function useReservationDetails(referenceNumber: string) {
  return useQuery({
    queryKey: reservationKey(referenceNumber),
    queryFn: ({ signal }) => getReservationDetails(referenceNumber, signal),
    enabled: referenceNumber !== '',
    meta: { silent: true },
  });
}

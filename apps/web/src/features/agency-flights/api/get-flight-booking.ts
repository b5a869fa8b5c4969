import { useQuery } from '@tanstack/react-query';
import type { FlightBooking } from '@travel/contracts';
import { api } from '../../../shared/api/client';

export const flightBookingKey = (id: string) => ['agency-flights', 'booking', id] as const;

export function getFlightBooking(id: string, signal?: AbortSignal): Promise<FlightBooking> {
  return api
    .get<{ data: FlightBooking }>(`/api/agency/flights/bookings/${encodeURIComponent(id)}`, { signal })
    .then((r) => r.data);
}

/** One booking of the agency; its failure is shown on the page. */
export function useFlightBooking(id: string) {
  return useQuery({
    queryKey: flightBookingKey(id),
    queryFn: ({ signal }) => getFlightBooking(id, signal),
    meta: { silent: true },
  });
}

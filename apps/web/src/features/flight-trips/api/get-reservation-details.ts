import type { FlightBooking } from '@travel/contracts';
import { api } from '../../../shared/api/client';

/** One flight booking, up to date with the airline. */
export function getReservationDetails(referenceNumber: string, signal?: AbortSignal): Promise<FlightBooking> {
  return api
    .get<{ data: FlightBooking }>('/api/flight/getReservationDetails', { query: { referenceNumber }, signal })
    .then((r) => r.data);
}

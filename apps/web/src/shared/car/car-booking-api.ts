import type { CarBooking } from '@travel/contracts';
import { api } from '../api/client';

/** One car booking by its reference, up to date with the rental company (POST api/car-rental/findReservation). */
export function findCarReservation(referenceNumber: string, signal?: AbortSignal): Promise<CarBooking> {
  return api
    .post<{ data: CarBooking }>('/api/car-rental/findReservation', { referenceNumber }, { signal })
    .then((r) => r.data);
}

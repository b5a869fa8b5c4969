import type { HotelBooking } from '@travel/contracts';
import { api } from '../api/client';

/** One hotel booking by its reference, up to date with the vendor (GET api/v3/hotel/hotel-booking/{id}). */
export function getHotelBooking(referenceNumber: string, signal?: AbortSignal): Promise<HotelBooking> {
  return api
    .get<{ data: HotelBooking }>(`/api/v3/hotel/hotel-booking/${encodeURIComponent(referenceNumber)}`, { signal })
    .then((r) => r.data);
}

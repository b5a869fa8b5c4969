import type { ActivityBooking } from '@travel/contracts';
import { api } from '../api/client';

/** One activity booking by its id or reference, up to date with the supplier (GET api/activities/bookings/{id}/details). */
export function findActivityBooking(id: string, signal?: AbortSignal): Promise<ActivityBooking> {
  return api
    .get<{ data: ActivityBooking }>(`/api/activities/bookings/${encodeURIComponent(id)}/details`, { signal })
    .then((r) => r.data);
}

import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  ActivityAvailableDates,
  ActivityCheck,
  ActivityCheckBody,
  ActivityLocation,
  ActivityProduct,
  ActivityQuote,
} from '@travel/contracts';
import { api } from '../../../shared/api/client';

const code = (productCode: string) => encodeURIComponent(productCode);

/** Everything the details page shows of a product (GET api/activities/details/{id}). */
export function useActivityProduct(productCode: string, currency: string) {
  return useQuery({
    queryKey: ['activity-product', productCode, currency],
    queryFn: ({ signal }) =>
      api
        .get<{ data: ActivityProduct }>(`/api/activities/details/${code(productCode)}?currency=${currency}`, { signal })
        .then((r) => r.data),
    retry: false,
    meta: { silent: true },
  });
}

/** The meeting point or pick-up area (GET api/activities/locations/{id}). */
export function useActivityLocation(locationId: string | null) {
  return useQuery({
    queryKey: ['activity-location', locationId],
    queryFn: ({ signal }) =>
      api
        .get<{ data: ActivityLocation }>(`/api/activities/locations/${encodeURIComponent(locationId ?? '')}`, {
          signal,
        })
        .then((r) => r.data),
    enabled: locationId !== null,
    retry: false,
    staleTime: Infinity,
    meta: { silent: true },
  });
}

/** The 90-day calendar: days with their from-price and start times with places left (GET api/activities/availableDates/{id}). */
export function useAvailableDates(productCode: string, currency: string) {
  return useQuery({
    queryKey: ['activity-dates', productCode, currency],
    queryFn: ({ signal }) =>
      api
        .get<{
          data: ActivityAvailableDates;
        }>(`/api/activities/availableDates/${code(productCode)}?currency=${currency}`, { signal })
        .then((r) => r.data),
    retry: false,
    meta: { silent: true },
  });
}

/** A date, a time and travellers priced now and held 5 minutes (POST api/activities/availability/check). */
export function useCheckAvailability() {
  return useMutation({
    mutationFn: (body: ActivityCheckBody) =>
      api.post<{ data: ActivityCheck }>('/api/activities/availability/check', body).then((r) => r.data),
    meta: { silent: true },
  });
}

/**
 * The hold checked with the supplier now and locked as a quote (POST api/activities/bookings/checkout):
 * the same price, a changed one, or sold out (409); for an agent's client when `clientId` is given.
 */
export function checkoutActivity({ holdId, clientId }: { holdId: string; clientId?: string }): Promise<ActivityQuote> {
  return api
    .post<{ data: ActivityQuote }>('/api/activities/bookings/checkout', { holdId, ...(clientId ? { clientId } : {}) })
    .then((r) => r.data);
}

export function useCheckoutActivity() {
  return useMutation({ mutationFn: checkoutActivity, meta: { silent: true } });
}

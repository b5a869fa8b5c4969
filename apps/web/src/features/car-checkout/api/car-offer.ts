import { useMutation, useQuery } from '@tanstack/react-query';
import type { CarDetails, CarQuote, CarTerms } from '@travel/contracts';
import { api } from '../../../shared/api/client';

/** An offer's details: inclusions, terms link, deposit, the charges now and at the counter (POST api/car-rental/carDetails). */
export function useCarDetails(carId: string | null) {
  return useQuery({
    queryKey: ['car-details', carId],
    queryFn: ({ signal }) =>
      api.post<{ data: CarDetails }>('/api/car-rental/carDetails', { carId }, { signal }).then((r) => r.data),
    enabled: carId !== null,
    retry: false,
    meta: { silent: true },
  });
}

/** The rental terms behind our signed temporary link, as JSON (POST api/car-rental/getDetailsFromTempUrl). */
export function useCarTerms(url: string | null) {
  return useQuery({
    queryKey: ['car-terms', url],
    queryFn: ({ signal }) =>
      api.post<{ data: CarTerms }>('/api/car-rental/getDetailsFromTempUrl', { url }, { signal }).then((r) => r.data),
    enabled: url !== null,
    retry: false,
    staleTime: Infinity,
    meta: { silent: true },
  });
}

/** The checkout's answer: the quote and the markup it adopts (spec 4). */
export interface CarCheckoutAnswer {
  data: CarQuote;
}

/**
 * Re-prices the offer now and locks it as a quote (POST api/car-rental/checkout): the same price,
 * a changed one, or sold out (409); for an agent's client when `clientId` is given.
 */
export function checkoutCar({ carId, clientId }: { carId: string; clientId?: string }): Promise<CarQuote> {
  return api
    .post<CarCheckoutAnswer>('/api/car-rental/checkout', { carId, ...(clientId ? { clientId } : {}) })
    .then((r) => r.data);
}

export function useCheckoutCar() {
  return useMutation({ mutationFn: checkoutCar, meta: { silent: true } });
}

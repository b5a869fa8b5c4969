import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CarBooking, carPaymentResponseSchema, carReserveBodySchema, PaymentBody } from '@travel/contracts';
import { api } from '../../../shared/api/client';
import { findCarReservation } from '../../../shared/car/car-booking-api';

export type CarReserveBody = z.input<typeof carReserveBodySchema>;
type CarPaymentResult = z.infer<typeof carPaymentResponseSchema>['data'];

/** Reserves the quote for the driver (POST api/car-rental/reserveCar); the idempotency key makes a double submit reserve once. */
export function reserveCar({ body, idempotencyKey }: { body: CarReserveBody; idempotencyKey: string }) {
  return api
    .post<{ data: CarBooking }>('/api/car-rental/reserveCar', body, { headers: { 'idempotency-key': idempotencyKey } })
    .then((r) => r.data);
}

export function useReserveCar() {
  return useMutation({ mutationFn: reserveCar, meta: { silent: true } });
}

/** Pays a rental with a card token (POST api/car-rental/payment). */
export function payCar(body: PaymentBody, idempotencyKey: string): Promise<CarPaymentResult> {
  return api
    .post<{ data: CarPaymentResult }>('/api/car-rental/payment', body, {
      headers: { 'idempotency-key': idempotencyKey },
    })
    .then((r) => r.data);
}

export const carBookingKey = (referenceNumber: string | null) => ['car-booking', referenceNumber] as const;

/** A rental by its reference, as the payment step and the confirmation show it. */
export function useCarBooking(referenceNumber: string | null) {
  return useQuery({
    queryKey: carBookingKey(referenceNumber),
    queryFn: ({ signal }) => findCarReservation(referenceNumber ?? '', signal),
    enabled: Boolean(referenceNumber),
    retry: false,
    meta: { silent: true },
  });
}

import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { HotelBooking, hotelBookingBodySchema, HotelPaymentResult, PaymentBody } from '@travel/contracts';
import { api } from '../../../shared/api/client';
import { getHotelBooking } from '../../../shared/hotel/hotel-booking-api';

export type HotelBookingBody = z.input<typeof hotelBookingBodySchema>;

/** Books the quote (POST api/v2/hotel/booking); the idempotency key makes a double submit book once. */
export function bookHotel({ body, idempotencyKey }: { body: HotelBookingBody; idempotencyKey: string }) {
  return api
    .post<{ data: HotelBooking }>('/api/v2/hotel/booking', body, { headers: { 'idempotency-key': idempotencyKey } })
    .then((r) => r.data);
}

export function useBookHotel() {
  return useMutation({ mutationFn: bookHotel, meta: { silent: true } });
}

/** Pays a booking with a card token (POST api/v2/hotel/payment). */
export function payHotel(body: PaymentBody, idempotencyKey: string): Promise<HotelPaymentResult> {
  return api
    .post<{ data: HotelPaymentResult }>('/api/v2/hotel/payment', body, {
      headers: { 'idempotency-key': idempotencyKey },
    })
    .then((r) => r.data);
}

export const hotelBookingKey = (referenceNumber: string | null) => ['hotel-booking', referenceNumber] as const;

/** A booking by its reference, as the payment step and the confirmation show it. */
export function useHotelBooking(referenceNumber: string | null) {
  return useQuery({
    queryKey: hotelBookingKey(referenceNumber),
    queryFn: ({ signal }) => getHotelBooking(referenceNumber ?? '', signal),
    enabled: Boolean(referenceNumber),
    retry: false,
    meta: { silent: true },
  });
}

import { useMutation, useQuery, type Query } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  ActivityBooking,
  activityBookBodySchema,
  activityPaymentResponseSchema,
  PaymentBody,
} from '@travel/contracts';
import { api } from '../../../shared/api/client';
import { findActivityBooking } from '../../../shared/activity/activity-booking-api';

export type ActivityBookBody = z.input<typeof activityBookBodySchema>;
type ActivityPaymentResult = z.infer<typeof activityPaymentResponseSchema>['data'];

/** Books the quote for its travellers (POST api/activities/book); the idempotency key makes a double submit book once. */
export function bookActivity({ body, idempotencyKey }: { body: ActivityBookBody; idempotencyKey: string }) {
  return api
    .post<{ data: ActivityBooking }>('/api/activities/book', body, { headers: { 'idempotency-key': idempotencyKey } })
    .then((r) => r.data);
}

export function useBookActivity() {
  return useMutation({ mutationFn: bookActivity, meta: { silent: true } });
}

/** Pays a booking with a card token (POST api/activities/payment). */
export function payActivity(body: PaymentBody, idempotencyKey: string): Promise<ActivityPaymentResult> {
  return api
    .post<{ data: ActivityPaymentResult }>('/api/activities/payment', body, {
      headers: { 'idempotency-key': idempotencyKey },
    })
    .then((r) => r.data);
}

export const activityBookingKey = (referenceNumber: string | null) => ['activity-booking', referenceNumber] as const;

/** A booking by its reference, as the payment step and the confirmation show it. */
export function useActivityBooking(
  referenceNumber: string | null,
  refetchInterval:
    false | ((query: Query<ActivityBooking, Error, ActivityBooking, readonly unknown[]>) => number | false) = false,
) {
  return useQuery({
    queryKey: activityBookingKey(referenceNumber),
    queryFn: ({ signal }) => findActivityBooking(referenceNumber ?? '', signal),
    enabled: Boolean(referenceNumber),
    retry: false,
    refetchInterval,
    meta: { silent: true },
  });
}

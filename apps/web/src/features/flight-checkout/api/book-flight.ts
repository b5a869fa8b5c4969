import { useMutation } from '@tanstack/react-query';
import type { FlightBooking, FlightBookingBody } from '@travel/contracts';
import { api } from '../../../shared/api/client';

export type BookFlightBody = FlightBookingBody;

/** Books the quote; the idempotency key makes a double submit book once. */
export function bookFlight({
  body,
  idempotencyKey,
}: {
  body: BookFlightBody;
  idempotencyKey: string;
}): Promise<FlightBooking> {
  return api
    .post<{ data: FlightBooking }>('/api/flight/booking', body, { headers: { 'idempotency-key': idempotencyKey } })
    .then((r) => r.data);
}

export function useBookFlight() {
  return useMutation({ mutationFn: bookFlight, meta: { silent: true } });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FlightBooking } from '@travel/contracts';
import { api } from '../../../shared/api/client';
import { replaceBooking } from './booking-cache';

/** Voids a ticket within 24 hours of ticketing; after that the server answers NOT_VOIDABLE (cancel instead). */
export function cancelVoidBooking(referenceNumber: string): Promise<{ data: FlightBooking; message: string }> {
  return api.post('/api/agency/flights/bookings/flightCancelVoidBooking', { referenceNumber });
}

export function useCancelVoidBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelVoidBooking,
    onSuccess: (response) => replaceBooking(queryClient, response.data),
  });
}

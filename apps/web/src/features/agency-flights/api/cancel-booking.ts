import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FlightBooking } from '@travel/contracts';
import { api } from '../../../shared/api/client';
import { replaceBooking } from './booking-cache';

/** Cancels under the fare's rules. */
export function cancelBooking(referenceNumber: string): Promise<{ data: FlightBooking; message: string }> {
  return api.post('/api/agency/flights/bookings/flightCancelBooking', { referenceNumber });
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSuccess: (response) => replaceBooking(queryClient, response.data),
  });
}

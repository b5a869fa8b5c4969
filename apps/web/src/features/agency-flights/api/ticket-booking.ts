import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FlightBooking } from '@travel/contracts';
import { api } from '../../../shared/api/client';
import { replaceBooking } from './booking-cache';

/** Issues the tickets of a paid ('confirmed') booking. */
export function ticketBooking(referenceNumber: string): Promise<{ data: FlightBooking; message: string }> {
  return api.post('/api/flight/ticket', { referenceNumber });
}

export function useTicketBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ticketBooking,
    onSuccess: (response) => replaceBooking(queryClient, response.data),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FlightBooking } from '@travel/contracts';
import { api } from '../../../shared/api/client';
import { replaceBooking } from './booking-cache';

/** Tickets an unpaid ('pending_payment') booking on the agency's account. */
export function ticketOnAccount(referenceNumber: string): Promise<{ data: FlightBooking; message: string }> {
  return api.post('/api/flight/ticket/payment', { referenceNumber });
}

export function useTicketOnAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ticketOnAccount,
    onSuccess: (response) => replaceBooking(queryClient, response.data),
  });
}

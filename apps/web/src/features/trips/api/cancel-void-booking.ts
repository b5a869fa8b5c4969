import { useMutation } from '@tanstack/react-query';
import type { FlightBooking } from '@travel/contracts';
import { api } from '../../../shared/api/client';

/** Voids a ticket within 24 hours of ticketing; after that the server answers NOT_VOIDABLE (cancel instead). */
export function cancelVoidBooking(referenceNumber: string): Promise<{ data: FlightBooking; message: string }> {
  return api.post('/api/flight/flightCancelVoidBooking', { referenceNumber });
}

export function useCancelVoidBooking() {
  return useMutation({ mutationFn: cancelVoidBooking });
}

import { useMutation } from '@tanstack/react-query';
import type { FlightBooking } from '@travel/contracts';
import { api } from '../../../shared/api/client';

/** Cancels under the fare's rules (the penalty quoted by get-penalty is kept). */
export function cancelBooking(referenceNumber: string): Promise<{ data: FlightBooking; message: string }> {
  return api.post('/api/flight/flight-cancel-booking', { referenceNumber });
}

export function useCancelBooking() {
  return useMutation({ mutationFn: cancelBooking });
}

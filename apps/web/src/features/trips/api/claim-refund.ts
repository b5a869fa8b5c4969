import { useMutation } from '@tanstack/react-query';
import type { FlightBooking } from '@travel/contracts';
import { api } from '../../../shared/api/client';

/** Claims the refund protection of a protected, cancelled booking. */
export function claimRefund(referenceNumber: string): Promise<{ data: FlightBooking; message: string }> {
  return api.post('/api/getRefund', { referenceNumber });
}

export function useClaimRefund() {
  return useMutation({ mutationFn: claimRefund });
}

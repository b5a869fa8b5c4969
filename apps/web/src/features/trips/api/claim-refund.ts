import { useMutation } from '@tanstack/react-query';
import type { BookingActionResultOf, BookingBase } from '@travel/contracts';
import { api } from '../../../shared/api/client';

/** Claims the refund protection of a protected, cancelled booking (any vertical). */
export function claimRefund<B extends BookingBase>(referenceNumber: string): Promise<BookingActionResultOf<B>> {
  return api.post('/api/getRefund', { referenceNumber });
}

export function useClaimRefund<B extends BookingBase>() {
  return useMutation({ mutationFn: (referenceNumber: string) => claimRefund<B>(referenceNumber) });
}

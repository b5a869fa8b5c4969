import { useMutation } from '@tanstack/react-query';
import type { CancellationQuote } from '@travel/contracts';
import { api } from '../../../shared/api/client';

export function getPenalty(referenceNumber: string): Promise<CancellationQuote> {
  return api
    .post<{ data: CancellationQuote }>('/api/agency/flights/bookings/getPenalty', { referenceNumber })
    .then((r) => r.data);
}

export function useGetPenalty() {
  return useMutation({ mutationFn: getPenalty });
}

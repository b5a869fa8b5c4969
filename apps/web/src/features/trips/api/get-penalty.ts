import { useMutation } from '@tanstack/react-query';
import type { Money } from '@travel/contracts';
import { api } from '../../../shared/api/client';

/** What cancelling now keeps and returns (POST /api/flight/get-penalty). */
export interface CancellationQuote {
  referenceNumber: string;
  penalty: Money;
  refund: Money;
  isVoidable: boolean;
  flightPenaltyAmount: number;
}

export function getPenalty(referenceNumber: string): Promise<CancellationQuote> {
  return api.post<{ data: CancellationQuote }>('/api/flight/get-penalty', { referenceNumber }).then((r) => r.data);
}

export function useGetPenalty() {
  return useMutation({ mutationFn: getPenalty });
}

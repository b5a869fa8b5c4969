import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TransactionsPage } from '@travel/contracts';
import { api } from '../../../shared/api/client';

export function useTransactions(page: {
  offSet: number;
  limit: number;
  startDate?: string | undefined;
  endDate?: string | undefined;
}) {
  return useQuery<TransactionsPage>({
    queryKey: ['user', 'transactions', page],
    queryFn: ({ signal }) =>
      api.post<{ data: TransactionsPage }>('/api/user/getUserTransactions', page, { signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

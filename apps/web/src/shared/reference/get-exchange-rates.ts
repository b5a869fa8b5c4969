import { useQuery } from '@tanstack/react-query';
import type { ExchangeRates } from '@travel/contracts';
import { api } from '../api/client';

export function getExchangeRates(signal?: AbortSignal): Promise<ExchangeRates> {
  return api.get<{ data: ExchangeRates }>('/api/multi-currency/exchange', { signal }).then((r) => r.data);
}

export function useExchangeRates(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['reference', 'exchange-rates'],
    queryFn: ({ signal }) => getExchangeRates(signal),
    staleTime: 10 * 60_000,
    enabled: options.enabled ?? true,
  });
}

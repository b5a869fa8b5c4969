import { useQuery } from '@tanstack/react-query';
import { getExchangeRates } from './exchange-rates';

export function useExchangeRates(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['reference', 'exchange-rates'],
    queryFn: ({ signal }) => getExchangeRates(signal),
    staleTime: 10 * 60_000,
    enabled: options.enabled ?? true,
  });
}

import type { ExchangeRates } from '@travel/contracts';
import { api } from '../api/client';

/** The stored exchange rates (no query library: the shell checks a remembered currency with it). */
export function getExchangeRates(signal?: AbortSignal): Promise<ExchangeRates> {
  return api.get<{ data: ExchangeRates }>('/api/multi-currency/exchange', { signal }).then((r) => r.data);
}

import { useQuery } from '@tanstack/react-query';
import type { FareRules } from '@travel/contracts';
import { api } from '../../../shared/api/client';
import type { FareFamily } from '../lib/options';

/** A fare family's conditions (the change fee and the penalty in `currency`) and its rules. */
export function getFareRules(
  offerId: string,
  fareFamily: FareFamily,
  currency: string,
  signal?: AbortSignal,
): Promise<FareRules> {
  return api
    .post<{ data: FareRules }>('/api/flight/fareRules', { offerId, fareFamily, currency }, { signal })
    .then((r) => r.data);
}

/** A fare family's conditions and rules, while the details of an offer are open. */
export function useFareRules(offerId: string | null, fareFamily: FareFamily, currency: string) {
  return useQuery({
    queryKey: ['flights', 'fare-rules', offerId, fareFamily, currency],
    queryFn: ({ signal }) => getFareRules(offerId ?? '', fareFamily, currency, signal),
    enabled: offerId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

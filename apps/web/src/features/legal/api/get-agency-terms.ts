import { useQuery } from '@tanstack/react-query';
import type { AgencyTerms } from '@travel/contracts';
import { api } from '../../../shared/api/client';

export function useAgencyTerms(id: string) {
  return useQuery({
    queryKey: ['agency', 'terms', id],
    queryFn: ({ signal }) =>
      api.get<{ data: AgencyTerms }>(`/api/agency/${encodeURIComponent(id)}/terms`, { signal }).then((r) => r.data),
    meta: { silent: true },
    retry: false,
  });
}

import { useQuery } from '@tanstack/react-query';
import type { MarkupView } from '@travel/contracts';
import { api } from '../../../shared/api/client';

/** A markup as the server answers it; `isDefault` says a user follows the agency's. */
export const agencyMarkupKey = ['markups', 'agency'] as const;

export function getAgencyMarkup(signal?: AbortSignal): Promise<MarkupView> {
  return api.get<{ data: MarkupView }>('/api/agency/markups', { signal }).then((r) => r.data);
}

export function useAgencyMarkup() {
  return useQuery({ queryKey: agencyMarkupKey, queryFn: ({ signal }) => getAgencyMarkup(signal) });
}

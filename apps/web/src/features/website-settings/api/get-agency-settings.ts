import { useQuery } from '@tanstack/react-query';
import type { PublicAgency } from '@travel/contracts';
import { api } from '../../../shared/api/client';

export const agencySettingsKey = ['agency', 'settings'] as const;

/** The agency as the server has it now (another manager may have changed it since the page loaded). */
export function getAgencySettings(signal?: AbortSignal): Promise<PublicAgency> {
  return api.get<{ data: PublicAgency }>('/api/agency', { signal }).then((r) => r.data);
}

export function useAgencySettings() {
  return useQuery({ queryKey: agencySettingsKey, queryFn: ({ signal }) => getAgencySettings(signal) });
}

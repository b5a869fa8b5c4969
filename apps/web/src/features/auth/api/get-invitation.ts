import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

export interface Invitation {
  email: string;
  isRestrictedAgent: boolean;
  agencyName: string;
}

export function getInvitation(token: string, signal?: AbortSignal): Promise<Invitation> {
  return api
    .get<{ data: Invitation }>(`/api/agency/invitations/${encodeURIComponent(token)}`, { signal })
    .then((r) => r.data);
}

export function useInvitation(token: string | null) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) => getInvitation(token ?? '', signal),
    enabled: Boolean(token),
    retry: false,
    meta: { silent: true },
  });
}

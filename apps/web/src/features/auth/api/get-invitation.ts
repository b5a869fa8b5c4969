import { useQuery } from '@tanstack/react-query';
import type { InvitationInfo } from '@travel/contracts';
import { api } from '../../../shared/api/client';

export function getInvitation(token: string, signal?: AbortSignal): Promise<InvitationInfo> {
  return api
    .get<{ data: InvitationInfo }>(`/api/agency/invitations/${encodeURIComponent(token)}`, { signal })
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

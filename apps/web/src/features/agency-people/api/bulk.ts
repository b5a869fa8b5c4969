import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientAction, CreateClientsBody, CreateClientsResult } from '@travel/contracts';
import { api } from '../../../shared/api/client';
import { peopleKey } from './people';

export interface ClientActionsResult {
  message: string;
  data: { done: number; results: Array<{ userId: string; outcome: 'done' | 'skipped' | 'notFound' | 'forbidden' }> };
}

/** POST /api/agency/clients/actions: one action on the selected clients, answered per client. */
export function useClientActions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { action: ClientAction; userIds: string[] }) =>
      api.post<ClientActionsResult>('/api/agency/clients/actions', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKey('clients') }),
  });
}

/** POST /api/agency/clients/create: the preview (`dryRun`) or the import, answered per row. */
export function useCreateClients() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateClientsBody) =>
      api.post<{ message: string; data: CreateClientsResult }>('/api/agency/clients/create', body),
    onSuccess: (_result, body) =>
      body.dryRun ? undefined : queryClient.invalidateQueries({ queryKey: peopleKey('clients') }),
  });
}

/** POST /api/agency/invitations: invites an agent by e-mail. */
export function useInviteAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; isRestrictedAgent: boolean }) =>
      api.post<{ message: string }>('/api/agency/invitations', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKey('agents') }),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MailDomain, MailgunConfig } from '@travel/contracts';
import { api } from '../../../shared/api/client';

const domainKey = ['agency', 'applications', 'mailgun', 'domain'] as const;
const configKey = ['agency', 'applications', 'mailgun', 'config'] as const;
const listKey = ['agency', 'applications'] as const;
const BASE = '/api/agency/applications';

type Changed = { message: string; data: MailDomain | null };

export function useMailDomain() {
  return useQuery({
    queryKey: domainKey,
    queryFn: ({ signal }) =>
      api.get<{ data: MailDomain | null }>(`${BASE}/mailgun/domain`, { signal }).then((r) => r.data),
  });
}

export function useMailgunConfig() {
  return useQuery({
    queryKey: configKey,
    queryFn: ({ signal }) => api.get<{ data: MailgunConfig }>(`${BASE}/mailgun/config`, { signal }).then((r) => r.data),
  });
}

/** Add, verify or remove the domain: the answer is the domain as it is now. */
export function useMailDomainChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { kind: 'add'; domain: string } | { kind: 'verify' } | { kind: 'remove' }) =>
      change.kind === 'add'
        ? api.post<Changed>(`${BASE}/mailgun/domain`, { domain: change.domain })
        : change.kind === 'verify'
          ? api.post<Changed>(`${BASE}/mailgun/domain/verify`)
          : api.delete<Changed>(`${BASE}/mailgun/domain`),
    onSuccess: (response) => {
      queryClient.setQueryData(domainKey, response.data);
      void queryClient.invalidateQueries({ queryKey: configKey });
      void queryClient.invalidateQueries({ queryKey: listKey, exact: true });
    },
  });
}

/** Saves the settings; its failures are the caller's (each field's message, then the message). */
export function useSaveMailgunConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (config: MailgunConfig) =>
      api.post<{ message: string; data: MailgunConfig }>(`${BASE}/mailgun/config`, config),
    meta: { silent: true },
    onSuccess: (response) => queryClient.setQueryData(configKey, response.data),
  });
}

export function useSendTestEmail() {
  return useMutation({
    mutationFn: (email: string) => api.post<{ message: string }>(`${BASE}/mailgun/test-email`, { email }),
  });
}

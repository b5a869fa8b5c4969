import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AgentDetail,
  AgentList,
  AgencyPerson,
  ClientDetail,
  ClientList,
  PeopleListQuery,
} from '@travel/contracts';
import { api } from '../../../shared/api/client';

/** Clients or agents: the two lists share their calls' shapes under their own paths. */
export type PeopleKind = 'clients' | 'agents';

export const peopleKey = (kind: PeopleKind) => ['agency', kind] as const;

/** One page of the agency's clients or agents (50 a page), with the total. */
export interface PeoplePage {
  people: AgencyPerson[];
  total: number;
}

export function getPeople(kind: PeopleKind, query: PeopleListQuery, signal?: AbortSignal): Promise<PeoplePage> {
  return api
    .get<{ data: ClientList | AgentList }>(`/api/agency/${kind}`, { query: { ...query }, signal })
    .then(({ data }) =>
      'clients' in data
        ? { people: data.clients, total: data.totalClients }
        : { people: data.agents, total: data.totalAgents },
    );
}

export function usePeople(kind: PeopleKind, query: PeopleListQuery) {
  return useQuery({
    queryKey: [...peopleKey(kind), 'list', query],
    queryFn: ({ signal }) => getPeople(kind, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useClient(id: string) {
  return useQuery({
    queryKey: [...peopleKey('clients'), 'detail', id],
    queryFn: ({ signal }) =>
      api.get<{ data: ClientDetail }>(`/api/agency/clients/${encodeURIComponent(id)}`, { signal }).then((r) => r.data),
  });
}

export function useAgent(id: string) {
  return useQuery({
    queryKey: [...peopleKey('agents'), 'detail', id],
    queryFn: ({ signal }) =>
      api.get<{ data: AgentDetail }>(`/api/agency/agents/${encodeURIComponent(id)}`, { signal }).then((r) => r.data),
  });
}

/** One call on one person: its path under the kind, and its body. */
export interface PersonCall {
  kind: PeopleKind;
  method: 'patch' | 'post';
  /** e.g. 'user-status', 'reward-wallet', 'user-type', 'update-agent-type', 'resend-verification-email'. */
  action: string;
  body: Record<string, unknown>;
}

/**
 * A change to one client or agent; every list and page of both kinds is read again after it (a
 * promotion moves a person from one list to the other). Failures are toasts (the shared query
 * client's); the success message is the server's, translated.
 */
export function usePersonCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, method, action, body }: PersonCall) =>
      api[method]<{ message: string }>(`/api/agency/${kind}/${action}`, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: peopleKey('clients') }),
        queryClient.invalidateQueries({ queryKey: peopleKey('agents') }),
      ]),
  });
}

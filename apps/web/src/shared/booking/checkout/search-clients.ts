import { useQuery } from '@tanstack/react-query';
import type { UserSummary } from '@travel/contracts';
import { api } from '../../api/client';

/** One of the agency's clients, as the e-mail search answers it. */
export type ClientSummary = UserSummary;

/** The agency's clients whose e-mail starts with the text (the list also holds agents: left out). */
export function searchClients(text: string, signal?: AbortSignal): Promise<ClientSummary[]> {
  return api
    .get<{ data: ClientSummary[] }>('/api/user/list/email', { query: { text }, signal })
    .then((r) => r.data.filter((user) => user.userType === 'Client'));
}

export function useClientSearch(text: string) {
  return useQuery({
    queryKey: ['booking-checkout', 'clients', text],
    queryFn: ({ signal }) => searchClients(text, signal),
    enabled: text.length > 0,
  });
}

import { useQuery } from '@tanstack/react-query';
import type { UserSummary } from '@travel/contracts';
import { api } from '../../../shared/api/client';

export function searchUsers(text: string, signal?: AbortSignal): Promise<UserSummary[]> {
  return api.get<{ data: UserSummary[] }>('/api/user/list/email', { query: { text }, signal }).then((r) => r.data);
}

/** Users of the agency whose e-mail starts with the text. */
export function useUserSearch(text: string) {
  return useQuery({
    queryKey: ['markups', 'users', text],
    queryFn: ({ signal }) => searchUsers(text, signal),
    enabled: text.length > 0,
  });
}

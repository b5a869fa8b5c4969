import { useQuery } from '@tanstack/react-query';
import { isTravelAgentType, type MarkupView, type UserType } from '@travel/contracts';
import { api } from '../../../shared/api/client';

/** Clients have client markups; owners, admins and agents have agent markups. */
export type MarkupScope = 'client' | 'agent';

export const scopeOf = (userType: UserType): MarkupScope => (isTravelAgentType(userType) ? 'agent' : 'client');

export const userMarkupPath = (scope: MarkupScope, userId: string) =>
  `/api/agency/${scope}s/${encodeURIComponent(userId)}/markups`;

export const userMarkupKey = (scope: MarkupScope, userId: string) => ['markups', scope, userId] as const;

export function getUserMarkup(scope: MarkupScope, userId: string, signal?: AbortSignal): Promise<MarkupView> {
  return api.get<{ data: MarkupView }>(userMarkupPath(scope, userId), { signal }).then((r) => r.data);
}

export function useUserMarkup(scope: MarkupScope, userId: string) {
  return useQuery({
    queryKey: userMarkupKey(scope, userId),
    queryFn: ({ signal }) => getUserMarkup(scope, userId, signal),
  });
}

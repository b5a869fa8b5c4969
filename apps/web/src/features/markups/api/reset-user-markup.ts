import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { userMarkupKey, userMarkupPath, type MarkupScope } from './get-user-markup';

/** Makes a client or agent follow the agency's markup again. */
export function resetUserMarkup({
  scope,
  userId,
}: {
  scope: MarkupScope;
  userId: string;
}): Promise<{ message: string }> {
  return api.delete(userMarkupPath(scope, userId));
}

export function useResetUserMarkup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetUserMarkup,
    onSuccess: (_response, { scope, userId }) =>
      queryClient.invalidateQueries({ queryKey: userMarkupKey(scope, userId) }),
  });
}

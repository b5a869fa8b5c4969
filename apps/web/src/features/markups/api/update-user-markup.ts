import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkupSettings } from '@travel/contracts';
import { api } from '../../../shared/api/client';
import { userMarkupKey, userMarkupPath, type MarkupScope } from './get-user-markup';

interface Input {
  scope: MarkupScope;
  userId: string;
  settings: MarkupSettings;
}

/** Gives a client or agent a markup of their own. */
export function updateUserMarkup({ scope, userId, settings }: Input): Promise<{ message: string }> {
  return api.patch(userMarkupPath(scope, userId), settings);
}

export function useUpdateUserMarkup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserMarkup,
    onSuccess: (_response, { scope, userId }) =>
      queryClient.invalidateQueries({ queryKey: userMarkupKey(scope, userId) }),
  });
}

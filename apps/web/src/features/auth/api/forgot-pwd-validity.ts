import { useQuery } from '@tanstack/react-query';
import type { TokenValidity } from '@travel/contracts';
import { api } from '../../../shared/api/client';

export function forgotPwdValidity(token: string): Promise<boolean> {
  return api.post<{ data: TokenValidity }>('/api/user/forgotPwdValidity', { token }).then((r) => r.data.isValid);
}

export function useResetTokenValidity(token: string | null) {
  return useQuery({
    queryKey: ['reset-token', token],
    queryFn: () => forgotPwdValidity(token ?? ''),
    enabled: Boolean(token),
    retry: false,
    meta: { silent: true },
  });
}

import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

export function forgotPwdValidity(token: string): Promise<boolean> {
  return api.post<{ data: { isValid: boolean } }>('/api/user/forgotPwdValidity', { token }).then((r) => r.data.isValid);
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

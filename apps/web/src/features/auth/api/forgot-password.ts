import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

export function forgotPassword(body: { token: string; password: string }): Promise<{ message: string }> {
  return api.post('/api/user/forgotPassword', body);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword, meta: { silent: true } });
}

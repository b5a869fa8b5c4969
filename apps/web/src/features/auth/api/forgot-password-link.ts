import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

export function forgotPasswordLink(body: { email: string }): Promise<{ message: string }> {
  return api.post('/api/user/forgotPasswordLink', body);
}

export function useForgotPasswordLink() {
  return useMutation({ mutationFn: forgotPasswordLink, meta: { silent: true } });
}

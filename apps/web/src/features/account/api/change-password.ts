import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

export function changePassword(body: { currentPassword: string; newPassword: string }): Promise<{ message: string }> {
  return api.post('/api/user/changePassword', body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, meta: { silent: true } });
}

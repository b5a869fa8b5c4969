import { useMutation } from '@tanstack/react-query';
import type { UserProfile } from '@travel/contracts';
import { api } from '../../../shared/api/client';

export function requestEmailChange(body: { email: string }): Promise<{ message: string }> {
  return api.patch('/api/user/email', body);
}

export function verifyEmailCode(body: { code: string }): Promise<UserProfile> {
  return api.patch<{ data: UserProfile }>('/api/user/verify-email-code', body).then((r) => r.data);
}

export function useRequestEmailChange() {
  return useMutation({ mutationFn: requestEmailChange, meta: { silent: true } });
}

export function useVerifyEmailCode() {
  return useMutation({ mutationFn: verifyEmailCode, meta: { silent: true } });
}

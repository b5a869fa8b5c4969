import { useMutation } from '@tanstack/react-query';
import type { LoginResult } from '@travel/contracts';
import { api } from '../../../shared/api/client';

export function login(body: { email: string; password: string }): Promise<LoginResult> {
  return api.post<{ data: LoginResult }>('/api/user/login', body).then((r) => r.data);
}

/** Errors show in the form's red alert, not as toasts. */
export function useLogin() {
  return useMutation({ mutationFn: login, meta: { silent: true } });
}

import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, SignUpBody } from '@travel/contracts';
import { api } from '../../../shared/api/client';

export function signUp(body: SignUpBody): Promise<MessageResponse> {
  return api.post('/api/user/signUp', body);
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp, meta: { silent: true } });
}

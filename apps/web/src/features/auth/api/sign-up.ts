import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

export interface SignUpBody {
  name: string;
  email: string;
  password: string;
  hostName: string;
  checked: boolean;
}

export function signUp(body: SignUpBody): Promise<{ message: string }> {
  return api.post('/api/user/signUp', body);
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp, meta: { silent: true } });
}

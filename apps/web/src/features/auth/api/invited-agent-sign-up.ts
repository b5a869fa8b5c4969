import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

export function invitedAgentSignUp(body: {
  token: string;
  name: string;
  password: string;
  checked: boolean;
}): Promise<{ message: string }> {
  return api.post('/api/agency/agents', body);
}

export function useInvitedAgentSignUp() {
  return useMutation({ mutationFn: invitedAgentSignUp, meta: { silent: true } });
}

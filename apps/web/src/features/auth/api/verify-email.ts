import { api } from '../../../shared/api/client';

export function verifyEmail(token: string): Promise<{ message: string }> {
  return api.post('/api/user/verify', { token });
}

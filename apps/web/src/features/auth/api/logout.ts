import { api } from '../../../shared/api/client';

/** Revokes the session server-side and clears its cookies. */
export function logout(): Promise<{ message: string }> {
  return api.post('/api/user/logout');
}

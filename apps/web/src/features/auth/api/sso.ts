import type { LoginResult } from '@travel/contracts';
import { api } from '../../../shared/api/client';

export function ssoSignIn(body: { token: string; deepLink: string | null }): Promise<LoginResult> {
  return api.post<{ data: LoginResult }>('/api/sso', body).then((r) => r.data);
}

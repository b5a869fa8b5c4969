import type { LoginResult, MessageResponse, SocialBody, SocialOutcome, SocialProvider } from '@travel/contracts';
import { api } from '../../../shared/api/client';

export type { SocialOutcome };

export function socialSignIn(body: SocialBody & { isSignup: boolean }): Promise<SocialOutcome> {
  return api
    .post<{ data: SocialOutcome }>(body.isSignup ? '/api/social/signup' : '/api/social', body)
    .then((r) => r.data);
}

export function socialRegisterEmail(body: { registrationToken: string; email: string }): Promise<MessageResponse> {
  return api.post('/api/social/registerEmail', body);
}

export function socialVerifyCode(body: { registrationToken: string; code: string }): Promise<LoginResult> {
  return api.post<{ data: LoginResult }>('/api/social/verifyCode', body).then((r) => r.data);
}

/** The server's redirect to the provider's consent page. */
export function socialAuthorizeUrl(type: SocialProvider, isSignup: boolean): string {
  return `/api/social/authorize/${type}?isSignup=${isSignup}`;
}

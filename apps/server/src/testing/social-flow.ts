import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { cookieOf, DEMO } from './auth-helpers';
import type { CodeBehaviour, LocalOAuthProvider, ProviderProfile } from './oauth-provider';
import type { TestApp } from './test-app';

/** What the browser carries back from the provider: the code, the state, and our state cookie. */
export interface ConsentedFlow {
  code: string;
  state: string;
  cookieState: string;
  /** Where the provider sent the browser back. */
  back: URL;
}

let subject = 0;
/** A provider profile with a fresh subject id; without an e-mail when none is given. */
export function profileFor(email?: string, name = 'Gabriela Gomes'): ProviderProfile {
  subject += 1;
  return { sub: `google-${subject}`, name, ...(email ? { email, email_verified: true } : {}) };
}

/** The browser's part of a Google log-in against the local provider, on an app under test. */
export function socialFlow(t: TestApp, provider: LocalOAuthProvider) {
  const authorize = (host = DEMO, query = '') =>
    t.request(host, { method: 'GET', url: `/api/social/authorize/google${query}` });

  /** Our authorize redirect, the provider's consent, and back with code and state. */
  const consent = async (
    profile: ProviderProfile,
    options: { isSignup?: boolean; behaviour?: CodeBehaviour; host?: string } = {},
  ): Promise<ConsentedFlow> => {
    const start = await authorize(options.host ?? DEMO, `?isSignup=${options.isSignup ?? false}`);
    expect(start.statusCode).toBe(302);
    const cookieState = cookieOf(start, 'oauth-state')?.value ?? '';
    provider.signInAs(profile, options.behaviour);
    const atProvider = await fetch(String(start.headers.location), { redirect: 'manual' });
    expect(atProvider.status).toBe(302);
    const back = new URL(atProvider.headers.get('location') ?? '');
    return {
      code: back.searchParams.get('code') ?? '',
      state: back.searchParams.get('state') ?? '',
      cookieState,
      back,
    };
  };

  /** Posts the code and state as the `/social` page does. */
  const complete = (
    flow: Pick<ConsentedFlow, 'code' | 'state' | 'cookieState'>,
    options: { path?: '/api/social' | '/api/social/signup'; isSignup?: boolean; host?: string; state?: string } = {},
  ): Promise<LightMyRequestResponse> =>
    t.request(options.host ?? DEMO, {
      method: 'POST',
      url: options.path ?? '/api/social',
      cookies: { 'oauth-state': flow.cookieState },
      payload: {
        code: flow.code,
        type: 'google',
        isSignup: options.isSignup ?? false,
        state: options.state ?? flow.state,
      },
    });

  return { authorize, consent, complete };
}

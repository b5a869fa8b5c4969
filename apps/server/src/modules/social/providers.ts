import type { SocialProvider } from '@travel/contracts';
import type { Config } from '../../config';

export interface OAuthProvider {
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  scope: string;
}

/** The configured OAuth 2.0 clients; a provider without client id and secret is off. */
export function oauthProviders(config: Config): Partial<Record<SocialProvider, OAuthProvider>> {
  const providers: Partial<Record<SocialProvider, OAuthProvider>> = {};
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) {
    providers.google = {
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
      authUrl: config.GOOGLE_AUTH_URL,
      tokenUrl: config.GOOGLE_TOKEN_URL,
      userinfoUrl: config.GOOGLE_USERINFO_URL,
      scope: 'openid email profile',
    };
  }
  if (config.FACEBOOK_CLIENT_ID && config.FACEBOOK_CLIENT_SECRET) {
    providers.facebook = {
      clientId: config.FACEBOOK_CLIENT_ID,
      clientSecret: config.FACEBOOK_CLIENT_SECRET,
      authUrl: config.FACEBOOK_AUTH_URL,
      tokenUrl: config.FACEBOOK_TOKEN_URL,
      userinfoUrl: config.FACEBOOK_USERINFO_URL,
      scope: 'email public_profile',
    };
  }
  return providers;
}

/** The profile a provider gives: an e-mail only when it vouches for it. */
export interface SocialProfile {
  providerUserId: string;
  name: string;
  email: string | null;
}

async function fetchJson(url: string, init: RequestInit): Promise<Record<string, unknown>> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok || typeof body !== 'object' || body === null)
    throw new Error(`OAuth call to ${new URL(url).host} failed (${response.status})`);
  return body as Record<string, unknown>;
}

/** The authorization-code exchange, then the user-info call. */
export async function fetchProfile(provider: OAuthProvider, code: string, redirectUri: string): Promise<SocialProfile> {
  const tokens = await fetchJson(provider.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: provider.clientId,
      client_secret: provider.clientSecret,
    }),
  });
  const accessToken = tokens.access_token;
  if (typeof accessToken !== 'string') throw new Error('OAuth token answer has no access_token');
  const info = await fetchJson(provider.userinfoUrl, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
  });
  const id = info.sub ?? info.id;
  if (typeof id !== 'string' && typeof id !== 'number') throw new Error('OAuth profile has no id');
  const email = typeof info.email === 'string' && info.email_verified !== false ? info.email.toLowerCase() : null;
  const name =
    typeof info.name === 'string' && info.name.trim()
      ? info.name.trim().slice(0, 100)
      : (email?.split('@')[0] ?? 'Traveler');
  return { providerUserId: String(id), name, email };
}

import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';

/** What the provider's /userinfo answers for a person (no `email` for a profile without one). */
export interface ProviderProfile {
  sub: string;
  name?: string;
  email?: string;
  email_verified?: boolean;
}

/** How one authorization code behaves at the token and user-info endpoints. */
export type CodeBehaviour = 'ok' | 'token-error' | 'userinfo-error';

interface Grant {
  profile: ProviderProfile;
  redirectUri: string | null;
  behaviour: CodeBehaviour;
  used: boolean;
}

export interface LocalOAuthProvider {
  /** Base URL, e.g. http://127.0.0.1:41234 */
  url: string;
  clientId: string;
  clientSecret: string;
  /** Env for createTestApp: this provider as Google. */
  googleEnv(): Record<string, string>;
  /** The person who "consents" at /authorize next. */
  signInAs(profile: ProviderProfile, behaviour?: CodeBehaviour): void;
  /** A code issued directly (as if the person had consented) for a redirect URI. */
  issueCode(profile: ProviderProfile, redirectUri: string, behaviour?: CodeBehaviour): string;
  /** Form bodies received at /token, in order. */
  tokenRequests: Array<Record<string, string>>;
  close(): Promise<void>;
}

/**
 * A tiny OAuth 2.0 authorization-code provider for tests (never an outside service): /authorize
 * redirects back with a code and the state, /token exchanges it (checking client id, secret
 * and redirect URI, once), /userinfo answers the profile for the bearer token.
 */
export async function startOAuthProvider(): Promise<LocalOAuthProvider> {
  const clientId = 'test-google-client';
  const clientSecret = 'test-google-secret';
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, Grant>();
  const tokenRequests: Array<Record<string, string>> = [];
  let current: { profile: ProviderProfile; behaviour: CodeBehaviour } | null = null;

  const issue = (profile: ProviderProfile, redirectUri: string | null, behaviour: CodeBehaviour) => {
    const code = randomBytes(12).toString('hex');
    grants.set(code, { profile, redirectUri, behaviour, used: false });
    return code;
  };

  const server: FastifyInstance = Fastify({ logger: false });
  server.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  server.get('/authorize', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    if (query.client_id !== clientId || query.response_type !== 'code' || !query.redirect_uri) {
      return reply.status(400).send({ error: 'invalid_request' });
    }
    const target = new URL(query.redirect_uri);
    if (!current) {
      target.searchParams.set('error', 'access_denied');
    } else {
      target.searchParams.set('code', issue(current.profile, query.redirect_uri, current.behaviour));
    }
    if (query.state) target.searchParams.set('state', query.state);
    return reply.redirect(target.toString());
  });

  server.post('/token', async (request, reply) => {
    const body = request.body as Record<string, string>;
    tokenRequests.push(body);
    const grant = grants.get(body.code ?? '');
    const valid =
      body.grant_type === 'authorization_code' &&
      body.client_id === clientId &&
      body.client_secret === clientSecret &&
      grant &&
      !grant.used &&
      (grant.redirectUri === null || grant.redirectUri === body.redirect_uri) &&
      grant.behaviour !== 'token-error';
    if (!valid || !grant) return reply.status(400).send({ error: 'invalid_grant' });
    grant.used = true;
    const accessToken = randomBytes(16).toString('hex');
    accessTokens.set(accessToken, grant);
    return { access_token: accessToken, token_type: 'Bearer', expires_in: 3600 };
  });

  server.get('/userinfo', async (request, reply) => {
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const grant = bearer ? accessTokens.get(bearer) : undefined;
    if (!grant) return reply.status(401).send({ error: 'invalid_token' });
    if (grant.behaviour === 'userinfo-error') return reply.status(500).send({ error: 'server_error' });
    return grant.profile;
  });

  const address = await server.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: address,
    clientId,
    clientSecret,
    googleEnv: () => ({
      GOOGLE_CLIENT_ID: clientId,
      GOOGLE_CLIENT_SECRET: clientSecret,
      GOOGLE_AUTH_URL: `${address}/authorize`,
      GOOGLE_TOKEN_URL: `${address}/token`,
      GOOGLE_USERINFO_URL: `${address}/userinfo`,
    }),
    signInAs: (profile, behaviour = 'ok') => {
      current = { profile, behaviour };
    },
    issueCode: (profile, redirectUri, behaviour = 'ok') => issue(profile, redirectUri, behaviour),
    tokenRequests,
    close: () => server.close(),
  };
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS_TOKEN_COOKIE, API_REQUEST_HEADER } from '@travel/contracts';
import type { UserRow } from '../db/schema';
import { isDatabaseUnavailable } from '../db/errors';
import { hashToken } from '../security/tokens';
import { AppError } from './app-error';
import { can } from './policy';

/** Finds a live session of an active user of the agency by its token's hash (the auth module's). */
export interface SessionFinder {
  findLive(agencyId: string, tokenHash: string, now: Date): Promise<{ session: { id: string }; user: UserRow } | null>;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The session token of a request: only the HttpOnly cookie. An `x-access-token` header is no
 * session (decision record 013): no script ever holds a copy of the secret to send.
 */
function readToken(request: FastifyRequest): string | null {
  return request.cookies[ACCESS_TOKEN_COOKIE] || null;
}

/** A browser says where an unsafe request comes from; refuse one from another site. */
function isCrossSite(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host !== request.host;
  } catch {
    return true;
  }
}

/**
 * A GET that changes data must prove it comes from the agency's own pages: the API client's
 * header, a same-origin Sec-Fetch-Site, or (a browser without it) an Origin or Referer of this
 * host. A top-level navigation from another site, or a link followed by an old browser, proves
 * nothing and is refused.
 */
function isProvenSameOrigin(request: FastifyRequest): boolean {
  if (typeof request.headers[API_REQUEST_HEADER] === 'string') return true;
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite === 'same-origin';
  const source = request.headers.origin ?? request.headers.referer;
  if (typeof source !== 'string') return false;
  try {
    return new URL(source).host === request.host;
  } catch {
    return false;
  }
}

/** Why a request may not go on (cross-site with the cookie, no session, no permission), or null. */
function refusal(request: FastifyRequest): AppError | null {
  if (request.is404) return null;
  if (request.session) {
    if (request.routeOptions.config.csrf === 'always' && !isProvenSameOrigin(request)) return new AppError('FORBIDDEN');
    if (!SAFE_METHODS.has(request.method) && isCrossSite(request)) return new AppError('FORBIDDEN');
  }
  const permission = request.routeOptions.config.permission ?? 'public';
  if (permission === 'public') return null;
  if (!request.user) return new AppError('UNAUTHORIZED');
  return can(request.user, permission) ? null : new AppError('FORBIDDEN');
}

/**
 * Finds the session of each API request (agency-scoped: a token of another agency finds
 * nothing), refuses cross-site writes carrying the session cookie (and cross-site calls of the
 * routes declaring `csrf: 'always'`), and enforces the permission each route declares.
 */
export function registerAuthHooks(api: FastifyInstance, sessions: SessionFinder): void {
  api.addHook('onRoute', (route) => {
    if (!route.config?.permission && route.config?.tenant !== 'none') {
      throw new Error(`route ${route.method} ${route.url} declares no permission`);
    }
  });

  // Callback hooks: a request without a session, and every permission check, pass with no promise.
  api.addHook('onRequest', (request, _reply, done) => {
    const token = readToken(request);
    if (!token || !request.agency) {
      done();
      return;
    }
    sessions.findLive(request.agency.id, hashToken(token), new Date()).then(
      (live) => {
        if (live) {
          request.user = live.user;
          request.session = { id: live.session.id };
        }
        done();
      },
      (error: unknown) => {
        // With the database out, a public read (the agency's data, from its cache) is still
        // answered, as to a visitor; anything needing the session gets the 503.
        const isPublic = (request.routeOptions.config.permission ?? 'public') === 'public';
        if (isPublic && isDatabaseUnavailable(error)) done();
        else done(error instanceof Error ? error : new Error('session look-up failed'));
      },
    );
  });

  // Before validation: a caller who may not use a route learns nothing about its input rules.
  api.addHook('preValidation', (request, _reply, done) => {
    done(refusal(request) ?? undefined);
  });
}

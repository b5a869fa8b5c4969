import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS_TOKEN_COOKIE } from '@travel/contracts';
import { sessionRepo } from '../../modules/auth/session.repo';
import type { Db } from '../db/client';
import { hashToken } from '../security/tokens';
import { AppError } from './app-error';
import { can } from './policy';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The session token of a request: the cookie, or the `x-access-token` header. */
function readToken(request: FastifyRequest): { token: string; via: 'cookie' | 'header' } | null {
  const header = request.headers[ACCESS_TOKEN_COOKIE];
  if (typeof header === 'string' && header) return { token: header, via: 'header' };
  const cookie = request.cookies[ACCESS_TOKEN_COOKIE];
  return cookie ? { token: cookie, via: 'cookie' } : null;
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

/** Why a request may not go on (cross-site with the cookie, no session, no permission), or null. */
function refusal(request: FastifyRequest): AppError | null {
  if (request.is404) return null;
  const isChecked = request.routeOptions.config.csrf === 'always' || !SAFE_METHODS.has(request.method);
  if (isChecked && request.session?.via === 'cookie' && isCrossSite(request)) return new AppError('FORBIDDEN');
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
export function registerAuthHooks(api: FastifyInstance, db: Db): void {
  api.addHook('onRoute', (route) => {
    if (!route.config?.permission && route.config?.tenant !== 'none') {
      throw new Error(`route ${route.method} ${route.url} declares no permission`);
    }
  });

  // Callback hooks: a request without a session, and every permission check, pass with no promise.
  api.addHook('onRequest', (request, _reply, done) => {
    const found = readToken(request);
    if (!found || !request.agency) {
      done();
      return;
    }
    sessionRepo.findLive(db, request.agency.id, hashToken(found.token), new Date()).then((live) => {
      if (live) {
        request.user = live.user;
        request.session = { id: live.session.id, via: found.via };
      }
      done();
    }, done);
  });

  // Before validation: a caller who may not use a route learns nothing about its input rules.
  api.addHook('preValidation', (request, _reply, done) => {
    done(refusal(request) ?? undefined);
  });
}

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

  api.addHook('onRequest', async (request) => {
    const found = readToken(request);
    if (!found || !request.agency) return;
    const live = await sessionRepo.findLive(db, request.agency.id, hashToken(found.token), new Date());
    if (!live) return;
    request.user = live.user;
    request.session = { id: live.session.id, via: found.via };
  });

  // Before validation: a caller who may not use a route learns nothing about its input rules.
  api.addHook('preValidation', async (request) => {
    if (request.is404) return;
    const isChecked = request.routeOptions.config.csrf === 'always' || !SAFE_METHODS.has(request.method);
    if (isChecked && request.session?.via === 'cookie' && isCrossSite(request)) {
      throw new AppError('FORBIDDEN');
    }
    const permission = request.routeOptions.config.permission ?? 'public';
    if (permission === 'public') return;
    if (!request.user) throw new AppError('UNAUTHORIZED');
    if (!can(request.user, permission)) throw new AppError('FORBIDDEN');
  });
}

import type { FastifyInstance } from 'fastify';
import type { AgencyRow } from '../db/schema';
import { AppError } from './app-error';

/** Finds the agency of a host (the agency module's AgencyResolver, cached). */
export interface TenantResolver {
  /** The cached answer for a host: an agency, null when none, undefined when not cached. */
  peek(host: string): AgencyRow | null | undefined;
  resolve(host: string): Promise<AgencyRow | null>;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Resolves the agency of every API request from its host, refuses API calls for unknown hosts
 * and refuses writes on inactive agencies.
 */
export function registerTenantHooks(api: FastifyInstance, resolver: TenantResolver): void {
  // Callback hooks with a synchronous path: a cached host (nearly every request) costs no promise.
  api.addHook('onRequest', (request, _reply, done) => {
    const known = resolver.peek(request.host);
    if (known !== undefined) {
      request.agency = known;
      done();
      return;
    }
    resolver.resolve(request.host).then((agency) => {
      request.agency = agency;
      done();
    }, done);
  });
  // Before validation, like the permission check: an unknown host is a 404 whatever the input.
  api.addHook('preValidation', (request, _reply, done) => {
    const config = request.routeOptions.config;
    // Unknown routes answer ROUTE_NOT_FOUND whatever the host.
    if (config.tenant === 'none' || request.is404) {
      done();
      return;
    }
    const agency = request.agency;
    if (!agency) done(new AppError('AGENCY_NOT_FOUND'));
    else if (agency.status !== 'Active' && !SAFE_METHODS.has(request.method) && !config.allowInactive) {
      done(new AppError('AGENCY_INACTIVE'));
    } else done();
  });
}

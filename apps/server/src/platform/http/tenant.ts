import type { FastifyInstance } from 'fastify';
import type { AgencyResolver } from '../../modules/agency/agency.service';
import { AppError } from './app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Resolves the agency of every API request from its host, refuses API calls for unknown hosts
 * and refuses writes on inactive agencies.
 */
export function registerTenantHooks(api: FastifyInstance, resolver: AgencyResolver): void {
  api.addHook('onRequest', async (request) => {
    request.agency = await resolver.resolve(request.hostname);
  });
  // Before validation, like the permission check: an unknown host is a 404 whatever the input.
  api.addHook('preValidation', async (request) => {
    const config = request.routeOptions.config;
    // Unknown routes answer ROUTE_NOT_FOUND whatever the host.
    if (config.tenant === 'none' || request.is404) return;
    const agency = request.agency;
    if (!agency) throw new AppError('AGENCY_NOT_FOUND');
    if (agency.status !== 'Active' && !SAFE_METHODS.has(request.method) && !config.allowInactive) {
      throw new AppError('AGENCY_INACTIVE');
    }
  });
}

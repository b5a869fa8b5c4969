import type { FastifyRequest } from 'fastify';
import type { Language } from '@travel/contracts';
import type { AgencyRow } from '../../modules/agency/agency.repo';
import { tenantOf } from './types';

/** What a service needs to know about the request it serves. */
export interface RequestContext {
  agency: AgencyRow;
  /** The agency's site as the visitor reached it: links in mail point here. */
  origin: string;
  ip: string;
  userAgent: string | null;
  language: Language;
}

export function contextOf(request: FastifyRequest): RequestContext {
  return {
    agency: tenantOf(request),
    origin: `${request.protocol}://${request.host}`,
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
    language: request.language,
  };
}

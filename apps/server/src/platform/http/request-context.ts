import type { FastifyRequest } from 'fastify';
import type { Language } from '@travel/contracts';
import { agencyOrigin } from './public-origin';
import { tenantOf } from './types';
import type { AgencyRow } from '../db/schema';

/** What a service needs to know about the request it serves. */
export interface RequestContext {
  agency: AgencyRow;
  /** The agency's own public origin (from its configuration, never the Host): links in mail point here. */
  origin: string;
  ip: string;
  userAgent: string | null;
  language: Language;
}

export function contextOf(request: FastifyRequest): RequestContext {
  const agency = tenantOf(request);
  return {
    agency,
    origin: agencyOrigin(agency, request.server.publicSite),
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
    language: request.language,
  };
}

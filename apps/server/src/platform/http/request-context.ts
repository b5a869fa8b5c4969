import type { FastifyRequest } from 'fastify';
import { isLanguage, LANGUAGE_COOKIE, type Language } from '@travel/contracts';
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

/**
 * The language of whoever reads a page or a download (a PDF opened from a link): the app's
 * language cookie, which a link's request carries, else Accept-Language.
 */
export function readerLanguage(request: FastifyRequest): Language {
  const cookie = request.cookies[LANGUAGE_COOKIE];
  return isLanguage(cookie) ? cookie : request.language;
}

import type {
  FastifyInstance,
  FastifyBaseLogger,
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Language } from '@travel/contracts';
import type { PublicSite } from './public-origin';
import type { Permission } from './policy';
import type { RateLimit } from './rate-limit';
import type { AgencyRow, UserRow } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured public scheme, port and base domain of the agencies' sites. */
    publicSite: PublicSite;
  }
  interface FastifyRequest {
    /** The agency of the request's host; null when the host has none. */
    agency: AgencyRow | null;
    /** The language of messages, from Accept-Language. */
    language: Language;
    /** The signed-in user, or null. */
    user: UserRow | null;
    /** The session behind `user` (its token came in the HttpOnly cookie). */
    session: { id: string } | null;
  }
  interface FastifyContextConfig {
    /** 'none' for routes that work without an agency (docs); default 'required'. */
    tenant?: 'required' | 'none';
    /** Writes allowed on an inactive agency (e.g. logout). */
    allowInactive?: boolean;
    /** Who may call the route; every API route declares it. */
    permission?: Permission;
    /** Calls allowed per caller and window (routes that send mail or codes). */
    rateLimit?: RateLimit;
    /**
     * When a cookie-authenticated request from another site is refused: 'unsafe-methods' (the
     * default) for writes only; 'always' for a GET that changes data, which must also prove it
     * comes from the agency's pages (API header, or same-origin Sec-Fetch-Site, Origin or
     * Referer), so no link on another site can change anything.
     */
    csrf?: 'unsafe-methods' | 'always';
  }
}

/** The Fastify instance routes are written against: zod schemas type the handlers. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The agency of a request on a tenant route (the tenant hook guarantees it). */
export function tenantOf(request: { agency: AgencyRow | null }): AgencyRow {
  if (!request.agency) throw new Error('tenant route reached without an agency');
  return request.agency;
}

/** The signed-in user of a route that requires one (the auth hook guarantees it). */
export function userOf(request: { user: UserRow | null }): UserRow {
  if (!request.user) throw new Error('authenticated route reached without a user');
  return request.user;
}

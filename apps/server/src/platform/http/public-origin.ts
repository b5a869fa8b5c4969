import type { AgencyRow } from '../db/schema';

/** Where the agencies' sites are reached from outside: the configured scheme and port. */
export interface PublicSite {
  scheme: 'http' | 'https';
  /** null: the scheme's own port (left out of links). */
  port: number | null;
  baseDomain: string;
}

/** The public site settings of a configuration. */
export function publicSiteOf(config: {
  PUBLIC_SCHEME: 'http' | 'https';
  PUBLIC_PORT: number | null;
  APP_BASE_DOMAIN: string;
}): PublicSite {
  return { scheme: config.PUBLIC_SCHEME, port: config.PUBLIC_PORT, baseDomain: config.APP_BASE_DOMAIN };
}

/**
 * The agency's own public origin, built from its configuration and never from a request's Host:
 * its custom domain, else `<subdomain>.<APP_BASE_DOMAIN>` (the owner: the base domain), with the
 * configured public scheme and port. Every link and image in mail starts here.
 */
export function agencyOrigin(agency: Pick<AgencyRow, 'customDomain' | 'subdomain'>, site: PublicSite): string {
  const host = agency.customDomain ?? (agency.subdomain ? `${agency.subdomain}.${site.baseDomain}` : site.baseDomain);
  return `${site.scheme}://${host}${site.port === null ? '' : `:${site.port}`}`;
}

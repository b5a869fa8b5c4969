/** Where a request's host points, before any database look-up. */
export type HostTarget =
  { kind: 'owner' } | { kind: 'subdomain'; subdomain: string } | { kind: 'custom'; host: string };

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const NAME = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?$/i;
const IPV6 = /^\[[0-9a-f:.]{2,45}\]$/i;

/**
 * Whether a Host header is exactly a host name (or an IP literal) with at most a numeric port:
 * no userinfo (`demo.localhost:@evil.example`), no path, no odd port (`:4200@evil.example`,
 * `:99999`). Anything else finds no agency, whatever its first label says.
 */
export function isWellFormedHost(raw: string): boolean {
  if (raw.length === 0 || raw.length > 260) return false;
  const match = /^(.*?)(?::(\d{1,5}))?$/.exec(raw);
  const name = match?.[1] ?? '';
  const port = match?.[2];
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65_535)) return false;
  return NAME.test(name) || IPV6.test(name);
}

/** Lower-cases a host and strips the port and a trailing dot. */
export function normaliseHost(host: string): string {
  const lower = host.trim().toLowerCase();
  const withoutPort = lower.startsWith('[') ? lower : lower.replace(/:\d+$/, '');
  return withoutPort.replace(/\.$/, '');
}

/**
 * Classifies a host against the base domain: the base domain (or www.) is the owner's agency,
 * one label under it is a subdomain, anything else is looked up as a custom domain.
 */
export function classifyHost(rawHost: string, baseDomain: string): HostTarget {
  const host = normaliseHost(rawHost);
  if (host === baseDomain || host === `www.${baseDomain}`) return { kind: 'owner' };
  const suffix = `.${baseDomain}`;
  if (host.endsWith(suffix)) {
    const label = host.slice(0, -suffix.length);
    if (LABEL.test(label)) return { kind: 'subdomain', subdomain: label };
  }
  return { kind: 'custom', host };
}

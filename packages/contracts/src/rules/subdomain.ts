/** Labels an agency cannot take: the platform's own hosts and words people would mistake for it. */
export const RESERVED_SUBDOMAINS: readonly string[] = [
  'www',
  'api',
  'admin',
  'mail',
  'app',
  'smtp',
  'ftp',
  'static',
  'assets',
  'cdn',
  'help',
  'support',
  'status',
  'billing',
  'docs',
  'blog',
  'dashboard',
  'login',
];

export const SUBDOMAIN_MIN = 3;
export const SUBDOMAIN_MAX = 30;

/** Why a subdomain cannot be taken by its form alone (before looking at who has it), or null. */
export type SubdomainProblem = 'length' | 'characters' | 'reserved';

/** The label as it is compared and stored: trimmed, lower case (subdomains are case-insensitive). */
export function normaliseSubdomain(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * Whether a label may name an agency: 3 to 30 characters of lower-case letters, digits and
 * hyphens that neither start nor end it, and not a reserved label. Case-insensitive: compare
 * the normalised value.
 */
export function subdomainProblem(raw: string): SubdomainProblem | null {
  const value = normaliseSubdomain(raw);
  if (value.length < SUBDOMAIN_MIN || value.length > SUBDOMAIN_MAX) return 'length';
  if (!/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/.test(value)) return 'characters';
  if (RESERVED_SUBDOMAINS.includes(value)) return 'reserved';
  return null;
}

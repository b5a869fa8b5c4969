/**
 * Short links (issue 15): rules shared by the server and the web. A short link points at a page of
 * the agency's own site only; its code is random, short and unguessable.
 */

/** What a short link opens, by the path of its page: its `type` in the agency's list. */
export const SHORT_LINK_TYPES = ['flights', 'hotels', 'cars', 'activities', 'other'] as const;
export type ShortLinkType = (typeof SHORT_LINK_TYPES)[number];

/** 10 characters of base62 (about 59 bits): short to type, too many to guess. */
export const SHORT_CODE_LENGTH = 10;
export const SHORT_CODE_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const SHORT_CODE_PATTERN = /^[0-9A-Za-z]{10}$/;

export function isShortCode(value: string): boolean {
  return SHORT_CODE_PATTERN.test(value);
}

/** Paths a short link may not point at: the API, and short links themselves. */
const REFUSED_PATHS = /^\/(api|url)(\/|$)/;

/**
 * The path, query and fragment of `url` when it is a page of the site at `origin` (an absolute
 * URL of that very origin, or a path of it); null for anything else (another host or scheme, a
 * protocol-relative `//host`, credentials, the API, a short link).
 */
export function ownSitePath(url: string, origin: string): string | null {
  const value = url.trim();
  if (!value || value.length > 2_000 || /[\s\\]/.test(value)) return null;
  if (value.startsWith('//')) return null;
  let parsed: URL;
  try {
    parsed = new URL(value, origin);
  } catch {
    return null;
  }
  if (parsed.origin !== new URL(origin).origin || parsed.username || parsed.password) return null;
  if (!value.startsWith('/') && !value.toLowerCase().startsWith(origin.toLowerCase())) return null;
  if (REFUSED_PATHS.test(parsed.pathname)) return null;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** The list type of a link's page. */
export function shortLinkTypeOf(path: string): ShortLinkType {
  const match = /^\/booknow\/(flights|hotels|cars|activities)(\/|$|\?)/.exec(path);
  return (match?.[1] as ShortLinkType | undefined) ?? 'other';
}

/** The state a short link restores: the page and its search or offer parameters. */
export interface DeepLinkDetails {
  type: ShortLinkType;
  /** The page's path, e.g. /booknow/flights/search-details */
  pathname: string;
  /** Its query parameters (a repeated one, like a multi-city leg's `from`, keeps every value). */
  params: Record<string, string[]>;
  hash: string;
}

export function deepLinkDetailsOf(path: string): DeepLinkDetails {
  const parsed = new URL(path, 'http://link.invalid');
  const params: Record<string, string[]> = {};
  for (const [key, value] of parsed.searchParams) (params[key] ??= []).push(value);
  return { type: shortLinkTypeOf(parsed.pathname), pathname: parsed.pathname, params, hash: parsed.hash };
}

/** The page a short link's details open (what `/url/:id` navigates to). */
export function pathOfDeepLink(details: DeepLinkDetails): string {
  const search = new URLSearchParams();
  for (const [key, values] of Object.entries(details.params)) for (const value of values) search.append(key, value);
  const query = search.toString();
  return `${details.pathname}${query ? `?${query}` : ''}${details.hash}`;
}

/** Auth pages: no header; on agency sites they open as modals over the landing page. */
export const AUTH_PATHS = [
  '/login',
  '/signup',
  '/forgotpassword',
  '/newPassword',
  '/verify',
  '/logout',
  '/expired',
  '/sso',
  '/social',
];
/** Proposal pages: no header either. */
export const PROPOSAL_PATHS = ['/disapproveProposal', '/allowAgentProposal', '/deal-link'];
export const LEGAL_PATHS = [
  '/privacy-policy',
  '/cookies-policy',
  '/disclaimer',
  '/user-terms-and-conditions',
  '/agency-terms-and-conditions',
];

export const REDIRECT_PATH_KEY = 'redirectPath';

export function isAuthPath(pathname: string): boolean {
  return AUTH_PATHS.includes(pathname);
}

export function isHeaderHidden(pathname: string): boolean {
  return isAuthPath(pathname) || PROPOSAL_PATHS.includes(pathname) || pathname.startsWith('/booknow/hotels/deal/');
}

export function isLegalPath(pathname: string): boolean {
  return LEGAL_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/** A saved target older than this is forgotten: an hour covers signing up and verifying the e-mail. */
const REDIRECT_TTL_MS = 60 * 60 * 1000;

/** Only a path of this site: never another origin ('//host', a URL). */
function isInternalPath(path: string | null): path is string {
  return path !== null && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/**
 * Remembers where to go after log-in: in session storage (survives the logout page's clean-up)
 * and, for an hour, in local storage, so a sign-up finished from the verification mail's new tab
 * still comes back to it.
 */
export function saveRedirectPath(path: string): void {
  sessionStorage.setItem(REDIRECT_PATH_KEY, path);
  localStorage.setItem(REDIRECT_PATH_KEY, JSON.stringify({ path, savedAt: Date.now() }));
}

function savedInLocalStorage(): string | null {
  try {
    const saved = JSON.parse(localStorage.getItem(REDIRECT_PATH_KEY) ?? 'null') as {
      path?: unknown;
      savedAt?: unknown;
    };
    if (!saved || typeof saved.path !== 'string' || typeof saved.savedAt !== 'number') return null;
    return Date.now() - saved.savedAt <= REDIRECT_TTL_MS ? saved.path : null;
  } catch {
    return null;
  }
}

/** The saved target, if any, without forgetting it. */
export function peekRedirectPath(): string | null {
  const path = sessionStorage.getItem(REDIRECT_PATH_KEY) ?? savedInLocalStorage();
  return isInternalPath(path) ? path : null;
}

/** The saved target, forgotten once read (a later log-in starts afresh). */
export function takeRedirectPath(): string | null {
  const path = peekRedirectPath();
  sessionStorage.removeItem(REDIRECT_PATH_KEY);
  localStorage.removeItem(REDIRECT_PATH_KEY);
  return path;
}

/** Why the log-in form opened by itself: a page that needs an account was asked for. */
export interface LoginPrompt {
  reason: 'protected';
}

export function isLoginPrompt(state: unknown): state is LoginPrompt {
  return typeof state === 'object' && state !== null && (state as { reason?: unknown }).reason === 'protected';
}

/** The results of a search (flights today; every vertical's results page later). */
export function isSearchResultsPath(path: string): boolean {
  return /^\/booknow\/[a-z]+\/(search-details|result-details)/.test(path);
}

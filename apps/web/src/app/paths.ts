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

/** Remembers where to go after log-in (session storage survives the logout page's clean-up). */
export function saveRedirectPath(path: string): void {
  sessionStorage.setItem(REDIRECT_PATH_KEY, path);
}

export function takeRedirectPath(): string | null {
  const path = sessionStorage.getItem(REDIRECT_PATH_KEY);
  sessionStorage.removeItem(REDIRECT_PATH_KEY);
  return path;
}

import { DEBUG_FLAG_TTL_SECONDS } from '@travel/contracts';
import { deleteCookie, getCookie, setCookie } from './cookies';

const DEBUG_COOKIE = 'debug';

/** `?debug=true` turns debug mode on for 24 hours, `?debug=false` off (spec section 4). */
export function applyDebugFlag(search: string): void {
  const flag = new URLSearchParams(search).get('debug');
  if (flag === 'true') setCookie(DEBUG_COOKIE, '1', DEBUG_FLAG_TTL_SECONDS);
  if (flag === 'false') deleteCookie(DEBUG_COOKIE);
}

export function isDebug(): boolean {
  return getCookie(DEBUG_COOKIE) === '1';
}

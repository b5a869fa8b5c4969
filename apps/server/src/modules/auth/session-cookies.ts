import type { FastifyReply } from 'fastify';
import { ACCESS_TOKEN_COOKIE, ACCESS_TOKEN_TTL_SECONDS, SESSION_HINT_COOKIE } from '@travel/contracts';

/**
 * The session token travels as an HttpOnly cookie the page cannot read; a second, readable
 * cookie only says that one exists, so the page knows to load the profile.
 */
export function setSessionCookies(reply: FastifyReply, token: string, secure: boolean): void {
  const common = { path: '/', sameSite: 'lax' as const, secure, maxAge: ACCESS_TOKEN_TTL_SECONDS };
  void reply.setCookie(ACCESS_TOKEN_COOKIE, token, { ...common, httpOnly: true });
  void reply.setCookie(SESSION_HINT_COOKIE, '1', { ...common, httpOnly: false });
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  const common = { path: '/', sameSite: 'lax' as const, secure };
  void reply.clearCookie(ACCESS_TOKEN_COOKIE, { ...common, httpOnly: true });
  void reply.clearCookie(SESSION_HINT_COOKIE, common);
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import { activityBookingPaths } from '../activity/activity-booking.paths';
import { carBookingPaths } from '../car/car-booking.paths';
import { flightBookingPaths } from '../flight/flight-booking.paths';
import { hotelBookingPaths } from '../hotel/hotel-booking.paths';
import type { App } from '../../platform/http/types';
import type { ShortLinkService } from './short-link.service';

/**
 * Which short link a visitor came through: a first-party cookie set when `/url/:id` resolves the
 * link (GET /api/short-url/{code}), holding the link's id, scoped to the agency's host and to /api,
 * HttpOnly, for 30 days. The last link opened wins. It survives logging in, so a visitor who opens
 * a link, logs in and searches is counted.
 */
export const SHORT_LINK_COOKIE = 'short_link';
const COOKIE_DAYS = 30;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The calls that count as a search, and as a booking, of each vertical (under /api). */
const SEARCH_ROUTES = new Set([
  '/flight/search',
  '/v2/hotel/searchasync',
  '/car-rental/availableCars',
  '/activities/search',
]);
const BOOK_ROUTES = new Set(
  [flightBookingPaths, hotelBookingPaths, carBookingPaths, activityBookingPaths].map((paths) => paths.book),
);

export function markShortLinkVisitor(reply: FastifyReply, linkId: string, secure: boolean): void {
  void reply.setCookie(SHORT_LINK_COOKIE, linkId, {
    path: '/api',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: COOKIE_DAYS * 86_400,
  });
}

/**
 * Counts the successful searches and bookings of visitors carrying the cookie, as their answer
 * leaves (one UPDATE; a failure to count never fails the answer). Registered on the whole API
 * scope (app.ts), since a hook of a plugin would only see the plugin's own routes.
 */
export function registerShortLinkAttribution(app: App, shortLinks: ShortLinkService): void {
  // A callback hook: every answer that counts nothing (nearly all) leaves without a promise.
  app.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done) => {
    const linkId = request.cookies[SHORT_LINK_COOKIE];
    const agency = request.agency;
    if (!linkId || !agency || request.method !== 'POST' || reply.statusCode >= 300 || !UUID.test(linkId)) {
      done(null, payload);
      return;
    }
    const route = (request.routeOptions.url ?? '').replace(/^\/api/, '');
    const counter = SEARCH_ROUTES.has(route) ? 'searches' : BOOK_ROUTES.has(route) ? 'bookings' : null;
    if (!counter) {
      done(null, payload);
      return;
    }
    shortLinks
      .attribute(agency.id, linkId, counter)
      .catch((err: unknown) => request.log.warn({ err }, 'short link attribution failed'))
      .finally(() => done(null, payload));
  });
}

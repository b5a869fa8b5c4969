import {
  agencyShortUrlsQuerySchema,
  agencyShortUrlsResponseSchema,
  createdShortUrlResponseSchema,
  createShortUrlBodySchema,
  emailShortUrlBodySchema,
  messageBodySchema,
  shortUrlDetailsResponseSchema,
  shortUrlIdParamsSchema,
  shortUrlParamsSchema,
  translateMessage,
} from '@travel/contracts';
import { contextOf } from '../../platform/http/request-context';
import { tenantOf, userOf, type App } from '../../platform/http/types';
import { markShortLinkVisitor } from './short-link-attribution';
import type { ShortLinkService } from './short-link.service';

const tags = ['short links'];

/** Short links (spec section 7, "Short links" and the agency's short-urls; issue 15). */
export function shortLinkRoutes(shortLinks: ShortLinkService, options: { secureCookies: boolean }) {
  return async (app: App): Promise<void> => {
    app.post(
      '/short-url',
      {
        config: { permission: 'shortLinks.manage', rateLimit: { max: 200, windowSeconds: 3600 } },
        schema: {
          tags,
          summary: "Shorten a page of the agency's own site",
          body: createShortUrlBodySchema,
          response: { 200: createdShortUrlResponseSchema },
        },
      },
      async (request) => ({ data: await shortLinks.create(contextOf(request), userOf(request), request.body.url) }),
    );

    app.get(
      '/short-url/:code',
      {
        // The code is the capability, within the agency of the host: anyone may open a link.
        config: { permission: 'public', rateLimit: { max: 300, windowSeconds: 600 } },
        schema: {
          tags,
          summary: 'What a short link restores (counts one opening, marks the visitor)',
          params: shortUrlParamsSchema,
          response: { 200: shortUrlDetailsResponseSchema },
        },
      },
      async (request, reply) => {
        const { id, details } = await shortLinks.open(tenantOf(request), request.params.code);
        markShortLinkVisitor(reply, id, options.secureCookies);
        void reply.header('cache-control', 'no-store');
        return { data: details };
      },
    );

    app.post(
      '/short-url/email',
      {
        config: { permission: 'shortLinks.manage', rateLimit: { max: 50, windowSeconds: 3600 } },
        schema: {
          tags,
          summary: 'E-mail a short link of the agency',
          body: emailShortUrlBodySchema,
          response: { 200: messageBodySchema },
        },
      },
      async (request) => {
        const { code, email, note } = request.body;
        await shortLinks.email(contextOf(request), userOf(request), code, email, note);
        return { message: translateMessage('message.shortUrlSent', request.language) };
      },
    );

    app.get(
      '/agency/short-urls',
      {
        config: { permission: 'shortLinks.manage' },
        schema: {
          tags,
          summary: "The agency's short links with their funnel (opened, searched, booked)",
          querystring: agencyShortUrlsQuerySchema,
          response: { 200: agencyShortUrlsResponseSchema },
        },
      },
      async (request) => ({ data: await shortLinks.list(contextOf(request), userOf(request), request.query) }),
    );

    app.delete(
      '/agency/short-urls/:id',
      {
        config: { permission: 'shortLinks.manage' },
        schema: {
          tags,
          summary: 'Delete a short link: it stops resolving',
          params: shortUrlIdParamsSchema,
          response: { 200: messageBodySchema },
        },
      },
      async (request) => {
        await shortLinks.remove(tenantOf(request), userOf(request), request.params.id);
        return { message: translateMessage('message.shortUrlDeleted', request.language) };
      },
    );
  };
}

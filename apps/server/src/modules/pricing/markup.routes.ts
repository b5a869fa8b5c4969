import {
  markupPatchSchema,
  markupResponseSchema,
  messageBodySchema,
  translateMessage,
  userIdParamsSchema,
} from '@travel/contracts';
import { tenantOf, userOf, type App } from '../../platform/http/types';
import type { MarkupService } from './markup.service';

const tags = ['markups'];

/** GET and PATCH of the agency's markup and of per-client and per-agent overrides. */
export function markupRoutes(markups: MarkupService) {
  return async (app: App): Promise<void> => {
    app.get(
      '/agency/markups',
      {
        config: { permission: 'markups.manage' },
        schema: { tags, summary: "The agency's default markup", response: { 200: markupResponseSchema } },
      },
      async (request) => ({ data: { ...(await markups.agencyDefault(tenantOf(request).id)), isDefault: true } }),
    );

    app.patch(
      '/agency/markups',
      {
        config: { permission: 'markups.manage' },
        schema: {
          tags,
          summary: "Change the agency's default markup (fields not sent keep their values)",
          body: markupPatchSchema,
          response: { 200: messageBodySchema },
        },
      },
      async (request) => {
        await markups.updateAgencyDefault(tenantOf(request).id, request.body, userOf(request));
        return { message: translateMessage('message.markupUpdated', request.language) };
      },
    );

    for (const scope of ['client', 'agent'] as const) {
      const path = `/agency/${scope}s/:id/markups`;
      app.get(
        path,
        {
          config: { permission: 'markups.manage' },
          schema: {
            tags,
            summary: `A ${scope}'s markup (the agency's when they have none)`,
            params: userIdParamsSchema,
            response: { 200: markupResponseSchema },
          },
        },
        async (request) => ({ data: await markups.forUser(tenantOf(request).id, scope, request.params.id) }),
      );
      app.patch(
        path,
        {
          config: { permission: 'markups.manage' },
          schema: {
            tags,
            summary: `Set a ${scope}'s own markup (fields not sent keep the values in force)`,
            params: userIdParamsSchema,
            body: markupPatchSchema,
            response: { 200: messageBodySchema },
          },
        },
        async (request) => {
          await markups.updateForUser(tenantOf(request).id, scope, request.params.id, request.body, userOf(request));
          return { message: translateMessage('message.markupUpdated', request.language) };
        },
      );
      app.delete(
        path,
        {
          config: { permission: 'markups.manage' },
          schema: {
            tags,
            summary: `Make a ${scope} follow the agency's markup again`,
            params: userIdParamsSchema,
            response: { 200: messageBodySchema },
          },
        },
        async (request) => {
          await markups.resetForUser(tenantOf(request).id, scope, request.params.id);
          return { message: translateMessage('message.markupUpdated', request.language) };
        },
      );
    }
  };
}

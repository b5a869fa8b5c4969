import {
  createInvitationBodySchema,
  invitationInfoResponseSchema,
  invitationParamsSchema,
  invitedAgentSignUpBodySchema,
  messageBodySchema,
  translateMessage,
} from '@travel/contracts';
import { contextOf } from '../../platform/http/request-context';
import { userOf, type App } from '../../platform/http/types';
import type { InvitationService } from './invitation.service';

const tags = ['agents'];

export function invitationRoutes(invitations: InvitationService) {
  return async (app: App): Promise<void> => {
    app.post(
      '/agency/invitations',
      {
        config: { permission: 'agents.invite', rateLimit: { max: 50, windowSeconds: 3600 } },
        schema: {
          tags,
          summary: 'Invite an agent by e-mail',
          body: createInvitationBodySchema,
          response: { 200: messageBodySchema },
        },
      },
      async (request) => {
        await invitations.invite(
          contextOf(request),
          userOf(request),
          request.body.email,
          request.body.isRestrictedAgent,
        );
        return { message: translateMessage('message.invitationSent', request.language) };
      },
    );

    app.get(
      '/agency/invitations/:token',
      {
        config: { permission: 'public' },
        schema: {
          tags,
          summary: 'The invitation behind a link',
          params: invitationParamsSchema,
          response: { 200: invitationInfoResponseSchema },
        },
      },
      async (request) => ({ data: await invitations.lookup(contextOf(request), request.params.token) }),
    );

    app.post(
      '/agency/agents',
      {
        config: { permission: 'public' },
        schema: {
          tags,
          summary: 'Sign up as an invited agent',
          body: invitedAgentSignUpBodySchema,
          response: { 200: messageBodySchema },
        },
      },
      async (request) => {
        await invitations.acceptAsAgent(
          contextOf(request),
          request.body.token,
          request.body.name,
          request.body.password,
        );
        return { message: translateMessage('message.agentSignedUp', request.language) };
      },
    );
  };
}

import {
  agentDetailResponseSchema,
  agentListResponseSchema,
  agentTypeBodySchema,
  messageBodySchema,
  peopleListQuerySchema,
  personParamsSchema,
  translateMessage,
  userTypeBodySchema,
} from '@travel/contracts';
import { userOf, type App } from '../../platform/http/types';
import { addPersonActionRoutes } from './person-action.routes';
import type { PeopleService } from './people.service';

const tags = ['agency-agents'];

/**
 * The agency's agents (spec section 7): list, page, back to client, restricted or not. Inviting
 * one (POST /api/agency/invitations) and their sign-up are the invitation module's.
 */
export function agentRoutes(people: PeopleService) {
  return async (app: App): Promise<void> => {
    app.get(
      '/agency/agents',
      {
        config: { permission: 'agents.view' },
        schema: {
          tags,
          summary: "A page of the agency's agents, searched by name or e-mail",
          querystring: peopleListQuerySchema,
          response: { 200: agentListResponseSchema },
        },
      },
      async (request) => ({ data: await people.listAgents(userOf(request), request.query) }),
    );

    app.get(
      '/agency/agents/:id',
      {
        config: { permission: 'agents.view' },
        schema: {
          tags,
          summary: 'An agent: profile, the bookings they made, their sales, markup, reward wallet',
          params: personParamsSchema,
          response: { 200: agentDetailResponseSchema },
        },
      },
      async (request) => ({ data: await people.agentDetail(userOf(request), request.params.id) }),
    );

    app.patch(
      '/agency/agents/user-type',
      {
        config: { permission: 'agents.demote' },
        schema: {
          tags,
          summary: 'Turn an agent back into a client',
          body: userTypeBodySchema,
          response: { 200: messageBodySchema },
        },
      },
      async (request) => {
        await people.demoteAgent(userOf(request), request.body.userId);
        return { message: translateMessage('message.userDemoted', request.language) };
      },
    );

    app.patch(
      '/agency/agents/update-agent-type',
      {
        config: { permission: 'agents.agentType' },
        schema: {
          tags,
          summary: 'Make an agent restricted or unrestricted',
          body: agentTypeBodySchema,
          response: { 200: messageBodySchema },
        },
      },
      async (request) => {
        await people.setAgentType(userOf(request), request.body.userId, request.body.isRestrictedAgent);
        return { message: translateMessage('message.agentTypeChanged', request.language) };
      },
    );

    addPersonActionRoutes(app, people, 'Agent');
  };
}

import {
  hotelDealResponseSchema,
  hotelProposalBodySchema,
  hotelProposalCreatedResponseSchema,
  hotelProposalQuerySchema,
} from '@travel/contracts';
import { tenantOf, userOf, type App } from '../../platform/http/types';
import type { ProposalService } from './proposal.service';

/**
 * An agent proposes hotel options to a client; the client opens the deal from its link (spec
 * section 7: GET api/v2/hotel/proposal). The agency's list and status changes: issue 15.
 */
export function proposalRoutes(proposals: ProposalService) {
  return async (app: App): Promise<void> => {
    app.post(
      '/agency/proposal',
      {
        config: { permission: 'agent' },
        schema: {
          tags: ['proposals'],
          summary: "Propose rates of the agent's own hotel search to a client (1 to 3 options)",
          body: hotelProposalBodySchema,
          response: { 200: hotelProposalCreatedResponseSchema },
        },
      },
      async (request) => {
        const agency = tenantOf(request);
        const proposal = await proposals.createHotelProposal(agency, userOf(request), request.body);
        return {
          data: {
            proposalId: proposal.id,
            status: proposal.status,
            validUntil: proposal.validUntil.toISOString(),
            dealUrl: proposals.dealUrl(agency, proposal.id),
          },
        };
      },
    );

    app.get(
      '/v2/hotel/proposal',
      {
        // The link is the capability (an unguessable id, in the agency of the host): the client
        // may open it before logging in.
        config: { permission: 'public' },
        schema: {
          tags: ['hotels'],
          summary: 'A proposal as its client opens it: each hotel option priced again now',
          querystring: hotelProposalQuerySchema,
          response: { 200: hotelDealResponseSchema },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return { data: await proposals.deal(tenantOf(request), request.query.proposalId) };
      },
    );
  };
}

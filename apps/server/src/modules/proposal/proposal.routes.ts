import {
  hotelDealResponseSchema,
  hotelProposalBodySchema,
  hotelProposalCreatedResponseSchema,
  hotelProposalQuerySchema,
  idParamsSchema,
  messageBodySchema,
  proposalAnswerBodySchema,
  proposalDraftBodySchema,
  proposalDetailResponseSchema,
  proposalListQuerySchema,
  proposalListResponseSchema,
  proposalPatchBodySchema,
  proposalSendBodySchema,
  proposalStatusResponseSchema,
  translateMessage,
} from '@travel/contracts';
import { contextOf } from '../../platform/http/request-context';
import { tenantOf, userOf, type App } from '../../platform/http/types';
import type { ProposalDesk } from './proposal-desk.service';
import type { ProposalService } from './proposal.service';

const tags = ['proposals'];

/**
 * An agent proposes hotel options to a client and sends them; the client opens the deal from its
 * link (spec section 7: GET api/v2/hotel/proposal) and answers; the agency lists and moves them.
 */
export function proposalRoutes(proposals: ProposalService, desk: ProposalDesk) {
  return async (app: App): Promise<void> => {
    app.post(
      '/agency/proposal',
      {
        config: { permission: 'proposals.manage' },
        schema: {
          tags,
          summary: "Propose rates of the agent's own hotel search to a client (1 to 3 options), as a draft or sent",
          body: hotelProposalBodySchema,
          response: { 200: hotelProposalCreatedResponseSchema },
        },
      },
      async (request) => {
        const ctx = contextOf(request);
        const proposal = await proposals.createHotelProposal(ctx, userOf(request), request.body);
        return {
          data: {
            proposalId: proposal.id,
            status: proposal.status,
            validUntil: proposal.validUntil.toISOString(),
            dealUrl: proposals.dealUrl(ctx.agency, proposal.id),
          },
        };
      },
    );

    app.get(
      '/agency/proposal',
      {
        config: { permission: 'proposals.manage' },
        schema: {
          tags,
          summary: "The agency's proposals (an agent's own), newest first, with the spec's filters",
          querystring: proposalListQuerySchema,
          response: { 200: proposalListResponseSchema },
        },
      },
      async (request) => ({ data: await desk.list(userOf(request), request.query) }),
    );

    app.get(
      '/agency/proposal/:id',
      {
        config: { permission: 'proposals.manage' },
        schema: {
          tags,
          summary: 'One proposal: its options as proposed, the note, the stay and its history',
          params: idParamsSchema,
          response: { 200: proposalDetailResponseSchema },
        },
      },
      async (request) => ({ data: await desk.detail(contextOf(request), userOf(request), request.params.id) }),
    );

    app.put(
      '/agency/proposal/:id',
      {
        config: { permission: 'proposals.manage' },
        schema: {
          tags,
          summary: "Change a draft's hotel options, extras, note and validity before it is sent (a sent one: 400)",
          params: idParamsSchema,
          body: proposalDraftBodySchema,
          response: { 200: proposalDetailResponseSchema },
        },
      },
      async (request) => ({
        data: await desk.editDraft(contextOf(request), userOf(request), request.params.id, request.body),
      }),
    );

    app.patch(
      '/agency/proposal',
      {
        config: { permission: 'proposals.manage' },
        schema: {
          tags,
          summary: "Change a proposal's status (a move the agent may make from its status now)",
          body: proposalPatchBodySchema,
          response: { 200: proposalStatusResponseSchema },
        },
      },
      async (request) => {
        const { proposalId, status } = request.body;
        const now = await desk.changeStatus(contextOf(request), userOf(request), proposalId, status);
        return {
          message: translateMessage('message.statusChanged', request.language),
          data: { proposalId, status: now, isApproved: now === 'approved' },
        };
      },
    );

    app.post(
      '/agency/proposal/sendAllowedProposalEmail',
      {
        config: { permission: 'proposals.manage' },
        schema: {
          tags,
          summary: "E-mail the deal's link to the client (a draft becomes sent)",
          body: proposalSendBodySchema,
          response: { 200: proposalStatusResponseSchema },
        },
      },
      async (request) => {
        const proposal = await desk.send(contextOf(request), userOf(request), request.body.proposalId);
        const status = proposal.status === 'draft' ? 'sent' : proposal.status;
        return {
          message: translateMessage('message.proposalSent', request.language, { email: proposal.clientEmail }),
          data: { proposalId: proposal.id, status, isApproved: status === 'approved' },
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

    app.post(
      '/v2/hotel/proposal/answer',
      {
        // The same capability as opening it: whoever holds the link answers for the client.
        config: { permission: 'public' },
        schema: {
          tags: ['hotels'],
          summary: "The client's answer: approve an option, ask the agent to book it, or disapprove with a reason",
          body: proposalAnswerBodySchema,
          response: { 200: messageBodySchema },
        },
      },
      async (request) => {
        await proposals.answer(contextOf(request), request.body);
        return { message: translateMessage('message.proposalAnswered', request.language) };
      },
    );
  };
}

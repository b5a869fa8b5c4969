import {
  approvalDeclineBodySchema,
  approvalLimitResponseSchema,
  approvalLimitSchema,
  approvalListQuerySchema,
  approvalListResponseSchema,
  idParamsSchema,
  messageBodySchema,
  translateMessage,
} from '@travel/contracts';
import { contextOf } from '../../platform/http/request-context';
import { userOf, type App } from '../../platform/http/types';
import type { ApprovalsService } from './approvals.service';

const tags = ['agency back-office'];

/** The approval queue of restricted agents' bookings over the agency's limit (owners and admins). */
export function approvalRoutes(approvals: ApprovalsService) {
  return async (app: App): Promise<void> => {
    app.get(
      '/agency/approvals',
      {
        config: { permission: 'approvals.decide' },
        schema: {
          tags,
          summary: "Restricted agents' bookings awaiting approval (or approved, declined)",
          querystring: approvalListQuerySchema,
          response: { 200: approvalListResponseSchema },
        },
      },
      async (request) => ({ data: await approvals.list(userOf(request), request.query) }),
    );

    app.post(
      '/agency/approvals/:id/approve',
      {
        config: { permission: 'approvals.decide' },
        schema: {
          tags,
          summary: 'Approve a booking: it can be paid',
          params: idParamsSchema,
          response: { 200: messageBodySchema },
        },
      },
      async (request) => {
        await approvals.approve(contextOf(request), userOf(request), request.params.id);
        return { message: translateMessage('message.bookingApproved', request.language) };
      },
    );

    app.post(
      '/agency/approvals/:id/decline',
      {
        config: { permission: 'approvals.decide' },
        schema: {
          tags,
          summary: 'Decline a booking: it is cancelled, never charged',
          params: idParamsSchema,
          body: approvalDeclineBodySchema,
          response: { 200: messageBodySchema },
        },
      },
      async (request) => {
        await approvals.decline(contextOf(request), userOf(request), request.params.id, request.body.reason || null);
        return { message: translateMessage('message.bookingDeclined', request.language) };
      },
    );

    app.get(
      '/agency/approval-limit',
      {
        config: { permission: 'approvals.decide' },
        schema: { tags, summary: 'The approval limit (minor units)', response: { 200: approvalLimitResponseSchema } },
      },
      async (request) => ({ data: await approvals.limit(userOf(request)) }),
    );

    app.patch(
      '/agency/approval-limit',
      {
        config: { permission: 'approvals.decide' },
        schema: {
          tags,
          summary: 'Change the approval limit',
          body: approvalLimitSchema,
          response: { 200: approvalLimitResponseSchema },
        },
      },
      async (request) => ({ data: await approvals.setLimit(userOf(request), request.body) }),
    );
  };
}

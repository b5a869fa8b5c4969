import {
  clientActionsBodySchema,
  clientActionsResponseSchema,
  clientDetailResponseSchema,
  clientListResponseSchema,
  clientsExportQuerySchema,
  createClientsBodySchema,
  createClientsResponseSchema,
  messageBodySchema,
  peopleListQuerySchema,
  personParamsSchema,
  resendVerificationBodySchema,
  translateMessage,
  userTypeBodySchema,
} from '@travel/contracts';
import { contextOf } from '../../platform/http/request-context';
import { userOf, type App } from '../../platform/http/types';
import type { ClientsBulkService } from './clients-bulk.service';
import { addPersonActionRoutes } from './person-action.routes';
import type { PeopleService } from './people.service';

const tags = ['clients'];

/** A bulk upload of 10,000 rows is about 1 MB of JSON. */
const CREATE_BODY_LIMIT = 4 * 1_048_576;

/** The agency's clients (spec section 7): list, page, bulk upload, bulk actions, promotion, export. */
export function clientRoutes(people: PeopleService, bulk: ClientsBulkService) {
  return async (app: App): Promise<void> => {
    // The spec writes the list with a trailing slash; both spellings answer.
    for (const url of ['/agency/clients', '/agency/clients/']) {
      app.get(
        url,
        {
          config: { permission: 'clients.view' },
          schema: {
            tags,
            summary: "A page of the agency's clients (a restricted agent: their own), searched by name or e-mail",
            querystring: peopleListQuerySchema,
            response: { 200: clientListResponseSchema },
          },
        },
        async (request) => ({ data: await people.listClients(userOf(request), request.query) }),
      );
    }

    app.get(
      '/agency/clients/:id',
      {
        config: { permission: 'clients.view' },
        schema: {
          tags,
          summary: 'A client: profile, bookings of every vertical, markup, reward wallet',
          params: personParamsSchema,
          response: { 200: clientDetailResponseSchema },
        },
      },
      async (request) => ({ data: await people.clientDetail(userOf(request), request.params.id) }),
    );

    app.post(
      '/agency/clients/create',
      {
        bodyLimit: CREATE_BODY_LIMIT,
        config: { permission: 'clients.create', rateLimit: { max: 30, windowSeconds: 3600 } },
        schema: {
          tags,
          summary: 'Create clients, one or many (the bulk upload): a report per row; dryRun only checks',
          body: createClientsBodySchema,
          response: { 200: createClientsResponseSchema },
        },
      },
      async (request) => {
        const { data, dryRun } = request.body;
        const result = await bulk.create(contextOf(request), userOf(request), data, dryRun);
        const message = dryRun
          ? translateMessage('message.clientsChecked', request.language, { count: String(result.valid) })
          : translateMessage('message.clientsCreated', request.language, { count: String(result.created) });
        return { message, data: result };
      },
    );

    app.post(
      '/agency/clients/actions',
      {
        config: { permission: 'clients.resendVerification' },
        schema: {
          tags,
          summary: 'One action (activate, deactivate, resend verification, reward wallet on or off) on many clients',
          body: clientActionsBodySchema,
          response: { 200: clientActionsResponseSchema },
        },
      },
      async (request) => {
        const { action, userIds } = request.body;
        const results = await bulk.act(contextOf(request), userOf(request), action, userIds);
        const done = results.filter((result) => result.outcome === 'done').length;
        return {
          message: translateMessage('message.clientActionsDone', request.language, { count: String(done) }),
          data: { done, results },
        };
      },
    );

    app.patch(
      '/agency/clients/user-type',
      {
        config: { permission: 'clients.promote' },
        schema: {
          tags,
          summary: 'Promote a client to agent',
          body: userTypeBodySchema,
          response: { 200: messageBodySchema },
        },
      },
      async (request) => {
        await people.promoteClient(userOf(request), request.body.userId);
        return { message: translateMessage('message.userPromoted', request.language) };
      },
    );

    app.post(
      '/agency/clients/resend-verification-email',
      {
        config: { permission: 'clients.resendVerification', rateLimit: { max: 30, windowSeconds: 900 } },
        schema: {
          tags,
          summary: "Mail a client a new verification link (the account's verification mail limit applies)",
          body: resendVerificationBodySchema,
          response: { 200: messageBodySchema },
        },
      },
      async (request) => {
        await people.resendVerification(contextOf(request), userOf(request), request.body.userId);
        return { message: translateMessage('message.verificationSent', request.language) };
      },
    );

    app.get(
      '/agency/clients/exports/data',
      {
        config: { permission: 'clients.export' },
        schema: {
          tags,
          summary: 'The clients who joined between the dates, as CSV (UTF-8 with BOM, streamed)',
          querystring: clientsExportQuerySchema,
        },
      },
      async (request, reply) =>
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="clients.csv"')
          .send(bulk.exportCsv(userOf(request), request.query)),
    );

    addPersonActionRoutes(app, people, 'Client');
  };
}

import {
  agencyIdParamsSchema,
  agencySettingsPatchSchema,
  agencySettingsResponseSchema,
  getAgencyResponseSchema,
  getAgencyTermsResponseSchema,
  getNavigationsResponseSchema,
  translateMessage,
} from '@travel/contracts';
import { AppError } from '../../platform/http/app-error';
import { tenantOf, userOf, type App } from '../../platform/http/types';
import { toPublicAgency } from './agency.mapper';
import type { AgencySettingsService } from './agency-settings.service';
import type { AgencyResolver } from './agency.service';
import { audienceOf, navigationFor } from './navigation';

export function agencyRoutes(resolver: AgencyResolver, settings: AgencySettingsService) {
  return async (app: App): Promise<void> => {
    app.get(
      '/agency',
      {
        config: { permission: 'public' },
        schema: {
          tags: ['agency'],
          summary: 'The public agency of the request host',
          response: { 200: getAgencyResponseSchema },
        },
      },
      async (request) => resolver.publicResponse(tenantOf(request)),
    );

    app.patch(
      '/agency',
      {
        config: { permission: 'manager' },
        schema: {
          tags: ['agency'],
          summary: "Change the website settings of the caller's agency (fields not sent keep their values)",
          body: agencySettingsPatchSchema,
          response: { 200: agencySettingsResponseSchema },
        },
      },
      async (request) => {
        const row = await settings.update(tenantOf(request), userOf(request), request.body);
        return { message: translateMessage('message.agencyUpdated', request.language), data: toPublicAgency(row) };
      },
    );

    app.get(
      '/agency/navigations',
      {
        config: { permission: 'public' },
        schema: {
          tags: ['agency'],
          summary: 'Side-navigation entries for the current user',
          response: { 200: getNavigationsResponseSchema },
        },
      },
      async (request) => ({ data: navigationFor(tenantOf(request), audienceOf(request.user)) }),
    );

    app.get(
      '/agency/:id/terms',
      {
        config: { permission: 'public' },
        schema: {
          tags: ['agency'],
          summary: 'The agency named on the agency terms page; only the host agency is visible',
          params: agencyIdParamsSchema,
          response: { 200: getAgencyTermsResponseSchema },
        },
      },
      async (request) => {
        const agency = tenantOf(request);
        if (agency.id !== request.params.id) throw new AppError('NOT_FOUND');
        return { data: { _id: agency.id, agencyName: agency.agencyName } };
      },
    );
  };
}

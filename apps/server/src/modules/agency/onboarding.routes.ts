import {
  agencyAdminViewResponseSchema,
  agencyIdParamsSchema,
  createAgencyBodySchema,
  createAgencyResponseSchema,
  subdomainAvailabilityQuerySchema,
  subdomainAvailabilityResponseSchema,
  translateMessage,
} from '@travel/contracts';
import { contextOf } from '../../platform/http/request-context';
import { tenantOf, type App } from '../../platform/http/types';
import type { SubscriptionService } from '../subscription/subscription.service';
import { toPublicAgency } from './agency.mapper';
import type { OnboardingService } from './onboarding.service';

/** 'Start your agency' on the owner's site, and the platform admin's view of an agency. */
export function onboardingRoutes(onboarding: OnboardingService, subscriptions: SubscriptionService) {
  return async (app: App): Promise<void> => {
    app.get(
      '/agency/subdomain/availability',
      {
        config: { permission: 'public' },
        schema: {
          tags: ['agency'],
          summary: 'Whether a subdomain can name a new agency (form, reserved, taken; case-insensitive)',
          querystring: subdomainAvailabilityQuerySchema,
          response: { 200: subdomainAvailabilityResponseSchema },
        },
      },
      async (request) => ({ data: await onboarding.availability(request.query.subdomain) }),
    );

    app.post(
      '/agency',
      {
        // It sends a verification mail, as a sign-up does: limited per caller alike.
        config: { permission: 'public', rateLimit: { max: 10, windowSeconds: 3600 } },
        schema: {
          tags: ['agency'],
          summary: "Create an agency with its owner's account (on the platform owner's site only)",
          body: createAgencyBodySchema,
          response: { 200: createAgencyResponseSchema },
        },
      },
      async (request) => {
        const { agency, siteUrl } = await onboarding.create(contextOf(request), request.body);
        return {
          message: translateMessage('message.agencyCreated', request.language),
          data: { _id: agency.id, agencyName: agency.agencyName, subdomain: agency.subdomain ?? '', siteUrl },
        };
      },
    );

    app.get(
      '/agency/:id',
      {
        config: { permission: 'manager' },
        schema: {
          tags: ['agency'],
          summary: "The platform admin's view of an agency (the owner agency's managers only)",
          params: agencyIdParamsSchema,
          response: { 200: agencyAdminViewResponseSchema },
        },
      },
      async (request) => {
        const row = await onboarding.byId(tenantOf(request), request.params.id);
        const subscription = row.isOwner ? null : await subscriptions.current(row);
        return {
          data: {
            ...toPublicAgency(row),
            subdomain: row.subdomain,
            createdAt: row.createdAt.toISOString(),
            subscription: subscription ? await subscriptions.view(subscription) : null,
          },
        };
      },
    );
  };
}

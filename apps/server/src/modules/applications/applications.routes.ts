import {
  addMailDomainBodySchema,
  applicationsResponseSchema,
  mailDomainChangedResponseSchema,
  mailDomainResponseSchema,
  mailgunConfigResponseSchema,
  mailgunConfigSchema,
  mailgunConfigUpdatedResponseSchema,
  messageBodySchema,
  testEmailBodySchema,
  translateMessage,
} from '@travel/contracts';
import { contextOf } from '../../platform/http/request-context';
import { tenantOf, type App } from '../../platform/http/types';
import type { MailDomainService } from './mail-domain.service';
import type { WalletService } from '../wallet/wallet.service';

const tags = ['applications'];
const config = { permission: 'settings.manage' } as const;

/**
 * Applications an agency can switch on (spec section 7): its own mail domain ("mailgun":
 * DKIM-signed mail from the agency's domain through whichever transport MAIL_TRANSPORT chooses,
 * the built-in one or Mailgun's API), and the travel reward wallet (PATCH on its entry,
 * wallet.routes.ts). Each application's
 * settings live at /agency/applications/{key}/config, one route pair per application (their
 * bodies differ).
 */
export function applicationRoutes(mailDomains: MailDomainService, wallet: WalletService) {
  return async (app: App): Promise<void> => {
    app.get(
      '/agency/applications',
      {
        config,
        schema: { tags, summary: 'What the agency can switch on', response: { 200: applicationsResponseSchema } },
      },
      async (request) => {
        const agency = tenantOf(request);
        const [settings, domain, walletConfig] = await Promise.all([
          mailDomains.config(agency.id),
          mailDomains.get(agency.id),
          wallet.config(agency.id),
        ]);
        return {
          data: {
            applications: [
              { key: 'mailgun' as const, enabled: settings.enabled, status: domain?.status ?? ('none' as const) },
              { key: 'reward-wallet' as const, enabled: walletConfig.enabled, config: walletConfig },
            ],
          },
        };
      },
    );

    app.get(
      '/agency/applications/mailgun/config',
      {
        config,
        schema: {
          tags,
          summary: "An application's settings",
          response: { 200: mailgunConfigResponseSchema },
        },
      },
      async (request) => ({ data: await mailDomains.config(tenantOf(request).id) }),
    );

    app.post(
      '/agency/applications/mailgun/config',
      {
        config,
        schema: {
          tags,
          summary: "Change an application's settings (400 names each field that is wrong)",
          body: mailgunConfigSchema,
          response: { 200: mailgunConfigUpdatedResponseSchema },
        },
      },
      async (request) => ({
        message: translateMessage('message.agencyUpdated', request.language),
        data: await mailDomains.updateConfig(tenantOf(request).id, request.body),
      }),
    );

    app.get(
      '/agency/applications/mailgun/domain',
      {
        config,
        schema: {
          tags,
          summary: "The agency's mail domain and its DNS records (null: none yet)",
          response: { 200: mailDomainResponseSchema },
        },
      },
      async (request) => ({ data: await mailDomains.get(tenantOf(request).id) }),
    );

    app.post(
      '/agency/applications/mailgun/domain',
      {
        config,
        schema: {
          tags,
          summary: 'Add a mail domain: makes its DKIM key pair and the DNS records to create',
          body: addMailDomainBodySchema,
          response: { 200: mailDomainChangedResponseSchema },
        },
      },
      async (request) => ({
        message: translateMessage('message.mailDomainAdded', request.language),
        data: await mailDomains.add(tenantOf(request).id, request.body.domain),
      }),
    );

    app.post(
      '/agency/applications/mailgun/domain/verify',
      {
        config,
        schema: {
          tags,
          summary: 'Look the DNS records up now; each says whether it was found',
          response: { 200: mailDomainChangedResponseSchema },
        },
      },
      async (request) => {
        const domain = await mailDomains.verify(tenantOf(request).id);
        const key = domain.status === 'verified' ? 'message.mailDomainVerified' : 'message.mailDomainNotVerified';
        return { message: translateMessage(key, request.language), data: domain };
      },
    );

    app.delete(
      '/agency/applications/mailgun/domain',
      {
        config,
        schema: {
          tags,
          summary: 'Remove the mail domain (and its key): mail goes out from the platform again',
          response: { 200: mailDomainChangedResponseSchema },
        },
      },
      async (request) => {
        await mailDomains.remove(tenantOf(request).id);
        return { message: translateMessage('message.mailDomainDeleted', request.language), data: null };
      },
    );

    app.post(
      '/agency/applications/mailgun/test-email',
      {
        config: { ...config, rateLimit: { max: 20, windowSeconds: 3600 } },
        schema: {
          tags,
          summary: 'Send a test e-mail from the verified domain',
          body: testEmailBodySchema,
          response: { 200: messageBodySchema },
        },
      },
      async (request) => {
        await mailDomains.sendTest(contextOf(request), request.body.email);
        return { message: translateMessage('message.testEmailSent', request.language) };
      },
    );
  };
}

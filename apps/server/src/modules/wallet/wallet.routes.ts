import {
  personWalletParamsSchema,
  rewardWalletConfigResponseSchema,
  rewardWalletConfigUpdatedResponseSchema,
  rewardWalletPatchSchema,
  translateMessage,
  walletQuerySchema,
  walletResponseSchema,
} from '@travel/contracts';
import { tenantOf, userOf, type App } from '../../platform/http/types';
import type { PeopleService } from '../agency-people/people.service';
import type { WalletService } from './wallet.service';

const tags = ['reward wallet'];

/**
 * The travel reward wallet's calls (decision 031): its application entry (GET and PATCH: on or
 * off, the earning rule), the signed-in user's wallet, and a client's or agent's wallet in the
 * back-office (those who may switch it on or off may look at it).
 */
export function walletRoutes(wallet: WalletService, people: PeopleService) {
  return async (app: App): Promise<void> => {
    app.get(
      '/agency/applications/reward-wallet',
      {
        config: { permission: 'settings.manage' },
        schema: { tags, summary: "The reward wallet's settings", response: { 200: rewardWalletConfigResponseSchema } },
      },
      async (request) => ({ data: await wallet.config(tenantOf(request).id) }),
    );

    app.patch(
      '/agency/applications/reward-wallet',
      {
        config: { permission: 'settings.manage' },
        schema: {
          tags,
          summary: 'Switch the reward wallet on or off, change its earning rule (400 names each wrong field)',
          body: rewardWalletPatchSchema,
          response: { 200: rewardWalletConfigUpdatedResponseSchema },
        },
      },
      async (request) => ({
        message: translateMessage('message.agencyUpdated', request.language),
        data: await wallet.updateConfig(tenantOf(request).id, request.body),
      }),
    );

    app.get(
      '/user/wallet',
      {
        config: { permission: 'session' },
        schema: {
          tags,
          summary: "The signed-in user's reward wallet: balances and a page of history",
          querystring: walletQuerySchema,
          response: { 200: walletResponseSchema },
        },
      },
      async (request) => {
        const user = userOf(request);
        return { data: await wallet.walletOf(user.agencyId, user.id, request.query) };
      },
    );

    for (const [path, kind, action] of [
      ['/agency/clients/:id/wallet', 'Client', 'clients.wallet'],
      ['/agency/agents/:id/wallet', 'Agent', 'agents.wallet'],
    ] as const)
      app.get(
        path,
        {
          config: { permission: action },
          schema: {
            tags,
            summary: `A ${kind.toLowerCase()}'s reward wallet: balances and a page of history`,
            params: personWalletParamsSchema,
            querystring: walletQuerySchema,
            response: { 200: walletResponseSchema },
          },
        },
        async (request) => {
          const actor = userOf(request);
          const person = await people.target(people.db, actor, kind, request.params.id, action);
          return { data: await wallet.walletOf(actor.agencyId, person.id, request.query) };
        },
      );
  };
}

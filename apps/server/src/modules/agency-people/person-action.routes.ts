import { messageBodySchema, rewardWalletBodySchema, translateMessage, userStatusBodySchema } from '@travel/contracts';
import { userOf, type App } from '../../platform/http/types';
import type { PersonKind } from './people.repo';
import type { PeopleService } from './people.service';

/** The agency user actions clients and agents share: status and reward wallet (spec sections 3 and 7). */
export function addPersonActionRoutes(app: App, people: PeopleService, kind: PersonKind): void {
  const base = kind === 'Client' ? '/agency/clients' : '/agency/agents';
  const tags = [kind === 'Client' ? 'clients' : 'agency-agents'];
  const noun = kind === 'Client' ? 'client' : 'agent';

  app.patch(
    `${base}/user-status`,
    {
      config: { permission: kind === 'Client' ? 'clients.status' : 'agents.status' },
      schema: {
        tags,
        summary: `Activate or deactivate a ${noun} (deactivation ends their sessions at once)`,
        body: userStatusBodySchema,
        response: { 200: messageBodySchema },
      },
    },
    async (request) => {
      await people.setStatus(userOf(request), kind, request.body.userId, request.body.status);
      return { message: translateMessage('message.statusChanged', request.language) };
    },
  );

  app.patch(
    `${base}/reward-wallet`,
    {
      config: { permission: kind === 'Client' ? 'clients.wallet' : 'agents.wallet' },
      schema: {
        tags,
        summary: `Turn a ${noun}'s travel reward wallet on or off`,
        body: rewardWalletBodySchema,
        response: { 200: messageBodySchema },
      },
    },
    async (request) => {
      await people.setRewardWallet(userOf(request), kind, request.body.userId, request.body.isRewardWalletEnable);
      return { message: translateMessage('message.rewardWalletChanged', request.language) };
    },
  );
}

import { useQuery } from '@tanstack/react-query';
import type { PaymentGateway } from '@travel/contracts';
import { api } from '../api/client';
import type { CardGatewayClient } from './card-gateway';
import { sandboxCardGateway } from './sandbox-card-gateway';

/** The client adapters by the gateway's name; a gateway added on the server adds one here. */
const CARD_GATEWAYS: Record<string, CardGatewayClient> = { sandbox: sandboxCardGateway };

/** The client of a gateway by its name, or null when this app has none for it. */
export function cardGatewayClient(name: string): CardGatewayClient | null {
  return Object.hasOwn(CARD_GATEWAYS, name) ? (CARD_GATEWAYS[name] ?? null) : null;
}

export function getPaymentGateway(signal?: AbortSignal): Promise<PaymentGateway> {
  return api.get<{ data: PaymentGateway }>('/api/getCurrentPaymentGateway', { signal }).then((r) => r.data);
}

/**
 * The gateway the card form tokenises with, asked once per page load (it changes with a deploy,
 * not while a page is open). The card form shows its own error, so no toast.
 */
export function usePaymentGateway() {
  return useQuery({
    queryKey: ['payments', 'gateway'],
    queryFn: ({ signal }) => getPaymentGateway(signal),
    staleTime: Infinity,
    meta: { silent: true },
  });
}

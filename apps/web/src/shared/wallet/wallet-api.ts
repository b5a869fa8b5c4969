import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Wallet } from '@travel/contracts';
import { api } from '../api/client';

/** Whose wallet: the signed-in user's, or a client's or agent's in the back-office. */
export type WalletOwner = { kind: 'me' } | { kind: 'clients' | 'agents'; id: string };

export const WALLET_PAGE_SIZE = 10;

function walletPath(owner: WalletOwner): string {
  return owner.kind === 'me' ? '/api/user/wallet' : `/api/agency/${owner.kind}/${encodeURIComponent(owner.id)}/wallet`;
}

export function walletKey(owner: WalletOwner, page?: number) {
  const base = ['wallet', owner.kind, owner.kind === 'me' ? '' : owner.id];
  return page === undefined ? base : [...base, page];
}

/** GET /api/user/wallet (or a person's): balances per currency and a page of history. */
export function getWallet(owner: WalletOwner, page: number): Promise<Wallet> {
  return api
    .get<{ data: Wallet }>(walletPath(owner), {
      query: { offSet: page * WALLET_PAGE_SIZE, limit: WALLET_PAGE_SIZE },
    })
    .then((r) => r.data);
}

export function useWallet(owner: WalletOwner, page = 0, options: { enabled?: boolean; silent?: boolean } = {}) {
  return useQuery({
    queryKey: walletKey(owner, page),
    queryFn: () => getWallet(owner, page),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
    ...(options.silent ? { meta: { silent: true } } : {}),
  });
}

/** The credit a wallet holds in one currency (credit is spent only in the currency it was earned in). */
export function balanceIn(wallet: Wallet | undefined, currency: string): number {
  return wallet?.balances.find((balance) => balance.currency === currency)?.amount ?? 0;
}

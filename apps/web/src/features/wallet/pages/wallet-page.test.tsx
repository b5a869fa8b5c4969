import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Wallet } from '@travel/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { mockApi } from '../../../testing/mock-api';
import { renderPageAt } from '../../../testing/render';
import { testProfile } from '../../../testing/session';
import { WalletPage } from './wallet-page';

beforeAll(() => i18n.loadNamespaces(['wallet']));

const wallet = (overrides: Partial<Wallet> = {}): Wallet => ({
  isEnabled: true,
  earnBasisPoints: 200,
  balances: [{ currency: 'EUR', amount: 1_500 }],
  entries: [
    {
      id: 'e2',
      kind: 'spent',
      amount: -1_000,
      currency: 'EUR',
      referenceNumber: 'FLAB12CD34',
      createdAt: '2026-11-24T10:00:00.000Z',
    },
    {
      id: 'e1',
      kind: 'earned',
      amount: 2_500,
      currency: 'EUR',
      referenceNumber: null,
      createdAt: '2026-11-20T10:00:00.000Z',
    },
  ],
  totalEntries: 2,
  ...overrides,
});

describe('/wallet', () => {
  it('shows the balance, the rule and the currency, and the history newest first', async () => {
    mockApi({ 'GET /api/user/wallet': () => ({ body: { data: wallet() } }) }, { profile: testProfile() });
    renderPageAt(<WalletPage />, '/wallet');
    expect((await screen.findByTestId('wallet-balance')).textContent).toBe('€15.00');
    expect(screen.getByText(/You earn 2% of each completed trip, credited after you travel\./)).toBeTruthy();
    const rows = within(screen.getByTestId('wallet-history')).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('Spent');
    expect(rows[1]?.textContent).toContain('FLAB12CD34');
    expect(rows[1]?.textContent).toContain('−€10.00');
    expect(rows[2]?.textContent).toContain('+€25.00');
  });

  it('says when there is no credit and no movement yet, and when the wallet is off', async () => {
    mockApi(
      {
        'GET /api/user/wallet': () => ({
          body: { data: wallet({ isEnabled: false, balances: [], entries: [], totalEntries: 0 }) },
        }),
      },
      { profile: testProfile() },
    );
    renderPageAt(<WalletPage />, '/wallet');
    expect((await screen.findByTestId('wallet-empty')).textContent).toBe('No movements yet.');
    expect(screen.getByTestId('wallet-balance').textContent).toBe('No credit yet');
    expect(screen.getByText('The reward wallet is not switched on for this account.')).toBeTruthy();
  });

  it('says when it cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    let isDown = true;
    mockApi(
      {
        'GET /api/user/wallet': () =>
          isDown
            ? { status: 500, body: { message: 'Something went wrong!', code: 'INTERNAL' } }
            : { body: { data: wallet() } },
      },
      { profile: testProfile() },
    );
    renderPageAt(<WalletPage />, '/wallet');
    expect((await screen.findByTestId('wallet-error', {}, { timeout: 5_000 })).textContent).toContain(
      'The wallet could not be loaded.',
    );
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('wallet-balance')).textContent).toBe('€15.00');
  });
});

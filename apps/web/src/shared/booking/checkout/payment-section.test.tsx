import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingBase } from '@travel/contracts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import type { ApiHandlers } from '../../../testing/mock-api';
import { renderPageAt } from '../../../testing/render';
import { signInAs, testProfile } from '../../../testing/session';
import { PaymentSection } from './payment-section';

beforeAll(() => i18n.loadNamespaces(['checkout', 'wallet']));

const walletWith = (amount: number, isEnabled = true) => ({
  'GET /api/user/wallet': () => ({
    body: {
      data: {
        isEnabled,
        earnBasisPoints: 200,
        balances: [{ currency: 'EUR', amount }],
        entries: [],
        totalEntries: 0,
      },
    },
  }),
});

function renderSection(approval: BookingBase['approval'], handlers: ApiHandlers = {}, customerId = testProfile()._id) {
  const pay = vi.fn();
  signInAs(testProfile(), handlers);
  renderPageAt(
    <PaymentSection
      booking={{
        bookingStatus: 'pending_payment',
        referenceNumber: 'FLAB12CD34',
        breakdown: { currency: 'EUR', lines: [], total: 120_000 },
        approval,
        customerId,
      }}
      held="Your seats are held under booking FLAB12CD34. Pay now to confirm it."
      payment={{ isPaying: false, error: null, pay }}
    />,
    '/pay',
  );
  return pay;
}

describe('the payment step', () => {
  it('offers no card form while an owner or admin has not approved the booking', () => {
    renderSection({ status: 'pending', reason: null });
    expect(screen.getByTestId('awaiting-approval').textContent).toContain('Waiting for approval');
    expect(screen.getByTestId('awaiting-approval').textContent).toContain(
      'An owner or admin has been asked to approve it',
    );
    expect(screen.queryByTestId('card-form')).toBeNull();
  });

  it('takes the card once approved, as for a booking that needs no approval', async () => {
    renderSection({ status: 'approved', reason: null });
    expect(screen.queryByTestId('awaiting-approval')).toBeNull();
    expect(await screen.findByTestId('card-form')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Pay / }).textContent).toContain('€1,200.00');
  });

  it('offers the credit in the booking currency; all of it by default, the rest by card', async () => {
    const user = userEvent.setup();
    renderSection(null, walletWith(20_000));
    const choice = await screen.findByTestId('credit-choice');
    expect(choice.textContent).toContain('Your credit: €200.00');
    expect(choice.textContent).toContain('Credit is spent only in EUR, the currency it was earned in.');
    await user.click(screen.getByRole('checkbox', { name: 'Use my credit' }));
    expect(choice.textContent).toContain('By card: €1,000.00');
    expect(screen.getByTestId('card-form').textContent).toContain('€1,000.00');
  });

  it('pays with credit alone when it covers the total: no card form', async () => {
    const user = userEvent.setup();
    const pay = renderSection(null, walletWith(500_000));
    await user.click(await screen.findByRole('checkbox', { name: 'Use my credit' }));
    expect(screen.queryByTestId('card-form')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pay €1,200.00 with credit' }));
    expect(pay).toHaveBeenCalledWith('FLAB12CD34', null, 120_000);
  });

  it("offers an agent paying a client's booking none of the agent's own credit", async () => {
    renderSection(null, walletWith(500_000), 'someone-else');
    expect(await screen.findByTestId('card-form')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('credit-choice')).toBeNull();
  });

  it('offers no credit when the wallet is off or empty', async () => {
    renderSection(null, walletWith(20_000, false));
    expect(await screen.findByTestId('card-form')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('credit-choice')).toBeNull();
  });
});

describe("the payment step's card gateway", () => {
  it('says clearly that a gateway this site has no client for cannot take cards, with no card fields', async () => {
    renderSection(
      { status: 'approved', reason: null },
      {
        'GET /api/getCurrentPaymentGateway': () => ({
          body: { data: { gateway: 'acmepay', publicKey: 'pk_live_1', tokenUrl: 'https://acmepay.example/tokens' } },
        }),
      },
    );
    const alert = await screen.findByTestId('card-gateway-error');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toBe(
      'Card payments are not availableThis site does not support the payment service “acmepay”. Please contact the agency.',
    );
    expect(screen.queryByTestId('card-form')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
  });
});

import { MantineProvider } from '@mantine/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Billings, Plan, Subscription } from '@travel/contracts';
import { queryClient, QueryProvider } from '../../../shared/api/query-provider';
import { i18n } from '../../../shared/i18n/i18n';
import { bodiesSent, callsTo, mockApi, type ApiAnswer, type ApiHandlers } from '../../../testing/mock-api';
import { renderUi } from '../../../testing/render';
import { signOut, testProfile } from '../../../testing/session';
import { SubscriptionPage } from './subscription-page';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@mantine/notifications', () => ({ notifications: { show: toast } }));

beforeAll(() => i18n.loadNamespaces(['billing', 'checkout']));
afterEach(() => {
  signOut();
  toast.mockClear();
});

const usd = (amount: number) => ({ amount, currency: 'USD' });
const plan = (planType: Plan['planType'], duration: Plan['duration'], amount: number): Plan => ({
  planType,
  duration,
  price: usd(amount),
  monthlyEquivalent: usd(duration === 'annual' ? amount / 0.8 : amount),
  features: ['website'],
});
const trial: Subscription = {
  planType: 'Starter',
  duration: 'monthly',
  status: 'trialing',
  isSubscribed: true,
  trialEndsAt: '2026-12-08T00:00:00.000Z',
  periodStart: null,
  periodEnd: null,
  dueAt: null,
  nextActionAt: '2026-12-08T00:00:00.000Z',
  credit: usd(0),
  couponCode: null,
  card: { brand: 'visa', last4: '4242', isVerified: true },
};
const billings: Billings = {
  plan: plan('Starter', 'monthly', 2900),
  taxPercent: 10,
  tax: usd(290),
  total: usd(3190),
  annualDiscountPercent: 20,
  trialDays: 14,
  plans: [
    plan('Starter', 'monthly', 2900),
    plan('Starter', 'annual', 27840),
    plan('Pro', 'monthly', 7900),
    plan('Pro', 'annual', 75840),
  ],
  invoices: [],
};

function render(subscribe: () => ApiAnswer, handlers: ApiHandlers = {}) {
  const fetchMock = mockApi(
    {
      ...handlers,
      'GET /api/agency/subscriptions': () => ({ body: { data: trial } }),
      'GET /api/agency/subscriptions/billings': () => ({ body: { data: billings } }),
      'GET /api/agency/subscriptions/payment-methods': () => ({
        body: { data: { card: trial.card, status: 'verified', challengeUrl: null } },
      }),
      'POST /api/agency/subscriptions': subscribe,
    },
    { profile: testProfile({ userType: 'AgencyOwner' }) },
  );
  queryClient.clear();
  document.cookie = 'has-session=1; Path=/';
  renderUi(
    <MantineProvider env="test">
      <QueryProvider>
        <SubscriptionPage />
      </QueryProvider>
    </MantineProvider>,
    { route: '/subscription' },
  );
  return fetchMock;
}

describe('/subscription', () => {
  it('shows the trial and the saved card, and subscribes to a plan with a coupon', async () => {
    const user = userEvent.setup();
    const fetchMock = render(() => ({
      body: { message: 'Your subscription is active', data: { ...trial, status: 'active', invoice: null } },
    }));
    expect(await screen.findByTestId('subscription-state')).toHaveProperty('textContent', 'Free trial');
    expect(screen.getByTestId('saved-card').textContent).toContain('visa ending 4242');
    await user.click(screen.getByRole('radio', { name: 'Annual (save 20%)' }));
    const starter = within(await screen.findByTestId('plan-Starter'));
    expect(starter.getByText('$278.40')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'launch50');
    await user.click(starter.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() =>
      expect(bodiesSent(fetchMock, 'POST', '/api/agency/subscriptions')).toEqual([
        { planType: 'Starter', duration: 'annual', couponCode: 'launch50' },
      ]),
    );
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Your subscription is active' })),
    );
  });

  it("shows a refused coupon in the server's words", async () => {
    const user = userEvent.setup();
    render(() => ({
      status: 400,
      body: {
        message: 'This coupon has expired',
        code: 'VALIDATION_FAILED',
        details: { couponCode: 'This coupon has expired' },
      },
    }));
    await user.type(await screen.findByRole('textbox', { name: 'Coupon code' }), 'OLD');
    await user.click(within(await screen.findByTestId('plan-Pro')).getByRole('button', { name: 'Subscribe' }));
    expect((await screen.findByTestId('plan-error')).textContent).toBe('This coupon has expired');
  });

  it("says 'Something went wrong!' when the server gives no message", async () => {
    const user = userEvent.setup();
    render(() => ({ status: 502, body: {} }));
    await user.type(await screen.findByRole('textbox', { name: 'Coupon code' }), 'ANY');
    await user.click(within(await screen.findByTestId('plan-Pro')).getByRole('button', { name: 'Subscribe' }));
    expect((await screen.findByTestId('plan-error')).textContent).toBe('Something went wrong!');
  });
});

describe("/subscription: the card form follows the server's gateway", () => {
  const gatewayAnswers = (...answers: ApiAnswer[]) => {
    let call = 0;
    return { 'GET /api/getCurrentPaymentGateway': () => answers[Math.min(call++, answers.length - 1)] };
  };
  const cardForm = async () => within(await screen.findByTestId('card-form'));

  it('saves the card with a token from the gateway the server names, at its token URL with its public key', async () => {
    const user = userEvent.setup();
    const fetchMock = render(() => ({ status: 500 }), {
      ...gatewayAnswers({
        body: { data: { gateway: 'sandbox', publicKey: 'pk_test_owner', tokenUrl: '/sandbox-gateway/v1/tokens' } },
      }),
      'POST /sandbox-gateway/v1/tokens': (_body, _url, headers) =>
        headers.get('authorization') === 'Bearer pk_test_owner'
          ? { body: { token: 'tok_card_0042', brand: 'visa', last4: '4242' } }
          : { status: 401, body: {} },
      'PATCH /api/agency/subscriptions/payment-methods': () => ({
        body: { data: { card: trial.card, status: 'verified', challengeUrl: null } },
      }),
    });
    const form = await cardForm();
    fireEvent.change(form.getByRole('textbox', { name: 'Name on card' }), { target: { value: 'Ana Silva' } });
    fireEvent.change(form.getByRole('textbox', { name: 'Card number' }), { target: { value: '4242424242424242' } });
    fireEvent.change(form.getByRole('textbox', { name: 'Expiry (MM/YY)' }), { target: { value: '1229' } });
    fireEvent.change(form.getByRole('textbox', { name: 'Security code' }), { target: { value: '123' } });
    await user.click(await form.findByRole('button', { name: 'Replace card' }));
    await waitFor(() =>
      expect(bodiesSent(fetchMock, 'PATCH', '/api/agency/subscriptions/payment-methods')).toEqual([
        { token: 'tok_card_0042' },
      ]),
    );
    expect(callsTo(fetchMock, '/api/getCurrentPaymentGateway')).toHaveLength(1);
  });

  it('says a gateway this site has no client for cannot take cards, instead of the form', async () => {
    render(() => ({ status: 500 }), {
      ...gatewayAnswers({
        body: { data: { gateway: 'acmepay', publicKey: 'pk_live_1', tokenUrl: 'https://acmepay.example/tokens' } },
      }),
    });
    const alert = await screen.findByTestId('card-gateway-error');
    expect(within(alert).getByText('Card payments are not available')).toBeTruthy();
    expect(
      within(alert).getByText('This site does not support the payment service “acmepay”. Please contact the agency.'),
    ).toBeTruthy();
    expect(screen.queryByTestId('card-form')).toBeNull();
    // The rest of the page stays usable.
    expect(await screen.findByTestId('plan-Pro')).toBeTruthy();
  });

  it('says the card form could not be loaded when the call fails, without a toast, and loads it on retry', async () => {
    const user = userEvent.setup();
    render(() => ({ status: 500 }), {
      ...gatewayAnswers(
        { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } },
        {
          body: { data: { gateway: 'sandbox', publicKey: 'pk_test_sandbox', tokenUrl: '/sandbox-gateway/v1/tokens' } },
        },
      ),
    });
    const alert = await screen.findByTestId('card-gateway-error');
    expect(within(alert).getByText('The card form could not be loaded')).toBeTruthy();
    expect(
      within(alert).getByText('We could not reach the payment service. Check your connection and try again.'),
    ).toBeTruthy();
    expect(toast).not.toHaveBeenCalled();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('card-form')).dataset.gateway).toBe('sandbox');
    expect(screen.queryByTestId('card-gateway-error')).toBeNull();
  });
});

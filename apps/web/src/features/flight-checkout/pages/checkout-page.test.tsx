import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { AGENT, callsTo, CLIENT, mockApi, quote, renderAt, signOut, stored } from '../testing/checkout-fixtures';
import { CheckoutPage } from './checkout-page';

vi.mock('../../../shared/ui/notify', () => ({ showErrorToast: vi.fn(), notify: vi.fn() }));

const QUOTE = quote();
const DRAFT = 'd1d1d1d1-1111-4111-8111-111111111111';

const renderCheckout = (quoteId = QUOTE.quoteId) =>
  renderAt(<CheckoutPage />, {
    path: '/booknow/flights/checkout',
    route: `/booknow/flights/checkout?quote=${quoteId}`,
  });
const priceLines = () => screen.getAllByTestId('price-line').map((line) => line.textContent);

beforeAll(() => i18n.loadNamespaces(['checkout', 'widgets']));
afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

describe('checkout: the markup', () => {
  it('names the markup to an agent: its own price line and the markup the quote includes', async () => {
    mockApi({ 'POST /api/flight/flightStore': () => stored(DRAFT, QUOTE) }, AGENT);
    renderCheckout();
    expect((await screen.findByTestId('markup-note')).textContent).toBe('Includes your markup of 8%');
    expect(priceLines()).toContain('Agency markup€80.00');
  });

  it('shows a fixed markup to an agent as money of the quote currency', async () => {
    mockApi(
      { 'POST /api/flight/flightStore': () => stored(DRAFT, quote({ markupType: 'fixed', markup: 2301 })) },
      AGENT,
    );
    renderCheckout();
    expect((await screen.findByTestId('markup-note')).textContent).toBe('Includes your markup of €23.01');
  });

  it('never names the markup to a customer: a service charge, no markup note', async () => {
    const fetchMock = mockApi({ 'POST /api/flight/flightStore': () => stored(DRAFT, QUOTE) }, CLIENT);
    renderCheckout();
    expect(await screen.findByText('Continue to payment')).toBeTruthy();
    // Once the profile is in (an agent's note would show by then).
    await vi.waitFor(() => expect(callsTo(fetchMock, '/api/user/getProfile')).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(priceLines()).toContain('Agency service charge€80.00');
    expect(screen.queryByTestId('markup-note')).toBeNull();
    expect(document.body.textContent).not.toMatch(/markup/i);
  });
});

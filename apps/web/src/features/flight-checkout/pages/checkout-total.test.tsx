import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { signOut } from '../../../testing/session';
import { CLIENT, mockApi, quote, renderAt, stored } from '../testing/checkout-fixtures';
import { CheckoutPage } from './checkout-page';

vi.mock('../../../shared/ui/notify', () => ({ showErrorToast: vi.fn(), notify: vi.fn() }));

const QUOTE = quote();
const DRAFT = 'd4d4d4d4-4444-4444-8444-444444444444';

beforeAll(() => i18n.loadNamespaces(['checkout', 'widgets']));
afterEach(() => signOut());

describe('checkout on a phone', () => {
  it("shows the total just before 'Continue to payment' (the price box comes after the form there)", async () => {
    mockApi({ 'POST /api/flight/flightStore': () => stored(DRAFT, QUOTE) }, CLIENT);
    renderAt(<CheckoutPage />, {
      path: '/booknow/flights/checkout',
      route: `/booknow/flights/checkout?quote=${QUOTE.quoteId}`,
    });
    const button = await screen.findByRole('button', { name: 'Continue to payment' });
    const line = screen.getByTestId('total-before-continue');
    // Only under the md breakpoint, where the price column falls below the form.
    expect(line.className).toContain('mantine-hidden-from-md');
    expect(line.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(line.compareDocumentPosition(screen.getByTestId('price-breakdown')) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(within(line).getByText('Total')).toBeTruthy();
    expect(within(line).getByText(screen.getByTestId('price-total').textContent ?? '-')).toBeTruthy();
  });
});

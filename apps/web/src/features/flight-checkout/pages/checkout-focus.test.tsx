import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { callsTo } from '../../../testing/mock-api';
import { signOut } from '../../../testing/session';
import { CLIENT, mockApi, quote, renderAt, stored, TRAVELERS } from '../testing/checkout-fixtures';
import { CheckoutPage } from './checkout-page';

vi.mock('../../../shared/ui/notify', () => ({ showErrorToast: vi.fn(), notify: vi.fn() }));

const QUOTE = quote();
const DRAFT = 'd5d5d5d5-5555-4555-8555-555555555555';

beforeAll(() => i18n.loadNamespaces(['checkout', 'widgets']));
afterEach(() => {
  signOut();
  vi.restoreAllMocks();
});

function renderCheckout() {
  const fetchMock = mockApi({ 'POST /api/flight/flightStore': () => stored(DRAFT, QUOTE) }, CLIENT);
  renderAt(<CheckoutPage />, {
    path: '/booknow/flights/checkout',
    route: `/booknow/flights/checkout?quote=${QUOTE.quoteId}`,
  });
  return fetchMock;
}

describe('checkout: an invalid submit', () => {
  it('scrolls to and focuses the first invalid field (spec 5), not the button at the bottom', async () => {
    const user = userEvent.setup();
    const scrolled: Element[] = [];
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement) {
      scrolled.push(this);
    });
    const fetchMock = renderCheckout();
    const forms = await screen.findAllByTestId('traveler');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const first = within(forms[0] as HTMLElement).getByRole('textbox', { name: 'Given names' });
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(scrolled).toEqual([first]);
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(fetchMock, '/api/flight/booking')).toEqual([]);
  });

  it("goes to the child's date of birth when it is the only field left wrong", async () => {
    const user = userEvent.setup();
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    renderCheckout();
    const forms = await screen.findAllByTestId('traveler');
    for (const [index, traveler] of TRAVELERS.entries()) {
      const form = within(forms[index] as HTMLElement);
      fireEvent.change(form.getByRole('textbox', { name: 'Given names' }), { target: { value: traveler.givenName } });
      fireEvent.change(form.getByRole('textbox', { name: 'Family name' }), { target: { value: traveler.familyName } });
      // The child is given an adult's birth date.
      fireEvent.change(form.getByLabelText(/Date of birth/), { target: { value: TRAVELERS[0].birthDate } });
    }
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const childBirthDate = within(forms[2] as HTMLElement).getByLabelText(/Date of birth/);
    await waitFor(() => expect(document.activeElement).toBe(childBirthDate));
    expect(screen.getByText('A child must be 2 to 11 on the day of departure')).toBeTruthy();
    // The ages read as on the search's traveller counter.
    expect(within(forms[2] as HTMLElement).getByText('2 to 11 years')).toBeTruthy();
    expect(within(forms[0] as HTMLElement).getByText('12 years or older')).toBeTruthy();
  });
});

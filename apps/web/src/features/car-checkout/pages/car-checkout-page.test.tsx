import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CarQuote } from '@travel/contracts';
import { i18n } from '../../../shared/i18n/i18n';
import { carBooking } from '../../../testing/car-booking';
import { AGENT, CLIENT } from '../../../testing/checkout-users';
import { callsTo, mockApi, type ApiHandlers } from '../../../testing/mock-api';
import { renderAt } from '../../../testing/render-route';
import { signOut } from '../../../testing/session';
import { keepCarDraft } from '../lib/car-draft';
import { CAR_ID, carQuote, QUOTE_ID, SEARCH } from '../testing/car-fixtures';
import { CarCheckoutPage } from './car-checkout-page';

vi.mock('../../../shared/ui/notify', () => ({ showErrorToast: vi.fn(), notify: vi.fn() }));

const PATH = '/booknow/cars/checkout';
const ENTRY = `${PATH}?${new URLSearchParams({ carId: CAR_ID, search: SEARCH }).toString()}`;
const DRAFT = `${ENTRY}&quote=${QUOTE_ID}`;
const RESULTS = `/booknow/cars/search?${SEARCH}`;
const DETAILS = `/booknow/cars/result-details?${new URLSearchParams({ carId: CAR_ID, search: SEARCH }).toString()}`;
const renderCheckout = (route = ENTRY) => renderAt(<CarCheckoutPage />, { path: PATH, route });
/** The agency's refund protection as GET /api/refund-protects answers it: base64 of its JSON. */
const protection = (isEnabled: boolean) => () => ({
  body: { data: btoa(JSON.stringify({ isEnabled, refundProtectMarkup: 8 })) },
});

/** checkout answers `quote`; refund protection is off unless handlers say otherwise. */
function pricing(quote: CarQuote, extra: ApiHandlers = {}, profile = CLIENT) {
  return mockApi(
    {
      'POST /api/car-rental/checkout': () => ({ body: { data: quote } }),
      'GET /api/refund-protects': protection(false),
      ...extra,
    },
    { profile },
  );
}

const fill = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

beforeAll(() => i18n.loadNamespaces(['car-booking', 'checkout', 'trips', 'widgets']));
afterEach(() => {
  signOut();
  sessionStorage.clear();
});

describe('car checkout: the price', () => {
  it('prices the offer again on entry and keeps the quote as the draft the address names', async () => {
    const fetchMock = pricing(carQuote());
    renderCheckout();
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy();
    expect(callsTo(fetchMock, '/api/car-rental/checkout').map((call) => call.body)).toEqual([{ carId: CAR_ID }]);
    const summary = within(screen.getByTestId('rental-summary'));
    expect(summary.getByText('Volkswagen Golf or similar')).toBeTruthy();
    expect(summary.getByTestId('summary-pickup').textContent).toBe(
      'Pick-up Dec 24, 2026, 10:00 AM (Lisbon time) · Lisbon Airport',
    );
    expect(summary.getByTestId('summary-cancellation').textContent).toBe(
      'Free cancellation until Dec 22, 2026, 10:00 AM (Lisbon time).',
    );
    expect(screen.getByTestId('price-total').textContent).toBe('€200.00');
    expect(screen.getByTestId('pay-at-counter').textContent).toBe('Paid at the counter: €119.00');
    expect(screen.getByTestId('driver-age').textContent).toBe("Driver's age at pick-up: 23 (as searched)");
    // The customer drives unless typed otherwise.
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'First name' }).value).toBe('Clara');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Last name' }).value).toBe('Client');
  });

  it('resumes a draft kept in this tab after a reload, without pricing again', async () => {
    keepCarDraft({ quote: carQuote(), client: null });
    const fetchMock = pricing(carQuote());
    renderCheckout(DRAFT);
    expect(await screen.findByRole('button', { name: 'Continue to payment' })).toBeTruthy();
    expect(callsTo(fetchMock, '/api/car-rental/checkout')).toEqual([]);
  });

  it('prices again when the draft of the address has expired', async () => {
    keepCarDraft({ quote: carQuote({ expiresAt: new Date(Date.now() - 1000).toISOString() }), client: null });
    const fresh = carQuote({ quoteId: '0c6f9f5e-2222-4333-8444-000000000012' });
    const fetchMock = pricing(fresh);
    renderCheckout(DRAFT);
    expect(await screen.findByRole('button', { name: 'Continue to payment' })).toBeTruthy();
    expect(callsTo(fetchMock, '/api/car-rental/checkout')).toHaveLength(1);
  });

  it('shows a changed price first; accepting continues at the new price', async () => {
    const user = userEvent.setup();
    pricing(carQuote({ status: 'changed', previousTotal: 18900 }));
    renderCheckout();
    const dialog = await screen.findByRole('dialog', { name: 'The price has changed' });
    expect(
      within(dialog).getByText('The rental company changed the price of this car since your search.'),
    ).toBeTruthy();
    expect(within(dialog).getByTestId('old-price').textContent).toBe('€189.00');
    expect(within(dialog).getByTestId('new-price').textContent).toBe('€200.00');
    expect(screen.getByRole('button', { name: 'Continue to payment', hidden: true })).toHaveProperty('disabled', true);
    await user.click(within(dialog).getByRole('button', { name: 'Accept new price' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toHaveProperty('disabled', false);
  });

  it("declining a changed price goes back to the offer's details", async () => {
    const user = userEvent.setup();
    pricing(carQuote({ status: 'changed', previousTotal: 18900 }));
    renderCheckout();
    const dialog = await screen.findByRole('dialog', { name: 'The price has changed' });
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect((await screen.findByTestId('location')).textContent).toBe(DETAILS);
    expect(sessionStorage.length).toBe(0);
  });

  it('says a car that sold out since the search has gone, and leads back to the results', async () => {
    mockApi(
      {
        'POST /api/car-rental/checkout': () => ({
          status: 409,
          body: { message: 'This car is no longer available', code: 'SOLD_OUT' },
        }),
      },
      { profile: CLIENT },
    );
    renderCheckout();
    const notice = within(await screen.findByTestId('stop-notice'));
    expect(notice.getByText('This car has just been taken')).toBeTruthy();
    expect(notice.getByRole('link', { name: 'Back to results' }).getAttribute('href')).toBe(RESULTS);
  });

  it('leads an expired offer to a new search', async () => {
    mockApi(
      {
        'POST /api/car-rental/checkout': () => ({
          status: 410,
          body: { message: 'This offer has expired', code: 'OFFER_EXPIRED' },
        }),
      },
      { profile: CLIENT },
    );
    renderCheckout();
    const notice = within(await screen.findByTestId('stop-notice'));
    expect(notice.getByRole('link', { name: 'Search again' }).getAttribute('href')).toBe(RESULTS);
  });
});

describe('car checkout: refund protection', () => {
  it('offers it when the agency does, adding its price to the total, and reserves with it', async () => {
    const user = userEvent.setup();
    const held = carBooking({ referenceNumber: 'CRHELD0001', bookingStatus: 'pending_payment', payment: null });
    const fetchMock = pricing(carQuote(), {
      'GET /api/refund-protects': protection(true),
      'POST /api/car-rental/reserveCar': () => ({ body: { data: held } }),
      'POST /api/car-rental/findReservation': () => ({ body: { data: held } }),
    });
    renderCheckout();
    const option = await screen.findByRole('checkbox', { name: 'Add refund protection (€16.00)' });
    await user.click(option);
    expect(screen.getByTestId('price-total').textContent).toBe('€216.00');
    fill('Arriving flight number (optional)', 'tp1234');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));

    await waitFor(() => expect(callsTo(fetchMock, '/api/car-rental/reserveCar')).toHaveLength(1));
    const [call] = callsTo(fetchMock, '/api/car-rental/reserveCar');
    expect(call?.body).toEqual({
      quoteId: QUOTE_ID,
      driver: { givenName: 'Clara', familyName: 'Client', age: 23 },
      flightNumber: 'TP1234',
      contact: { email: CLIENT.email, phone: '+351 912 345 678' },
      isTripProtectionSelected: true,
    });
    expect(call?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(
      await screen.findByText('Your car is reserved under booking CRHELD0001. Pay now to confirm it.'),
    ).toBeTruthy();
    expect(await screen.findByRole('textbox', { name: 'Card number' })).toBeTruthy();
  });

  it('is not offered when the agency has it off or its fetch fails (markup 0)', async () => {
    pricing(carQuote(), { 'GET /api/refund-protects': () => ({ status: 500, body: { message: 'Down' } }) });
    renderCheckout();
    await screen.findByRole('button', { name: 'Continue to payment' });
    expect(screen.queryByRole('checkbox', { name: /refund protection/ })).toBeNull();
    expect(screen.getByTestId('price-total').textContent).toBe('€200.00');
  });
});

describe('car checkout: the form', () => {
  it('flags the wrong fields on submit, focuses the first, and reserves nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = pricing(carQuote());
    renderCheckout();
    await screen.findByRole('button', { name: 'Continue to payment' });
    fill('First name', '');
    fill('Arriving flight number (optional)', 'not a flight');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(screen.getByText('A flight number such as TP1234')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'First name' })));
    expect(callsTo(fetchMock, '/api/car-rental/reserveCar')).toEqual([]);
  });

  it('an agent prices the same car for a client and reserves it for them', async () => {
    const user = userEvent.setup();
    const client = { _id: '1c2d3e4f-1111-4222-8333-000000000011', name: 'Rita Client', email: 'rita@demo.test' };
    const forClient = carQuote({ quoteId: '0c6f9f5e-2222-4333-8444-000000000010' });
    const fetchMock = pricing(
      carQuote(),
      {
        'POST /api/car-rental/checkout': (body) => ({
          body: { data: (body as { clientId?: string }).clientId ? forClient : carQuote() },
        }),
        'GET /api/user/list/email': () => ({ body: { data: [{ ...client, userType: 'Client' }] } }),
        'POST /api/car-rental/reserveCar': () => ({ body: { data: carBooking({ bookingStatus: 'pending_payment' }) } }),
      },
      AGENT,
    );
    renderCheckout();
    await screen.findByRole('button', { name: 'Continue to payment' });
    await user.type(screen.getByRole('searchbox', { name: 'Book for a client: their e-mail' }), 'rita');
    await user.click(await screen.findByTestId('client-result'));
    await waitFor(() => expect(screen.getByTestId('booking-for').textContent).toContain('Rita Client'));
    expect(callsTo(fetchMock, '/api/car-rental/checkout').at(-1)?.body).toEqual({
      carId: CAR_ID,
      clientId: client._id,
    });
    fill('First name', 'Rita');
    fill('Last name', 'Client');
    fill('Phone', '+351 912 000 111');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/car-rental/reserveCar')).toHaveLength(1));
    expect(callsTo(fetchMock, '/api/car-rental/reserveCar')[0]?.body).toMatchObject({
      quoteId: forClient.quoteId,
      clientId: client._id,
      contact: { email: client.email },
    });
  });
});

describe('car checkout: paying a rental', () => {
  it('pays a rental awaiting payment opened from My Trips and opens its confirmation', async () => {
    const user = userEvent.setup();
    const held = carBooking({ referenceNumber: 'CRHELD0001', bookingStatus: 'pending_payment', payment: null });
    const paid = carBooking({ referenceNumber: 'CRHELD0001' });
    const fetchMock = mockApi(
      {
        'POST /api/car-rental/findReservation': () => ({ body: { data: held } }),
        'POST /sandbox-gateway/v1/tokens': () => ({ body: { token: 'tok_visa_123456', brand: 'visa', last4: '4242' } }),
        'POST /api/car-rental/payment': () => ({
          body: { data: { status: 'succeeded', challengeUrl: null, message: null, booking: paid } },
        }),
      },
      { profile: CLIENT },
    );
    renderCheckout(`${PATH}?booking=CRHELD0001`);
    expect(
      await screen.findByText('Your car is reserved under booking CRHELD0001. Pay now to confirm it.'),
    ).toBeTruthy();
    await user.type(await screen.findByRole('textbox', { name: 'Name on card' }), 'Clara Client');
    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4242424242424242');
    await user.type(screen.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '1230');
    await user.type(screen.getByRole('textbox', { name: 'Security code' }), '123');
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/car-rental/payment')).toHaveLength(1));
    expect(callsTo(fetchMock, '/api/car-rental/payment')[0]?.body).toEqual({
      referenceNumber: 'CRHELD0001',
      paymentToken: 'tok_visa_123456',
    });
    expect((await screen.findByTestId('location')).textContent).toBe(
      '/booknow/cars/confirm-payment?referenceNumber=CRHELD0001',
    );
  });

  it('says a rental that is not awaiting payment cannot be paid, with the way to it', async () => {
    mockApi({ 'POST /api/car-rental/findReservation': () => ({ body: { data: carBooking() } }) }, { profile: CLIENT });
    renderCheckout(`${PATH}?booking=CR4XK7M2QP`);
    expect(await screen.findByText('Booking CR4XK7M2QP is not awaiting payment.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View the booking' }).getAttribute('href')).toBe(
      '/booknow/cars/reservation-details?referenceNumber=CR4XK7M2QP',
    );
  });
});

import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { carBooking } from '../../../testing/car-booking';
import { CLIENT } from '../../../testing/checkout-users';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { renderAt } from '../../../testing/render-route';
import { signOut } from '../../../testing/session';
import { CarConfirmPaymentPage } from './confirm-payment-page';

vi.mock('../../../shared/ui/notify', () => ({ showErrorToast: vi.fn(), notify: vi.fn() }));

const PATH = '/booknow/cars/confirm-payment';
const renderConfirm = (booking = carBooking(), route = `${PATH}?referenceNumber=${booking.referenceNumber}`) => {
  const fetchMock = mockApi(
    { 'POST /api/car-rental/findReservation': () => ({ body: { data: booking } }) },
    { profile: CLIENT },
  );
  renderAt(<CarConfirmPaymentPage />, { path: PATH, route });
  return fetchMock;
};

beforeAll(() => i18n.loadNamespaces(['car-booking', 'checkout', 'trips', 'widgets']));
afterEach(() => {
  signOut();
  sessionStorage.clear();
});

describe('car confirm-payment', () => {
  it("shows the confirmed rental: reference, the company's number, what was paid, the terms PDF and the ways on", async () => {
    const fetchMock = renderConfirm();
    expect(await screen.findByRole('heading', { level: 1, name: 'Car rental confirmed' })).toBeTruthy();
    expect(callsTo(fetchMock, '/api/car-rental/findReservation').map((call) => call.body)).toEqual([
      { referenceNumber: 'CR4XK7M2QP' },
    ]);
    expect(screen.getByTestId('reference-number').textContent).toBe('CR4XK7M2QP');
    expect(screen.getByTestId('confirmation-number').textContent).toBe('Atlas Drive confirmation: ATL-558210');
    expect(screen.getAllByTestId('booking-status')[0]?.textContent).toBe('Confirmed');
    expect(screen.getByTestId('paid-amount').textContent).toBe('Paid €200.00');
    expect(screen.getByTestId('counter-amount').textContent).toBe('Paid at the counter: €119.00');
    const pdf = screen.getAllByRole('link', { name: 'Rental terms (PDF)' })[0];
    expect(pdf?.getAttribute('href')).toBe('/api/car-rental/booking-terms/CR4XK7M2QP');
    expect(screen.getByRole('link', { name: 'View the reservation' }).getAttribute('href')).toBe(
      '/booknow/cars/reservation-details?referenceNumber=CR4XK7M2QP',
    );
    expect(screen.getByRole('link', { name: 'My trips' }).getAttribute('href')).toBe('/mytrip');
    expect(screen.getByTestId('car-driver').textContent).toBe('Main driver: Clara Client, 23');
    expect(screen.getByTestId('cancellation-terms').textContent).toContain(
      'Free cancellation until Dec 22, 2026, 10:00 AM (Lisbon time).',
    );
    expect(within(screen.getByTestId('charges-counter')).getByText('One-way fee')).toBeTruthy();
  });

  it('offers to pay a rental still awaiting payment, without claiming it was paid', async () => {
    renderConfirm(carBooking({ bookingStatus: 'pending_payment', payment: null, confirmationNumber: null }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your car is reserved, awaiting payment' }),
    ).toBeTruthy();
    expect(screen.queryByTestId('paid-amount')).toBeNull();
    expect(screen.getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe(
      '/booknow/cars/checkout?booking=CR4XK7M2QP',
    );
  });

  it('finishes a payment back from 3-D Secure and opens the paid rental', async () => {
    sessionStorage.setItem(
      'car-checkout:pending-payment',
      JSON.stringify({ referenceNumber: 'CR4XK7M2QP', paymentToken: 'tok_3ds_1234', resumeKey: 'k-1', draftId: null }),
    );
    const fetchMock = mockApi(
      {
        'POST /api/car-rental/payment': () => ({
          body: { data: { status: 'succeeded', challengeUrl: null, message: null, booking: carBooking() } },
        }),
        'POST /api/car-rental/findReservation': () => ({ body: { data: carBooking() } }),
      },
      { profile: CLIENT },
    );
    renderAt(<CarConfirmPaymentPage />, { path: PATH, route: `${PATH}?resume=CR4XK7M2QP&challenge=approved` });
    // The payment finishes, then the same page shows the paid rental by its reference.
    expect(await screen.findByRole('heading', { level: 1, name: 'Car rental confirmed' })).toBeTruthy();
    expect(sessionStorage.getItem('car-checkout:pending-payment')).toBeNull();
    expect(callsTo(fetchMock, '/api/car-rental/payment')[0]?.body).toEqual({
      referenceNumber: 'CR4XK7M2QP',
      paymentToken: 'tok_3ds_1234',
    });
  });

  it("shows the server's message when the rental cannot be read", async () => {
    mockApi(
      {
        'POST /api/car-rental/findReservation': () => ({
          status: 404,
          body: { message: 'Booking not found', code: 'NOT_FOUND' },
        }),
      },
      { profile: CLIENT },
    );
    renderAt(<CarConfirmPaymentPage />, { path: PATH, route: `${PATH}?referenceNumber=CRNOPE0001` });
    expect((await screen.findByRole('alert')).textContent).toBe('Booking not found');
  });
});

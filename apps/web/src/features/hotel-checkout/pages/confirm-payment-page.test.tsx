import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { CLIENT } from '../../../testing/checkout-users';
import { hotelBooking } from '../../../testing/hotel-booking';
import { mockApi } from '../../../testing/mock-api';
import { renderAt } from '../../../testing/render-route';
import { signOut } from '../../../testing/session';
import { ConfirmPaymentPage } from './confirm-payment-page';

const PATH = '/booknow/hotels/confirm-payment';
const renderConfirm = (booking = hotelBooking()) => {
  mockApi(
    { [`GET /api/v3/hotel/hotel-booking/${booking.referenceNumber}`]: () => ({ body: { data: booking } }) },
    { profile: CLIENT },
  );
  return renderAt(<ConfirmPaymentPage />, { path: PATH, route: `${PATH}?referenceNumber=${booking.referenceNumber}` });
};

beforeAll(() => i18n.loadNamespaces(['hotel-booking', 'trips', 'widgets']));
afterEach(() => signOut());

describe('hotel confirm-payment', () => {
  it('shows the confirmed stay: reference, what was paid, free cancellation in hotel time, voucher and the ways on', async () => {
    renderConfirm();
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeTruthy();
    expect(screen.getByTestId('reference-number').textContent).toBe('HT7QK2M9PL');
    expect(screen.getByText('Hotel confirmation: NYC-88231')).toBeTruthy();
    expect(screen.getByTestId('supplier-status').textContent).toBe('Confirmed by the hotel');
    expect(screen.getByTestId('paid-amount').textContent).toBe('Paid $1,476.00');
    expect(screen.getByTestId('free-cancellation').textContent).toBe(
      'Free cancellation until Dec 10, 2026, 6:00 PM (New York time).',
    );
    expect(screen.getByTestId('voucher-link').getAttribute('href')).toBe('/api/v2/hotel/voucher/HT7QK2M9PL');
    expect(screen.getByRole('link', { name: 'View the reservation' }).getAttribute('href')).toBe(
      '/hotel-details?referenceNumber=HT7QK2M9PL',
    );
    expect(screen.getByRole('link', { name: 'My trips' }).getAttribute('href')).toBe('/mytrip');
    const rooms = screen.getByTestId('hotel-rooms');
    expect(within(rooms).getByText('Tiago Client (child, 7 years)')).toBeTruthy();
  });

  it('explains a pre-confirmed booking: paid, the hotel has yet to confirm', async () => {
    renderConfirm(hotelBooking({ bookedStatus: 'PRECONFIRMED', isVerified: false, hotelConfirmationNumber: null }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking paid, awaiting the hotel' })).toBeTruthy();
    expect(screen.getByTestId('supplier-status').textContent).toBe('Pre-confirmed');
    expect(screen.getByTestId('status-explained').textContent).toContain('The hotel has not confirmed the room yet.');
  });

  it('says a non-refundable stay cannot be cancelled free, and shows no voucher link before one exists', async () => {
    const booking = hotelBooking({ pdfurl: null });
    renderConfirm({
      ...booking,
      cancellationPolicy: {
        ...booking.cancellationPolicy,
        refundable: false,
        freeCancellationUntil: null,
        freeCancellationUntilLocal: null,
      },
    });
    expect((await screen.findByTestId('free-cancellation')).textContent).toBe(
      'This rate cannot be cancelled free of charge.',
    );
    expect(screen.queryByTestId('voucher-link')).toBeNull();
  });
});

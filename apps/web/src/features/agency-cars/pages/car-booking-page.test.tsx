import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { mockApi, renderPage } from '../../../testing/agency-fixtures';
import { carBooking, freeCancellation } from '../../../testing/car-booking';
import { callsTo } from '../../../testing/mock-api';
import { signOut } from '../../../testing/session';
import { CarBookingPage } from './car-booking-page';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@mantine/notifications', () => ({ notifications: { show: toast } }));

beforeAll(() => i18n.loadNamespaces(['agency', 'car-booking', 'trips', 'widgets']));
beforeEach(() => toast.mockClear());
afterEach(() => signOut());

const booking = carBooking();
const LIST = '/api/agency/cars/bookings';
const { quote: penalty, cancel: cancelled } = freeCancellation(booking);
const messages = () => toast.mock.calls.map(([options]) => (options as { message: string }).message);

describe('/bookings/cars/:id', () => {
  it('shows the rental with places, cover, charges, terms, price and payment, and cancels it after the quote', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      [`GET ${LIST}/${booking.bookingId}`]: () => ({ body: { data: booking } }),
      [`POST ${LIST}/getPenalty`]: penalty,
      [`POST ${LIST}/cancel`]: cancelled,
    });
    renderPage(<CarBookingPage />, { path: '/bookings/cars/:id', route: `/bookings/cars/${booking.bookingId}` });

    expect((await screen.findByTestId('reference-number')).textContent).toBe(booking.referenceNumber);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Volkswagen Golf or similar');
    expect(screen.getByTestId('car-confirmation').textContent).toBe('ATL-558210');
    expect(screen.getByTestId('pickup-time').textContent).toBe('Dec 24, 2026, 10:00 AM (Lisbon time)');
    expect(screen.getByTestId('payment-card').textContent).toBe('Paid by Visa •••• 4242');
    expect(screen.getByRole('link', { name: 'All car bookings' }).getAttribute('href')).toBe('/bookings/cars');

    await user.click(screen.getByRole('button', { name: 'Get cancellation quote' }));
    expect((await screen.findByTestId('refund-amount')).textContent).toBe('€200.00');
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = within(await screen.findByRole('dialog', { name: `Cancel booking ${booking.referenceNumber}?` }));
    await user.click(dialog.getByRole('button', { name: 'Confirm cancellation' }));

    await waitFor(() => expect(screen.getByTestId('booking-status').textContent).toBe('Cancelled'));
    expect(callsTo(fetchMock, `${LIST}/cancel`)).toHaveLength(1);
    expect(messages()).toEqual(['Booking Cancelled Successfully']);
    expect(screen.getByText('Nothing more can be done with this booking.')).toBeTruthy();
  });
});

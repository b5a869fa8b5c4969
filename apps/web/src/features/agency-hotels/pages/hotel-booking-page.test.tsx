import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { mockApi, renderPage } from '../../../testing/agency-fixtures';
import { hotelBooking } from '../../../testing/hotel-booking';
import { callsTo } from '../../../testing/mock-api';
import { signOut } from '../../../testing/session';
import { HotelBookingPage } from './hotel-booking-page';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@mantine/notifications', () => ({ notifications: { show: toast } }));

beforeAll(() => i18n.loadNamespaces(['agency', 'trips', 'widgets']));
beforeEach(() => toast.mockClear());
afterEach(() => signOut());

const booking = hotelBooking();
const path = `/api/agency/hotels/bookings/${booking.bookingId}`;
const renderDetail = () =>
  renderPage(<HotelBookingPage />, { path: '/bookings/hotels/:id', route: `/bookings/hotels/${booking.bookingId}` });
const messages = () => toast.mock.calls.map(([options]) => (options as { message: string }).message);

describe('/bookings/hotels/:id', () => {
  it('shows the booking with its stay, rooms, terms, price and payment, and cancels it after the quote', async () => {
    const user = userEvent.setup();
    const answer = hotelBooking({ bookingStatus: 'cancelled', cancelledAt: '2026-12-10T23:30:00.000Z' });
    const fetchMock = mockApi({
      [`GET ${path}`]: () => ({ body: { data: booking } }),
      'POST /api/agency/hotels/bookings/getPenalty': () => ({
        body: {
          data: {
            referenceNumber: booking.referenceNumber,
            penalty: { amount: 0, currency: 'USD' },
            refund: { amount: 147600, currency: 'USD' },
            isVoidable: false,
          },
        },
      }),
      'POST /api/agency/hotels/bookings/cancel': () => ({
        body: { data: answer, message: 'Booking Cancelled Successfully' },
      }),
    });
    renderDetail();

    expect((await screen.findByTestId('reference-number')).textContent).toBe(booking.referenceNumber);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hudson Park Hotel');
    expect(screen.getByTestId('hotel-confirmation').textContent).toBe('NYC-88231');
    expect(within(screen.getByTestId('hotel-rooms')).getByText('Deluxe Double Room')).toBeTruthy();
    expect(screen.getByTestId('hotel-cancellation-terms').textContent).toContain('(New York time)');
    expect(screen.getByTestId('payment-card').textContent).toBe('Paid by Visa •••• 4242');
    expect(screen.getByRole('link', { name: 'All hotel bookings' }).getAttribute('href')).toBe('/bookings/hotels');

    await user.click(screen.getByRole('button', { name: 'Get cancellation quote' }));
    expect((await screen.findByTestId('refund-amount')).textContent).toBe('$1,476.00');
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = within(await screen.findByRole('dialog', { name: `Cancel booking ${booking.referenceNumber}?` }));
    await user.click(dialog.getByRole('button', { name: 'Confirm cancellation' }));

    await waitFor(() => expect(screen.getByTestId('booking-status').textContent).toBe('Cancelled'));
    expect(callsTo(fetchMock, '/api/agency/hotels/bookings/cancel')).toHaveLength(1);
    expect(messages()).toEqual(['Booking Cancelled Successfully']);
    expect(screen.getByText('Nothing more can be done with this booking.')).toBeTruthy();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { mockApi, renderPage } from '../../../testing/agency-fixtures';
import { carBooking, freeCancellation } from '../../../testing/car-booking';
import { callsTo } from '../../../testing/mock-api';
import { signOut } from '../../../testing/session';
import { AgencyBookingsPage } from './bookings-page';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@mantine/notifications', () => ({ notifications: { show: toast } }));

beforeAll(() => i18n.loadNamespaces(['agency', 'car-booking', 'trips', 'widgets']));
beforeEach(() => toast.mockClear());
afterEach(() => signOut());

const booking = carBooking();
const LIST = '/api/agency/cars/bookings';
const { quote: penalty, cancel: cancelled } = freeCancellation(booking);
const messages = () => toast.mock.calls.map(([options]) => (options as { message: string }).message);

describe('/bookings/cars', () => {
  it('lists the car bookings with car, rental, confirmation and status, and cancels one from its row', async () => {
    const user = userEvent.setup();
    const unpaid = carBooking({
      bookingId: '6b2f3c4d-1111-4222-8333-000000000004',
      referenceNumber: 'CRUNPAID01',
      bookingStatus: 'pending_payment',
      payment: null,
      confirmationNumber: null,
    });
    const fetchMock = mockApi({
      [`GET ${LIST}`]: () => ({ body: { data: { cars: [booking, unpaid], totalCarRecords: 2 } } }),
      [`POST ${LIST}/getPenalty`]: penalty,
      [`POST ${LIST}/cancel`]: cancelled,
    });
    renderPage(<AgencyBookingsPage vertical="car" />, { path: '/bookings/cars', route: '/bookings/cars' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Car bookings' })).toBeTruthy();
    const rows = await screen.findAllByTestId('booking-row');
    const row = within(rows.find((element) => element.dataset.reference === booking.referenceNumber) as HTMLElement);
    expect(row.getByText('Volkswagen Golf or similar')).toBeTruthy();
    expect(row.getByText('Lisbon Airport → Porto Airport')).toBeTruthy();
    expect(row.getByText('Rental company confirmation ATL-558210')).toBeTruthy();
    expect(row.getByRole('link', { name: `View booking ${booking.referenceNumber}` }).getAttribute('href')).toBe(
      `/bookings/cars/${booking.bookingId}`,
    );
    const unpaidRow = within(rows.find((element) => element.dataset.reference === 'CRUNPAID01') as HTMLElement);
    expect(unpaidRow.getByRole('link', { name: 'Pay booking CRUNPAID01' }).getAttribute('href')).toBe(
      '/booknow/cars/checkout?booking=CRUNPAID01',
    );

    await user.click(row.getByRole('button', { name: `Cancel booking ${booking.referenceNumber}` }));
    const dialog = within(await screen.findByRole('dialog', { name: `Cancel booking ${booking.referenceNumber}?` }));
    expect((await dialog.findByTestId('refund-amount')).textContent).toBe('€200.00');
    await user.click(dialog.getByRole('button', { name: 'Confirm cancellation' }));
    await waitFor(() => expect(messages()).toEqual(['Booking Cancelled Successfully']));
    expect(callsTo(fetchMock, `${LIST}/cancel`).map((call) => call.body)).toEqual([
      { referenceNumber: booking.referenceNumber },
    ]);
  });
});

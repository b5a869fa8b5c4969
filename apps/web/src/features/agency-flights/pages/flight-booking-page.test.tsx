import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { callsTo } from '../../../testing/mock-api';
import { signOut } from '../../../testing/session';
import { booking, mockApi, renderPage } from '../../../testing/agency-fixtures';
import { FlightBookingPage } from './flight-booking-page';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@mantine/notifications', () => ({ notifications: { show: toast } }));

beforeAll(() => i18n.loadNamespaces(['agency', 'widgets']));
beforeEach(() => toast.mockClear());
afterEach(() => signOut());

const unpaid = booking({ referenceNumber: 'FLUNPAID02', bookingStatus: 'pending_payment', payment: null });
const path = `/api/agency/flights/bookings/${unpaid.bookingId}`;
const renderDetail = () =>
  renderPage(<FlightBookingPage />, { path: '/bookings/flights/:id', route: `/bookings/flights/${unpaid.bookingId}` });
const messages = () => toast.mock.calls.map(([options]) => (options as { message: string }).message);

describe('/bookings/flights/:id', () => {
  it('shows the booking and tickets it on the agency account', async () => {
    const user = userEvent.setup();
    const answer = booking({
      ...unpaid,
      bookingStatus: 'ticketed',
      bookedStatus: 'ticketed',
      travelers: unpaid.travelers.map((t) => ({ ...t, ticketNumber: '0479999999999' })),
    });
    const fetchMock = mockApi({
      [`GET ${path}`]: () => ({ body: { data: unpaid } }),
      'POST /api/flight/ticket/payment': () => ({ body: { data: answer, message: 'ok' } }),
    });
    renderDetail();

    expect((await screen.findByTestId('reference-number')).textContent).toBe('FLUNPAID02');
    expect(screen.getByTestId('leg-times').textContent).toContain('9:10 PM – 12:40 AM+1');
    expect(screen.getByTestId('payment-card').textContent).toBe('Not paid yet');
    await user.click(screen.getByRole('button', { name: 'Ticket on account' }));

    await waitFor(() => expect(screen.getByTestId('booking-status').textContent).toBe('Ticketed'));
    expect(screen.getByTestId('traveller').textContent).toContain('0479999999999');
    expect(callsTo(fetchMock, '/api/flight/ticket/payment').map((call) => call.body)).toEqual([
      { referenceNumber: 'FLUNPAID02' },
    ]);
    expect(messages()).toEqual([
      'Your booking is ticketed successfully. Your PNR will get sent via email within 30 minutes.',
    ]);
  });

  it('cancels after the quote and the confirmation', async () => {
    const user = userEvent.setup();
    const cancelled = booking({
      ...unpaid,
      bookingStatus: 'cancelled',
      bookedStatus: 'cancelled',
      cancelledAt: '2026-11-22T09:00:00.000Z',
    });
    const fetchMock = mockApi({
      [`GET ${path}`]: () => ({ body: { data: unpaid } }),
      'POST /api/agency/flights/bookings/getPenalty': () => ({
        body: {
          data: {
            referenceNumber: 'FLUNPAID02',
            penalty: { amount: 0, currency: 'USD' },
            refund: { amount: 0, currency: 'USD' },
            isVoidable: false,
            flightPenaltyAmount: 0,
          },
        },
      }),
      'POST /api/agency/flights/bookings/flightCancelBooking': () => ({
        body: { data: cancelled, message: 'Flight cancelled successfully' },
      }),
    });
    renderDetail();

    await user.click(await screen.findByRole('button', { name: 'Get cancellation quote' }));
    expect((await screen.findByTestId('voidable-note')).textContent).toBe(
      'No ticket has been issued yet: cancelling releases the seats.',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Cancel booking FLUNPAID02?' })).getByRole('button', {
        name: 'Confirm cancellation',
      }),
    );

    await waitFor(() => expect(screen.getByTestId('booking-status').textContent).toBe('Cancelled'));
    expect(callsTo(fetchMock, '/api/agency/flights/bookings/flightCancelBooking')).toHaveLength(1);
    expect(messages()).toEqual(['Flight cancelled successfully']);
    expect(screen.getByText('Nothing more can be done with this booking.')).toBeTruthy();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { activityBooking } from '../../../testing/activity-booking';
import { callsTo } from '../../../testing/mock-api';
import { signOut } from '../../../testing/session';
import { ReservationDetailsPage } from './reservation-details-page';
import { mockApi, renderPage } from '../testing/trips-fixtures';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@mantine/notifications', () => ({ notifications: { show: toast } }));

beforeAll(() => i18n.loadNamespaces(['trips', 'activity-booking', 'widgets']));
beforeEach(() => toast.mockClear());
afterEach(() => signOut());

const REF = 'AC7QK2M4XP';
const booking = activityBooking();
const DETAILS = `/api/activities/bookings/${REF}/details`;
const PENALTY = `/api/activities/bookings/${booking.bookingId}/cancel-penalty`;
const CANCEL = '/api/activities/bookings/cancel';
const penalty = {
  bookingId: booking.bookingId,
  referenceNumber: REF,
  reasons: [
    { code: 'CHANGE_OF_PLANS', text: 'Change of plans' },
    { code: 'WEATHER', text: 'Weather' },
  ],
  refundAmount: 11500,
  penalty: { amount: 0, currency: 'EUR' },
  exchangeRate: 1,
  currency: 'EUR',
  validUntil: '2026-12-09T09:00:00.000Z',
};
const cancelled = activityBooking({
  bookingStatus: 'cancelled',
  supplierStatus: 'CANCELLED',
  cancelledAt: '2026-12-09T10:00:00.000Z',
  refund: { amount: 5750, currency: 'EUR' },
  agencyCommission: 0,
});
const renderDetails = () =>
  renderPage(<ReservationDetailsPage vertical="activity" />, {
    path: '/booknow/activities/reservation-details',
    route: `/booknow/activities/reservation-details?referenceNumber=${REF}`,
  });

describe('/booknow/activities/reservation-details', () => {
  it("shows the activity, its start in the place's time, travellers and the ticket", async () => {
    mockApi({ [`GET ${DETAILS}`]: () => ({ body: { data: booking } }) });
    renderDetails();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Lisbon Old Town Walking Tour');
    expect(screen.getAllByTestId('activity-start')[0]?.textContent).toBe('Dec 10, 2026, 9:00 AM (Lisbon time)');
    expect(screen.getAllByTestId('traveller')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Download the ticket (PDF)' }).getAttribute('href')).toBe(
      `/api/activities/bookings/${REF}/ticket`,
    );
  });

  it('cancels with a reason; when the refund changed meanwhile, shows the new one and cancels on reconfirmation', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const fetchMock = mockApi({
      [`GET ${DETAILS}`]: () => ({ body: { data: booking } }),
      [`GET ${PENALTY}`]: () => ({ body: { data: penalty } }),
      [`POST ${CANCEL}`]: () => {
        calls += 1;
        return calls === 1
          ? {
              body: {
                data: { priceChanged: true, changedRefundAmount: 5750, refundAmount: 5750, currency: 'EUR', booking },
                message: 'The refund has changed',
              },
            }
          : {
              body: {
                data: {
                  priceChanged: false,
                  changedRefundAmount: null,
                  refundAmount: 5750,
                  currency: 'EUR',
                  booking: cancelled,
                },
                message: 'Booking Cancelled Successfully',
              },
            };
      },
    });
    renderDetails();
    await user.click(await screen.findByRole('button', { name: 'See the refund to cancel' }));
    expect((await screen.findByTestId('refund-amount')).textContent).toBe('€115.00');
    const confirm = screen.getByRole('button', { name: 'Cancel and refund €115.00' });
    expect(confirm).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('combobox', { name: 'Why are you cancelling?' }));
    await user.click(await screen.findByRole('option', { name: 'Weather' }));
    await user.click(screen.getByRole('button', { name: 'Cancel and refund €115.00' }));

    expect((await screen.findByTestId('refund-changed')).textContent).toBe(
      'The refund changed since the quote: it was €115.00, it is now €57.50. Confirm again to cancel with the new refund.',
    );
    expect(screen.getByTestId('refund-amount').textContent).toBe('€57.50');
    expect(screen.getByTestId('booking-status').textContent).not.toBe('Cancelled');
    await user.click(screen.getByRole('button', { name: 'Confirm again: refund €57.50' }));

    await waitFor(() => expect(screen.getByTestId('booking-status').textContent).toBe('Cancelled'));
    expect(callsTo(fetchMock, CANCEL).map((call) => call.body)).toEqual([
      { bookingId: booking.bookingId, reason: 'WEATHER', quoteAmount: 11500 },
      { bookingId: booking.bookingId, reason: 'WEATHER', quoteAmount: 5750 },
    ]);
    expect(toast.mock.calls.map(([options]) => (options as { message: string }).message)).toEqual([
      'Booking Cancelled Successfully',
    ]);
    expect(within(screen.getByTestId('booking-manage')).queryByRole('button', { name: /refund/ })).toBeNull();
  });
});

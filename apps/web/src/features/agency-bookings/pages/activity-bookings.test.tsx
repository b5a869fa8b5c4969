import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivityBooking } from '@travel/contracts';
import { i18n } from '../../../shared/i18n/i18n';
import { activityBooking } from '../../../testing/activity-booking';
import { mockApi, renderPage } from '../../../testing/agency-fixtures';
import { callsTo } from '../../../testing/mock-api';
import { signOut } from '../../../testing/session';
import { AgencyBookingsPage } from './bookings-page';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@mantine/notifications', () => ({ notifications: { show: toast } }));

beforeAll(() => i18n.loadNamespaces(['agency', 'activity-booking', 'trips', 'widgets']));
beforeEach(() => toast.mockClear());
afterEach(() => signOut());

const booking = activityBooking();
const LIST = '/api/agency/activities/bookings';
const messages = () => toast.mock.calls.map(([options]) => (options as { message: string }).message);
const cancelled = activityBooking({
  bookingStatus: 'cancelled',
  supplierStatus: 'CANCELLED',
  cancelledAt: '2026-12-01T10:00:00.000Z',
  agencyCommission: 0,
  agencyTransactionFee: 350,
});
const penalty = {
  bookingId: booking.bookingId,
  referenceNumber: booking.referenceNumber,
  reasons: [{ code: 'CHANGE_OF_PLANS', text: 'Change of plans' }],
  refundAmount: 11500,
  penalty: { amount: 0, currency: 'EUR' },
  exchangeRate: 1,
  currency: 'EUR',
  validUntil: null,
};

/** The list answers `first` until the cancel, then `after`. */
function serve(after: ActivityBooking[]) {
  let isCancelled = false;
  return mockApi({
    [`GET ${LIST}`]: () => {
      const rows = isCancelled ? after : [booking];
      return { body: { data: { activities: rows, totalActivityRecords: rows.length } } };
    },
    [`GET /api/activities/bookings/${booking.bookingId}/cancel-penalty`]: () => ({ body: { data: penalty } }),
    'POST /api/activities/bookings/cancel': () => {
      isCancelled = true;
      return {
        body: {
          data: {
            priceChanged: false,
            changedRefundAmount: null,
            refundAmount: 11500,
            currency: 'EUR',
            booking: cancelled,
          },
          message: 'Booking Cancelled Successfully',
        },
      };
    },
  });
}

async function cancelFromRow() {
  const user = userEvent.setup();
  renderPage(<AgencyBookingsPage vertical="activity" />, {
    path: '/bookings/activities',
    route: '/bookings/activities',
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Activity bookings' })).toBeTruthy();
  const row = within((await screen.findAllByTestId('booking-row'))[0] as HTMLElement);
  expect(row.getByText('Lisbon Old Town Walking Tour')).toBeTruthy();
  expect(row.getByTestId('commission').textContent).toBe('€9.20');
  expect(row.getByTestId('transaction-fee').textContent).toBe('Fee €0.00');
  expect(row.getByText("Operator's reference VTR-889120")).toBeTruthy();
  await user.click(row.getByRole('button', { name: `Cancel booking ${booking.referenceNumber}` }));
  const dialog = within(await screen.findByRole('dialog', { name: `Cancel booking ${booking.referenceNumber}?` }));
  await user.click(dialog.getByRole('button', { name: 'See the refund to cancel' }));
  await user.click(await dialog.findByRole('combobox', { name: 'Why are you cancelling?' }));
  await user.click(await screen.findByRole('option', { name: 'Change of plans' }));
  await user.click(dialog.getByRole('button', { name: 'Cancel and refund €115.00' }));
}

describe('/bookings/activities', () => {
  it('lists the commission; after a cancel the row shows CANCELLED with the commission and fee updated', async () => {
    const fetchMock = serve([cancelled]);
    await cancelFromRow();
    await waitFor(() => expect(messages()).toEqual(['Booking Cancelled Successfully']));
    const row = within((await screen.findAllByTestId('booking-row'))[0] as HTMLElement);
    expect(row.getByTestId('booking-status').textContent).toBe('Cancelled');
    expect(row.getByTestId('commission').textContent).toBe('€0.00');
    expect(row.getByTestId('transaction-fee').textContent).toBe('Fee €3.50');
    expect(callsTo(fetchMock, '/api/activities/bookings/cancel').map((call) => call.body)).toEqual([
      { bookingId: booking.bookingId, reason: 'CHANGE_OF_PLANS', quoteAmount: 11500 },
    ]);
  });

  it("says 'Booking update failed. Please refresh the page.' when the list no longer holds the cancelled booking", async () => {
    serve([]);
    await cancelFromRow();
    await waitFor(() => expect(messages()).toEqual(['Booking update failed. Please refresh the page.']));
  });
});

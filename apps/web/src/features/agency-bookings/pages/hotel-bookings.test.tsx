import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HotelBooking } from '@travel/contracts';
import { i18n } from '../../../shared/i18n/i18n';
import { mockApi, renderPage } from '../../../testing/agency-fixtures';
import { hotelBooking } from '../../../testing/hotel-booking';
import { callsTo } from '../../../testing/mock-api';
import { signOut } from '../../../testing/session';
import { AgencyBookingsPage } from './bookings-page';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@mantine/notifications', () => ({ notifications: { show: toast } }));

beforeAll(() => i18n.loadNamespaces(['agency', 'widgets']));
beforeEach(() => toast.mockClear());
afterEach(() => signOut());

const LIST = '/api/agency/hotels/bookings';
const confirmed = hotelBooking();
const unpaid = hotelBooking({
  bookingId: '5a1e2f3b-1111-4222-8333-000000000002',
  referenceNumber: 'HTUNPAID01',
  bookingStatus: 'pending_payment',
  payment: null,
  hotelConfirmationNumber: null,
  supplierReference: null,
  pdfurl: null,
});
const cancelled = hotelBooking({
  bookingId: '5a1e2f3b-1111-4222-8333-000000000003',
  referenceNumber: 'HTCANCEL01',
  bookingStatus: 'cancelled',
});
const listing = (hotels: HotelBooking[] = [confirmed, unpaid, cancelled]) => ({
  body: { data: { hotels, totalHotelRecords: hotels.length } },
});
const renderList = () =>
  renderPage(<AgencyBookingsPage vertical="hotel" />, { path: '/bookings/hotels', route: '/bookings/hotels' });
const rowOf = (reference: string) => {
  const row = screen.getAllByTestId('booking-row').find((element) => element.dataset.reference === reference);
  if (!row) throw new Error(`no row ${reference}`);
  return within(row);
};
const toasts = () =>
  toast.mock.calls.map(([options]) => ({
    message: (options as { message: string }).message,
    color: (options as { color: string }).color,
  }));

describe('/bookings/hotels', () => {
  it("offers Pay on an unpaid stay only, opening the hotel checkout's payment step for it", async () => {
    mockApi({ [`GET ${LIST}`]: () => listing() });
    renderList();
    await screen.findAllByTestId('booking-row');
    expect(rowOf('HTUNPAID01').getByRole('link', { name: 'Pay booking HTUNPAID01' }).getAttribute('href')).toBe(
      '/booknow/hotels/checkout?booking=HTUNPAID01',
    );
    expect(rowOf(confirmed.referenceNumber).queryByTestId('pay-booking')).toBeNull();
    expect(rowOf('HTCANCEL01').queryByTestId('pay-booking')).toBeNull();
  });

  it("lists the agency's hotel bookings with the hotel, the stay in its dates, its confirmation and actions", async () => {
    const fetchMock = mockApi({ [`GET ${LIST}`]: () => listing() });
    renderList();

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Hotel bookings');
    await screen.findAllByTestId('booking-row');
    expect(callsTo(fetchMock, LIST)[0]?.query).toMatchObject({
      offSet: '0',
      selectedStatus: 'All',
      showPastTrips: 'false',
    });
    expect(screen.getByRole('columnheader', { name: 'Hotel' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Stay' })).toBeTruthy();
    const row = rowOf(confirmed.referenceNumber);
    expect(row.getByText('Hudson Park Hotel')).toBeTruthy();
    expect(row.getByText('Dec 11, 2026 – Dec 15, 2026')).toBeTruthy();
    expect(row.getByText('4 nights · 1 room')).toBeTruthy();
    expect(row.getByText('Hotel confirmation NYC-88231')).toBeTruthy();
    expect(row.getByRole('link', { name: `View booking ${confirmed.referenceNumber}` }).getAttribute('href')).toBe(
      `/bookings/hotels/${confirmed.bookingId}`,
    );
    expect(row.getByRole('button', { name: `Cancel booking ${confirmed.referenceNumber}` })).toBeTruthy();
    expect(rowOf('HTUNPAID01').getByRole('button', { name: 'Cancel booking HTUNPAID01' })).toBeTruthy();
    expect(rowOf('HTCANCEL01').queryByRole('button', { name: 'Cancel booking HTCANCEL01' })).toBeNull();
    expect(screen.getByTestId('bookings-count').textContent).toBe('3 bookings');
  });

  it("cancels from the list after the quote: the server's message, and the row takes the answer", async () => {
    const user = userEvent.setup();
    const answer = hotelBooking({ ...confirmed, bookingStatus: 'cancelled', bookedStatus: 'cancelled' });
    const fetchMock = mockApi({
      [`GET ${LIST}`]: () => listing(),
      'POST /api/agency/hotels/bookings/getPenalty': () => ({
        body: {
          data: {
            referenceNumber: confirmed.referenceNumber,
            penalty: { amount: 36900, currency: 'USD' },
            refund: { amount: 110700, currency: 'USD' },
            isVoidable: false,
          },
        },
      }),
      'POST /api/agency/hotels/bookings/cancel': () => ({
        body: { data: answer, message: 'Booking Cancelled Successfully' },
      }),
    });
    renderList();
    await screen.findAllByTestId('booking-row');

    await user.click(rowOf(confirmed.referenceNumber).getByRole('button', { name: /^Cancel booking/ }));
    const dialog = within(await screen.findByRole('dialog', { name: `Cancel booking ${confirmed.referenceNumber}?` }));
    expect((await dialog.findByTestId('penalty-amount')).textContent).toBe('$369.00');
    expect(dialog.getByTestId('voidable-note').textContent).toBe(
      "The penalty is what the hotel's cancellation terms keep, plus the agency's fee, which is not refunded.",
    );
    await user.click(dialog.getByRole('button', { name: 'Confirm cancellation' }));

    await waitFor(() =>
      expect(rowOf(confirmed.referenceNumber).getByTestId('booking-status').textContent).toBe('Cancelled'),
    );
    expect(callsTo(fetchMock, '/api/agency/hotels/bookings/cancel').map((call) => call.body)).toEqual([
      { referenceNumber: confirmed.referenceNumber },
    ]);
    expect(toasts()).toEqual([{ message: 'Booking Cancelled Successfully', color: 'green' }]);
  });
});

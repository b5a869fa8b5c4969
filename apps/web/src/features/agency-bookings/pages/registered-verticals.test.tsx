import { MantineProvider } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BookingBase } from '@travel/contracts';
import { queryClient, QueryProvider } from '../../../shared/api/query-provider';
import { BookingVerticalsProvider, type BookingVertical } from '../../../shared/booking/registry';
import { i18n } from '../../../shared/i18n/i18n';
import { booking as flightBooking, mockApi } from '../../../testing/agency-fixtures';
import { renderUi } from '../../../testing/render';
import { signOut } from '../../../testing/session';
import { AgencyBookingsPage } from './bookings-page';

beforeAll(() => i18n.loadNamespaces(['agency', 'widgets']));
afterEach(() => signOut());

/** A stay: a vertical of the tests only. */
interface StayBooking extends BookingBase {
  hotelName: string;
}

function stay(): StayBooking {
  const { flights: _flights, travelers: _travelers, pnr: _pnr, ...base } = flightBooking();
  return { ...base, referenceNumber: 'HTSTAY0001', hotelName: 'Casa do Rio' };
}

describe("the agency's bookings of a registered vertical", () => {
  it("lists them from the vertical's endpoint with the vertical's own column and actions", async () => {
    const getBookings = vi.fn(async () => ({ bookings: [stay()], total: 1 }));
    const vertical: BookingVertical<StayBooking> = {
      key: 'hotel',
      customer: {
        getTrips: async () => ({ bookings: [], total: 0 }),
        getDetails: async () => stay(),
        cancellation: { penalty: '/p', cancel: '/c', cancelVoid: '/v' },
        payPath: () => '/pay',
        sendConfirmationPath: '/m',
        searchHintKey: 'list.searchPlaceholder',
        TripCard: () => null,
        DetailsSummary: () => null,
        DetailsSections: () => null,
        isFulfilled: () => false,
      },
      agency: {
        listKey: ['test-stays'],
        getBookings,
        useRowView: () => ({
          // The flights' words stand in for the vertical's: its column is read as 'Trip'.
          columns: [{ key: 'trip', cell: (booking) => <span data-testid="stay-cell">{booking.hotelName}</span> }],
          title: (booking) => booking.hotelName,
          status: () => null,
          actions: (booking) => <button type="button">Open {booking.referenceNumber}</button>,
        }),
        textsPrefix: 'flights',
      },
    };
    queryClient.clear();
    document.cookie = 'has-session=1; Path=/';
    mockApi({});
    renderUi(
      <MantineProvider env="test">
        <QueryProvider>
          <BookingVerticalsProvider verticals={[vertical]}>
            <Routes>
              <Route path="*" element={<AgencyBookingsPage vertical="hotel" />} />
            </Routes>
          </BookingVerticalsProvider>
        </QueryProvider>
      </MantineProvider>,
      { route: '/bookings/hotels' },
    );

    const row = await screen.findByTestId('booking-row');
    expect(row.dataset.reference).toBe('HTSTAY0001');
    expect(within(row).getByTestId('stay-cell').textContent).toBe('Casa do Rio');
    expect(within(row).getByRole('button', { name: 'Open HTSTAY0001' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Trip' })).toBeTruthy();
    expect(getBookings).toHaveBeenCalledWith(
      expect.objectContaining({ offSet: 0, limit: 20, selectedStatus: 'All', showPastTrips: false }),
      expect.anything(),
    );
  });
});

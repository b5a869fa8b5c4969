import { MantineProvider } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BookingBase } from '@travel/contracts';
import { queryClient, QueryProvider } from '../../../shared/api/query-provider';
import { BookingVerticalsProvider, type BookingVertical } from '../../../shared/booking/registry';
import { i18n } from '../../../shared/i18n/i18n';
import { mockApi } from '../../../testing/mock-api';
import { renderUi } from '../../../testing/render';
import { signOut, testClient } from '../../../testing/session';
import { booking as flightBooking } from '../testing/trips-fixtures';
import { MyTripsPage } from './my-trips-page';
import { ReservationDetailsPage } from './reservation-details-page';

beforeAll(() => i18n.loadNamespaces(['trips', 'widgets']));
afterEach(() => signOut());

/** A stay: a vertical of the tests only, with nothing but what the registry asks for. */
interface StayBooking extends BookingBase {
  hotelName: string;
}

function stay(overrides: Partial<StayBooking> = {}): StayBooking {
  const { flights: _flights, travelers: _travelers, pnr: _pnr, ...base } = flightBooking();
  return { ...base, bookingId: 'stay-1', referenceNumber: 'HTSTAY0001', hotelName: 'Casa do Rio', ...overrides };
}

function stayVertical(
  getTrips: BookingVertical<StayBooking>['customer']['getTrips'],
  details: StayBooking = stay(),
): BookingVertical<StayBooking> {
  return {
    key: 'hotel',
    customer: {
      getTrips,
      getDetails: async () => details,
      cancellation: { penalty: '/api/test/penalty', cancel: '/api/test/cancel', cancelVoid: '/api/test/void' },
      payPath: (reference) => `/booknow/hotels/checkout?booking=${reference}`,
      sendConfirmationPath: '/api/test/confirmation',
      searchHintKey: 'list.searchPlaceholder',
      TripCard: ({ booking }) => <article data-testid="stay-card">{booking.hotelName}</article>,
      DetailsSummary: ({ booking }) => <h1>{booking.hotelName}</h1>,
      DetailsSections: ({ booking }) => <p data-testid="stay-sections">Room at {booking.hotelName}</p>,
      isFulfilled: () => false,
    },
    agency: {
      listKey: ['test-stays'],
      getBookings: async () => ({ bookings: [], total: 0 }),
      useRowView: () => ({
        columns: [],
        title: (booking) => booking.hotelName,
        status: () => null,
        actions: () => null,
      }),
      textsPrefix: 'flights',
    },
  };
}

function renderWith(verticals: readonly BookingVertical[], page: React.ReactElement, route: string) {
  queryClient.clear();
  document.cookie = 'has-session=1; Path=/';
  mockApi({}, { profile: testClient() });
  return renderUi(
    <MantineProvider env="test">
      <QueryProvider>
        <BookingVerticalsProvider verticals={verticals}>
          <Routes>
            <Route path="*" element={page} />
          </Routes>
        </BookingVerticalsProvider>
      </QueryProvider>
    </MantineProvider>,
    { route },
  );
}

describe('the vertical registry', () => {
  it("shows a registered vertical's bookings in My Trips as its own cards, from its own list", async () => {
    const getTrips = vi.fn(async () => ({ bookings: [stay()], total: 1 }));
    renderWith([stayVertical(getTrips)], <MyTripsPage />, '/mytrip');

    expect((await screen.findByTestId('stay-card')).textContent).toBe('Casa do Rio');
    expect(getTrips).toHaveBeenCalledWith(
      expect.objectContaining({ offSet: 0, limit: 10, selectedStatus: 'All', showPastTrips: false }),
      expect.anything(),
    );
    // One vertical: no choice between verticals.
    expect(screen.queryByRole('radiogroup', { name: 'Booking types' })).toBeNull();
  });

  it('offers a choice once two verticals are registered, and lists the chosen one', async () => {
    const getStays = vi.fn(async () => ({ bookings: [stay()], total: 1 }));
    const other = stayVertical(async () => ({ bookings: [stay({ hotelName: 'Other stay' })], total: 1 }));
    renderWith([stayVertical(getStays), { ...other, key: 'car' }], <MyTripsPage />, '/mytrip');

    expect((await screen.findByTestId('stay-card')).textContent).toBe('Casa do Rio');
    const choice = screen.getByRole('radiogroup', { name: 'Booking types' });
    await userEvent.click(within(choice).getByRole('radio', { name: 'Cars' }));
    expect((await screen.findByText('Other stay')).dataset.testid).toBe('stay-card');
  });

  it("shows a registered vertical's booking with its own summary and sections, and the kit's price and history", async () => {
    renderWith(
      [stayVertical(async () => ({ bookings: [], total: 0 }))],
      <ReservationDetailsPage vertical="hotel" />,
      '/hotel-details?referenceNumber=HTSTAY0001',
    );

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Casa do Rio');
    expect(screen.getByTestId('stay-sections').textContent).toBe('Room at Casa do Rio');
    expect(screen.getByTestId('price-total').textContent).toBe('$4,186.77');
    expect(screen.getAllByTestId('history-event').length).toBeGreaterThan(0);
  });

  it("pays a held booking of a registered vertical at that vertical's payment step", async () => {
    const held = stay({ bookingStatus: 'pending_payment' });
    renderWith(
      [stayVertical(async () => ({ bookings: [], total: 0 }), held)],
      <ReservationDetailsPage vertical="hotel" />,
      '/hotel-details?referenceNumber=HTSTAY0001',
    );

    const pay = await screen.findByRole('link', { name: 'Pay booking HTSTAY0001' });
    expect(pay.getAttribute('href')).toBe('/booknow/hotels/checkout?booking=HTSTAY0001');
  });
});

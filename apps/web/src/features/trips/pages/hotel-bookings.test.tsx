import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { hotelBooking } from '../../../testing/hotel-booking';
import { callsTo } from '../../../testing/mock-api';
import { signOut } from '../../../testing/session';
import { booking as flightBooking, mockApi, renderPage } from '../testing/trips-fixtures';
import { MyTripsPage } from './my-trips-page';
import { ReservationDetailsPage } from './reservation-details-page';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@mantine/notifications', () => ({ notifications: { show: toast } }));

beforeAll(() => i18n.loadNamespaces(['trips', 'widgets']));
beforeEach(() => toast.mockClear());
afterEach(() => signOut());

const REF = 'HT7QK2M9PL';
const HOTEL_TRIPS = '/api/v2/hotel/bookings/all';
const DETAILS = `/api/v3/hotel/hotel-booking/${REF}`;
const toasts = () =>
  toast.mock.calls.map(([options]) => ({
    message: (options as { message: string }).message,
    color: (options as { color: string }).color,
  }));

describe('My Trips: hotel stays', () => {
  it("lists the hotel stays beside flights: hotel, address, the hotel's dates, rooms and guests, reference, status, total", async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'GET /api/flight/bookings/all': () => ({
        body: { data: { flights: [flightBooking()], totalFlightRecords: 1 } },
      }),
      [`GET ${HOTEL_TRIPS}`]: () => ({ body: { data: { hotels: [hotelBooking()], totalHotelRecords: 1 } } }),
    });
    renderPage(<MyTripsPage />, { path: '/mytrip', route: '/mytrip' });

    // Flights first; the hotels' card never gets the flights' page while the hotels load.
    await screen.findByRole('article', { name: 'Trip LIS ⇄ JFK, FL9BMEA3CM' });
    expect(screen.getByRole('searchbox', { name: 'Search' }).getAttribute('placeholder')).toBe(
      'Reference, PNR or traveler',
    );
    const choice = screen.getByRole('radiogroup', { name: 'Booking types' });
    await user.click(within(choice).getByRole('radio', { name: 'Hotels' }));
    // A hotel has no PNR: the search finds its confirmation number.
    expect(screen.getByRole('searchbox', { name: 'Search' }).getAttribute('placeholder')).toBe(
      'Reference, confirmation or guest',
    );
    const card = await screen.findByRole('article', { name: `Hotel stay at Hudson Park Hotel, ${REF}` });
    const stay = within(card);
    expect(callsTo(fetchMock, HOTEL_TRIPS).at(-1)?.query).toMatchObject({ offSet: '0', showPastTrips: 'false' });
    expect(stay.getByTestId('hotel-name').textContent).toBe('Hudson Park Hotel');
    expect(stay.getByTestId('hotel-address').textContent).toContain('New York');
    // The stay is the hotel's calendar dates, whatever the zone of the browser.
    expect(stay.getByTestId('hotel-stay').textContent).toBe('Dec 11, 2026 – Dec 15, 2026 · 4 nights');
    expect(stay.getByTestId('hotel-occupancy').textContent).toBe('1 room · 3 guests');
    expect(stay.getByTestId('trip-reference').textContent).toBe(REF);
    expect(stay.getByTestId('booking-status').textContent).toBe('Confirmed');
    expect(stay.getByTestId('trip-total').textContent).toBe('$1,476.00');
    expect(stay.getByRole('link', { name: `View details of ${REF}` }).getAttribute('href')).toBe(
      `/hotel-details?referenceNumber=${REF}`,
    );
  });
});

describe('/hotel-details', () => {
  const renderDetails = () =>
    renderPage(<ReservationDetailsPage vertical="hotel" />, {
      path: '/hotel-details',
      route: `/hotel-details?referenceNumber=${REF}`,
    });

  it("shows the stay, rooms and guests, the terms in the hotel's time, the price, the voucher and the history", async () => {
    mockApi({ [`GET ${DETAILS}`]: () => ({ body: { data: hotelBooking() } }) });
    renderDetails();

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Hudson Park Hotel');
    expect(screen.getByTestId('hotel-confirmation').textContent).toBe('NYC-88231');
    expect(screen.getByRole('heading', { level: 2, name: 'Rooms and guests' })).toBeTruthy();
    const rooms = within(screen.getByTestId('hotel-rooms'));
    expect(rooms.getByText('Deluxe Double Room')).toBeTruthy();
    // The board by its code, in the reader's words, not the supplier's name ('Bed and breakfast').
    expect(rooms.getByText('Breakfast included')).toBeTruthy();
    expect(rooms.getByText('Tiago Client (child, 7 years)')).toBeTruthy();
    expect(screen.getByTestId('hotel-cancellation-terms').textContent).toContain(
      'Free cancellation until Dec 10, 2026, 6:00 PM (New York time).',
    );
    expect(screen.getByTestId('hotel-cancellation-terms').textContent).toContain(
      'From Dec 10, 2026, 6:00 PM (New York time): $369.00 is kept.',
    );
    expect(screen.getByTestId('hotel-fare').textContent).toContain('City tax');
    const voucher = screen.getByRole('link', { name: 'Voucher (PDF)' });
    expect(voucher.getAttribute('href')).toBe(`/api/v2/hotel/voucher/${REF}`);
    expect(voucher.getAttribute('target')).toBe('_blank');
    expect(screen.getByTestId('price-total').textContent).toBe('$1,476.00');
    expect(screen.getAllByTestId('history-event')).toHaveLength(2);
  });

  it("offers Pay for an unpaid stay, opening the hotel checkout's payment step for it", async () => {
    mockApi({
      [`GET ${DETAILS}`]: () => ({ body: { data: hotelBooking({ bookingStatus: 'pending_payment', pdfurl: null }) } }),
    });
    renderDetails();
    const pay = await screen.findByRole('link', { name: `Pay booking ${REF}` });
    expect(pay.getAttribute('href')).toBe(`/booknow/hotels/checkout?booking=${REF}`);
  });

  it("cancels after the quote and a confirmation, with the server's message", async () => {
    const user = userEvent.setup();
    const cancelled = hotelBooking({
      bookingStatus: 'cancelled',
      bookedStatus: 'cancelled',
      refund: { amount: 110700, currency: 'USD' },
      cancelledAt: '2026-12-10T23:30:00.000Z',
      pdfurl: null,
    });
    const fetchMock = mockApi({
      [`GET ${DETAILS}`]: () => ({ body: { data: hotelBooking() } }),
      'POST /api/v2/hotel/cancelpenalty': () => ({
        body: {
          data: {
            referenceNumber: REF,
            penalty: { amount: 36900, currency: 'USD' },
            refund: { amount: 110700, currency: 'USD' },
            isVoidable: false,
          },
        },
      }),
      'POST /api/v2/hotel/cancel/hotel': () => ({
        body: { data: cancelled, message: 'Booking Cancelled Successfully' },
      }),
    });
    renderDetails();

    await user.click(await screen.findByRole('button', { name: 'Get cancellation quote' }));
    expect(callsTo(fetchMock, '/api/v2/hotel/cancelpenalty')[0]?.body).toEqual({ referenceNumber: REF });
    expect((await screen.findByTestId('penalty-amount')).textContent).toBe('$369.00');
    expect(screen.getByTestId('refund-amount').textContent).toBe('$1,107.00');
    expect(screen.getByTestId('voidable-note').textContent).toBe(
      "The penalty is what the hotel's cancellation terms keep, plus the agency's fee, which is not refunded.",
    );

    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog.textContent).toContain('You get back $1,107.00; $369.00 is kept.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));

    await waitFor(() => expect(screen.getByTestId('booking-status').textContent).toBe('Cancelled'));
    expect(callsTo(fetchMock, '/api/v2/hotel/cancel/hotel').map((call) => call.body)).toEqual([
      { referenceNumber: REF },
    ]);
    expect(toasts()).toEqual([{ message: 'Booking Cancelled Successfully', color: 'green' }]);
    expect(screen.getByTestId('refunded').textContent).toBe('$1,107.00');
    expect(screen.queryByRole('link', { name: 'Voucher (PDF)' })).toBeNull();
  });
});

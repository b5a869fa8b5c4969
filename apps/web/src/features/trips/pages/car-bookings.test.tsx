import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { carBooking, freeCancellation } from '../../../testing/car-booking';
import { callsTo } from '../../../testing/mock-api';
import { signOut } from '../../../testing/session';
import { booking as flightBooking, mockApi, renderPage } from '../testing/trips-fixtures';
import { MyTripsPage } from './my-trips-page';
import { ReservationDetailsPage } from './reservation-details-page';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@mantine/notifications', () => ({ notifications: { show: toast } }));

beforeAll(() => i18n.loadNamespaces(['trips', 'car-booking', 'widgets']));
beforeEach(() => toast.mockClear());
afterEach(() => signOut());

const REF = 'CR4XK7M2QP';
const CAR_TRIPS = '/api/car-rental/user/bookings';
const FIND = '/api/car-rental/findReservation';
const toasts = () =>
  toast.mock.calls.map(([options]) => ({
    message: (options as { message: string }).message,
    color: (options as { color: string }).color,
  }));

describe('My Trips: car rentals', () => {
  it('lists the rentals as their own cards: car, company, places, dates, reference, status, total, Pay when unpaid', async () => {
    const user = userEvent.setup();
    const unpaid = carBooking({
      bookingId: '6b2f3c4d-1111-4222-8333-000000000003',
      referenceNumber: 'CRUNPAID01',
      bookingStatus: 'pending_payment',
      payment: null,
    });
    const fetchMock = mockApi({
      'GET /api/flight/bookings/all': () => ({ body: { data: { flights: [flightBooking()], totalFlightRecords: 1 } } }),
      'GET /api/v2/hotel/bookings/all': () => ({ body: { data: { hotels: [], totalHotelRecords: 0 } } }),
      [`GET ${CAR_TRIPS}`]: () => ({ body: { data: { cars: [carBooking(), unpaid], totalCarRecords: 2 } } }),
    });
    renderPage(<MyTripsPage />, { path: '/mytrip', route: '/mytrip' });

    await screen.findByRole('article', { name: 'Trip LIS ⇄ JFK, FL9BMEA3CM' });
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Booking types' })).getByRole('radio', { name: 'Cars' }),
    );
    expect(screen.getByRole('searchbox', { name: 'Search' }).getAttribute('placeholder')).toBe(
      'Reference, confirmation or driver',
    );
    const card = within(
      await screen.findByRole('article', { name: `Car rental of a Volkswagen Golf or similar, ${REF}` }),
    );
    expect(callsTo(fetchMock, CAR_TRIPS).at(-1)?.query).toMatchObject({ offSet: '0', showPastTrips: 'false' });
    expect(card.getByTestId('car-vendor').textContent).toBe('Atlas Drive');
    expect(card.getByTestId('car-places').textContent).toBe('Lisbon Airport → Porto Airport');
    expect(card.getByTestId('car-dates').textContent).toBe('Dec 24, 2026 – Dec 27, 2026 · 3 days');
    expect(card.getByTestId('trip-reference').textContent).toBe(REF);
    expect(card.getByTestId('trip-total').textContent).toBe('€200.00');
    expect(card.getByRole('link', { name: `View details of ${REF}` }).getAttribute('href')).toBe(
      `/booknow/cars/reservation-details?referenceNumber=${REF}`,
    );
    const unpaidCard = within(
      screen.getByRole('article', { name: 'Car rental of a Volkswagen Golf or similar, CRUNPAID01' }),
    );
    expect(unpaidCard.getByRole('link', { name: 'Pay booking CRUNPAID01' }).getAttribute('href')).toBe(
      '/booknow/cars/checkout?booking=CRUNPAID01',
    );
  });
});

describe('/booknow/cars/reservation-details', () => {
  const renderDetails = () =>
    renderPage(<ReservationDetailsPage vertical="car" />, {
      path: '/booknow/cars/reservation-details',
      route: `/booknow/cars/reservation-details?referenceNumber=${REF}`,
    });

  it('shows the rental: car and driver, places in their time, cover, charges, terms and the terms PDF', async () => {
    const fetchMock = mockApi({ [`POST ${FIND}`]: () => ({ body: { data: carBooking() } }) });
    renderDetails();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Volkswagen Golf or similar');
    expect(callsTo(fetchMock, FIND).map((call) => call.body)).toEqual([{ referenceNumber: REF }]);
    expect(screen.getByTestId('car-confirmation').textContent).toBe('ATL-558210');
    expect(screen.getByTestId('return-time').textContent).toBe('Dec 27, 2026, 10:00 AM (Lisbon time)');
    expect(screen.getByTestId('car-driver').textContent).toBe('Main driver: Clara Client, 23');
    expect(screen.getByRole('link', { name: 'Rental terms (PDF)' }).getAttribute('href')).toBe(
      `/api/car-rental/booking-terms/${REF}`,
    );
    expect(screen.getByTestId('price-total').textContent).toBe('€200.00');
  });

  it("cancels inside the free window after the quote and a confirmation, with the server's message and the refund", async () => {
    const user = userEvent.setup();
    const free = freeCancellation();
    const fetchMock = mockApi({
      [`POST ${FIND}`]: () => ({ body: { data: carBooking() } }),
      'POST /api/car-rental/cancelPenalty': free.quote,
      'POST /api/car-rental/cancel': free.cancel,
    });
    renderDetails();

    await user.click(await screen.findByRole('button', { name: 'Get cancellation quote' }));
    expect(callsTo(fetchMock, '/api/car-rental/cancelPenalty')[0]?.body).toEqual({ referenceNumber: REF });
    expect((await screen.findByTestId('penalty-amount')).textContent).toBe('€0.00');
    expect(screen.getByTestId('refund-amount').textContent).toBe('€200.00');
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));

    await waitFor(() => expect(screen.getByTestId('booking-status').textContent).toBe('Cancelled'));
    expect(callsTo(fetchMock, '/api/car-rental/cancel').map((call) => call.body)).toEqual([{ referenceNumber: REF }]);
    expect(toasts()).toEqual([{ message: 'Booking Cancelled Successfully', color: 'green' }]);
    expect(screen.getByTestId('refunded').textContent).toBe('€200.00');
  });

  it("explains a late cancellation's penalty under the rental company's terms", async () => {
    const user = userEvent.setup();
    mockApi({
      [`POST ${FIND}`]: () => ({ body: { data: carBooking() } }),
      'POST /api/car-rental/cancelPenalty': () => ({
        body: {
          data: {
            referenceNumber: REF,
            penalty: { amount: 6310, currency: 'EUR' },
            refund: { amount: 13690, currency: 'EUR' },
            isVoidable: false,
          },
        },
      }),
    });
    renderDetails();
    await user.click(await screen.findByRole('button', { name: 'Get cancellation quote' }));
    expect((await screen.findByTestId('penalty-amount')).textContent).toBe('€63.10');
    expect(screen.getByTestId('voidable-note').textContent).toBe(
      "The penalty is what the rental company's terms keep (one day's rental after the free window, everything after pick-up), plus the agency's fee, which is not refunded.",
    );
  });
});

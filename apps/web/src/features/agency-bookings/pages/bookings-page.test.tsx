import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FlightBooking } from '@travel/contracts';
import { i18n } from '../../../shared/i18n/i18n';
import { callsTo } from '../../../testing/mock-api';
import { signOut } from '../../../testing/session';
import { booking, mockApi, renderPage } from '../../../testing/agency-fixtures';
import { AgencyBookingsPage } from './bookings-page';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@mantine/notifications', () => ({ notifications: { show: toast } }));

beforeAll(() => i18n.loadNamespaces(['agency', 'widgets']));
beforeEach(() => toast.mockClear());
afterEach(() => signOut());

const LIST = '/api/agency/flights/bookings';
const TICKETED_MESSAGE = 'Your booking is ticketed successfully. Your PNR will get sent via email within 30 minutes.';
const paid = booking({ referenceNumber: 'FLPAID0001' });
const unpaid = booking({
  referenceNumber: 'FLUNPAID01',
  bookingStatus: 'pending_payment',
  payment: null,
  ticketingTimeLimit: new Date(Date.now() + 3_600_000).toISOString(),
});
const ticketed = booking({
  referenceNumber: 'FLTICKET01',
  bookingStatus: 'ticketed',
  bookedStatus: 'ticketed',
  ticketedAt: '2026-11-22T10:00:00.000Z',
});

const listing = (flights: FlightBooking[] = [paid, unpaid, ticketed]) => ({
  body: { data: { flights, totalFlightRecords: flights.length } },
});
const renderList = (route = '/bookings/flights') =>
  renderPage(<AgencyBookingsPage vertical="flight" />, { path: '/bookings/flights', route });
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
const quote = (reference: string, isVoidable: boolean) => ({
  body: {
    data: {
      referenceNumber: reference,
      penalty: { amount: isVoidable ? 0 : 99600, currency: 'USD' },
      refund: { amount: isVoidable ? 99600 : 0, currency: 'USD' },
      isVoidable,
      flightPenaltyAmount: isVoidable ? 0 : 99600,
    },
  },
});

describe('/bookings/flights', () => {
  it("lists the agency's bookings with the actions each status allows", async () => {
    const fetchMock = mockApi({ [`GET ${LIST}`]: () => listing() });
    renderList();

    await screen.findAllByTestId('booking-row');
    expect(callsTo(fetchMock, LIST)[0]?.query).toEqual({
      offSet: '0',
      limit: '20',
      selectedStatus: 'All',
      showPastTrips: 'false',
    });
    expect(screen.getAllByTestId('booking-row').map((row) => row.dataset.reference)).toEqual([
      'FLPAID0001',
      'FLUNPAID01',
      'FLTICKET01',
    ]);
    expect(rowOf('FLPAID0001').getByRole('button', { name: 'Ticket' })).toBeTruthy();
    expect(rowOf('FLPAID0001').queryByRole('button', { name: 'Ticket on account' })).toBeNull();
    expect(rowOf('FLUNPAID01').getByRole('button', { name: 'Ticket on account' })).toBeTruthy();
    expect(rowOf('FLUNPAID01').queryByRole('button', { name: 'Ticket' })).toBeNull();
    // A held booking can be paid by card too, from the checkout's payment step.
    expect(rowOf('FLUNPAID01').getByRole('link', { name: 'Pay booking FLUNPAID01' }).getAttribute('href')).toBe(
      '/booknow/flights/checkout?booking=FLUNPAID01',
    );
    expect(rowOf('FLPAID0001').queryByRole('link', { name: 'Pay booking FLPAID0001' })).toBeNull();
    expect(rowOf('FLTICKET01').queryByRole('button', { name: 'Ticket' })).toBeNull();
    expect(rowOf('FLTICKET01').getByRole('button', { name: 'Cancel/Void' })).toBeTruthy();
    expect(rowOf('FLTICKET01').getByRole('link', { name: 'View booking FLTICKET01' }).getAttribute('href')).toBe(
      `/bookings/flights/${ticketed.bookingId}`,
    );
    expect(screen.getByTestId('bookings-count').textContent).toBe('3 bookings');
  });

  it("tickets a paid booking: the exact toast, and the row takes the answer's bookedStatus", async () => {
    const user = userEvent.setup();
    const answer = booking({
      ...paid,
      bookingStatus: 'ticketed',
      bookedStatus: 'ticketed',
      travelers: paid.travelers.map((traveler) => ({ ...traveler, ticketNumber: '0471234567890' })),
    });
    const fetchMock = mockApi({
      [`GET ${LIST}`]: () => listing(),
      'POST /api/flight/ticket': () => ({ body: { data: answer, message: TICKETED_MESSAGE } }),
    });
    renderList();
    await screen.findAllByTestId('booking-row');
    expect(rowOf('FLPAID0001').getByTestId('booked-status').dataset.status).toBe('held');

    await user.click(rowOf('FLPAID0001').getByRole('button', { name: 'Ticket' }));

    await waitFor(() => expect(rowOf('FLPAID0001').getByTestId('booked-status').dataset.status).toBe('ticketed'));
    expect(rowOf('FLPAID0001').getByTestId('booked-status').textContent).toBe('Airline: ticketed');
    expect(rowOf('FLPAID0001').getByTestId('booking-status').textContent).toBe('Ticketed');
    expect(rowOf('FLPAID0001').queryByRole('button', { name: 'Ticket' })).toBeNull();
    expect(callsTo(fetchMock, '/api/flight/ticket').map((call) => call.body)).toEqual([
      { referenceNumber: 'FLPAID0001' },
    ]);
    expect(toasts()).toEqual([{ message: TICKETED_MESSAGE, color: 'green' }]);
    // The answer updated the row; the list was not read again.
    expect(callsTo(fetchMock, LIST)).toHaveLength(1);
  });

  it('tickets an unpaid booking on the agency account', async () => {
    const user = userEvent.setup();
    const answer = booking({ ...unpaid, bookingStatus: 'ticketed', bookedStatus: 'ticketed' });
    const fetchMock = mockApi({
      [`GET ${LIST}`]: () => listing(),
      'POST /api/flight/ticket/payment': () => ({ body: { data: answer, message: TICKETED_MESSAGE } }),
    });
    renderList();
    await screen.findAllByTestId('booking-row');

    await user.click(rowOf('FLUNPAID01').getByRole('button', { name: 'Ticket on account' }));

    await waitFor(() => expect(rowOf('FLUNPAID01').getByTestId('booked-status').dataset.status).toBe('ticketed'));
    expect(callsTo(fetchMock, '/api/flight/ticket/payment').map((call) => call.body)).toEqual([
      { referenceNumber: 'FLUNPAID01' },
    ]);
    expect(callsTo(fetchMock, '/api/flight/ticket')).toHaveLength(0);
    expect(toasts()).toEqual([{ message: TICKETED_MESSAGE, color: 'green' }]);
  });

  it("shows the server's message when ticketing is refused", async () => {
    const user = userEvent.setup();
    mockApi({
      [`GET ${LIST}`]: () => listing(),
      'POST /api/flight/ticket': () => ({
        status: 409,
        body: { message: 'This booking can no longer be changed', code: 'INVALID_STATE' },
      }),
    });
    renderList();
    await screen.findAllByTestId('booking-row');
    await user.click(rowOf('FLPAID0001').getByRole('button', { name: 'Ticket' }));
    await waitFor(() => expect(toasts()).toEqual([{ message: 'This booking can no longer be changed', color: 'red' }]));
    expect(rowOf('FLPAID0001').getByTestId('booking-status').textContent).toBe('Confirmed');
  });

  it('cancels after the quote in the confirmation dialog and replaces the row with the answer', async () => {
    const user = userEvent.setup();
    const answer = booking({
      ...ticketed,
      bookingStatus: 'cancelled',
      bookedStatus: 'cancelled',
      refund: { amount: 0, currency: 'USD' },
    });
    const fetchMock = mockApi({
      [`GET ${LIST}`]: () => listing(),
      'POST /api/agency/flights/bookings/getPenalty': (body) =>
        quote((body as { referenceNumber: string }).referenceNumber, false),
      'POST /api/agency/flights/bookings/flightCancelBooking': () => ({
        body: { data: answer, message: 'Flight cancelled successfully' },
      }),
    });
    renderList();
    await screen.findAllByTestId('booking-row');

    await user.click(rowOf('FLTICKET01').getByRole('button', { name: 'Cancel/Void' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel booking FLTICKET01?' }));
    expect((await dialog.findByTestId('penalty-amount')).textContent).toBe('$996.00');
    expect(callsTo(fetchMock, '/api/agency/flights/bookings/getPenalty').map((call) => call.body)).toEqual([
      { referenceNumber: 'FLTICKET01' },
    ]);
    await user.click(dialog.getByRole('button', { name: 'Confirm cancellation' }));

    await waitFor(() => expect(rowOf('FLTICKET01').getByTestId('booking-status').textContent).toBe('Cancelled'));
    expect(callsTo(fetchMock, '/api/agency/flights/bookings/flightCancelBooking').map((call) => call.body)).toEqual([
      { referenceNumber: 'FLTICKET01' },
    ]);
    expect(rowOf('FLTICKET01').queryByRole('button', { name: 'Cancel/Void' })).toBeNull();
    expect(toasts()).toEqual([{ message: 'Flight cancelled successfully', color: 'green' }]);
    expect(screen.getAllByTestId('booking-row')).toHaveLength(3);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('voids a ticket that can still be voided', async () => {
    const user = userEvent.setup();
    const answer = booking({ ...ticketed, bookingStatus: 'voided', bookedStatus: 'voided' });
    const fetchMock = mockApi({
      [`GET ${LIST}`]: () => listing(),
      'POST /api/agency/flights/bookings/getPenalty': (body) =>
        quote((body as { referenceNumber: string }).referenceNumber, true),
      'POST /api/agency/flights/bookings/flightCancelVoidBooking': () => ({
        body: { data: answer, message: 'Flight cancelled successfully' },
      }),
    });
    renderList();
    await screen.findAllByTestId('booking-row');

    await user.click(rowOf('FLTICKET01').getByRole('button', { name: 'Cancel/Void' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Void the ticket of FLTICKET01?' }));
    await user.click(await dialog.findByRole('button', { name: 'Confirm void' }));

    await waitFor(() => expect(rowOf('FLTICKET01').getByTestId('booking-status').textContent).toBe('Voided'));
    expect(rowOf('FLTICKET01').getByTestId('booked-status').dataset.status).toBe('voided');
    expect(callsTo(fetchMock, '/api/agency/flights/bookings/flightCancelVoidBooking')).toHaveLength(1);
    expect(callsTo(fetchMock, '/api/agency/flights/bookings/flightCancelBooking')).toHaveLength(0);
    // The agent voided: the toast says so, not 'Flight cancelled successfully'.
    expect(toasts()).toEqual([{ message: 'Ticket voided successfully', color: 'green' }]);
  });

  it('sends the filters: a customer from the URL, status, past trips, search', async () => {
    const user = userEvent.setup();
    const customer = 'a1b2c3d4-1111-4222-8333-444455556666';
    const fetchMock = mockApi({ [`GET ${LIST}`]: () => listing() });
    renderList(`/bookings/flights?userId=${customer}`);
    await screen.findAllByTestId('booking-row');
    const last = () => callsTo(fetchMock, LIST).at(-1)?.query;
    expect(last()).toMatchObject({ userId: customer });

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Ticketed' }));
    await waitFor(() => expect(last()).toMatchObject({ selectedStatus: 'ticketed', userId: customer }));

    await user.click(screen.getByRole('switch', { name: 'Show past trips' }));
    await waitFor(() => expect(last()).toMatchObject({ selectedStatus: 'ticketed', showPastTrips: 'true' }));

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Clara');
    await waitFor(() => expect(last()).toMatchObject({ searchString: 'Clara', showPastTrips: 'true' }));

    await user.click(screen.getByRole('button', { name: 'Show all customers' }));
    await waitFor(() => expect(last()).not.toHaveProperty('userId'));
    expect(screen.queryByTestId('customer-filter')).toBeNull();
  });

  it('keeps the filters and the page in the address, and carries the filters to the other verticals', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({ [`GET ${LIST}`]: () => listing() });
    renderList('/bookings/flights?status=confirmed&past=1&q=Silva&page=2');
    await screen.findAllByTestId('booking-row');
    expect(callsTo(fetchMock, LIST)[0]?.query).toMatchObject({
      selectedStatus: 'confirmed',
      showPastTrips: 'true',
      searchString: 'Silva',
      offSet: '20',
    });
    const lists = within(screen.getByRole('navigation', { name: 'Bookings of' }));
    expect(lists.getByRole('link', { name: 'Flights' }).getAttribute('aria-current')).toBe('page');
    expect(lists.getByRole('link', { name: 'Hotels' }).getAttribute('href')).toBe(
      '/bookings/hotels?status=confirmed&past=1&q=Silva',
    );
    // A new search starts again at the first page.
    const search = screen.getByRole('searchbox');
    await user.clear(search);
    await user.type(search, 'Reis');
    await waitFor(() =>
      expect(callsTo(fetchMock, LIST).at(-1)?.query).toMatchObject({ searchString: 'Reis', offSet: '0' }),
    );
    await waitFor(() =>
      expect(lists.getByRole('link', { name: 'Hotels' }).getAttribute('href')).toBe(
        '/bookings/hotels?status=confirmed&past=1&q=Reis',
      ),
    );
  });
});

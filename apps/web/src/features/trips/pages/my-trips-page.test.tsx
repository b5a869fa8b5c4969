import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { callsTo } from '../../../testing/mock-api';
import { signOut } from '../../../testing/session';
import { booking, mockApi, PROFILE, renderPage } from '../testing/trips-fixtures';
import { MyTripsPage } from './my-trips-page';

beforeAll(() => i18n.loadNamespaces(['trips', 'widgets']));
afterEach(() => signOut());

const TRIPS = '/api/flight/bookings/all';
const lastQuery = (fetchMock: ReturnType<typeof mockApi>) => callsTo(fetchMock, TRIPS).at(-1)?.query;

function listing(flights = [booking()], total = flights.length) {
  return { body: { data: { flights, totalFlightRecords: total } } };
}

describe('/mytrip', () => {
  it("shows the user's upcoming trips: route, local dates, reference, status, total and a link", async () => {
    const fetchMock = mockApi({ [`GET ${TRIPS}`]: () => listing() });
    renderPage(<MyTripsPage />, { path: '/mytrip', route: '/mytrip' });

    const card = await screen.findByTestId('trip-card');
    expect(lastQuery(fetchMock)).toEqual({
      offSet: '0',
      limit: '10',
      selectedStatus: 'All',
      showPastTrips: 'false',
      userId: PROFILE._id,
    });
    const trip = within(card);
    expect(trip.getByText('LIS ⇄ JFK')).toBeTruthy();
    // The airports' own wall-clock times, whatever the zone of the browser.
    expect(card.textContent).toContain('Fri, Dec 11, 2026 · 9:10 AM – Fri, Dec 18, 2026 · 9:05 PM');
    expect(trip.getByTestId('trip-reference').textContent).toBe('FL9BMEA3CM');
    expect(trip.getByTestId('booking-status').textContent).toBe('Confirmed');
    expect(trip.getByTestId('trip-total').textContent).toBe('$4,186.77');
    expect(trip.getByRole('link', { name: 'View details of FL9BMEA3CM' }).getAttribute('href')).toBe(
      '/flight-details?referenceNumber=FL9BMEA3CM',
    );
    // In the right-to-left layout the route, dates, reference and total keep their own order.
    expect([...card.querySelectorAll('bdi[dir="ltr"]')].map((run) => run.textContent)).toEqual([
      'LIS ⇄ JFK',
      'Fri, Dec 11, 2026 · 9:10 AM – Fri, Dec 18, 2026 · 9:05 PM',
      'FL9BMEA3CM',
      '$4,186.77',
    ]);
  });

  it('offers Pay on a trip awaiting payment until its ticketing time limit, which it shows; not after it', async () => {
    const limit = new Date(Date.now() + 5 * 3_600_000).toISOString();
    const held = booking({
      bookingId: 'b-held',
      referenceNumber: 'FLHELD0001',
      bookingStatus: 'pending_payment',
      ticketingTimeLimit: limit,
    });
    const lapsed = booking({
      bookingId: 'b-lapsed',
      referenceNumber: 'FLLAPSED01',
      bookingStatus: 'pending_payment',
      ticketingTimeLimit: new Date(Date.now() - 60_000).toISOString(),
    });
    mockApi({ [`GET ${TRIPS}`]: () => listing([held, lapsed, booking()]) });
    renderPage(<MyTripsPage />, { path: '/mytrip', route: '/mytrip' });
    const cards = await screen.findAllByTestId('trip-card');
    const [first, second, third] = cards.map((card) => within(card));
    expect(first?.getByRole('link', { name: 'Pay booking FLHELD0001' }).getAttribute('href')).toBe(
      '/booknow/flights/checkout?booking=FLHELD0001',
    );
    expect(first?.getByTestId('pay-until').textContent).toBe(
      `Pay by ${new Date(limit).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' })}`,
    );
    expect(second?.queryByTestId('pay-booking')).toBeNull();
    expect(third?.queryByTestId('pay-booking')).toBeNull();
  });

  it('asks for past trips when the toggle is switched, and says when there are none', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      [`GET ${TRIPS}`]: (_body, url) => (url.searchParams.get('showPastTrips') === 'true' ? listing([]) : listing()),
    });
    renderPage(<MyTripsPage />, { path: '/mytrip', route: '/mytrip' });
    await screen.findByTestId('trip-card');

    await user.click(screen.getByRole('radio', { name: 'Past trips' }));
    expect(await screen.findByText('You have no past trips.')).toBeTruthy();
    expect(lastQuery(fetchMock)).toMatchObject({ showPastTrips: 'true', offSet: '0' });
    expect(screen.queryByTestId('trip-card')).toBeNull();
  });

  it('filters by status and by a search, from the first page again', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({ [`GET ${TRIPS}`]: () => listing([booking()], 25) });
    renderPage(<MyTripsPage />, { path: '/mytrip', route: '/mytrip' });
    await screen.findByTestId('trip-card');

    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ offSet: '10' }));

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Cancelled' }));
    await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ selectedStatus: 'cancelled', offSet: '0' }));

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ES4D');
    await waitFor(() =>
      expect(lastQuery(fetchMock)).toMatchObject({ selectedStatus: 'cancelled', searchString: 'ES4D', offSet: '0' }),
    );
  });

  it('shows the server message when the trips cannot be loaded', async () => {
    mockApi({
      [`GET ${TRIPS}`]: () => ({ status: 400, body: { message: 'Invalid value', code: 'VALIDATION_FAILED' } }),
    });
    renderPage(<MyTripsPage />, { path: '/mytrip', route: '/mytrip' });
    expect(await screen.findByText('Invalid value')).toBeTruthy();
  });
});

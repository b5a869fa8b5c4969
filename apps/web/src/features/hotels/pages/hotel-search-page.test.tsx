import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { bodiesSent, callsTo } from '../../../testing/mock-api';
import { signInAs, signOut } from '../../../testing/session';
import {
  hotelPage,
  hotelResult,
  LISBON,
  mockHotelsApi,
  renderHotels,
  SEARCH_URL,
  STARTED,
} from '../testing/hotel-fixtures';
import { HotelSearchPage } from './hotel-search-page';

function UrlProbe() {
  const location = useLocation();
  return <output data-testid="url">{location.pathname + location.search}</output>;
}

function renderSearch(route = '/booknow/hotels/search') {
  return renderHotels(
    <Routes>
      <Route
        path="/booknow/hotels/search"
        element={
          <>
            <HotelSearchPage />
            <UrlProbe />
          </>
        }
      />
      <Route path="/logout" element={<p>Logging out...</p>} />
    </Routes>,
    route,
  );
}

const SEARCH_PATH = SEARCH_URL.split('?')[0] ?? '';
const LISBON_LINK = `/booknow/hotels/search?place=${LISBON.id}&checkIn=2026-12-01&checkOut=2026-12-04&room=2&nationality=PT`;

beforeAll(() => i18n.loadNamespaces(['hotels', 'widgets']));
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 21, 12));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  signOut();
});

describe('hotel search form', () => {
  it('starts with 1 room for 2 adults and the visitor’s nationality, and needs a destination', async () => {
    mockHotelsApi();
    renderSearch();
    expect(await screen.findByRole('heading', { level: 1, name: 'Find a hotel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rooms and guests: 1 room, 2 guests' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('combobox', { name: "Guests' nationality" }).value).toBe('Portugal'),
    );
    const search = screen.getByRole<HTMLButtonElement>('button', { name: 'Search hotels' });
    expect(search.disabled).toBe(true);
    expect(screen.getByText('Choose a destination.')).toBeTruthy();
  });

  it('puts the search in the URL and starts it with the rooms, child ages and nationality', async () => {
    const user = userEvent.setup();
    const fetchMock = mockHotelsApi({
      'POST /api/v2/hotel/searchasync': () => STARTED,
      [`POST ${SEARCH_PATH}`]: () => hotelPage([hotelResult(1)]),
    });
    renderSearch();
    await user.type(await screen.findByRole('combobox', { name: 'Destination' }), 'lisb');
    await user.click(await screen.findByRole('option', { name: /Lisbon/ }));

    await user.click(screen.getByRole('button', { name: 'Rooms and guests: 1 room, 2 guests' }));
    await user.click(screen.getByRole('button', { name: 'Add child to room 1' }));
    const age = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Child 1 age' });
    expect(age.value).toBe('10');
    await user.selectOptions(age, '7');
    await user.click(screen.getByRole('button', { name: 'Add room' }));
    await user.click(screen.getByRole('button', { name: 'Remove adult from room 2' }));
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Search hotels' }).disabled).toBe(false),
    );
    await user.click(screen.getByRole('button', { name: 'Search hotels' }));

    await waitFor(() =>
      expect(screen.getByTestId('url').textContent).toBe(
        `/booknow/hotels/search?place=${LISBON.id}&checkIn=2026-11-23&checkOut=2026-11-26&room=2%2C7&room=1&nationality=PT`,
      ),
    );
    await waitFor(() => expect(bodiesSent(fetchMock, 'POST', '/api/v2/hotel/searchasync')).toHaveLength(1));
    expect(bodiesSent(fetchMock, 'POST', '/api/v2/hotel/searchasync')[0]).toEqual({
      locationId: LISBON.id,
      stayPeriod: { start: '2026-11-23', end: '2026-11-26' },
      occupancies: [
        { numOfRoom: 1, numOfAdults: 2, numOfChildren: 1, childAges: [7] },
        { numOfRoom: 1, numOfAdults: 1, numOfChildren: 0, childAges: [] },
      ],
      nationality: { alpha2Code: 'PT' },
      currency: 'USD',
    });
    expect(await screen.findByText('Hotel 1')).toBeTruthy();
  });

  it('offers up to 6 rooms', async () => {
    const user = userEvent.setup();
    mockHotelsApi();
    renderSearch();
    await user.click(await screen.findByRole('button', { name: 'Rooms and guests: 1 room, 2 guests' }));
    for (let room = 2; room <= 6; room++) await user.click(screen.getByRole('button', { name: 'Add room' }));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add room' }).disabled).toBe(true);
    expect(screen.getByText('6 rooms is the most one search can book.')).toBeTruthy();
    expect(screen.getAllByRole('group', { name: /^Room \d$/ })).toHaveLength(6);
  });

  it('says what is wrong with a link it cannot search, and sends nothing', async () => {
    const fetchMock = mockHotelsApi();
    renderSearch(
      `/booknow/hotels/search?place=${LISBON.id}&checkIn=2026-12-04&checkOut=2026-12-01&room=0&nationality=PT`,
    );
    const problems = await screen.findByTestId('search-link-problems');
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Choose a check-out date after the check-in date.',
      'Each room needs 1 to 6 adults, at most 5 children aged 0 to 17, and 1 to 6 rooms in all.',
    ]);
    expect(callsTo(fetchMock, '/api/v2/hotel/searchasync')).toHaveLength(0);
  });

  it('sends a logged-out visitor to log in, keeping the search to come back to', async () => {
    const fetchMock = signInAs(null);
    renderSearch(LISBON_LINK);
    expect(await screen.findByText('Logging out...')).toBeTruthy();
    expect(sessionStorage.getItem('redirectPath')).toBe(LISBON_LINK);
    expect(callsTo(fetchMock, '/api/v2/hotel/searchasync')).toHaveLength(0);
  });
});

describe('hotel results', () => {
  it('shows vendors answering while it polls, then every hotel with its price and link', async () => {
    let polls = 0;
    const fetchMock = mockHotelsApi({
      'POST /api/v2/hotel/searchasync': () => STARTED,
      [`POST ${SEARCH_PATH}`]: () => {
        polls += 1;
        if (polls === 1)
          return hotelPage([hotelResult(1), hotelResult(2)], {
            pollCompleted: false,
            vendors: [
              { vendor: 'atlas', name: 'Atlas Beds', status: 'done', hotels: 2 },
              { vendor: 'meridian', name: 'Meridian Stays', status: 'pending', hotels: 0 },
              { vendor: 'solstice', name: 'Solstice Rooms', status: 'pending', hotels: 0 },
            ],
          });
        return hotelPage([
          hotelResult(1),
          hotelResult(2, { boards: ['RO', 'BB'] }),
          hotelResult(3, {
            hasFreeCancellation: true,
            cheapestBoard: 'BB',
            vendor: 'meridian',
            hasPropertyCharges: true,
          }),
        ]);
      },
    });
    renderSearch(LISBON_LINK);
    await waitFor(() =>
      expect(screen.getByTestId('search-progress').textContent).toBe('1 of 3 vendors answered… 2 hotels so far'),
    );
    await waitFor(() => expect(screen.getByTestId('results-count').textContent).toBe('3 hotels'));
    expect(screen.getByTestId('search-progress').textContent).toBe('');
    expect(callsTo(fetchMock, SEARCH_PATH).map((call) => call.body)).toEqual([
      { from: 0, size: 50 },
      { from: 0, size: 50 },
    ]);

    // Top rated first, then the dearer (spec: 'rating desc, price desc').
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Hotel 3',
      'Hotel 2',
      'Hotel 1',
    ]);
    const [card, second, third] = screen.getAllByTestId('hotel-card');
    if (!card || !second || !third) throw new Error('three cards expected');
    // Room only at the cheapest, breakfast to be had: both said; only room only, nothing more.
    expect(within(second).getByText('Room only')).toBeTruthy();
    expect(within(second).getByText('Breakfast available')).toBeTruthy();
    expect(within(third).queryByText('Breakfast available')).toBeNull();
    expect(within(card).queryByText('Breakfast available')).toBeNull();
    // 3 nights: €303.00 for the stay, €101.00 a night.
    expect(within(card).getByTestId('hotel-price').textContent).toBe('€303.00');
    expect(within(card).getByText('€101.00 per night')).toBeTruthy();
    expect(within(card).getByText('Breakfast included')).toBeTruthy();
    expect(within(card).getByText('Free cancellation')).toBeTruthy();
    expect(within(card).getByText('Offered by Meridian Stays')).toBeTruthy();
    // Its vendor leaves taxes to pay at the hotel: the card says so; the others' prices include them.
    expect(within(card).getByTestId('property-charges').textContent).toBe('+ taxes at the hotel');
    expect(within(second).queryByTestId('property-charges')).toBeNull();
    expect(within(card).getByRole('link', { name: 'See rooms at Hotel 3' }).getAttribute('href')).toBe(
      `/booknow/hotels/search-details?hotelId=h-0003&vendor=meridian&corelationId=${STARTED.body.data.corelationId}`,
    );
  });

  it('appends the pages after the first 50 and shows them 50 at a time', async () => {
    const hotels = Array.from({ length: 60 }, (_, i) => hotelResult(i + 1));
    const fetchMock = mockHotelsApi({
      'POST /api/v2/hotel/searchasync': () => STARTED,
      [`POST ${SEARCH_PATH}`]: (body) => {
        const { from, size } = body as { from: number; size: number };
        const next = from + size < hotels.length ? from + size : null;
        return hotelPage(hotels.slice(from, from + size), { hotelCount: 60, nextPage: next, hasMore: next !== null });
      },
    });
    const user = userEvent.setup();
    renderSearch(LISBON_LINK);
    // The list is virtualised: it says how many it holds, and draws the rows in view.
    const listed = () =>
      screen
        .getAllByRole('listitem')
        .map((item) => [item.getAttribute('aria-setsize'), item.getAttribute('aria-posinset')]);
    await waitFor(() => expect(listed()[0]).toEqual(['50', '1']));
    await waitFor(() =>
      expect(callsTo(fetchMock, SEARCH_PATH).map((call) => call.body)).toContainEqual({ from: 50, size: 200 }),
    );
    await waitFor(() => expect(screen.getByTestId('results-count').textContent).toBe('60 hotels'));
    await user.click(await screen.findByRole('button', { name: 'Show 10 more hotels' }));
    expect(listed()[0]).toEqual(['60', '1']);
    expect(screen.queryByRole('button', { name: /more hotel/ })).toBeNull();
  });

  it('filters and sorts the hotels at once, without asking the server again', async () => {
    const fetchMock = mockHotelsApi({
      'POST /api/v2/hotel/searchasync': () => STARTED,
      [`POST ${SEARCH_PATH}`]: () =>
        hotelPage([
          hotelResult(1, { stars: 5, guestScore: 9 }),
          hotelResult(2, { stars: 4, guestScore: 8.5 }),
          hotelResult(3, { stars: 5, guestScore: 7, distanceKm: 0.4 }),
        ]),
    });
    const user = userEvent.setup();
    renderSearch(LISBON_LINK);
    await waitFor(() => expect(screen.getByTestId('results-count').textContent).toBe('3 hotels'));
    const calls = fetchMock.mock.calls.length;
    const names = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    // Top rated first.
    expect(names()).toEqual(['Hotel 1', 'Hotel 2', 'Hotel 3']);

    await user.click(screen.getByRole('checkbox', { name: '5 stars' }));
    expect(screen.getByTestId('results-count').textContent).toBe('2 of 3 hotels match your filters');
    expect(names()).toEqual(['Hotel 1', 'Hotel 3']);

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(screen.getByRole('option', { name: 'Distance from the centre' }));
    expect(names()).toEqual(['Hotel 3', 'Hotel 1']);
    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(names()).toEqual(['Hotel 3', 'Hotel 1', 'Hotel 2']);
    expect(fetchMock.mock.calls.length).toBe(calls);
  });

  it('compares up to 3 hotels side by side and refuses a 4th', async () => {
    mockHotelsApi({
      'POST /api/v2/hotel/searchasync': () => STARTED,
      [`POST ${SEARCH_PATH}`]: () => hotelPage([1, 2, 3, 4].map((n) => hotelResult(n, { stars: n }))),
    });
    const user = userEvent.setup();
    renderSearch(LISBON_LINK);
    await waitFor(() => expect(screen.getAllByTestId('hotel-card')).toHaveLength(4));
    for (const n of [1, 2, 3]) await user.click(screen.getByRole('checkbox', { name: `Compare Hotel ${n}` }));
    await user.click(screen.getByRole('checkbox', { name: 'Compare Hotel 4' }));
    expect(screen.getByTestId('compare-refusal').textContent).toBe(
      'You can compare up to 3 hotels. Remove one to add another.',
    );
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Compare Hotel 4' }).checked).toBe(false);
    const tray = screen.getByRole('region', { name: 'Hotels to compare' });
    expect(within(tray).getByText('3 of 3 to compare')).toBeTruthy();

    await user.click(within(tray).getByRole('button', { name: 'Compare' }));
    const table = await screen.findByTestId('compare-table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Hotel 1', 'Hotel 2', 'Hotel 3']);
    const stars = within(table).getByRole('row', { name: /^Stars/ });
    expect(
      within(stars)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1 star', '2 stars', '3 stars']);
  });

  it('offers a new search once the results have expired', async () => {
    let starts = 0;
    const fetchMock = mockHotelsApi({
      'POST /api/v2/hotel/searchasync': () => {
        starts += 1;
        return STARTED;
      },
      [`POST ${SEARCH_PATH}`]: () =>
        starts === 1
          ? { status: 410, body: { message: 'This offer has expired', code: 'OFFER_EXPIRED' } }
          : hotelPage([hotelResult(1)]),
    });
    const user = userEvent.setup();
    renderSearch(LISBON_LINK);
    expect(await screen.findByText('These results have expired')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Search again' }));
    expect(await screen.findByText('Hotel 1')).toBeTruthy();
    expect(bodiesSent(fetchMock, 'POST', '/api/v2/hotel/searchasync')).toHaveLength(2);
  });

  it('shows the server’s message when the search cannot start', async () => {
    mockHotelsApi({
      'POST /api/v2/hotel/searchasync': () => ({
        status: 503,
        body: { message: 'Service unavailable, please try again shortly', code: 'SERVICE_UNAVAILABLE' },
      }),
    });
    renderSearch(LISBON_LINK);
    const alert = (await screen.findByText('The search failed')).closest<HTMLElement>('[role="alert"]');
    if (!alert) throw new Error('the failure is not an alert');
    expect(within(alert).getByText('Service unavailable, please try again shortly')).toBeTruthy();
  });
});

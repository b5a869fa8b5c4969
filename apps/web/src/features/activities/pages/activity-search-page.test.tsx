import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { bodiesSent, callsTo } from '../../../testing/mock-api';
import { matchOnlyMediaQueries } from '../../../testing/media-query';
import { renderPageAt } from '../../../testing/render';
import { LocationProbe } from '../../../testing/render-route';
import { signOut } from '../../../testing/session';
import { activity, mockActivitiesApi, searchPage } from '../testing/activity-fixtures';
import { ActivitySearchPage } from './activity-search-page';

function renderSearch(route = '/booknow/activities/search') {
  return renderPageAt(
    <Routes>
      <Route
        path="/booknow/activities/search"
        element={
          <>
            <ActivitySearchPage />
            <LocationProbe />
          </>
        }
      />
    </Routes>,
    route,
  );
}

const SEARCH = '/api/activities/search';
const LISBON_QUERY = 'destinationId=pt-lisbon&destinationName=Lisbon&destinationType=CITY';
const LISBON_LINK = `/booknow/activities/search?${LISBON_QUERY}`;

beforeAll(() => i18n.loadNamespaces(['activities', 'widgets']));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  signOut();
});

const cards = () => screen.queryAllByTestId('activity-card');
const titles = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const count = () => screen.getByTestId('results-count').textContent;
const group = (name: string) => screen.getByRole('group', { name });
const sent = (fetchMock: ReturnType<typeof mockActivitiesApi>) =>
  bodiesSent(fetchMock, 'POST', SEARCH) as Record<string, unknown>[];
const lastSent = (fetchMock: ReturnType<typeof mockActivitiesApi>) => sent(fetchMock).at(-1) ?? {};
/** Products `from` to `to` - 1. */
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => activity(from + i));

const LISBON_BODY = {
  selectedLocation: { destinationId: 'pt-lisbon', destinationName: 'Lisbon', destinationType: 'CITY' },
  activeTagIds: [],
  filterItem: { sortOrder: 'RECOMMENDED' },
  durations: [],
  timesOfDay: [],
  specials: [],
  popularity: [],
  currency: 'USD',
  offset: 0,
  limit: 50,
};

describe('activity search form', () => {
  it('searches a destination with keywords, keeps it in the URL, and a reload runs it again', async () => {
    const user = userEvent.setup();
    const fetchMock = mockActivitiesApi({ [`POST ${SEARCH}`]: () => searchPage([activity(1)]) });
    const { unmount } = renderSearch();
    expect(await screen.findByRole('heading', { level: 1, name: 'Find things to do' })).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Search activities' }).disabled).toBe(true);
    expect(screen.getByText('Choose a destination or an activity.')).toBeTruthy();

    await user.type(screen.getByRole('combobox', { name: 'Destination or activity' }), 'lisb');
    await user.click(await screen.findByRole('option', { name: /Lisbon/ }));
    await user.type(screen.getByRole('textbox', { name: 'Keywords' }), 'walking tour');
    await user.click(screen.getByRole('button', { name: 'Search activities' }));

    const url = `${LISBON_LINK}&text=walking+tour`;
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(url));
    await waitFor(() => expect(sent(fetchMock)).toHaveLength(1));
    expect(sent(fetchMock)[0]).toEqual({ ...LISBON_BODY, searchedText: 'walking tour' });
    await waitFor(() => expect(count()).toBe('1 activity'));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Things to do in Lisbon');

    unmount();
    renderSearch(url);
    await waitFor(() => expect(sent(fetchMock)).toHaveLength(2));
    expect(sent(fetchMock)[1]).toEqual(sent(fetchMock)[0]);
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Destination or activity' }).value).toBe('Lisbon');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Keywords' }).value).toBe('walking tour');
  });

  it('offers products by title beside the destinations, and searches the product chosen', async () => {
    const user = userEvent.setup();
    const fetchMock = mockActivitiesApi({ [`POST ${SEARCH}`]: () => searchPage([activity(12)]) });
    renderSearch();
    await user.type(await screen.findByRole('combobox', { name: 'Destination or activity' }), 'fado');
    const option = await screen.findByRole('option', { name: /Alfama Fado Night Tour/ });
    expect(within(option).getByText('Activity in Lisbon')).toBeTruthy();
    expect(bodiesSent(fetchMock, 'POST', '/api/activities/getActivityTitle')).toContainEqual({ text: 'fado' });
    await user.click(option);
    await user.click(screen.getByRole('button', { name: 'Search activities' }));
    await waitFor(() => expect(sent(fetchMock)).toHaveLength(1));
    expect(lastSent(fetchMock).selectedLocation).toEqual({
      destinationId: 'pt-lisbon',
      destinationName: 'Lisbon',
      destinationType: 'CITY',
      productCode: 'PT5-12',
      productName: 'Alfama Fado Night Tour',
    });
    expect(screen.getByTestId('location').textContent).toContain('productCode=PT5-12');
  });

  it('opens a kept search link (searchId) as the search it stands for', async () => {
    const fetchMock = mockActivitiesApi({
      'POST /api/activities/search-store': () => ({
        body: {
          data: {
            searchId: 'abc12345',
            url: '/booknow/activities/search?searchId=abc12345',
            state: {
              selectedLocation: { destinationId: 'pt-lisbon', destinationName: 'Lisbon', destinationType: 'CITY' },
              searchedText: 'fado',
              activeTagIds: [2],
              filterItem: { sortOrder: 'RATING' },
            },
          },
        },
      }),
      [`POST ${SEARCH}`]: () => searchPage([activity(1)]),
    });
    renderSearch('/booknow/activities/search?searchId=abc12345');
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`${LISBON_LINK}&text=fado&sort=RATING&tags=2`),
    );
    await waitFor(() => expect(sent(fetchMock)).toHaveLength(1));
    expect(lastSent(fetchMock)).toMatchObject({ activeTagIds: [2], filterItem: { sortOrder: 'RATING' } });
  });
});

describe('activity results', () => {
  it('shows each activity with its rating, duration, flags and from-price, linking to its details with the search', async () => {
    mockActivitiesApi({
      [`POST ${SEARCH}`]: () =>
        searchPage([
          activity(1, {
            title: 'Sintra day trip',
            rating: 4.8,
            reviewCount: 2310,
            duration: { fromMinutes: 480, toMinutes: 600 },
            flags: ['SPECIAL_OFFER', 'FREE_CANCELLATION', 'SKIP_THE_LINE'],
            fromPrice: 8_550,
            previousPrice: 9_500,
          }),
          activity(2, {
            title: 'Private tuk-tuk tour',
            reviewCount: 0,
            duration: { fromMinutes: 90, toMinutes: 90 },
            flags: ['LIKELY_TO_SELL_OUT'],
            pricingType: 'UNIT',
            fromPrice: 18_000,
          }),
        ]),
    });
    renderSearch(LISBON_LINK);
    await waitFor(() => expect(count()).toBe('2 activities'));
    const [trip, tuktuk] = cards();
    if (!trip || !tuktuk) throw new Error('two cards expected');
    expect(within(trip).getByRole('heading', { name: 'Sintra day trip' })).toBeTruthy();
    expect(within(trip).getByLabelText('Rated 4.8 out of 5 from 2,310 reviews')).toBeTruthy();
    expect(within(trip).getByText('(2,310 reviews)')).toBeTruthy();
    expect(within(trip).getByTestId('activity-duration').textContent).toBe('8 hours to 10 hours');
    expect(within(trip).getByText('Special offer')).toBeTruthy();
    expect(within(trip).getByText('Free cancellation')).toBeTruthy();
    expect(within(trip).getByText('Was $95.00')).toBeTruthy();
    expect(within(trip).getByTestId('activity-price').textContent).toBe('From $85.50');
    expect(within(tuktuk).getByTestId('activity-duration').textContent).toBe('1 h 30 min');
    expect(within(tuktuk).getByText('Likely to sell out')).toBeTruthy();
    expect(within(tuktuk).queryByText(/reviews/)).toBeNull();
    expect(within(tuktuk).getByTestId('activity-price').textContent).toBe('From $180.00 per group');
    expect(within(trip).getByRole('link', { name: 'See details: Sintra day trip' }).getAttribute('href')).toBe(
      `/booknow/activities/result-details/PT5-1?${new URLSearchParams({ search: LISBON_QUERY })}`,
    );
  });

  it('appends pages of 50 with Show more, and stops at the first page shorter than 50', async () => {
    const fetchMock = mockActivitiesApi({
      [`POST ${SEARCH}`]: (body) => {
        const { offset } = body as { offset: number };
        return searchPage(range(offset + 1, offset + 1 + Math.min(50, 120 - offset)), { offset, total: 120 });
      },
    });
    const user = userEvent.setup();
    renderSearch(LISBON_LINK);
    await waitFor(() => expect(cards()).toHaveLength(50));
    expect(count()).toBe('120 activities');
    await user.click(screen.getByRole('button', { name: 'Show more activities' }));
    await waitFor(() => expect(cards()).toHaveLength(100));
    expect(titles()[50]).toBe('Lisbon walking tour 51');
    await user.click(screen.getByRole('button', { name: 'Show more activities' }));
    await waitFor(() => expect(cards()).toHaveLength(120));
    expect(sent(fetchMock).map((body) => [body.offset, body.limit])).toEqual([
      [0, 50],
      [50, 50],
      [100, 50],
    ]);
    expect(screen.queryByRole('button', { name: 'Show more activities' })).toBeNull();
    expect(screen.getByText('All 120 activities shown')).toBeTruthy();
  });

  it('asks no next page after a short first page', async () => {
    const fetchMock = mockActivitiesApi({ [`POST ${SEARCH}`]: () => searchPage(range(1, 50), { total: 49 }) });
    renderSearch(LISBON_LINK);
    await waitFor(() => expect(cards()).toHaveLength(49));
    expect(screen.queryByRole('button', { name: 'Show more activities' })).toBeNull();
    expect(sent(fetchMock)).toHaveLength(1);
  });

  it('sends the filters and the sort to the server, keeps them in the URL, and resets them', async () => {
    const fetchMock = mockActivitiesApi({ [`POST ${SEARCH}`]: () => searchPage([activity(1)]) });
    const user = userEvent.setup();
    renderSearch(LISBON_LINK);
    await waitFor(() => expect(count()).toBe('1 activity'));
    expect(
      within(group('Categories')).getByRole('checkbox', { name: 'Food and drink', description: '25' }),
    ).toBeTruthy();
    expect(callsTo(fetchMock, '/api/activities/getActivityTagsFilterList')[0]?.query).toEqual({
      destinationId: 'pt-lisbon',
    });

    await user.click(within(group('Duration')).getByRole('checkbox', { name: '1 to 4 hours' }));
    await waitFor(() => expect(lastSent(fetchMock).durations).toEqual(['oneToFourHours']));
    await user.click(within(group('Specials')).getByRole('checkbox', { name: 'Free cancellation' }));
    await user.click(within(group('Time of day')).getByRole('checkbox', { name: '5pm to 12am' }));
    await user.click(within(group('Popular with travellers')).getByRole('checkbox', { name: 'Kid friendly' }));
    await user.click(within(group('Categories')).getByRole('checkbox', { name: 'Food and drink' }));
    await user.click(screen.getByRole('radio', { name: '4.5 and up' }));
    await user.type(screen.getByRole('textbox', { name: 'Max (USD)' }), '120');
    await user.tab();
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(screen.getByRole('option', { name: 'Price: low to high' }));
    await waitFor(() =>
      expect(lastSent(fetchMock)).toEqual({
        ...LISBON_BODY,
        durations: ['oneToFourHours'],
        specials: ['FREE_CANCELLATION'],
        timesOfDay: ['evening'],
        popularity: ['kidFriendly'],
        activeTagIds: [2],
        minRating: 4.5,
        maxPrice: 12_000,
        filterItem: { sortOrder: 'PRICE_LOW_TO_HIGH' },
      }),
    );
    const url = screen.getByTestId('location').textContent ?? '';
    expect(new URLSearchParams(url.split('?')[1]).get('durations')).toBe('oneToFourHours');
    expect(new URLSearchParams(url.split('?')[1]).get('specials')).toBe('FREE_CANCELLATION');

    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() =>
      expect(lastSent(fetchMock)).toEqual({ ...LISBON_BODY, filterItem: { sortOrder: 'PRICE_LOW_TO_HIGH' } }),
    );
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Max (USD)' }).value).toBe('');
    expect(within(group('Duration')).getByRole<HTMLInputElement>('checkbox', { name: '1 to 4 hours' }).checked).toBe(
      false,
    );
  });

  it('says when nothing matches the filters and offers to reset them', async () => {
    const fetchMock = mockActivitiesApi({
      [`POST ${SEARCH}`]: (body) =>
        searchPage((body as { specials: string[] }).specials.length > 0 ? [] : [activity(1)]),
    });
    const user = userEvent.setup();
    renderSearch(`${LISBON_LINK}&specials=LIKELY_TO_SELL_OUT`);
    expect(await screen.findByText('No activities match your filters.')).toBeTruthy();
    expect(count()).toBe('0 activities');
    const resets = screen.getAllByRole('button', { name: 'Reset filters' });
    await user.click(resets[resets.length - 1] as HTMLElement);
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(lastSent(fetchMock).specials).toEqual([]);
  });

  it('clears the results on a failure, shows the server message, and tries again', async () => {
    let searches = 0;
    const fetchMock = mockActivitiesApi({
      [`POST ${SEARCH}`]: () => {
        searches += 1;
        return searches === 1
          ? { status: 503, body: { message: 'Activity suppliers unavailable', code: 'SERVICE_UNAVAILABLE' } }
          : searchPage([activity(1)]);
      },
    });
    const user = userEvent.setup();
    renderSearch(LISBON_LINK);
    const alert = (await screen.findByText('The search failed')).closest<HTMLElement>('[role="alert"]');
    if (!alert) throw new Error('the failure is not an alert');
    expect(within(alert).getByText('Activity suppliers unavailable')).toBeTruthy();
    expect(cards()).toHaveLength(0);
    expect(screen.queryByRole('group', { name: 'Duration' })).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(count()).toBe('1 activity'));
    expect(screen.queryByText('The search failed')).toBeNull();
    expect(sent(fetchMock)).toHaveLength(2);
  });

  it('keeps the loaded pages when the next one fails, and tries it again', async () => {
    let failNext = true;
    mockActivitiesApi({
      [`POST ${SEARCH}`]: (body) => {
        const { offset } = body as { offset: number };
        if (offset > 0 && failNext) {
          failNext = false;
          return { status: 503, body: { message: 'Unavailable', code: 'SERVICE_UNAVAILABLE' } };
        }
        return searchPage(range(offset + 1, offset + (offset === 0 ? 51 : 11)), { offset, total: 60 });
      },
    });
    const user = userEvent.setup();
    renderSearch(LISBON_LINK);
    await waitFor(() => expect(cards()).toHaveLength(50));
    await user.click(screen.getByRole('button', { name: 'Show more activities' }));
    expect(await screen.findByText('The next activities could not be loaded.')).toBeTruthy();
    expect(cards()).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cards()).toHaveLength(60));
  });

  it('puts the filters in a drawer on a phone', async () => {
    matchOnlyMediaQueries('(max-width: 62em)', '(max-width: 48em)');
    const fetchMock = mockActivitiesApi({ [`POST ${SEARCH}`]: () => searchPage([activity(1), activity(2)]) });
    const user = userEvent.setup();
    renderSearch(LISBON_LINK);
    await waitFor(() => expect(count()).toBe('2 activities'));
    expect(screen.queryByRole('group', { name: 'Duration' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(drawer).getByRole('checkbox', { name: 'Up to 1 hour' }));
    await waitFor(() => expect(lastSent(fetchMock).durations).toEqual(['upToOneHour']));
    await user.click(within(drawer).getByRole('button', { name: /^Show \d+ activit/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { SEARCH_URL_KEY } from '../lib/search-form';
import { mockApi, renderFlights } from '../testing/flight-fixtures';
import { FlightSearchPage } from './flight-search-page';

function ResultsProbe() {
  const location = useLocation();
  return <output data-testid="results-url">{location.pathname + location.search}</output>;
}

function renderSearch(route = '/booknow/flights/search') {
  return renderFlights(
    <Routes>
      <Route path="/booknow/flights/search" element={<FlightSearchPage />} />
      <Route path="/booknow/flights/search-details" element={<ResultsProbe />} />
    </Routes>,
    route,
  );
}

beforeAll(() => i18n.loadNamespaces(['flights', 'widgets']));
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 21, 12));
  sessionStorage.clear();
  mockApi({});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const searchButton = () => screen.getByRole('button', { name: 'Search' });
const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });

type Scope = Pick<typeof screen, 'getByRole'>;

async function pickAirport(
  user: ReturnType<typeof userEvent.setup>,
  field: 'From' | 'To',
  typed: string,
  code: string,
  scope: Scope = screen,
) {
  await user.type(scope.getByRole('combobox', { name: field }), typed);
  await user.click(await screen.findByRole('option', { name: new RegExp(`^${code}`) }));
}

describe('flight search page', () => {
  it('starts as a Round-Trip for one adult in all cabins, leaving today + 2 days and back 7 days later', async () => {
    renderSearch();
    expect((await screen.findByRole<HTMLInputElement>('radio', { name: 'Round-Trip' })).checked).toBe(true);
    expect(radio('One-Way').checked).toBe(false);
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Cabin' }).value).toBe('All cabins');
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Aircraft type' }).value).toBe('Commercial');
    expect(screen.getByRole('button', { name: '1 Traveler' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Departure – Return Nov 23, 2026 – Nov 30, 2026' })).toBeTruthy();
  });

  it('keeps Search disabled until both airports are chosen, then opens the results with the search in the URL', async () => {
    const user = userEvent.setup();
    renderSearch();
    await screen.findByRole('radio', { name: 'Round-Trip' });
    expect(searchButton().hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Choose where you fly from and to.')).toBeTruthy();

    await pickAirport(user, 'From', 'lisb', 'LIS');
    expect(searchButton().hasAttribute('disabled')).toBe(true);
    await pickAirport(user, 'To', 'new york', 'JFK');
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'From' }).value).toBe('Lisbon (LIS)');
    expect(searchButton().hasAttribute('disabled')).toBe(false);

    await user.click(searchButton());
    expect(screen.getByTestId('results-url').textContent).toBe(
      '/booknow/flights/search-details?type=Round-Trip&cabin=NoPreference&aircraft=Commercial&adults=1&children=0&infants=0&from=LIS&to=JFK&date=2026-11-23&return=2026-11-30',
    );
  });

  it('shows a searching state while suggestions load, then code, city, country and name', async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.type(await screen.findByRole('combobox', { name: 'From' }), 'lis');
    expect(screen.getAllByText('Searching...').length).toBeGreaterThan(0);
    const option = await screen.findByRole('option', { name: /^LIS/ });
    expect(option.textContent).toBe('LISLisbon, PortugalLisbon Portela Airport');
    expect(screen.queryByText('Searching...')).toBeNull();
  });

  it('does not search from an airport to itself', async () => {
    const user = userEvent.setup();
    renderSearch();
    await pickAirport(user, 'From', 'lis', 'LIS');
    await pickAirport(user, 'To', 'lis', 'LIS');
    expect(searchButton().hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('The origin and destination must be different airports.')).toBeTruthy();
  });

  it('One-Way asks for one departure date and sends one flight', async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.click(await screen.findByRole('radio', { name: 'One-Way' }));
    expect(screen.getByRole('button', { name: 'Departure Nov 23, 2026' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Departure – Return/ })).toBeNull();
    await pickAirport(user, 'From', 'lis', 'LIS');
    await pickAirport(user, 'To', 'jfk', 'JFK');
    await user.click(searchButton());
    expect(screen.getByTestId('results-url').textContent).toBe(
      '/booknow/flights/search-details?type=One-Way&cabin=NoPreference&aircraft=Commercial&adults=1&children=0&infants=0&from=LIS&to=JFK&date=2026-11-23',
    );
  });

  it('Multi-City starts with 2 flights, adds up to 5 and removes down to 2', async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.click(await screen.findByRole('radio', { name: 'Multi-City' }));
    expect(screen.getAllByRole('group', { name: /^Flight \d$/ })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Remove flight/ })).toBeNull();
    const second = within(screen.getByRole('group', { name: 'Flight 2' }));
    expect(second.getByRole('button', { name: 'Departure Nov 24, 2026' })).toBeTruthy();

    for (let i = 0; i < 3; i++) await user.click(screen.getByRole('button', { name: 'Add flight' }));
    expect(screen.getAllByRole('group', { name: /^Flight \d$/ })).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Add flight' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove flight 5' }));
    await user.click(screen.getByRole('button', { name: 'Remove flight 4' }));
    await user.click(screen.getByRole('button', { name: 'Remove flight 3' }));
    expect(screen.getAllByRole('group', { name: /^Flight \d$/ })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Remove flight/ })).toBeNull();
  });

  it('Multi-City needs every flight complete, and the next flight leaves from where the last one lands', async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.click(await screen.findByRole('radio', { name: 'Multi-City' }));
    const first = within(screen.getByRole('group', { name: 'Flight 1' }));
    await pickAirport(user, 'From', 'lis', 'LIS', first);
    await pickAirport(user, 'To', 'mad', 'MAD', first);
    expect(searchButton().hasAttribute('disabled')).toBe(true);
    const second = within(screen.getByRole('group', { name: 'Flight 2' }));
    await pickAirport(user, 'From', 'mad', 'MAD', second);
    await pickAirport(user, 'To', 'jfk', 'JFK', second);
    await user.click(screen.getByRole('button', { name: 'Add flight' }));
    const third = within(screen.getByRole('group', { name: 'Flight 3' }));
    await waitFor(() =>
      expect(third.getByRole<HTMLInputElement>('combobox', { name: 'From' }).value).toBe('New York (JFK)'),
    );
    expect(searchButton().hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Remove flight 3' }));
    await user.click(searchButton());
    expect(screen.getByTestId('results-url').textContent).toBe(
      '/booknow/flights/search-details?type=Multi-City&cabin=NoPreference&aircraft=Commercial&adults=1&children=0&infants=0&from=LIS&to=MAD&date=2026-11-23&from=MAD&to=JFK&date=2026-11-24',
    );
  });

  it('Clear resets trip type, cabin, travelers, airports and dates', async () => {
    const user = userEvent.setup();
    renderSearch(
      '/booknow/flights/search?type=One-Way&cabin=Business&aircraft=Commercial&adults=3&children=1&infants=0&from=LIS&to=JFK&date=2026-12-10',
    );
    expect((await screen.findByRole<HTMLInputElement>('radio', { name: 'One-Way' })).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Cabin' }).value).toBe('Business');
    expect(screen.getByRole('button', { name: '3 Travelers' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'To' }).value).toBe('New York (JFK)'),
    );

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(radio('Round-Trip').checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Cabin' }).value).toBe('All cabins');
    expect(screen.getByRole('button', { name: '1 Traveler' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'From' }).value).toBe('');
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'To' }).value).toBe('');
    expect(screen.getByRole('button', { name: 'Departure – Return Nov 23, 2026 – Nov 30, 2026' })).toBeTruthy();
    expect(searchButton().hasAttribute('disabled')).toBe(true);
  });

  it('keeps the search page URL in session storage and restores it on coming back', async () => {
    const user = userEvent.setup();
    const first = renderSearch();
    await user.click(await screen.findByRole('radio', { name: 'One-Way' }));
    await pickAirport(user, 'From', 'lis', 'LIS');
    await waitFor(() =>
      expect(sessionStorage.getItem(SEARCH_URL_KEY)).toBe(
        '/booknow/flights/search?type=One-Way&cabin=NoPreference&aircraft=Commercial&adults=1&children=0&infants=0&from=LIS&to=&date=2026-11-23',
      ),
    );
    first.unmount();

    renderSearch();
    expect((await screen.findByRole<HTMLInputElement>('radio', { name: 'One-Way' })).checked).toBe(true);
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'From' }).value).toBe('Lisbon (LIS)'),
    );
  });

  it('gives a restored search with past dates fresh default dates', async () => {
    renderSearch(
      '/booknow/flights/search?type=Round-Trip&cabin=NoPreference&aircraft=Commercial&adults=1&children=0&infants=0&from=LIS&to=JFK&date=2026-01-10&return=2026-01-17',
    );
    expect(await screen.findByRole('button', { name: 'Departure – Return Nov 23, 2026 – Nov 30, 2026' })).toBeTruthy();
  });
});

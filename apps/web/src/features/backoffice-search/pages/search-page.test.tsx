import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServicesSearchResult } from '@travel/contracts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { renderAt } from '../../../testing/render-route';
import { signOut, testProfile } from '../../../testing/session';
import { SearchPage } from './search-page';

beforeAll(() => i18n.loadNamespaces(['agency']));
afterEach(() => signOut());

const SEARCH = '/api/agency/search/services';
const renderSearch = (route: string) => renderAt(<SearchPage />, { path: '/search', route });

const booking: ServicesSearchResult['bookings'][number] = {
  _id: 'b0000000-4444-4555-8666-000000000001',
  vertical: 'hotel',
  referenceNumber: 'HT-1001',
  supplierReference: 'LX7Q2',
  status: 'confirmed',
  customerName: 'Ana Lisboa',
  customerEmail: 'ana@example.com',
  travelDate: '2026-12-20',
  amount: 45_250,
  currency: 'EUR',
  createdAt: '2026-11-20T10:00:00.000Z',
};
const client: ServicesSearchResult['clients'][number] = {
  _id: 'c0000000-4444-4555-8666-000000000001',
  name: 'Ana Lisboa',
  email: 'ana@example.com',
  userType: 'Client',
  status: 'Inactive',
};

function found(totalBookings: number, totalClients: number): ServicesSearchResult {
  return {
    bookings: totalBookings ? [booking] : [],
    totalBookings,
    clients: totalClients ? [client] : [],
    totalClients,
  };
}

describe('/search', () => {
  it('lists the matching bookings and clients with links to their pages', async () => {
    const fetchMock = mockApi(
      { [`GET ${SEARCH}`]: () => ({ body: { data: found(1, 1) } }) },
      { profile: testProfile() },
    );
    renderSearch('/search?q=lisboa');
    const result = within(await screen.findByTestId('search-booking'));
    expect(result.getByRole('link', { name: 'HT-1001' }).getAttribute('href')).toBe(
      '/bookings/hotels/b0000000-4444-4555-8666-000000000001',
    );
    expect(result.getByText('Hotel')).toBeTruthy();
    expect(result.getByText('€452.50')).toBeTruthy();
    expect(result.getByText('LX7Q2')).toBeTruthy();
    const person = within(screen.getByTestId('search-client'));
    expect(person.getByRole('link', { name: 'Ana Lisboa' }).getAttribute('href')).toBe(
      '/clients/c0000000-4444-4555-8666-000000000001',
    );
    expect(person.getByText('Inactive')).toBeTruthy();
    expect(screen.getByTestId('search-count').textContent).toBe('1 booking and 1 client');
    expect(callsTo(fetchMock, SEARCH)[0]?.query).toEqual({ searchQuery: 'lisboa', from: '0', size: '20' });
  });

  it('asks for two characters before it searches, and says when nothing matches', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi(
      { [`GET ${SEARCH}`]: () => ({ body: { data: found(0, 0) } }) },
      { profile: testProfile() },
    );
    renderSearch('/search?q=a');
    expect(screen.getByTestId('search-too-short').textContent).toBe('Type at least 2 characters.');
    expect(callsTo(fetchMock, SEARCH)).toEqual([]);

    const field = screen.getByRole('searchbox', { name: /Search bookings and clients/ });
    await user.clear(field);
    await user.type(field, 'zz-nothing{Enter}');
    expect((await screen.findByTestId('search-empty')).textContent).toBe('Nothing matches “zz-nothing”.');
    expect(callsTo(fetchMock, SEARCH).map((call) => call.query.searchQuery)).toEqual(['zz-nothing']);
  });

  it('pages through the larger of the two lists, the page in the URL', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi(
      { [`GET ${SEARCH}`]: () => ({ body: { data: found(45, 3) } }) },
      { profile: testProfile() },
    );
    renderSearch('/search?q=smith');
    await user.click(await screen.findByRole('button', { name: '3' }));
    await waitFor(() => expect(callsTo(fetchMock, SEARCH).at(-1)?.query).toMatchObject({ from: '40' }));
  });
});

import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { renderAt } from '../../../testing/render-route';
import { signOut } from '../../../testing/session';
import { OpenShortLinkPage } from './open-short-link-page';

beforeAll(() => i18n.loadNamespaces(['links']));
afterEach(() => signOut());

const CODE = 'aB3dE5gH7j';
const SEARCH = '/booknow/flights/search-details?type=One-Way&from=LIS&to=MAD&date=2027-01-10';
const openAt = (code: string) => renderAt(<OpenShortLinkPage />, { path: '/url/:id', route: `/url/${code}` });

describe('/url/:id', () => {
  it('replaces itself with the page the link restores, search and all', async () => {
    mockApi({
      [`GET /api/short-url/${CODE}`]: () => ({
        body: {
          data: {
            url: SEARCH,
            deepLinkDetails: { type: 'flights', pathname: '/booknow/flights/search-details', params: {}, hash: '' },
          },
        },
      }),
    });
    openAt(CODE);
    expect((await screen.findByTestId('location')).textContent).toBe(SEARCH);
  });

  it('says plainly that an unknown or deleted link is not available, with a way home', async () => {
    mockApi({
      [`GET /api/short-url/${CODE}`]: () => ({ status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } }),
    });
    openAt(CODE);
    expect(await screen.findByRole('heading', { name: 'This link is not available' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });

  it('does not ask the server about something that cannot be a code', async () => {
    const fetchMock = mockApi({});
    openAt('not-a-code');
    expect(await screen.findByRole('heading', { name: 'This link is not available' })).toBeTruthy();
    expect(callsTo(fetchMock, '/api/short-url/not-a-code')).toEqual([]);
  });
});

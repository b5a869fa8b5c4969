import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { getCookie } from '../../../shared/preferences/cookies';
import { bodiesSent, mockApi } from '../../../testing/mock-api';
import {
  clearCookies,
  currentPath,
  eventually,
  freezeTimers,
  renderAuthPage,
  unfreezeTimers,
} from '../testing/auth-fixtures';
import { LogoutPage } from './logout-page';

beforeAll(() => i18n.loadNamespaces(['auth']));
afterEach(() => {
  unfreezeTimers();
  vi.unstubAllGlobals();
  clearCookies();
  sessionStorage.clear();
});

describe('/logout', () => {
  it("shows 'Logging out...', clears local storage and the session, calls logout, and goes home after 100 ms", async () => {
    freezeTimers();
    localStorage.setItem('recentSearches', '["LIS-JFK"]');
    sessionStorage.setItem('deeplinkFlight', '/booknow/flights/results?x=1');
    sessionStorage.setItem('redirectPath', '/profile');
    document.cookie = 'has-session=1; Path=/';
    const fetchMock = mockApi({ 'POST /api/user/logout': () => ({ body: { message: 'Logged out' } }) });
    renderAuthPage(<LogoutPage />, '/logout');

    expect(screen.getByText('Logging out...', { selector: 'p' })).toBeTruthy();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.getItem('deeplinkFlight')).toBeNull();
    // The page asked for before log-out is kept for the next log-in.
    expect(sessionStorage.getItem('redirectPath')).toBe('/profile');
    await eventually(() => expect(bodiesSent(fetchMock, 'POST', '/api/user/logout')).toHaveLength(1));
    await eventually(() => expect(getCookie('has-session')).toBeNull());
    expect(currentPath()).toBe('/logout');

    act(() => vi.advanceTimersByTime(99));
    expect(currentPath()).toBe('/logout');
    act(() => vi.advanceTimersByTime(1));
    expect(currentPath()).toBe('/');
  });

  it('still goes home when the logout call fails', async () => {
    mockApi({ 'POST /api/user/logout': () => ({ status: 500, body: { message: 'Down', code: 'INTERNAL' } }) });
    renderAuthPage(<LogoutPage />, '/logout');
    await waitFor(() => expect(currentPath()).toBe('/'));
  });
});

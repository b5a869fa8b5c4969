import { act } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../testing/render';
import { api } from '../api/client';
import { getCookie } from '../preferences/cookies';
import { SessionExpiryWatcher } from './session-expiry';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@mantine/notifications', () => ({ notifications: { show: toast } }));

const realSetTimeout = globalThis.setTimeout;

/** Polls on the real clock (the page's setTimeout is faked and stands still). */
async function eventually(check: () => void): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      check();
      return;
    } catch (error) {
      if (attempt >= 1_000) throw error;
    }
    await act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 5)));
  }
}

function Path() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** The server: the profile answers 401 (the session ended there), logout answers 200. */
function mockEndedSession() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const isLogout = init?.method === 'POST' && path === '/api/user/logout';
    return new Response(
      JSON.stringify(isLogout ? { message: 'Logged out' } : { message: 'Please log in', code: 'UNAUTHORIZED' }),
      { status: isLogout ? 200 : 401, headers: { 'content-type': 'application/json' } },
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const logoutCalls = (fetchMock: ReturnType<typeof mockEndedSession>) =>
  fetchMock.mock.calls.filter(([input, init]) => init?.method === 'POST' && String(input).endsWith('/api/user/logout'));

beforeEach(() => {
  toast.mockClear();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.cookie = 'has-session=; Max-Age=0; Path=/';
});

describe('a 401 while signed in', () => {
  it("logs out, says 'Your session has expired, Please login again.' and goes home after 1 s", async () => {
    document.cookie = 'has-session=1; Path=/';
    localStorage.setItem('recentSearches', '["LIS-JFK"]');
    const fetchMock = mockEndedSession();
    // The session provider reads the profile at once: the server answers 401.
    const view = renderUi(
      <>
        <SessionExpiryWatcher />
        <Path />
      </>,
      { route: '/profile' },
    );

    await eventually(() =>
      expect(toast.mock.calls.map(([options]) => options as { message: string; color: string })).toMatchObject([
        { message: 'Your session has expired, Please login again.', color: 'red' },
      ]),
    );
    expect(logoutCalls(fetchMock)).toHaveLength(1);
    expect(localStorage.length).toBe(0);
    expect(getCookie('has-session')).toBeNull();
    expect(view.getByTestId('location').textContent).toBe('/profile');

    act(() => vi.advanceTimersByTime(999));
    expect(view.getByTestId('location').textContent).toBe('/profile');
    act(() => vi.advanceTimersByTime(1));
    expect(view.getByTestId('location').textContent).toBe('/');
  });

  it('ends the session once when several calls fail with 401 together', async () => {
    document.cookie = 'has-session=1; Path=/';
    const fetchMock = mockEndedSession();
    renderUi(<SessionExpiryWatcher />, { route: '/dashboard' });

    await Promise.allSettled([api.get('/api/user/getUserBookingCount'), api.get('/api/user/getRecentActivity')]);
    await eventually(() => expect(toast).toHaveBeenCalledTimes(1));
    expect(logoutCalls(fetchMock)).toHaveLength(1);
  });
});

import { screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_HINT_COOKIE } from '@travel/contracts';
import { heldBooking } from '../features/flight-checkout/testing/checkout-fixtures';
import { i18n } from '../shared/i18n/i18n';
import { type FetchMock, mockApi } from '../testing/mock-api';
import { renderUi } from '../testing/render';
import { signOut, testClient } from '../testing/session';
import { testAgency } from '../testing/test-agency';
import { REDIRECT_PATH_KEY } from '../shared/routing/paths';
import { AppRoutes } from './routes';

const REF = 'FL9BMEA3CM';

/** Every path the app went through. */
const visited: string[] = [];
function LocationLog() {
  const location = useLocation();
  useEffect(() => {
    visited.push(location.pathname + location.search);
  }, [location]);
  return null;
}

/** Answers the profile (a customer), the booking and the logout; anything else is 404. */
function mockBookingApi() {
  return mockApi(
    {
      'GET /api/flight/getReservationDetails': () => ({ body: { data: heldBooking({ bookingStatus: 'confirmed' }) } }),
      'POST /api/user/logout': () => ({ body: { message: 'Logged out' } }),
    },
    { profile: testClient() },
  );
}

const calledPaths = (fetchMock: FetchMock) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);

function renderApp(route: string) {
  return renderUi(
    <>
      <AppRoutes agency={testAgency()} />
      <LocationLog />
    </>,
    { route },
  );
}

beforeAll(() => i18n.loadNamespaces(['trips', 'auth', 'widgets']));
beforeEach(() => {
  visited.length = 0;
  sessionStorage.clear();
});
afterEach(() => signOut());

describe('protected booking routes', () => {
  it.each([
    `/booknow/flights/reservation-details?referenceNumber=${REF}`,
    `/booknow/flights/confirmation?referenceNumber=${REF}`,
    '/booknow/flights/checkout?quote=11111111-1111-4111-8111-111111111111',
  ])('send a visitor without a token to the logout route, keeping %s as the redirect target', async (route) => {
    const fetchMock = mockBookingApi();
    renderApp(route);
    await waitFor(() => expect(visited).toContain('/logout'));
    expect(visited[0]).toBe(route);
    expect(sessionStorage.getItem(REDIRECT_PATH_KEY)).toBe(route);
    // The personal data behind the route was never asked for.
    expect(calledPaths(fetchMock)).not.toContain('/api/flight/getReservationDetails');
  });

  it('show the reservation details to a signed-in user', async () => {
    document.cookie = `${SESSION_HINT_COOKIE}=1; Path=/`;
    const fetchMock = mockBookingApi();
    renderApp(`/booknow/flights/reservation-details?referenceNumber=${REF}`);
    expect((await screen.findByTestId('reference-number', {}, { timeout: 5_000 })).textContent).toBe(REF);
    expect(calledPaths(fetchMock)).toContain('/api/flight/getReservationDetails');
    expect(visited).not.toContain('/logout');
    expect(sessionStorage.getItem(REDIRECT_PATH_KEY)).toBeNull();
  });
});

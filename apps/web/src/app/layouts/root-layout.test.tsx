import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserProfile } from '@travel/contracts';
import { renderUi } from '../../testing/render';
import { signInAs, signOut, testProfile } from '../../testing/session';
import { RootLayout } from './root-layout';

function renderLayout(route: string) {
  return renderUi(
    <Routes>
      <Route element={<RootLayout />}>
        <Route path="*" element={<p>The page</p>} />
      </Route>
    </Routes>,
    { route },
  );
}

const AGENT = testProfile({ userType: 'Agent', isTravelAgent: true });
const CLIENT = testProfile({ userType: 'Client', isTravelAgent: false, name: 'Carla Client' });

/** Renders signed in and waits until the profile is read (the user menu shows its name). */
async function renderSignedIn(user: UserProfile, route: string) {
  signInAs(user);
  renderLayout(route);
  await screen.findByRole('button', { name: user.name });
  expect(screen.queryByTestId('full-screen-loader')).toBeNull();
}

const footer = () => screen.queryByTestId('footer');

afterEach(() => signOut());

describe('RootLayout header', () => {
  it.each([
    '/login',
    '/signup',
    '/forgotpassword',
    '/newPassword',
    '/verify',
    '/logout',
    '/expired',
    '/sso',
    '/social',
    '/disapproveProposal',
    '/allowAgentProposal',
    '/deal-link',
    '/booknow/hotels/deal/8f1d',
  ])('is hidden on %s', (route) => {
    signInAs(null);
    renderLayout(route);
    expect(screen.getByText('The page')).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it.each(['/', '/booknow/flights/search', '/privacy-policy', '/mytrip'])('shows on %s', (route) => {
    signInAs(null);
    renderLayout(route);
    expect(screen.getByRole('banner')).toBeTruthy();
  });
});

const NAVIGATIONS = {
  'GET /api/agency/navigations': () => ({
    body: {
      data: [
        { key: 'dashboard', path: '/dashboard' },
        { key: 'bookNow', path: '/booknow/flights' },
        { key: 'flightBookings', path: '/bookings/flights' },
        { key: 'markups', path: '/settings/markups' },
        { key: 'websiteSettings', path: '/settings/website' },
      ],
    },
  }),
};

describe('RootLayout side navigation', () => {
  it("gives a signed-in agent the server's entries beside the page, the current one marked", async () => {
    signInAs(AGENT, NAVIGATIONS);
    renderLayout('/bookings/flights/5d1c2a8e-1111-4222-8333-444455556666');
    const aside = await screen.findByTestId('agent-navigation');
    const nav = within(within(aside).getByRole('navigation', { name: 'Menu' }));
    await waitFor(() => expect(nav.getAllByRole('link')).toHaveLength(5));
    expect(nav.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Book Now', '/booknow/flights'],
      ['Flight bookings', '/bookings/flights'],
      ['Markups', '/settings/markups'],
      ['Website settings', '/settings/website'],
    ]);
    // A booking's page is under its list.
    expect(nav.getByRole('link', { name: 'Flight bookings' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('link', { name: 'Dashboard' }).hasAttribute('aria-current')).toBe(false);
    // Beside the page, not inside the header.
    expect(within(screen.getByRole('banner')).queryByTestId('agent-navigation')).toBeNull();
  });

  it('gives a client and a visitor none', async () => {
    await renderSignedIn(CLIENT, '/mytrip');
    expect(screen.queryByTestId('agent-navigation')).toBeNull();
  });

  it('is not there on the pages without a header', async () => {
    signInAs(AGENT, NAVIGATIONS);
    renderLayout('/logout');
    await waitFor(() => expect(screen.queryByTestId('full-screen-loader')).toBeNull());
    expect(screen.queryByTestId('agent-navigation')).toBeNull();
  });
});

describe('RootLayout footer', () => {
  it.each(['/dashboard', '/booknow/flights/search', '/mytrip', '/settings/website'])(
    'is hidden for a signed-in agent on %s',
    async (route) => {
      await renderSignedIn(AGENT, route);
      expect(footer()).toBeNull();
    },
  );

  it.each([
    '/',
    '/privacy-policy',
    '/cookies-policy',
    '/disclaimer',
    '/user-terms-and-conditions',
    '/agency-terms-and-conditions/00000000-0000-4000-8000-000000000001',
  ])('shows for a signed-in agent on the landing and legal page %s', async (route) => {
    await renderSignedIn(AGENT, route);
    expect(footer()).not.toBeNull();
  });

  it.each(['/mytrip', '/booknow/flights/search'])('shows for a signed-in client on %s', async (route) => {
    await renderSignedIn(CLIENT, route);
    expect(footer()).not.toBeNull();
  });

  it('shows for a visitor', () => {
    signInAs(null);
    renderLayout('/booknow/flights/search');
    expect(footer()).not.toBeNull();
  });
});

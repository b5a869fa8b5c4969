import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BookingMenuItem } from '@travel/contracts';
import { renderUi } from '../../testing/render';
import { signInAs, signOut, testProfile } from '../../testing/session';
import { testAgency } from '../../testing/test-agency';
import { TabBar } from './tab-bar';

const ALL_ACTIVE: BookingMenuItem[] = [
  { title: 'Flights', active: true },
  { title: 'Hotels', active: true },
  { title: 'Cars', active: true },
  { title: 'Activities', active: true },
];

function renderTabs(route: string, items: BookingMenuItem[] = ALL_ACTIVE) {
  return renderUi(<TabBar />, { route, agency: testAgency({ bookingMenuItemOptions: items }) });
}

const tabBar = () => within(screen.getByRole('navigation', { name: 'Booking types' }));
/** The tab that is the current page. */
const currentTab = () =>
  tabBar()
    .getAllByRole('link')
    .find((link) => link.getAttribute('aria-current') === 'page');

afterEach(() => signOut());

describe('TabBar', () => {
  it('shows nothing without an access token', () => {
    signInAs(null);
    renderTabs('/booknow/flights/search');
    expect(screen.queryByRole('navigation', { name: 'Booking types' })).toBeNull();
    expect(screen.queryByText('Please Provide data')).toBeNull();
  });

  it('shows Flights, Hotels, Cars and Activities in that order, each to its booking page', () => {
    signInAs(testProfile());
    renderTabs('/booknow/flights/search');
    expect(
      tabBar()
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Flights', '/booknow/flights'],
      ['Hotels', '/booknow/hotels'],
      ['Cars', '/booknow/cars'],
      ['Activities', '/booknow/activities'],
    ]);
  });

  it.each([
    ['/booknow/cars/result-details', 'Cars'],
    ['/booknow/hotels/search-details', 'Hotels'],
    ['/booknow/activities/search', 'Activities'],
    ['/booknow/flights/search-details', 'Flights'],
    ['/booknow', 'Flights'],
  ])('marks the tab of %s as the current page: %s', (route, tab) => {
    signInAs(testProfile());
    renderTabs(route);
    expect(currentTab()?.textContent).toBe(tab);
    expect(
      tabBar()
        .getAllByRole('link')
        .filter((link) => link.hasAttribute('aria-current')),
    ).toHaveLength(1);
  });

  it("says 'Please Provide data' when the agency has no active item", () => {
    signInAs(testProfile());
    renderTabs(
      '/booknow/flights/search',
      ALL_ACTIVE.map((item) => ({ ...item, active: false })),
    );
    expect(screen.getByRole('status').textContent).toBe('Please Provide data');
    expect(screen.queryByRole('navigation', { name: 'Booking types' })).toBeNull();
  });

  it.each(['/booknow/flights/checkout', '/booknow/hotels/confirm-payment', '/booknow/flights/confirmation'])(
    'disables the other tabs mid-booking on %s, keeping the current one',
    (route) => {
      signInAs(testProfile());
      renderTabs(route);
      const links = tabBar().getAllByRole('link');
      expect(links).toHaveLength(1);
      expect(links[0]?.getAttribute('aria-current')).toBe('page');
      const disabled = screen.getByRole('navigation').querySelectorAll('[aria-disabled="true"]');
      expect(disabled).toHaveLength(3);
      for (const tab of disabled) expect(tab.tagName).toBe('SPAN');
    },
  );
});

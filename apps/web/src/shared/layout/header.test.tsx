import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderUi } from '../../testing/render';
import { signInAs, signOut, testProfile } from '../../testing/session';
import { buildTheme } from '../ui/theme';
import { Header } from './header';

const NAVIGATIONS = {
  'GET /api/agency/navigations': () => ({
    body: {
      data: [
        { key: 'home', path: '/' },
        { key: 'bookNow', path: '/booknow/flights' },
        { key: 'dashboard', path: '/dashboard' },
      ],
    },
  }),
};

afterEach(() => signOut());

describe('Header side menu', () => {
  it('gives a signed-in agent a menu button shown only under 1200 px, opening the entries the server gives', async () => {
    const user = userEvent.setup();
    signInAs(testProfile({ userType: 'Agent', isTravelAgent: true }), NAVIGATIONS);
    renderUi(<Header />, { route: '/dashboard' });
    const menuButton = await screen.findByRole('button', { name: 'Menu' });
    // Hidden from the library's `lg` breakpoint up, which is 75em: 1200 px at the default font size.
    expect(menuButton.className).toContain('mantine-hidden-from-lg');
    expect(mergeMantineTheme(DEFAULT_THEME, buildTheme('#1c7ed6').theme).breakpoints.lg).toBe('75em');

    await user.click(menuButton);
    const menu = within(await screen.findByRole('navigation', { name: 'Menu' }));
    const entries = await menu.findAllByRole('link');
    expect(entries.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Book Now', '/booknow/flights'],
      ['Dashboard', '/dashboard'],
    ]);
    expect(menu.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    expect(menu.getByRole('link', { name: 'Home' }).hasAttribute('aria-current')).toBe(false);
  });

  it('gives a signed-in client no side menu', async () => {
    signInAs(testProfile({ userType: 'Client', isTravelAgent: false, name: 'Carla Client' }), NAVIGATIONS);
    renderUi(<Header />);
    // The user menu shows once the profile is read: by then the side menu would be there too.
    expect(await screen.findByRole('button', { name: 'Carla Client' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
  });

  it('gives a visitor no side menu, and the log-in and sign-up links', () => {
    signInAs(null, NAVIGATIONS);
    renderUi(<Header />);
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
  });
});

describe('Header preferences', () => {
  it('keeps language, currency and display behind one Preferences button on a phone, closing on Escape', async () => {
    const user = userEvent.setup();
    signInAs(null);
    renderUi(<Header />);
    const toggle = screen.getByRole('button', { name: 'Preferences' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    // The panel holds the language, the currency and the display toggles.
    expect(within(panel as HTMLElement).getByLabelText('Language')).toBeTruthy();
    expect(within(panel as HTMLElement).getByRole('button', { name: 'Currency: USD' })).toBeTruthy();
    expect(within(panel as HTMLElement).getByRole('button', { name: 'Dark mode' })).toBeTruthy();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(panel?.dataset.open).toBe('false');

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel?.dataset.open).toBe('true');
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);

    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'Log in' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LoginResult } from '@travel/contracts';
import { RequireToken } from './guards';
import { i18n } from '../shared/i18n/i18n';
import { mockApi } from '../testing/mock-api';
import { clearCookies, renderAuthPage } from '../features/auth/testing/auth-fixtures';
import { LoginPage } from '../features/auth/pages/login-page';
import { LogoutPage } from '../features/auth/pages/logout-page';
import { SignUpPage } from '../features/auth/pages/sign-up-page';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));

beforeAll(() => i18n.loadNamespaces(['auth']));
afterEach(() => {
  clearCookies();
  sessionStorage.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const SEARCH = '/booknow/flights/search-details?from=LIS&to=JFK&depart=2026-12-01&adults=1';

const clientResult: LoginResult = {
  isTravelAgent: false,
  isSubscribed: false,
  loginCount: 3,
  userType: 'Client',
  code: 'test',
  agencyName: 'Test Travel',
  navigateTo: '/mytrip',
  requireEmailVerification: false,
  _id: '9a0c2a8e-1111-4222-8333-444455556666',
};

function WhereAmI() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

/** The real guard, logout page and auth forms, at the routes the app gives them. */
function renderApp(route: string) {
  return renderAuthPage(
    <>
      <Routes>
        <Route path="/logout" element={<LogoutPage />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/signup" element={<SignUpPage />} />
        <Route path="/" element={<p>Home</p>} />
        <Route element={<RequireToken />}>
          <Route path="/booknow/flights/search-details" element={<p>Flight results</p>} />
          <Route path="/mytrip" element={<p>My trips</p>} />
        </Route>
      </Routes>
      <WhereAmI />
    </>,
    route,
  );
}

const where = () => screen.getByTestId('where').textContent;

describe('a visitor opening a page that needs an account', () => {
  it('passes the logout route, is asked to log in and why, and comes back to the saved search', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /api/user/logout': () => ({ body: { message: 'Logged out' } }),
      'POST /api/user/login': () => {
        document.cookie = 'has-session=1; Path=/';
        return { body: { data: clientResult } };
      },
    });
    renderApp(SEARCH);

    // The spec's rule: path and query saved, then the logout route.
    expect(sessionStorage.getItem('redirectPath')).toBe(SEARCH);
    await waitFor(() => expect(where()).toBe('/login'));
    expect(screen.getByTestId('login-prompt').textContent).toBe(
      'Log in or sign up to see the results of your search: you will come back to them right after.',
    );

    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'client@demo.test');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Travel!2026');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(where()).toBe(SEARCH));
    expect(screen.getByText('Flight results')).toBeTruthy();
    // Used once: the next log-in starts afresh.
    expect(sessionStorage.getItem('redirectPath')).toBeNull();
    expect(localStorage.getItem('redirectPath')).toBeNull();
  });

  it('says so in the language of the page', async () => {
    mockApi({ 'POST /api/user/logout': () => ({ body: { message: 'Logged out' } }) });
    await i18n.changeLanguage('pt');
    try {
      await i18n.loadNamespaces(['auth']);
      renderApp('/mytrip');
      expect((await screen.findByTestId('login-prompt')).textContent).toBe(
        'Entre ou cadastre-se para continuar: você volta à página que pediu logo em seguida.',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('keeps the reason and the saved search through sign-up, then logs in from there', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /api/user/logout': () => ({ body: { message: 'Logged out' } }),
      'POST /api/user/signUp': () => ({ body: { message: 'Registered' } }),
    });
    renderApp(SEARCH);
    await waitFor(() => expect(where()).toBe('/login'));
    await user.click(screen.getByRole('link', { name: 'Sign up' }));
    expect(where()).toBe('/signup');
    expect(screen.getByTestId('login-prompt').textContent).toContain('results of your search');

    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Maria Silva');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'maria@example.test');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Travel!2026');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    // Once the e-mail is verified, the log-in brings them back to the search.
    await waitFor(() => expect(where()).toBe('/login'));
    expect(screen.getByTestId('login-prompt')).toBeTruthy();
    // Kept for a verification link opened in a new tab, too.
    expect(JSON.parse(localStorage.getItem('redirectPath') ?? '{}').path).toBe(SEARCH);
  });

  it('shows no reason on a log-in the visitor opened themselves', async () => {
    mockApi({});
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByTestId('login-prompt')).toBeNull();
  });
});

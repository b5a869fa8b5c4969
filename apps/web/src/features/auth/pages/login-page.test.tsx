import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginResult } from '@travel/contracts';
import { i18n } from '../../../shared/i18n/i18n';
import { getCookie } from '../../../shared/preferences/cookies';
import { testAgency } from '../../../testing/test-agency';
import { bodiesSent, mockApi } from '../../../testing/mock-api';
import { clearCookies, currentPath, descriptionOf, renderAuthPage, toastsOf } from '../testing/auth-fixtures';
import { LoginPage } from './login-page';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@mantine/notifications', () => ({ notifications: { show: toast } }));

beforeAll(() => i18n.loadNamespaces(['auth']));
beforeEach(() => toast.mockClear());
afterEach(() => {
  clearCookies();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

const LOGIN = '/api/user/login';
const emailField = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'E-mail' });
const passwordField = () => screen.getByLabelText<HTMLInputElement>(/^Password/, { selector: 'input' });
const rememberBox = () => screen.getByRole<HTMLInputElement>('checkbox', { name: 'Remember me' });
const logInButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Log in' });

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

function mockLogin() {
  return mockApi({
    [`POST ${LOGIN}`]: (body) =>
      (body as { password: string }).password === 'Travel!2026'
        ? { body: { data: clientResult } }
        : { status: 400, body: { message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' } },
  });
}

async function logIn(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.clear(emailField());
  await user.type(emailField(), email);
  await user.type(passwordField(), 'Travel!2026');
  await user.click(logInButton());
}

describe('/login', () => {
  it("logs in: 'Logged in successfully' and the client's navigateTo", async () => {
    const user = userEvent.setup();
    const fetchMock = mockLogin();
    renderAuthPage(<LoginPage />, '/login');

    await logIn(user, 'client@demo.test');

    await waitFor(() => expect(currentPath()).toBe('/mytrip'));
    expect(toastsOf(toast)).toEqual([{ message: 'Logged in successfully', color: 'green' }]);
    expect(bodiesSent(fetchMock, 'POST', LOGIN)).toEqual([{ email: 'client@demo.test', password: 'Travel!2026' }]);
  });

  it("shows the server's error in a red alert, and focus moves to it", async () => {
    const user = userEvent.setup();
    mockLogin();
    renderAuthPage(<LoginPage />, '/login');

    await user.type(emailField(), 'client@demo.test');
    await user.type(passwordField(), 'Wrong!2026');
    await user.click(logInButton());

    const alert = await screen.findByTestId('form-error');
    expect(alert.textContent).toBe('Invalid email or password');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(currentPath()).toBe('/login');
  });

  it('Remember me keeps the e-mail in a cookie and fills it in next time; unticked, it is forgotten', async () => {
    const user = userEvent.setup();
    mockLogin();
    const first = renderAuthPage(<LoginPage />, '/login');
    expect(rememberBox().checked).toBe(false);
    await user.click(rememberBox());
    await logIn(user, 'client@demo.test');
    await waitFor(() => expect(getCookie('remembered-email')).toBe('client@demo.test'));
    first.unmount();

    const second = renderAuthPage(<LoginPage />, '/login');
    expect(emailField().value).toBe('client@demo.test');
    expect(rememberBox().checked).toBe(true);
    await user.click(rememberBox());
    await user.type(passwordField(), 'Travel!2026');
    await user.click(logInButton());
    await waitFor(() => expect(getCookie('remembered-email')).toBeNull());
    second.unmount();

    renderAuthPage(<LoginPage />, '/login');
    expect(emailField().value).toBe('');
  });

  it('keeps Log in disabled on an empty or invalid form; Enter shows the errors and focuses the first invalid field', async () => {
    const user = userEvent.setup();
    const fetchMock = mockLogin();
    renderAuthPage(<LoginPage />, '/login');

    expect(logInButton().disabled).toBe(true);
    expect(descriptionOf(emailField())).toBe('');
    await user.type(passwordField(), 'Travel!2026');
    expect(logInButton().disabled).toBe(true);
    await user.type(passwordField(), '{Enter}');

    expect(document.activeElement).toBe(emailField());
    expect(descriptionOf(emailField())).toBe('Required');
    await user.type(emailField(), 'client.demo.test{Enter}');
    expect(descriptionOf(emailField())).toBe('Please include an @ in the email address');
    expect(document.activeElement).toBe(emailField());
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(emailField());
    await user.type(emailField(), 'client@demo.test');
    expect(logInButton().disabled).toBe(false);
    await user.type(emailField(), '{Enter}');
    await waitFor(() => expect(currentPath()).toBe('/mytrip'));
  });

  it("refuses a space in the password with 'Space not allowed'", async () => {
    const user = userEvent.setup();
    mockLogin();
    renderAuthPage(<LoginPage />, '/login');

    await user.type(passwordField(), 'Travel ');
    expect(passwordField().value).toBe('Travel');
    expect(descriptionOf(passwordField())).toBe('Space not allowed');
  });

  it('hides direct log-in on an SSO agency unless it allows it for SSO users', () => {
    mockLogin();
    const sso = (allowed: boolean) =>
      testAgency({ sso: { isSSOEnabled: true, isDirectLoginAllowedForSSOUsers: allowed } });
    const hidden = renderAuthPage(<LoginPage />, '/login', sso(false));
    expect(
      screen.getByText('Test Travel signs you in through its own portal. Please use the link you were given there.'),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'E-mail' })).toBeNull();
    expect(screen.queryByLabelText(/^Password/, { selector: 'input' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    hidden.unmount();

    // The agency's staff still reach the password form (the server refuses it to its clients).
    const staff = renderAuthPage(<LoginPage />, '/login', sso(false));
    fireEvent.click(screen.getByRole('button', { name: 'Agency staff? Log in with your password' }));
    expect(emailField()).toBeTruthy();
    expect(passwordField()).toBeTruthy();
    staff.unmount();

    renderAuthPage(<LoginPage />, '/login', sso(true));
    expect(emailField()).toBeTruthy();
    expect(passwordField()).toBeTruthy();
    expect(screen.queryByText(/signs you in through its own portal/)).toBeNull();
  });
});

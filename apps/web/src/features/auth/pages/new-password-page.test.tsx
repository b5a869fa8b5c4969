import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { bodiesSent, mockApi } from '../../../testing/mock-api';
import { currentPath, descriptionOf, renderAuthPage, toastsOf } from '../testing/auth-fixtures';
import { NewPasswordPage } from './new-password-page';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@mantine/notifications', () => ({ notifications: { show: toast } }));

beforeAll(() => i18n.loadNamespaces(['auth']));
beforeEach(() => toast.mockClear());
afterEach(() => vi.unstubAllGlobals());

const VALIDITY = '/api/user/forgotPwdValidity';
const RESET = '/api/user/forgotPassword';
const ROUTE = '/newPassword?token=reset-token-1';
const passwordField = () => screen.getByLabelText<HTMLInputElement>(/^New password/, { selector: 'input' });
const saveButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Save password' });

function mockServer(isValid = true) {
  return mockApi({
    [`POST ${VALIDITY}`]: () => ({ body: { data: { isValid } } }),
    [`POST ${RESET}`]: () => ({ body: { message: 'Your password has been reset. You can now log in.' } }),
  });
}

describe('/newPassword', () => {
  it('saves a strong password with the link token, then goes to log in', async () => {
    const user = userEvent.setup();
    const fetchMock = mockServer();
    renderAuthPage(<NewPasswordPage />, ROUTE);

    await user.type(await waitFor(passwordField), 'Journey!2027');
    await user.click(saveButton());

    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(bodiesSent(fetchMock, 'POST', RESET)).toEqual([{ token: 'reset-token-1', password: 'Journey!2027' }]);
    expect(toastsOf(toast)).toEqual([{ message: 'Your password has been reset. You can now log in.', color: 'green' }]);
  });

  it("keeps Save disabled while the password is weak; Enter says 'Password Required' untouched, 'Required' once emptied", async () => {
    const user = userEvent.setup();
    const fetchMock = mockServer();
    renderAuthPage(<NewPasswordPage />, ROUTE);
    const field = await waitFor(passwordField);

    expect(saveButton().disabled).toBe(true);
    expect(descriptionOf(field)).toBe('');
    field.focus();
    await user.keyboard('{Enter}');
    expect(descriptionOf(field)).toBe('Password Required');
    expect(document.activeElement).toBe(field);

    await user.type(field, 'journey2027');
    expect(descriptionOf(field)).toBe('Password must be valid');
    expect(saveButton().disabled).toBe(true);
    await user.clear(field);
    await user.keyboard('{Enter}');
    expect(descriptionOf(field)).toBe('Required');
    expect(bodiesSent(fetchMock, 'POST', RESET)).toEqual([]);
  });

  it('sends an expired or used link to /expired', async () => {
    mockServer(false);
    renderAuthPage(<NewPasswordPage />, ROUTE);
    await waitFor(() => expect(currentPath()).toBe('/expired'));
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { bodiesSent, mockApi } from '../../../testing/mock-api';
import { currentPath, renderAuthPage, toastsOf } from '../testing/auth-fixtures';
import { SocialPage } from './social-page';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@mantine/notifications', () => ({ notifications: { show: toast } }));

beforeAll(() => i18n.loadNamespaces(['auth']));
beforeEach(() => toast.mockClear());
afterEach(() => vi.unstubAllGlobals());

const ROUTE = '/social?code=provider-code&type=google&isSignup=false&state=s1';
const NO_ACCOUNT = { message: 'No account uses this profile. Please sign up first.', code: 'SOCIAL_ACCOUNT_NOT_FOUND' };
const needsEmail = () => ({
  body: { data: { requireEmailVerification: true, registrationToken: 'reg-token', name: 'Gil Google' } },
});

/** Goes through the e-mail step to the code step. */
async function reachCodeStep(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'gil@example.test');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  expect(await screen.findByText('We sent a 6-digit code to gil@example.test.')).toBeTruthy();
  await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '123456');
}

describe('/social', () => {
  it('sends an unknown profile (404) to sign up with the server message', async () => {
    mockApi({ 'POST /api/social': () => ({ status: 404, body: NO_ACCOUNT }) });
    renderAuthPage(<SocialPage />, ROUTE);
    await waitFor(() => expect(currentPath()).toBe('/signup'));
    expect(toastsOf(toast)).toEqual([{ message: NO_ACCOUNT.message, color: 'red' }]);
  });

  it("sends other failures to /errors/500 with 'Error during Social login' when the server says nothing", async () => {
    mockApi({ 'POST /api/social': () => ({ status: 502, body: {} }) });
    renderAuthPage(<SocialPage />, ROUTE);
    await waitFor(() => expect(currentPath()).toBe('/errors/500'));
    expect(toastsOf(toast)).toEqual([{ message: 'Error during Social login', color: 'red' }]);
  });

  it('asks a profile without an e-mail for one, then for the mailed code', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'POST /api/social': needsEmail,
      'POST /api/social/registerEmail': () => ({ body: { message: 'We sent a code to your e-mail address' } }),
      'POST /api/social/verifyCode': () => ({ status: 400, body: { message: 'This code is not valid', code: 'X' } }),
    });
    renderAuthPage(<SocialPage />, ROUTE);
    expect(await screen.findByText(/Hello Gil Google/)).toBeTruthy();
    await reachCodeStep(user);
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    // A wrong code stays on the page, in the red alert.
    expect((await screen.findByTestId('form-error')).textContent).toBe('This code is not valid');
    expect(currentPath()).toBe('/social');
    expect(bodiesSent(fetchMock, 'POST', '/api/social/verifyCode')).toEqual([
      { registrationToken: 'reg-token', code: '123456' },
    ]);
  });

  it('sends a proven e-mail with no account (404 on the code) to sign up', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /api/social': needsEmail,
      'POST /api/social/registerEmail': () => ({ body: { message: 'We sent a code to your e-mail address' } }),
      'POST /api/social/verifyCode': () => ({ status: 404, body: NO_ACCOUNT }),
    });
    renderAuthPage(<SocialPage />, ROUTE);
    await reachCodeStep(user);
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(currentPath()).toBe('/signup'));
    expect(toastsOf(toast)).toEqual([{ message: NO_ACCOUNT.message, color: 'red' }]);
  });
});
